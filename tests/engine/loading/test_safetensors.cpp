// parse_safetensors_header and SafetensorsArchive: good files read back exactly, and every kind
// of broken file is rejected with a message naming the file and the tensor.
#include "checkpoint_writer.h"
#include "testing.h"

#include "loading/safetensors.h"

#include <folio/engine/engine.h>

#include <ATen/ops/allclose.h>
#include <ATen/ops/equal.h>

using folio::engine::parse_safetensors_header;
using folio::engine::SafetensorsArchive;
using folio::engine::SafetensorsHeader;
using folio::test::f32_tensor;
using folio::test::raw_safetensors;
using folio::test::safetensors_bytes;

namespace {

SafetensorsHeader parse(const std::string& bytes) {
    return parse_safetensors_header(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size(), "x.safetensors");
}

std::string header_with(const std::string& entries, size_t data_bytes) {
    return raw_safetensors("{" + entries + "}", std::string(data_bytes, '\0'));
}

float first_value(const at::Tensor& tensor) { return tensor.flatten()[0].item<float>(); }

}  // namespace

FOLIO_TEST(header_of_a_good_file) {
    const std::string bytes = safetensors_bytes({f32_tensor("b", {2, 3}), f32_tensor("a", {4}), f32_tensor("e", {0, 5})});
    const SafetensorsHeader header = parse(bytes);
    CHECK_EQ(header.tensors.size(), size_t(3));
    CHECK_EQ(header.data_offset, bytes.size() - 40);
    const auto& b = header.tensors[0];  // sorted by offset
    CHECK_EQ(b.name, std::string("b"));
    CHECK_EQ(b.dtype, std::string("F32"));
    CHECK(b.shape == std::vector<int64_t>({2, 3}));
    CHECK_EQ(b.begin, uint64_t(0));
    CHECK_EQ(b.end, uint64_t(24));
    CHECK_EQ(header.tensors[1].name, std::string("a"));
    CHECK_EQ(header.tensors[1].begin, uint64_t(24));
    CHECK_EQ(header.tensors[2].name, std::string("e"));
}

FOLIO_TEST(header_length_and_framing) {
    CHECK_THROWS_WITH(parse(""), "x.safetensors: file is 0 bytes, too short");
    CHECK_THROWS_WITH(parse("abc"), "x.safetensors: file is 3 bytes");
    CHECK_THROWS_WITH(parse(folio::test::le_u64(1000) + "{}"), "x.safetensors: header length 1000 is larger than the file (10 bytes)");
    CHECK_THROWS_WITH(parse(folio::test::le_u64(uint64_t(1) << 40) + "{}"), "over the 100 MB limit");
    CHECK_THROWS_WITH(parse(folio::test::le_u64(~uint64_t(0)) + "{}"), "over the 100 MB limit");
    CHECK_THROWS_WITH(parse(raw_safetensors("[]", "")), "header does not start with a JSON object");
    CHECK_THROWS_WITH(parse(raw_safetensors("{\"a\": ", "")), "x.safetensors: header is not valid JSON");
    CHECK_THROWS_WITH(parse(raw_safetensors("{}garbage", "")), "header is not valid JSON");
    CHECK_THROWS_WITH(parse(raw_safetensors("{\"\xc3\x28\": 1}", "")), "header is not valid JSON");
    CHECK_EQ(parse(raw_safetensors("{}   ", "")).tensors.size(), size_t(0));  // padding spaces are fine
}

FOLIO_TEST(truncated_file_names_file_and_tensor) {
    std::string bytes = safetensors_bytes({f32_tensor("first", {4}), f32_tensor("second", {8})});
    bytes.resize(bytes.size() - 5);
    CHECK_THROWS_WITH(parse(bytes), "x.safetensors: tensor 'second': data_offsets [16, 48] reach past the end of the data (43 bytes)");
}

