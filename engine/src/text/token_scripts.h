// The script constraint of language hints: which writing systems each token of the vocabulary
// writes, and from that the tokens a set of allowed scripts bans (SamplingOptions::allowed_scripts).
//
// Thread safety: every method may be called from any thread; the per-token scripts are worked
// out on the first call and each set's banned tokens once, then shared.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <vector>

#include "text/tokenizer.h"

namespace folio::engine {

class TokenScripts {
public:
    explicit TokenScripts(std::shared_ptr<const Tokenizer> tokenizer);

    // The token ids, ascending, whose text uses a script outside `allowed` (kScript* bits);
    // none for 0 (no constraint).
    std::shared_ptr<const std::vector<std::int32_t>> banned_outside(std::uint8_t allowed) const;

private:
    std::shared_ptr<const Tokenizer> tokenizer_;
    mutable std::mutex mutex_;
    mutable std::vector<std::uint8_t> scripts_;  // per token id: the script bits of its text
    mutable std::map<std::uint8_t, std::shared_ptr<const std::vector<std::int32_t>>> banned_;
};

}  // namespace folio::engine
