// `folio-bench --device cpu` on a small reference model: one run per dtype in its own process,
// the JSON report's figures, and a dtype the engine refuses failing alone.
#include <nlohmann/json.hpp>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

#include "model/reference.h"

namespace {

struct Run {
    int status = -1;
    std::string output;
    nlohmann::json report;
};

Run bench(const std::string& dtypes, const std::string& json_name) {
    const std::string dir = folio::test::reference_dir("tiny_a");
    folio::test::load_reference_with_tokenizer("tiny_a");
    std::filesystem::create_directories(FOLIO_TEST_WORK_DIR);
    const std::string json_path = std::string(FOLIO_TEST_WORK_DIR) + "/" + json_name;
    std::remove(json_path.c_str());
    const std::string command = std::string(FOLIO_BENCH_BINARY) + " --device cpu --model " + dir + "/model --dtype " +
                                dtypes + " --tokens 12 --depth-tokens 4 --threads 1 --small-page " + dir +
                                "/page.ppm --page " + dir + "/page.ppm --json " + json_path + " 2>&1";
    Run run;
    FILE* pipe = popen(command.c_str(), "r");
    if (!pipe) folio::test::fail(__FILE__, __LINE__, "cannot run " + command);
    char buffer[4096];
    while (size_t n = std::fread(buffer, 1, sizeof buffer, pipe)) run.output.append(buffer, n);
    const int status = pclose(pipe);
    run.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    std::ifstream in(json_path);
    if (!in) folio::test::fail(__FILE__, __LINE__, "folio-bench wrote no " + json_path + ": " + run.output);
    run.report = nlohmann::json::parse(in);
    return run;
}

void check_figures(const nlohmann::json& run, const std::string& dtype) {
    CHECK_EQ(run["dtype_requested"].get<std::string>(), dtype);
    CHECK_EQ(run["description"]["device"].get<std::string>(), std::string("cpu"));
    CHECK_EQ(run["description"]["dtype"].get<std::string>(), dtype);
    CHECK(run["description"]["cpu_threads"].get<int>() >= 1);  // what the engine made of --threads 1
    CHECK(run["load_s"].get<double>() > 0);
    // The small page decodes --depth-tokens steps after its first token; the page --tokens tokens.
    CHECK_EQ(run["small_page"]["generated_tokens"].get<int>(), 5);
    CHECK_EQ(run["small_page"]["decode_steps_at_depth"].get<int>(), 4);
    CHECK_EQ(run["page"]["generated_tokens"].get<int>(), 12);
    CHECK_EQ(run["page"]["image_tokens"].get<int>(), 6);
    for (const char* page : {"small_page", "page"}) {
        CHECK(run[page]["ttft_s"].get<double>() > 0);
        CHECK(run[page]["end_to_end_s"].get<double>() >= run[page]["ttft_s"].get<double>());
        CHECK(run[page]["decode_tokens_per_s_at_depth"].get<double>() > 0);
    }
    CHECK(run["peak_rss_GiB"].get<double>() >= run["rss_after_load_GiB"].get<double>());
    CHECK(run["rss_after_load_GiB"].get<double>() > 0);
}

}  // namespace

FOLIO_TEST(each_dtype_runs_in_its_own_process_and_reports_its_figures) {
    const Run run = bench("float32,bfloat16", "bench_cpu.json");
    if (run.status != 0) folio::test::fail(__FILE__, __LINE__, "folio-bench failed: " + run.output);
    const auto& runs = run.report["runs"];
    CHECK_EQ(runs.size(), size_t(2));
    check_figures(runs[0], "float32");
    check_figures(runs[1], "bfloat16");
    CHECK_EQ(run.report["workload"]["threads_requested"].get<int>(), 1);
    CHECK(run.output.find("cpu bfloat16, kv bfloat16, ") != std::string::npos);  // the table says what ran
}

FOLIO_TEST(a_dtype_the_engine_refuses_fails_alone) {
    const Run run = bench("float64,float32", "bench_cpu_refused.json");
    CHECK_EQ(run.status, 1);
    const auto& runs = run.report["runs"];
    CHECK_EQ(runs.size(), size_t(2));
    CHECK_EQ(runs[0]["dtype_requested"].get<std::string>(), std::string("float64"));
    CHECK(runs[0].contains("error"));
    CHECK(!runs[0].contains("load_s"));
    check_figures(runs[1], "float32");
}

FOLIO_TEST_MAIN()
