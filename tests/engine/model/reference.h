// Access to the reference models and outputs that tests/reference/make_reference.py writes
// (the ctest fixture `engine_reference_models` runs it into the build tree).
#pragma once

#include <ATen/core/Tensor.h>
#include <ATen/TensorOperators.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>
#include <string>
#include <vector>

#include "model/lighton_ocr_model.h"
#include "runtime/tensor_file.h"
// c10's logging header defines a CHECK of its own; the tests use testing.h's.
#undef CHECK
#include "testing.h"

namespace folio::test {

// <build>/reference/<name>, or SKIP when the reference has not been built (no Python with
// transformers).
inline std::string reference_dir(const std::string& name) {
    const std::string dir = std::string(FOLIO_REFERENCE_DIR) + "/" + name;
    if (FILE* f = std::fopen((dir + "/reference.safetensors").c_str(), "rb")) {
        std::fclose(f);
        return dir;
    }
    SKIP("no reference in " + dir + " (run the engine_reference_models test; it needs " FOLIO_PYTHON
         " with torch and transformers)");
}

struct Reference {
    std::string model_dir;
    std::map<std::string, at::Tensor> tensors;
    const at::Tensor& at(const std::string& name) const {
        auto it = tensors.find(name);
        if (it == tensors.end()) fail(__FILE__, __LINE__, "reference lacks tensor " + name);
        return it->second;
    }
    at::Tensor pixels(int page) const { return at("pixel_values_" + std::to_string(page))[0]; }
    bool has_greedy(int page) const { return tensors.count("tokens_" + std::to_string(page)) > 0; }
};

// The reference writes tokenizer.json only where the shared Qwen vocabulary exists.
inline bool has_tokenizer(const Reference& ref) {
    if (FILE* f = std::fopen((ref.model_dir + "/tokenizer.json").c_str(), "rb")) {
        std::fclose(f);
        return true;
    }
    return false;
}

// Read once per test process (the files hold 64 x 151936 logits per page).
inline const Reference& load_reference(const std::string& name) {
    static std::map<std::string, Reference> cache;
    auto it = cache.find(name);
    if (it == cache.end()) {
        const std::string dir = reference_dir(name);
        it = cache.emplace(name, Reference{dir + "/model", folio::engine::read_tensor_file(dir + "/reference.safetensors")})
                 .first;
    }
    return it->second;
}

// The reference model with its tokenizer.json, or SKIP (the engine's prompt needs it).
inline const Reference& load_reference_with_tokenizer(const std::string& name) {
    const Reference& ref = load_reference(name);
    if (!has_tokenizer(ref))
        SKIP(ref.model_dir + " has no tokenizer.json (the shared Qwen vocabulary was absent when it was built)");
    return ref;
}

// An int64 [n] tensor of token ids as a vector.
inline std::vector<int32_t> to_ids(const at::Tensor& t) {
    std::vector<int32_t> ids;
    for (int64_t i = 0; i < t.size(0); ++i) ids.push_back(static_cast<int32_t>(t[i].item<int64_t>()));
    return ids;
}

// max |a - b| / max |b|: the error measure of the parity tests.
inline double relative_error(const at::Tensor& actual, const at::Tensor& expected) {
    const double scale = expected.abs().max().item<double>();
    return (actual.to(expected.scalar_type()) - expected).abs().max().item<double>() / (scale > 0 ? scale : 1.0);
}

// The reference in `dir` (a folder holding model/ and reference.safetensors, e.g. one that
// make_reference.py --real-size wrote elsewhere), or SKIP when it is absent.
inline Reference load_reference_at(const std::string& dir) {
    if (FILE* f = std::fopen((dir + "/reference.safetensors").c_str(), "rb")) {
        std::fclose(f);
        return Reference{dir + "/model", folio::engine::read_tensor_file(dir + "/reference.safetensors")};
    }
    SKIP("no reference in " + dir);
}

// Decoding of the reference's page 0 teacher-forced with its greedy tokens (so one near-tie flip
// does not derail the rest): the worst relative logit error and the steps whose arg max agrees.
struct TeacherForced {
    double worst_error = 0;
    int agreeing = 0, steps = 0;
    double decode_seconds = 0;  // the decode steps' wall time (not the prefill)
};
inline TeacherForced teacher_forced(const folio::engine::LightOnOcrModel& model, const Reference& ref, int steps) {
    const auto features = model.encode_images({ref.pixels(0)});
    const std::vector<int32_t> tokens = to_ids(ref.at("tokens_0"));
    const at::Tensor expected = ref.at("logits_0");
    folio::engine::KvCache cache = model.new_cache();
    at::Tensor logits = model.prefill(to_ids(ref.at("input_ids_0")), features[0], cache);
    TeacherForced m;
    m.steps = std::min<int>(steps, static_cast<int>(tokens.size()));
    for (int step = 0; step < m.steps; ++step) {
        m.worst_error = std::max(m.worst_error, relative_error(logits, expected[step]));
        m.agreeing += logits.argmax().item<int64_t>() == tokens[static_cast<size_t>(step)];
        if (step + 1 == m.steps) break;
        const auto start = std::chrono::steady_clock::now();
        logits = model.decode_step({tokens[static_cast<size_t>(step)]}, {&cache})[0];
        m.decode_seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    }
    return m;
}

}  // namespace folio::test
