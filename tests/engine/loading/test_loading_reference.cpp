// The loader against files written by the Python reference (transformers' save_pretrained and
// safetensors' save_file): the tensor table must list exactly the parameters of
// LightOnOcrForConditionalGeneration, and every value must read back as Python wrote it.
// make_reference_checkpoints.py writes the fixtures; SKIP when FOLIO_PYTHON lacks transformers.
#include "checkpoint_writer.h"
#include "testing.h"

#include "loading/model_config.h"
#include "loading/safetensors.h"
#include "loading/weights.h"

#include <folio/engine/engine.h>

#include <ATen/ops/arange.h>
#include <ATen/ops/equal.h>

#include <cstdlib>
#include <sys/wait.h>
#include <map>
#include <sstream>

using namespace folio::engine;

namespace {

// Runs the generator (at most once per test process, and not again while its output is newer
// than the script); returns the fixture folder or SKIPs.
std::string reference_dir() {
    static const std::filesystem::path dir = std::filesystem::path(FOLIO_TEST_WORK_DIR) / "loading" / "reference";
    static const int status = [] {
        const std::string python = FOLIO_PYTHON;
        if (python.empty()) return 77 << 8;
        const std::filesystem::path script = FOLIO_SOURCE_DIR "/tests/engine/loading/make_reference_checkpoints.py";
        const std::filesystem::path stamp = dir / "complete.stamp";
        std::error_code error;
        if (std::filesystem::exists(stamp, error) &&
            std::filesystem::last_write_time(stamp, error) > std::filesystem::last_write_time(script, error) &&
            !error) {
            std::ifstream in(stamp);
            std::string generated_by;
            std::getline(in, generated_by);
            if (generated_by == python) return 0;
        }
        folio::test::remove_tree(dir);
        std::filesystem::create_directories(dir);
        const std::string command = "\"" + python + "\" \"" + script.string() + "\" \"" + dir.string() +
                                    "\" > \"" + dir.string() + "/generator.log\" 2>&1";
        const int result = std::system(command.c_str());
        if (result == 0) std::ofstream(stamp) << python << "\n";
        return result;
    }();
    if (status != 0 && WIFEXITED(status) && WEXITSTATUS(status) == 77)
        SKIP("FOLIO_PYTHON has no transformers/safetensors (see " + dir.string() + "/generator.log)");
    if (status != 0) folio::test::fail(__FILE__, __LINE__, "reference generator failed; see " + dir.string() + "/generator.log");
    return dir.string();
}

std::string shape_text(const std::vector<int64_t>& shape) {
    std::string text;
    for (int64_t extent : shape) text += " " + std::to_string(extent);
    return text;
}

// name -> " d0 d1 ..." from parameters.txt
std::map<std::string, std::string> python_parameters(const std::string& folder) {
    std::ifstream in(folder + "/parameters.txt");
    std::map<std::string, std::string> parameters;
    std::string line;
    while (std::getline(in, line)) {
        const size_t space = line.find(' ');
        parameters[line.substr(0, space)] = space == std::string::npos ? "" : line.substr(space);
    }
    return parameters;
}

void check_table_against_python(const std::string& folder) {
    const ModelConfig config = load_model_config(folder);  // the config.json transformers wrote
    const auto python = python_parameters(folder);
    CHECK(python.size() > 20);
    const auto table = lighton_ocr_tensor_table(config);
    std::map<std::string, std::string> ours;
    for (const ExpectedTensor& tensor : table) ours[tensor.name] = shape_text(tensor.shape);
    CHECK_EQ(ours.size(), table.size());  // no duplicate names
    for (const auto& [name, shape] : python) {
        if (!ours.count(name)) folio::test::fail(__FILE__, __LINE__, "table lacks " + name);
        if (ours.at(name) != shape)
            folio::test::fail(__FILE__, __LINE__, name + ": table shape" + ours.at(name) + ", transformers" + shape);
    }
    for (const auto& [name, shape] : ours)
        if (!python.count(name)) folio::test::fail(__FILE__, __LINE__, "table has " + name + ", the class does not");

    // What save_pretrained wrote is the table minus optional entries (a tied lm_head).
    const SafetensorsArchive archive = SafetensorsArchive::open(folder);
    for (const ExpectedTensor& tensor : table) CHECK_EQ(archive.contains(tensor.name), !tensor.optional);
    CHECK_EQ(archive.names().size() + (config.tie_word_embeddings ? 1 : 0), table.size());
}

void check_values_against_python(const std::string& folder) {
    const ModelConfig config = load_model_config(folder);
    const LoadedWeights weights = load_weights(folder, config, at::kFloat, at::kCPU);
    std::ifstream in(folder + "/sums.txt");
    std::string name;
    double sum = 0, squares = 0;
    size_t compared = 0;
    while (in >> name >> sum >> squares) {
        const at::Tensor values = weights.tensors.at(name).to(at::kDouble);
        CHECK_NEAR(values.sum().item<double>(), sum, 1e-9 * (1 + std::fabs(squares)));
        CHECK_NEAR(values.mul(values).sum().item<double>(), squares, 1e-9 * (1 + squares));
        ++compared;
    }
    CHECK_EQ(compared, weights.tensors.size());
}

}  // namespace

