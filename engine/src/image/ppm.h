// Binary PPM (P6) reading and writing: the lossless exchange format between the engine, its
// tests and the Python reference.
#pragma once

#include <string>

#include "folio/engine/engine.h"

namespace folio::engine {

// Reads a binary P6 file with maxval 255 (header comments allowed). Throws folio::engine::Error
// naming the file for a missing file, bad magic, maxval other than 255, bad sizes or
// truncated pixel data.
RgbImage read_ppm(const std::string& path);

// Writes `image` as binary P6; throws folio::engine::Error naming the file on failure or when
// the pixel buffer does not match width*height*3.
void write_ppm(const std::string& path, const RgbImage& image);

}  // namespace folio::engine
