// Whole-file reads for the small JSON files of a model folder.
#pragma once

#include <string>

namespace folio::engine {

// The file's bytes. Throws Error "<label>: cannot read <path>: <reason>" (also for files over
// max_bytes, so that a wrong path to a huge file fails fast instead of filling memory).
std::string read_text_file(const std::string& path, const std::string& label,
                           size_t max_bytes = size_t(256) << 20);

}  // namespace folio::engine
