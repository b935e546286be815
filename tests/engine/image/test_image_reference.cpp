// Parity with transformers: the same RGB pixels go through Folio's preprocess_image and through
// transformers' own processors (tests/engine/image/reference_preprocess.py, one Python process
// for everything), for both patch-rounding rules. Grid, token count and every pixel value must
// agree; the reference uses the same ATen kernels, so the values are expected bit-identical.
//
// Inputs: the real document images of the shared data (decoded by PIL; the script sends their
// RGB back) and synthetic noise images of awkward sizes that this test writes as PPM files.
#include <ATen/ATen.h>
#include <ATen/Parallel.h>

#include <sys/wait.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>
#include <set>

#include "image/image_processor.h"
#include "image/ppm.h"
#include "remove_tree.h"
// c10/util/Logging.h defines a CHECK of its own; the test harness's replaces it.
#undef CHECK
#include "testing.h"

using namespace folio::engine;
namespace fs = std::filesystem;

namespace {

constexpr double kTolerance = 1e-5;

struct Case {
    std::string description;
    bool document = false;
    RgbImage image;  // filled from the PPM we wrote, or from the script for documents
};

// What one run of the reference found, split by input kind so each kind is its own test.
struct Tally {
    std::vector<std::string> mismatches;
    int results = 0, identical = 0, images = 0, unreadable = 0, reference_failures = 0;
    double max_diff = 0;
};
struct Comparison {
    std::string skip_reason;  // non-empty: the reference could not run
    Tally synthetic, documents;
    double folio_seconds = 0, total_seconds = 0;
    int folio_calls = 0;
};

// Reads the script's binary protocol from a pipe.
class ReferenceStream {
public:
    explicit ReferenceStream(FILE* pipe) : pipe_(pipe) {}

