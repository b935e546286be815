// `folio-engine generate` end to end on a small reference model (CPU): the JSON it prints,
// its logits dump against the reference, PPM input, and clear errors for bad input.
#include <ATen/ops/cat.h>
#include <nlohmann/json.hpp>

#include <array>
#include <cstdio>
#include <filesystem>
#include <string>

#include "model/reference.h"

namespace {

struct Output {
    int status = -1;
    std::string text;  // stdout and stderr
};

// env: assignments put in front of the command ("NAME=value ").
Output run(const std::string& args) {
    Output out;
    const std::string command = std::string(FOLIO_ENGINE_BINARY) + " generate " + args + " 2>&1";
    FILE* pipe = popen(command.c_str(), "r");
    if (!pipe) folio::test::fail(__FILE__, __LINE__, "cannot run " + command);
    std::array<char, 4096> buffer;
    size_t n;
    while ((n = std::fread(buffer.data(), 1, buffer.size(), pipe)) > 0) out.text.append(buffer.data(), n);
    const int status = pclose(pipe);
    out.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return out;
}

}  // namespace

FOLIO_TEST(generate_from_pixel_values_matches_reference_and_dumps_logits) {
    const std::string dir = folio::test::reference_dir("tiny_a");
    const auto ref = folio::test::load_reference_with_tokenizer("tiny_a");
    const std::string dump = std::string(FOLIO_TEST_WORK_DIR) + "/cli_logits.safetensors";
    std::filesystem::create_directories(FOLIO_TEST_WORK_DIR);
    std::remove(dump.c_str());
    const Output out = run(dir + "/model " + dir + "/pixel_values.safetensors --greedy --ignore-stop --max-new-tokens 64 "
                           "--device cpu --dtype float32 --dump-logits " + dump);
    if (out.status != 0) folio::test::fail(__FILE__, __LINE__, "folio-engine failed: " + out.text);
    const auto json = nlohmann::json::parse(out.text);
    const at::Tensor tokens = ref.at("tokens_0");
    CHECK_EQ(json["tokens"].size(), size_t(64));
    for (int64_t i = 0; i < 64; ++i) CHECK_EQ(json["tokens"][i].get<int64_t>(), tokens[i].item<int64_t>());
    CHECK(json["text"].is_string());
    CHECK_EQ(json["finish"].get<std::string>(), std::string("length"));
    CHECK_EQ(json["timings"]["generated_tokens"].get<int>(), 64);
    CHECK_EQ(json["timings"]["image_tokens"].get<int>(), 6);
    const at::Tensor logits = folio::engine::read_tensor_file(dump).at("logits");
    CHECK_EQ(logits.sizes().vec(), ref.at("logits_0").sizes().vec());
    CHECK(folio::test::relative_error(logits, ref.at("logits_0")) <= 1e-4);
}

FOLIO_TEST(generate_from_a_ppm_page) {
    const std::string dir = folio::test::reference_dir("tiny_a");
    folio::test::load_reference_with_tokenizer("tiny_a");
    const Output out = run(dir + "/model " + dir + "/page.ppm --max-new-tokens 5 --seed 3 --ignore-stop");
    if (out.status != 0) folio::test::fail(__FILE__, __LINE__, "folio-engine failed: " + out.text);
    const auto json = nlohmann::json::parse(out.text);
    CHECK_EQ(json["tokens"].size(), size_t(5));
    // 70x45 is padded up to 84x56: 3 x 2 merged image tokens.
    CHECK_EQ(json["timings"]["image_tokens"].get<int>(), 6);
}

// --profile: the scheduler's profile says where its time went, per decode step and per admitted
// page (what a profiling run on the GPU machine reads).
FOLIO_TEST(the_scheduler_profile_reports_decode_steps_and_admissions) {
    const std::string dir = folio::test::reference_dir("tiny_a");
    folio::test::load_reference_with_tokenizer("tiny_a");
    const std::string args = dir + "/model " + dir + "/page.ppm --max-new-tokens 6 --greedy --ignore-stop";
    const Output profiled = run(args + " --profile");
    if (profiled.status != 0) folio::test::fail(__FILE__, __LINE__, "folio-engine failed: " + profiled.text);
    CHECK(profiled.text.find("decode steps, 1.0 rows each; host ms per step: prepare") != std::string::npos);
    CHECK(profiled.text.find("1 pages admitted; ms per page: vision passes") != std::string::npos);
    const Output plain = run(args);
    CHECK(plain.status == 0);
    CHECK(plain.text.find("folio scheduler:") == std::string::npos);
}

FOLIO_TEST(generate_reports_bad_input_clearly) {
    const std::string dir = folio::test::reference_dir("tiny_a");
    folio::test::load_reference_with_tokenizer("tiny_a");
    Output out = run(dir + "/model " + dir + "/missing.ppm");
    CHECK(out.status != 0);
    CHECK(out.text.find("missing.ppm") != std::string::npos);
    out = run(dir + "/model " + dir + "/reference.safetensors");  // no pixel_values tensor
    CHECK(out.status != 0);
    CHECK(out.text.find("pixel_values") != std::string::npos);
    out = run(dir + "/model " + dir + "/page.ppm --dtype float8");
    CHECK(out.status != 0);
    CHECK(out.text.find("float8") != std::string::npos);
}

FOLIO_TEST_MAIN()
