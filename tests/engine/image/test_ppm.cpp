// read_ppm / write_ppm: lossless round trip, and clear errors naming the file for bad input.
#include <filesystem>
#include <fstream>

#include "image/ppm.h"
#include "testing.h"

using folio::engine::read_ppm;
using folio::engine::RgbImage;
using folio::engine::write_ppm;

namespace {

std::string work_file(const std::string& name) {
    const std::filesystem::path dir = std::filesystem::path(FOLIO_TEST_WORK_DIR) / "ppm";
    std::filesystem::create_directories(dir);
    return (dir / name).string();
}

std::string write_bytes(const std::string& name, const std::string& bytes) {
    const std::string path = work_file(name);
    std::ofstream(path, std::ios::binary) << bytes;
    return path;
}

RgbImage gradient(int width, int height) {
    RgbImage image{width, height, std::vector<std::uint8_t>(std::size_t(width) * height * 3)};
    for (std::size_t i = 0; i < image.pixels.size(); ++i) image.pixels[i] = std::uint8_t(i * 7 + i / 5);
    return image;
}

}  // namespace

FOLIO_TEST(round_trip_keeps_every_byte) {
    const RgbImage image = gradient(37, 11);
    const std::string path = work_file("round_trip.ppm");
    write_ppm(path, image);
    const RgbImage back = read_ppm(path);
    CHECK_EQ(back.width, 37);
    CHECK_EQ(back.height, 11);
    CHECK(back.pixels == image.pixels);
    // A pixel value that is whitespace (10 = '\n') right after the header must stay data.
    RgbImage newline{1, 1, {10, 32, 9}};
    write_ppm(path, newline);
    CHECK(read_ppm(path).pixels == newline.pixels);
}

FOLIO_TEST(header_comments_and_whitespace_are_accepted) {
    const std::string path =
        write_bytes("comments.ppm", std::string("P6 # made by hand\n2\t# width\n 1\r\n255\n") + "abcdef");
    const RgbImage image = read_ppm(path);
    CHECK_EQ(image.width, 2);
    CHECK_EQ(image.height, 1);
    CHECK(image.pixels == std::vector<std::uint8_t>({'a', 'b', 'c', 'd', 'e', 'f'}));
}

FOLIO_TEST(truncated_file_is_refused_naming_the_file) {
    const std::string path = write_bytes("truncated.ppm", "P6\n4 4\n255\n" + std::string(47, 'x'));
    CHECK_THROWS_WITH(read_ppm(path), "truncated");
    CHECK_THROWS_WITH(read_ppm(path), path);
    // A header claiming a gigantic image is refused without allocating it.
    const std::string huge = write_bytes("huge.ppm", "P6\n2000000000 2000000000\n255\nxyz");
    CHECK_THROWS_WITH(read_ppm(huge), "truncated");
    const std::string short_header = write_bytes("short_header.ppm", "P6\n4 4\n");
    CHECK_THROWS_WITH(read_ppm(short_header), "maxval");
}

FOLIO_TEST(bad_magic_is_refused) {
    CHECK_THROWS_WITH(read_ppm(write_bytes("ascii.ppm", "P3\n1 1\n255\n1 2 3\n")), "P6");
    CHECK_THROWS_WITH(read_ppm(write_bytes("png.ppm", "\x89PNG\r\n\x1a\n")), "P6");
    CHECK_THROWS_WITH(read_ppm(write_bytes("empty.ppm", "")), "P6");
}

FOLIO_TEST(maxval_other_than_255_is_refused) {
    CHECK_THROWS_WITH(read_ppm(write_bytes("16bit.ppm", "P6\n1 1\n65535\n" + std::string(6, 'x'))),
                      "maxval is 65535");
    CHECK_THROWS_WITH(read_ppm(write_bytes("maxval15.ppm", "P6\n1 1\n15\nxyz")), "maxval is 15");
}

FOLIO_TEST(bad_sizes_are_refused) {
    CHECK_THROWS_WITH(read_ppm(write_bytes("zero.ppm", "P6\n0 5\n255\n")), "at least 1 pixel");
    CHECK_THROWS_WITH(read_ppm(write_bytes("negative.ppm", "P6\n-3 5\n255\n")), "not a number");
    CHECK_THROWS_WITH(read_ppm(write_bytes("overflow.ppm", "P6\n99999999999 5\n255\n")), "too large");
}

FOLIO_TEST(missing_file_is_refused_naming_it) {
    const std::string path = work_file("does_not_exist.ppm");
    std::filesystem::remove(path);
    CHECK_THROWS_WITH(read_ppm(path), path + ": cannot be opened");
}

FOLIO_TEST(write_refuses_a_mismatched_buffer_or_an_unwritable_path) {
    RgbImage image{4, 4, std::vector<std::uint8_t>(47)};
    CHECK_THROWS_WITH(write_ppm(work_file("bad.ppm"), image), "expected 48");
    CHECK_THROWS_WITH(write_ppm(work_file("no_such_dir/x.ppm"), gradient(2, 2)), "cannot be created");
}

FOLIO_TEST_MAIN()
