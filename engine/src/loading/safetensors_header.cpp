// parse_safetensors_header: the part of the safetensors reader that sees untrusted bytes.
// Everything is validated before anything is believed: the header length against the file, the
// JSON structure (depth-limited, so nesting cannot blow the stack or memory), each dtype, shape
// and byte range. Memory used is proportional to the header bytes actually present.
#include "loading/safetensors.h"

#include <folio/engine/engine.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <unordered_set>

namespace folio::engine {
namespace {

using nlohmann::json;

constexpr uint64_t kMaxHeaderBytes = uint64_t(100) << 20;
// Top-level object (0) -> tensor entry or __metadata__ (1) -> shape/data_offsets arrays (2).
constexpr int kMaxJsonDepth = 2;

struct DepthExceeded {};

// Names come from the file: keep error messages readable even for a 100 MB name.
std::string shown_name(const std::string& name) {
    constexpr size_t kShown = 120;
    if (name.size() <= kShown) return "'" + name + "'";
    return "'" + name.substr(0, kShown) + "...' (" + std::to_string(name.size()) + " characters)";
}

uint64_t read_le_u64(const uint8_t* bytes) {
    uint64_t value = 0;
    for (int i = 7; i >= 0; --i) value = (value << 8) | bytes[i];
    return value;
}

json parse_header_json(const uint8_t* begin, const uint8_t* end, const std::string& file_name) {
    std::unordered_set<std::string> top_level_keys;
    std::string duplicate;
    // The callback sees every container start with its depth; refusing deep nesting early keeps
    // a hostile header from building a deep tree. It also catches duplicate tensor names, which
    // the DOM would silently merge.
    auto guard = [&](int depth, json::parse_event_t event, json& parsed) {
        if ((event == json::parse_event_t::object_start || event == json::parse_event_t::array_start) &&
            depth > kMaxJsonDepth)
            throw DepthExceeded{};
        if (event == json::parse_event_t::key && depth == 1 && duplicate.empty() &&
            !top_level_keys.insert(parsed.get<std::string>()).second)
            duplicate = parsed.get<std::string>();
        return true;
    };
    try {
        json header = json::parse(begin, end, guard);
        if (!duplicate.empty()) throw Error(file_name + ": header lists tensor " + shown_name(duplicate) + " twice");
        return header;
    } catch (const DepthExceeded&) {
        throw Error(file_name + ": header JSON is nested deeper than a safetensors header can be");
    } catch (const json::exception& e) {
        throw Error(file_name + ": header is not valid JSON: " + e.what());
    }
}

// A non-negative JSON integer, or nullopt.
std::optional<uint64_t> unsigned_value(const json& value) {
    if (value.is_number_unsigned()) return value.get<uint64_t>();
    if (value.is_number_integer() && value.get<int64_t>() >= 0) return uint64_t(value.get<int64_t>());
    return std::nullopt;
}

TensorInfo parse_tensor_entry(const std::string& name, const json& entry, uint64_t data_size,
                              const std::string& file_name) {
    const std::string where = file_name + ": tensor " + shown_name(name);
    if (!entry.is_object()) throw Error(where + ": entry must be a JSON object");
    TensorInfo info;
    info.name = name;

    auto dtype = entry.find("dtype");
    if (dtype == entry.end() || !dtype->is_string()) throw Error(where + ": 'dtype' must be a string");
    info.dtype = dtype->get<std::string>();
    const size_t item_size = safetensors_dtype_size(info.dtype);
    if (item_size == 0) throw Error(where + ": unknown dtype " + shown_name(info.dtype));

    auto shape = entry.find("shape");
    if (shape == entry.end() || !shape->is_array()) throw Error(where + ": 'shape' must be an array");
    // The byte count is computed with overflow checks: a shape of huge dims must not wrap around
    // to a small number that happens to match the offsets.
    uint64_t bytes = item_size;
    bool overflow = false;
    for (const json& dim : *shape) {
        const auto extent = unsigned_value(dim);
        if (!extent || *extent > uint64_t(INT64_MAX))
            throw Error(where + ": 'shape' must hold non-negative integers, got " + dim.dump().substr(0, 40));
        info.shape.push_back(int64_t(*extent));
        if (*extent != 0 && bytes > UINT64_MAX / *extent) overflow = true;
        bytes = overflow ? 0 : bytes * *extent;
    }
    const bool empty_tensor = std::find(info.shape.begin(), info.shape.end(), 0) != info.shape.end();
    if (empty_tensor) bytes = 0, overflow = false;

    auto offsets = entry.find("data_offsets");
    if (offsets == entry.end() || !offsets->is_array() || offsets->size() != 2)
        throw Error(where + ": 'data_offsets' must be an array [begin, end]");
    const auto begin = unsigned_value((*offsets)[0]);
    const auto end = unsigned_value((*offsets)[1]);
    if (!begin || !end) throw Error(where + ": 'data_offsets' must hold non-negative integers");
    info.begin = *begin;
    info.end = *end;
    if (info.begin > info.end)
        throw Error(where + ": data_offsets [" + std::to_string(info.begin) + ", " + std::to_string(info.end) +
                    "] end before they begin");
    if (info.end > data_size)
        throw Error(where + ": data_offsets [" + std::to_string(info.begin) + ", " + std::to_string(info.end) +
                    "] reach past the end of the data (" + std::to_string(data_size) +
                    " bytes); is the file truncated?");
    if (overflow || bytes != info.end - info.begin)
        throw Error(where + ": shape and dtype " + info.dtype + " need " +
                    (overflow ? std::string("more than 2^64") : std::to_string(bytes)) + " bytes but data_offsets span " +
                    std::to_string(info.end - info.begin));
    return info;
}

void check_metadata(const json& metadata, const std::string& file_name) {
    if (!metadata.is_object()) throw Error(file_name + ": '__metadata__' must be a JSON object");
    for (const auto& [key, value] : metadata.items())
        if (!value.is_string())
            throw Error(file_name + ": '__metadata__' value " + shown_name(key) + " must be a string");
}

}  // namespace

size_t safetensors_dtype_size(const std::string& dtype) {
    static const std::pair<const char*, size_t> kSizes[] = {
        {"BOOL", 1}, {"U8", 1},  {"I8", 1},  {"F8_E5M2", 1}, {"F8_E4M3", 1}, {"I16", 2}, {"U16", 2},
        {"F16", 2},  {"BF16", 2}, {"I32", 4}, {"U32", 4},     {"F32", 4},     {"F64", 8}, {"I64", 8},
        {"U64", 8},
    };
    for (const auto& [name, size] : kSizes)
        if (dtype == name) return size;
    return 0;
}

SafetensorsHeader parse_safetensors_header(const uint8_t* data, size_t size, const std::string& file_name) {
    if (size < 8 || data == nullptr)
        throw Error(file_name + ": file is " + std::to_string(size) +
                    " bytes, too short to be a safetensors file");
    const uint64_t header_length = read_le_u64(data);
    if (header_length > kMaxHeaderBytes)
        throw Error(file_name + ": header length " + std::to_string(header_length) +
                    " is over the 100 MB limit; this is not a safetensors file or it is corrupt");
    if (header_length > size - 8)
        throw Error(file_name + ": header length " + std::to_string(header_length) + " is larger than the file (" +
                    std::to_string(size) + " bytes); is the file truncated?");
    if (header_length < 2 || data[8] != '{')
        throw Error(file_name + ": header does not start with a JSON object; not a safetensors file");

    const json header = parse_header_json(data + 8, data + 8 + header_length, file_name);
    if (!header.is_object()) throw Error(file_name + ": header must be a JSON object");

    SafetensorsHeader result;
    result.data_offset = 8 + header_length;
    const uint64_t data_size = size - result.data_offset;
    result.tensors.reserve(header.size());
    for (const auto& [name, entry] : header.items()) {
        if (name == "__metadata__") {
            check_metadata(entry, file_name);
            continue;
        }
        result.tensors.push_back(parse_tensor_entry(name, entry, data_size, file_name));
    }

    // Byte ranges must not overlap; an overlap means the header lies about where data lives.
    std::sort(result.tensors.begin(), result.tensors.end(), [](const TensorInfo& a, const TensorInfo& b) {
        return a.begin != b.begin ? a.begin < b.begin : a.end < b.end;
    });
    // Empty tensors own no bytes, so they cannot overlap anything.
    const TensorInfo* previous = nullptr;
    for (const TensorInfo& current : result.tensors) {
        if (current.begin == current.end) continue;
        if (previous && current.begin < previous->end)
            throw Error(file_name + ": tensors " + shown_name(previous->name) + " and " + shown_name(current.name) +
                        " overlap (bytes " + std::to_string(current.begin) + " to " +
                        std::to_string(std::min(previous->end, current.end)) + ")");
        previous = &current;
    }
    return result;
}

}  // namespace folio::engine
