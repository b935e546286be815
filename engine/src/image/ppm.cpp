// Binary PPM (P6): "P6", width, height, maxval separated by whitespace (with '#' comments up to
// the end of a line), one whitespace byte, then width*height RGB triplets, rows top to bottom.
#include "image/ppm.h"

#include <cctype>
#include <cstdint>
#include <fstream>
#include <limits>

namespace folio::engine {
namespace {

[[noreturn]] void fail(const std::string& path, const std::string& what) {
    throw Error("PPM file " + path + ": " + what);
}

// Skips whitespace and comments, then reads one decimal header number.
long long read_header_number(std::istream& in, const std::string& path, const char* field) {
    int c = in.get();
    while (c != EOF && (std::isspace(c) || c == '#')) {
        if (c == '#')
            while (c != EOF && c != '\n' && c != '\r') c = in.get();
        c = in.get();
    }
    if (c == EOF) fail(path, std::string("header ends before the ") + field);
    if (!std::isdigit(c)) fail(path, std::string("the ") + field + " in the header is not a number");
    long long value = 0;
    while (c != EOF && std::isdigit(c)) {
        value = value * 10 + (c - '0');
        if (value > std::numeric_limits<int>::max())
            fail(path, std::string("the ") + field + " in the header is too large");
        c = in.get();
    }
    if (c != EOF && !std::isspace(c) && c != '#')
        fail(path, std::string("unexpected character after the ") + field + " in the header");
    if (c != EOF) in.unget();
    return value;
}

}  // namespace

RgbImage read_ppm(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) fail(path, "cannot be opened");
    char magic[2] = {};
    if (!in.read(magic, 2) || magic[0] != 'P' || magic[1] != '6')
        fail(path, "not a binary PPM (the file must start with \"P6\")");
    const long long width = read_header_number(in, path, "width");
    const long long height = read_header_number(in, path, "height");
    const long long maxval = read_header_number(in, path, "maxval");
    if (width < 1 || height < 1)
        fail(path, "the image is " + std::to_string(width) + "x" + std::to_string(height) +
                       "; both sides must be at least 1 pixel");
    if (maxval != 255)
        fail(path, "maxval is " + std::to_string(maxval) + "; only 8-bit files (maxval 255) are supported");
    if (!std::isspace(in.get())) fail(path, "the header must end with one whitespace byte");

    // Compare with what the file really holds before allocating what the header claims.
    const std::uint64_t expected = std::uint64_t(width) * std::uint64_t(height) * 3;
    const std::streampos data_start = in.tellg();
    in.seekg(0, std::ios::end);
    const std::uint64_t available = std::uint64_t(in.tellg() - data_start);
    if (available < expected)
        fail(path, "truncated: " + std::to_string(width) + "x" + std::to_string(height) + " needs " +
                       std::to_string(expected) + " bytes of pixels, the file has " +
                       std::to_string(available));
    in.seekg(data_start);

    RgbImage image;
    image.width = int(width);
    image.height = int(height);
    image.pixels.resize(expected);
    if (!in.read(reinterpret_cast<char*>(image.pixels.data()), std::streamsize(expected)))
        fail(path, "read error in the pixel data");
    return image;
}

void write_ppm(const std::string& path, const RgbImage& image) {
    if (image.width < 1 || image.height < 1)
        fail(path, "cannot write a " + std::to_string(image.width) + "x" +
                       std::to_string(image.height) + " image");
    const std::uint64_t expected = std::uint64_t(image.width) * std::uint64_t(image.height) * 3;
    if (image.pixels.size() != expected)
        fail(path, "the image has " + std::to_string(image.pixels.size()) + " bytes of pixels, expected " +
                       std::to_string(expected));
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    if (!out) fail(path, "cannot be created");
    out << "P6\n" << image.width << ' ' << image.height << "\n255\n";
    out.write(reinterpret_cast<const char*>(image.pixels.data()), std::streamsize(expected));
    out.close();
    if (!out) fail(path, "write error (disk full?)");
}

}  // namespace folio::engine