FOLIO_TEST(offsets_that_lie) {
    CHECK_THROWS_WITH(parse(header_with(R"("a": {"dtype": "F32", "shape": [4], "data_offsets": [0, 16]},
                                          "b": {"dtype": "F32", "shape": [4], "data_offsets": [8, 24]})", 24)),
                      "x.safetensors: tensors 'a' and 'b' overlap");
    CHECK_THROWS_WITH(parse(header_with(R"("a": {"dtype": "F32", "shape": [0], "data_offsets": [8, 0]})", 8)),
                      "tensor 'a': data_offsets [8, 0] end before they begin");
    CHECK_THROWS_WITH(parse(header_with(R"("a": {"dtype": "F32", "shape": [1], "data_offsets": [-4, 0]})", 8)),
                      "tensor 'a': 'data_offsets' must hold non-negative integers");
    CHECK_THROWS_WITH(parse(header_with(R"("a": {"dtype": "F32", "shape": [1], "data_offsets": [0]})", 8)),
                      "tensor 'a': 'data_offsets' must be an array [begin, end]");
    CHECK_THROWS_WITH(parse(header_with(R"("a": {"dtype": "F32", "shape": [1], "data_offsets": [0, 1e1]})", 16)),
                      "tensor 'a': 'data_offsets' must hold non-negative integers");
    // An empty tensor inside another's range owns no bytes: fine.
    CHECK_EQ(parse(header_with(R"("a": {"dtype": "F32", "shape": [4], "data_offsets": [0, 16]},
                                 "z": {"dtype": "F32", "shape": [0], "data_offsets": [8, 8]})", 16)).tensors.size(),
             size_t(2));
}

FOLIO_TEST(shape_and_dtype_must_match_byte_count) {
    CHECK_THROWS_WITH(parse(header_with(R"("w": {"dtype": "F32", "shape": [2, 2], "data_offsets": [0, 12]})", 12)),
                      "x.safetensors: tensor 'w': shape and dtype F32 need 16 bytes but data_offsets span 12");
    CHECK_THROWS_WITH(parse(header_with(R"("w": {"dtype": "BF16", "shape": [4294967296, 4294967296, 4], "data_offsets": [0, 0]})", 0)),
                      "tensor 'w': shape and dtype BF16 need more than 2^64 bytes");
    CHECK_THROWS_WITH(parse(header_with(R"("w": {"dtype": "F32", "shape": [2, -1], "data_offsets": [0, 8]})", 8)),
                      "tensor 'w': 'shape' must hold non-negative integers");
    CHECK_THROWS_WITH(parse(header_with(R"("w": {"dtype": "F32", "shape": 4, "data_offsets": [0, 16]})", 16)),
                      "tensor 'w': 'shape' must be an array");
}

FOLIO_TEST(unknown_dtype_and_malformed_entries) {
    CHECK_THROWS_WITH(parse(header_with(R"("w": {"dtype": "Q4_K", "shape": [2], "data_offsets": [0, 2]})", 2)),
                      "x.safetensors: tensor 'w': unknown dtype 'Q4_K'");
    CHECK_THROWS_WITH(parse(header_with(R"("w": {"shape": [2], "data_offsets": [0, 2]})", 2)),
                      "tensor 'w': 'dtype' must be a string");
    CHECK_THROWS_WITH(parse(header_with(R"("w": [1, 2])", 2)), "tensor 'w': entry must be a JSON object");
    CHECK_THROWS_WITH(parse(header_with(R"("w": {"dtype": "U8", "shape": [2], "data_offsets": [0, 2]},
                                          "w": {"dtype": "U8", "shape": [2], "data_offsets": [2, 4]})", 4)),
                      "header lists tensor 'w' twice");
    CHECK_THROWS_WITH(parse(header_with(R"("__metadata__": {"format": 1})", 0)), "'__metadata__' value 'format' must be a string");
    CHECK_THROWS_WITH(parse(header_with(R"("w": {"dtype": "U8", "shape": [[[[1]]]], "data_offsets": [0, 1]})", 1)),
                      "nested deeper than a safetensors header can be");
    CHECK_EQ(parse(header_with(R"("w": {"dtype": "F8_E4M3", "shape": [3], "data_offsets": [0, 3], "extra": 1})", 3)).tensors[0].dtype,
             std::string("F8_E4M3"));
}

FOLIO_TEST(archive_views_read_the_values_without_copying) {
    const auto dir = folio::test::fresh_dir("archive_single");
    folio::test::write_file(dir / "model.safetensors", safetensors_bytes({f32_tensor("w", {3, 4}, 1.5f), f32_tensor("b", {2}, -2.f)}));
    at::Tensor w;
    {
        const SafetensorsArchive archive = SafetensorsArchive::open(dir.string());
        CHECK(archive.names() == std::vector<std::string>({"b", "w"}));
        CHECK(archive.contains("w") && !archive.contains("nope"));
        CHECK_EQ(archive.file_of("w"), std::string("model.safetensors"));
        CHECK_EQ(archive.source_name(), std::string("model.safetensors"));
        w = archive.view("w");
        CHECK_EQ(w.scalar_type(), at::kFloat);
        CHECK(w.sizes() == at::IntArrayRef({3, 4}));
        CHECK(at::equal(archive.view("w"), w));
        CHECK_EQ(archive.view("w").data_ptr(), w.data_ptr());  // both over the mapping
        CHECK_THROWS_WITH(archive.info("nope"), "model.safetensors: missing tensor 'nope'");
    }
    // The archive is gone; the view keeps its mapping alive.
    CHECK_NEAR(first_value(w), 1.5, 0);
    CHECK_NEAR(w[2][3].item<float>(), 1.5f + 0.011f, 1e-6);
}

FOLIO_TEST(archive_handles_unaligned_data) {
    const auto dir = folio::test::fresh_dir("archive_unaligned");
    // A 3-byte header puts the data at offset 11: not 4-byte aligned.
    const std::string header = R"({"a":{"dtype":"F32","shape":[2],"data_offsets":[0,8]}})";
    float values[2] = {3.25f, -7.5f};
    folio::test::write_file(dir / "model.safetensors",
                            raw_safetensors(header + std::string((4 - header.size() % 4) % 4 + 3, ' '),
                                            std::string(reinterpret_cast<const char*>(values), 8)));
    const at::Tensor a = SafetensorsArchive::open(dir.string()).view("a");
    CHECK_NEAR(a[0].item<float>(), 3.25, 0);
    CHECK_NEAR(a[1].item<float>(), -7.5, 0);
}

FOLIO_TEST(archive_errors_name_the_file) {
    const auto dir = folio::test::fresh_dir("archive_errors");
    CHECK_THROWS_WITH(SafetensorsArchive::open(dir.string()), "no model.safetensors or model.safetensors.index.json");
    std::string bytes = safetensors_bytes({f32_tensor("w", {64})});
    bytes.resize(bytes.size() - 1);
    folio::test::write_file(dir / "model.safetensors", bytes);
    CHECK_THROWS_WITH(SafetensorsArchive::open(dir.string()), "model.safetensors: tensor 'w': data_offsets [0, 256] reach past");
    folio::test::write_file(dir / "model.safetensors", "");
    CHECK_THROWS_WITH(SafetensorsArchive::open(dir.string()), "model.safetensors: file is 0 bytes");
}

FOLIO_TEST(sharded_archive) {
    const auto dir = folio::test::fresh_dir("archive_sharded");
    folio::test::write_file(dir / "model-00001-of-00002.safetensors", safetensors_bytes({f32_tensor("a", {2, 2}, 1.f)}));
    folio::test::write_file(dir / "model-00002-of-00002.safetensors",
                            safetensors_bytes({f32_tensor("b", {3}, 2.f), f32_tensor("c", {1}, 3.f)}));
    const std::string index = R"({"metadata": {"total_size": 32}, "weight_map": {
        "a": "model-00001-of-00002.safetensors", "b": "model-00002-of-00002.safetensors",
        "c": "model-00002-of-00002.safetensors"}})";
    folio::test::write_file(dir / "model.safetensors.index.json", index);
    const SafetensorsArchive archive = SafetensorsArchive::open(dir.string());
    CHECK(archive.names() == std::vector<std::string>({"a", "b", "c"}));
    CHECK_EQ(archive.file_of("a"), std::string("model-00001-of-00002.safetensors"));
    CHECK_EQ(archive.file_of("c"), std::string("model-00002-of-00002.safetensors"));
    CHECK_EQ(archive.source_name(), std::string("model.safetensors.index.json"));
    CHECK_NEAR(first_value(archive.view("a")), 1.0, 0);
    CHECK_NEAR(first_value(archive.view("b")), 2.0, 0);
    CHECK_NEAR(first_value(archive.view("c")), 3.0, 0);

    auto write_index = [&](const std::string& text) { folio::test::write_file(dir / "model.safetensors.index.json", text); };
    write_index(R"({"weight_map": {"a": "model-00001-of-00002.safetensors", "b": "model-00003-of-00003.safetensors"}})");
    CHECK_THROWS_WITH(SafetensorsArchive::open(dir.string()), "model-00003-of-00003.safetensors: cannot open");
    write_index(R"({"weight_map": {"a": "model-00001-of-00002.safetensors", "b": "model-00002-of-00002.safetensors"}})");
    CHECK_THROWS_WITH(SafetensorsArchive::open(dir.string()),
                      "model-00002-of-00002.safetensors: tensor 'c' is not listed in model.safetensors.index.json");
    write_index(R"({"weight_map": {"a": "model-00001-of-00002.safetensors", "b": "model-00002-of-00002.safetensors",
                    "c": "model-00002-of-00002.safetensors", "d": "model-00001-of-00002.safetensors"}})");
    CHECK_THROWS_WITH(SafetensorsArchive::open(dir.string()), "model-00001-of-00002.safetensors: missing tensor 'd'");
    write_index(R"({"weight_map": {"a": "../model-00001-of-00002.safetensors"}})");
    CHECK_THROWS_WITH(SafetensorsArchive::open(dir.string()), "model.safetensors.index.json: field 'weight_map.a' must be a file name");
    write_index(R"({"weights": {}})");
    CHECK_THROWS_WITH(SafetensorsArchive::open(dir.string()), "model.safetensors.index.json: field 'weight_map' is missing");
    write_index("{");
    CHECK_THROWS_WITH(SafetensorsArchive::open(dir.string()), "model.safetensors.index.json: not valid JSON");
}

FOLIO_TEST_MAIN()