    std::string line() {
        std::string text;
        for (int c; (c = std::fgetc(pipe_)) != EOF && c != '\n';) text.push_back(char(c));
        return text;
    }
    void bytes(void* data, std::size_t size) {
        if (std::fread(data, 1, size, pipe_) != size)
            folio::test::fail(__FILE__, __LINE__, "the reference stream ended inside a data block");
    }

private:
    FILE* pipe_;
};

RgbImage noise(int width, int height, std::mt19937& rng) {
    RgbImage image{width, height, std::vector<std::uint8_t>(std::size_t(width) * height * 3)};
    for (auto& v : image.pixels) v = std::uint8_t(rng() >> 24);
    return image;
}

// Synthetic sizes (width, height): tiny, huge, extreme aspect ratios, 1xN and Nx1, sides
// exactly 1540 or just over, multiples of 28, and random sizes.
std::vector<std::pair<int, int>> synthetic_sizes(std::mt19937& rng) {
    std::vector<std::pair<int, int>> sizes = {
        {1, 1},       {2, 3},       {13, 13},     {27, 29},     {14, 14},    {28, 28},
        {1, 29},      {4000, 3000}, {20000, 30},  {30, 20000},  {20000, 2},  {1, 1540},
        {1540, 1},    {1, 700},     {600, 1},     {3000, 1},    {1, 3000},   {1540, 1540},
        {1540, 1000}, {1000, 1540}, {1541, 1540}, {1540, 1541}, {1568, 1120}, {1120, 840},
        {56, 84},     {1539, 1541}, {3080, 3079}};
    std::uniform_int_distribution<int> side(1, 2600);
    for (int i = 0; i < 8; ++i) sizes.emplace_back(side(rng), side(rng));
    return sizes;
}

bool is_document_image(const fs::path& path) {
    static const std::set<std::string> extensions = {".png", ".jpg", ".jpeg", ".tif", ".tiff",
                                                     ".bmp", ".gif", ".webp"};
    std::string ext = path.extension().string();
    for (char& c : ext) c = char(std::tolower(static_cast<unsigned char>(c)));
    // images_broken/ holds corrupt files for the decoders' tests, not for preprocessing.
    return extensions.count(ext) && path.parent_path().filename() != "images_broken";
}

std::string quoted(const std::string& s) { return "'" + s + "'"; }

std::string file_text(const fs::path& path) {
    std::ifstream in(path);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

// True where transformers fails by design: a side floored to 0 pixels by the resize.
bool reference_floors_a_side_to_zero(const RgbImage& image) {
    const double ratio = std::max(image.height / 1540.0, image.width / 1540.0);
    return ratio > 1 && (std::floor(image.height / ratio) < 1 || std::floor(image.width / ratio) < 1);
}

// Compares one Folio result with the next reference block; mismatches go into the tally.
void compare_rule(ReferenceStream& stream, const Case& c, PatchRounding rule, Comparison& run) {
    Tally& tally = c.document ? run.documents : run.synthetic;
    const std::string rule_name = rule == PatchRounding::UpTo28 ? "UpTo28" : "To14DropOdd";
    const std::string what = c.description + " (" + rule_name + ")";
    const std::string result = stream.line();
    PreprocessOptions options;
    options.rounding = rule;
    const auto t0 = std::chrono::steady_clock::now();
    const ProcessedImage mine = preprocess_image(c.image, options);
    run.folio_seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    ++run.folio_calls;

    if (result.rfind("REFERROR " + rule_name, 0) == 0) {
        // Only the documented difference may fail there; Folio keeps a 1-pixel side.
        if (!reference_floors_a_side_to_zero(c.image))
            tally.mismatches.push_back(what + ": the reference failed: " + result);
        else if (mine.patch_rows < 1 || mine.patch_cols < 1)
            tally.mismatches.push_back(what + ": Folio gave an empty grid");
        ++tally.reference_failures;
        return;
    }
    int out_height = 0, out_width = 0, tokens = 0;
    char name[32] = {};
    if (std::sscanf(result.c_str(), "RESULT %31s %d %d %d", name, &out_height, &out_width, &tokens) != 4 ||
        name != rule_name)
        folio::test::fail(__FILE__, __LINE__, what + ": unexpected reference line: " + result.substr(0, 200));
    at::Tensor reference = at::empty({3, out_height, out_width}, at::kFloat);
    stream.bytes(reference.data_ptr<float>(), std::size_t(reference.numel()) * sizeof(float));
    ++tally.results;

    if (mine.pixel_values.size(1) != out_height || mine.pixel_values.size(2) != out_width ||
        mine.image_tokens != tokens || mine.patch_rows * 14 != out_height || mine.patch_cols * 14 != out_width) {
        tally.mismatches.push_back(what + ": Folio gives " + std::to_string(mine.pixel_values.size(1)) + "x" +
                                   std::to_string(mine.pixel_values.size(2)) + " with " +
                                   std::to_string(mine.image_tokens) + " tokens, transformers " +
                                   std::to_string(out_height) + "x" + std::to_string(out_width) + " with " +
                                   std::to_string(tokens));
        return;
    }
    const double diff = (mine.pixel_values - reference).abs().max().item<double>();
    if (!(diff <= kTolerance)) tally.mismatches.push_back(what + ": max abs diff " + std::to_string(diff));
    tally.max_diff = std::max(tally.max_diff, diff);
    tally.identical += at::equal(mine.pixel_values, reference) ? 1 : 0;
}

Comparison run_comparison() {
    Comparison run;
    const std::string python = FOLIO_PYTHON;
    if (python.empty() || !fs::exists(python)) {
        run.skip_reason = "no reference Python (FOLIO_PYTHON is unset)";
        return run;
    }
    // ctest runs tests side by side on few cores, where OpenMP's spinning threads slow the
    // resize several times over; one intra-op thread (the script uses one too) is faster there.
    at::set_num_threads(1);
    const fs::path work = fs::path(FOLIO_TEST_WORK_DIR) / "image_reference";
    folio::test::remove_tree(work);
    fs::create_directories(work);

    std::vector<Case> cases;
    std::ofstream manifest(work / "manifest.txt");
    std::mt19937 rng(20260529);
    for (auto [width, height] : synthetic_sizes(rng)) {
        const std::string size = std::to_string(width) + "x" + std::to_string(height);
        const std::string path = (work / ("noise_" + size + ".ppm")).string();
        RgbImage image = noise(width, height, rng);
        write_ppm(path, image);  // the script reads it with PIL: PPM compatibility is checked too
        manifest << "ppm " << path << "\n";
        cases.push_back({"noise " + size, false, std::move(image)});
    }
    const std::string data = folio::test::shared_data_dir();
    std::vector<fs::path> documents;
    if (!data.empty())
        for (const auto& entry : fs::recursive_directory_iterator(fs::path(data) / "documents"))
            if (entry.is_regular_file() && is_document_image(entry.path())) documents.push_back(entry.path());
    std::sort(documents.begin(), documents.end());
    for (const fs::path& doc : documents) {
        manifest << "doc " << doc.string() << "\n";
        cases.push_back({doc.filename().string(), true, {}});
    }
    manifest.close();

    const fs::path stderr_file = work / "reference_stderr.txt";
    const std::string command =
        quoted(python) + " " + quoted(std::string(FOLIO_SOURCE_DIR) + "/tests/engine/image/reference_preprocess.py") +
        " " + quoted((work / "manifest.txt").string()) + " " +
        (data.empty() ? "" : quoted(data + "/model-config")) + " 2> " + quoted(stderr_file.string());
    const auto started = std::chrono::steady_clock::now();
    FILE* pipe = popen(command.c_str(), "r");
    if (!pipe) folio::test::fail(__FILE__, __LINE__, "cannot start: " + command);
    ReferenceStream stream(pipe);

    std::string header = stream.line();
    if (header.empty()) {
        const int status = pclose(pipe);
        if (WIFEXITED(status) && WEXITSTATUS(status) == 3) {
            run.skip_reason = "the reference Python lacks transformers/torchvision/PIL: " + file_text(stderr_file);
            return run;
        }
        folio::test::fail(__FILE__, __LINE__, "the reference script failed:\n" + file_text(stderr_file));
    }
    for (Case& c : cases) {
        Tally& tally = c.document ? run.documents : run.synthetic;
        if (header.rfind("UNREADABLE", 0) == 0) {  // a document PIL cannot decode: not ours to test
            std::printf("       %s: not decodable by PIL, skipped: %s\n", c.description.c_str(), header.c_str());
            ++tally.unreadable;
            header = stream.line();
            continue;
        }
        int width = 0, height = 0, is_inline = 0;
        if (std::sscanf(header.c_str(), "IMAGE %d %d %d", &width, &height, &is_inline) != 3)
            folio::test::fail(__FILE__, __LINE__, c.description + ": unexpected reference line: " +
                                                      header.substr(0, 200) + "\n" + file_text(stderr_file));
        if (is_inline) {
            c.image = RgbImage{width, height, std::vector<std::uint8_t>(std::size_t(width) * height * 3)};
            stream.bytes(c.image.pixels.data(), c.image.pixels.size());
        }
        if (c.image.width != width || c.image.height != height)
            tally.mismatches.push_back(c.description + ": PIL read it as " + std::to_string(width) + "x" +
                                       std::to_string(height));
        ++tally.images;
        for (PatchRounding rule : {PatchRounding::UpTo28, PatchRounding::To14DropOdd})
            compare_rule(stream, c, rule, run);
        c.image = {};
        header = stream.line();
    }
    if (header != "END") folio::test::fail(__FILE__, __LINE__, "reference stream did not end: " + header);
    const int status = pclose(pipe);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        folio::test::fail(__FILE__, __LINE__, "the reference script failed:\n" + file_text(stderr_file));
    run.total_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    folio::test::remove_tree(work);
    return run;
}

// One Python run serves both tests.
const Comparison& comparison() {
    static const Comparison run = run_comparison();
    return run;
}

void check_tally(const Tally& tally, const char* kind) {
    for (const std::string& m : tally.mismatches) std::printf("       mismatch: %s\n", m.c_str());
    std::printf("       %s: %d images, %d results compared, max abs diff %.3g, %d bit-identical; "
                "Folio %.2f s for %d calls (%.1f ms each, one thread), whole run with Python %.1f s\n",
                kind, tally.images, tally.results, tally.max_diff, tally.identical,
                comparison().folio_seconds, comparison().folio_calls,
                1000 * comparison().folio_seconds / std::max(1, comparison().folio_calls),
                comparison().total_seconds);
    CHECK_EQ(tally.mismatches.size(), std::size_t(0));
}

}  // namespace

FOLIO_TEST(synthetic_sizes_match_transformers) {
    if (!comparison().skip_reason.empty()) SKIP(comparison().skip_reason);
    const Tally& tally = comparison().synthetic;
    check_tally(tally, "synthetic");
    std::mt19937 any_seed(0);
    CHECK_EQ(tally.images, int(synthetic_sizes(any_seed).size()));
    CHECK_EQ(tally.reference_failures, 6);  // 3000x1, 1x3000 and 20000x2 under both rules
    CHECK_EQ(tally.results + tally.reference_failures, 2 * tally.images);
}

FOLIO_TEST(real_documents_match_transformers) {
    if (!comparison().skip_reason.empty()) SKIP(comparison().skip_reason);
    if (folio::test::shared_data_dir().empty()) SKIP("the shared data (../shared/data) is absent");
    const Tally& tally = comparison().documents;
    check_tally(tally, "documents");
    CHECK(tally.images >= 20);  // the shared data holds 24 decodable page images
    CHECK_EQ(tally.results, 2 * tally.images);
}

FOLIO_TEST_MAIN()
