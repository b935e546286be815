// Weights straight from the memory-mapped file on the CPU: a bf16 checkpoint loaded as bf16 is
// views of the mapping (no copy), joined neighbours stay views, and releasing a mapped tensor's
// pages keeps its values while leaving other memory alone.
#include "checkpoint_writer.h"
#include "testing.h"

#include "loading/mapped_file.h"
#include "loading/mapped_tensor.h"
#include "loading/safetensors.h"
#include "loading/weights.h"
#include "model/lighton_ocr_model.h"

#include <folio/engine/engine.h>

#include <ATen/ops/arange.h>
#include <ATen/ops/empty.h>
#include <ATen/ops/cat.h>
#include <ATen/ops/equal.h>
#include <ATen/ops/rand.h>

#include <cstring>
#include <unistd.h>

using folio::engine::concat_rows;
using folio::engine::load_weights;
using folio::engine::mapping_of;
using folio::engine::MappedFile;
using folio::engine::ModelConfig;
using folio::engine::parse_model_config;
using folio::engine::release_mapped_pages;
using folio::test::RawTensor;

namespace {

ModelConfig tiny_config() { return parse_model_config(folio::test::tiny_config_json().dump(), "config.json"); }

// The tiny model's tensors stored as BF16 (the values of f32_tensor, rounded).
std::vector<RawTensor> bf16_tensors(const ModelConfig& config) {
    std::vector<RawTensor> tensors = folio::test::model_tensors(config);
    for (RawTensor& raw : tensors) {
        at::Tensor values = at::empty(raw.shape, at::kFloat);
        std::memcpy(values.data_ptr(), raw.bytes.data(), raw.bytes.size());
        const at::Tensor rounded = values.to(at::kBFloat16).contiguous();
        raw.dtype = "BF16";
        raw.bytes.assign(static_cast<const char*>(rounded.data_ptr()), rounded.nbytes());
    }
    return tensors;
}

bool lies_inside(const at::Tensor& tensor, const MappedFile& file) {
    const auto* begin = static_cast<const uint8_t*>(tensor.data_ptr());
    return begin >= file.data() && begin + tensor.nbytes() <= file.data() + file.size();
}

// A file of one F32 tensor "rows" [rows, 1024] (4 KiB a row) and the archive over it.
folio::engine::SafetensorsArchive archive_of_rows(const std::string& name, int64_t rows) {
    const auto dir = folio::test::fresh_dir(name);
    const at::Tensor values = at::arange(rows * 1024, at::kFloat).view({rows, 1024});
    RawTensor raw{"rows", "F32", {rows, 1024}, std::string(static_cast<const char*>(values.data_ptr()), values.nbytes())};
    folio::test::write_file(dir / "model.safetensors", folio::test::safetensors_bytes({raw}));
    return folio::engine::SafetensorsArchive::open(dir.string());
}

}  // namespace

FOLIO_TEST(bf16_checkpoint_loaded_as_bf16_on_the_cpu_is_views_of_the_mapping) {
    const ModelConfig config = tiny_config();
    const auto tensors = bf16_tensors(config);
    const auto dir = folio::test::write_model_dir("mapped_bf16", folio::test::tiny_config_json(), tensors);
    const auto weights = load_weights(dir.string(), config, at::kBFloat16, at::kCPU);
    for (const RawTensor& raw : tensors) {
        const at::Tensor& loaded = weights.tensors.at(raw.name);
        const MappedFile* file = mapping_of(loaded);
        if (!file) folio::test::fail(__FILE__, __LINE__, raw.name + " is a copy, not a view of the mapping");
        CHECK(lies_inside(loaded, *file));
        CHECK_EQ(loaded.scalar_type(), at::kBFloat16);
        CHECK_EQ(std::string(static_cast<const char*>(loaded.data_ptr()), size_t(loaded.nbytes())), raw.bytes);
    }
    CHECK(weights.tensors.at("lm_head.weight").is_same(weights.tensors.at("model.language_model.embed_tokens.weight")));
}

FOLIO_TEST(a_dtype_conversion_is_an_owned_copy) {
    const ModelConfig config = tiny_config();
    const auto dir = folio::test::write_model_dir("mapped_convert", folio::test::tiny_config_json(), bf16_tensors(config));
    const auto weights = load_weights(dir.string(), config, at::kFloat, at::kCPU);
    for (const auto& [name, tensor] : weights.tensors)
        if (mapping_of(tensor)) folio::test::fail(__FILE__, __LINE__, name + " is still a view of the mapping");
}

FOLIO_TEST(neighbours_in_the_mapping_join_as_a_view_others_as_a_copy) {
    const auto archive = archive_of_rows("mapped_rows", 6);
    const at::Tensor all = archive.view("rows");
    const at::Tensor a = all.narrow(0, 0, 2), b = all.narrow(0, 2, 3), c = all.narrow(0, 5, 1);
    const at::Tensor joined = concat_rows({a, b});
    CHECK(mapping_of(joined) != nullptr);
    CHECK_EQ(joined.data_ptr(), a.data_ptr());
    CHECK(at::equal(joined, all.narrow(0, 0, 5)));
    const at::Tensor reordered = concat_rows({b, a});  // not in file order: a copy
    CHECK(mapping_of(reordered) == nullptr);
    CHECK(at::equal(reordered, at::cat({b, a})));
    const at::Tensor gap = concat_rows({a, c});  // b lies between them
    CHECK(mapping_of(gap) == nullptr);
    CHECK(at::equal(gap, at::cat({a, c})));
    const at::Tensor heap = a.clone();
    CHECK(mapping_of(concat_rows({heap, b})) == nullptr);
}

FOLIO_TEST(released_pages_read_back_the_same_values) {
    const auto archive = archive_of_rows("mapped_release", 64);  // 256 KiB
    const at::Tensor rows = archive.view("rows");
    const at::Tensor expected = rows.clone();
    CHECK(at::equal(rows, expected));  // every page faulted in
    const size_t page = static_cast<size_t>(::sysconf(_SC_PAGESIZE));
    const size_t released = release_mapped_pages(rows);
    CHECK(released >= rows.nbytes() - 2 * page);
    CHECK(released <= rows.nbytes());
    CHECK(at::equal(rows, expected));  // read again from the file
}

FOLIO_TEST(releasing_leaves_memory_that_is_not_mapped_alone) {
    const at::Tensor heap = at::arange(64 * 1024, at::kFloat);
    const at::Tensor expected = heap.clone();
    CHECK_EQ(release_mapped_pages(heap), size_t(0));
    CHECK(at::equal(heap, expected));  // MADV_DONTNEED on the heap would have zeroed it
}

FOLIO_TEST(a_file_truncated_under_a_loaded_model_fails_with_an_error_not_a_crash) {
    const ModelConfig config = tiny_config();
    const auto dir = folio::test::write_model_dir("mapped_truncated", folio::test::tiny_config_json(), bf16_tensors(config));
    const auto model = folio::engine::LightOnOcrModel::load(dir.string(), at::kBFloat16, at::Device(at::kCPU));
    const at::Tensor page = at::rand({3, 16, 16});
    CHECK_EQ(model->encode_images({page}).size(), size_t(1));
    // Cut the file in place to its first page (the header): every weight's page is gone.
    std::filesystem::resize_file(dir / "model.safetensors", 4096);
    CHECK_THROWS_WITH(model->encode_images({page}), "model.safetensors: the file shrank on disk");
}

FOLIO_TEST_MAIN()