FOLIO_TEST(table_matches_transformers_tied) { check_table_against_python(reference_dir() + "/tied"); }

FOLIO_TEST(table_matches_transformers_untied_sharded) {
    const std::string folder = reference_dir() + "/untied";
    CHECK(std::filesystem::exists(folder + "/model.safetensors.index.json"));
    check_table_against_python(folder);
}

FOLIO_TEST(config_written_by_transformers) {
    const ModelConfig config = load_model_config(reference_dir() + "/untied");
    CHECK_EQ(config.text.head_dim, 24);
    CHECK_EQ(config.text.num_key_value_heads, 1);
    CHECK_NEAR(config.text.rms_norm_eps, 1e-5, 1e-12);
    CHECK_EQ(config.vision.patch_size, 7);
    CHECK_EQ(config.image_token_id, 90);
    CHECK(!config.tie_word_embeddings);
    CHECK_EQ(config.torch_dtype, std::string("bfloat16"));
}

FOLIO_TEST(weights_equal_python_values_tied_float32) { check_values_against_python(reference_dir() + "/tied"); }

FOLIO_TEST(weights_equal_python_values_sharded_bfloat16) { check_values_against_python(reference_dir() + "/untied"); }

FOLIO_TEST(every_dtype_written_by_safetensors_reads_back_equal) {
    const SafetensorsArchive archive = SafetensorsArchive::open(reference_dir() + "/values");
    const std::pair<const char*, at::ScalarType> types[] = {
        {"float32", at::kFloat}, {"float16", at::kHalf}, {"bfloat16", at::kBFloat16}, {"float64", at::kDouble},
        {"int64", at::kLong},    {"int32", at::kInt},    {"int16", at::kShort},       {"int8", at::kChar},
        {"uint8", at::kByte},    {"bool", at::kBool},
    };
    for (const auto& [name, type] : types) {
        const double offset = type == at::kByte ? 0 : 3;
        const at::Tensor expected = at::arange(30, at::kDouble).mul(0.5).sub(offset).reshape({3, 5, 2}).to(type);
        const at::Tensor actual = archive.view(name);
        CHECK_EQ(actual.scalar_type(), type);
        if (!at::equal(actual, expected)) folio::test::fail(__FILE__, __LINE__, std::string("values differ for ") + name);
    }
    CHECK(archive.view("empty").sizes() == at::IntArrayRef({4, 0}));
    CHECK_EQ(archive.view("scalar").dim(), int64_t(0));
    CHECK_NEAR(archive.view("scalar").item<float>(), 2.5, 0);
}

FOLIO_TEST_MAIN()
