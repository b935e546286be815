// SafetensorsArchive: the checkpoint of a model folder, one file or shards, memory-mapped.
#include "loading/mapped_file.h"
#include "loading/mapped_tensor.h"
#include "loading/read_file.h"
#include "loading/safetensors.h"

#include <folio/engine/engine.h>
#include <nlohmann/json.hpp>

#include <ATen/ops/empty.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <optional>

namespace folio::engine {
namespace {

constexpr const char* kSingleFile = "model.safetensors";
constexpr const char* kIndexFile = "model.safetensors.index.json";

std::optional<at::ScalarType> scalar_type_of(const std::string& dtype) {
    static const std::pair<const char*, at::ScalarType> kTypes[] = {
        {"F32", at::kFloat},   {"BF16", at::kBFloat16}, {"F16", at::kHalf},
        {"F64", at::kDouble},  {"I64", at::kLong},      {"I32", at::kInt},
        {"I16", at::kShort},   {"I8", at::kChar},       {"U8", at::kByte},
        {"BOOL", at::kBool},   {"U16", at::kUInt16},    {"U32", at::kUInt32},
        {"U64", at::kUInt64},  {"F8_E4M3", at::kFloat8_e4m3fn}, {"F8_E5M2", at::kFloat8_e5m2},
    };
    for (const auto& [name, type] : kTypes)
        if (dtype == name) return type;
    return std::nullopt;
}

// Shard names come from the index file: they must stay inside the model folder.
bool is_plain_file_name(const std::string& name) {
    return !name.empty() && name != "." && name != ".." && name.find('/') == std::string::npos &&
           name.find('\\') == std::string::npos && name.find('\0') == std::string::npos;
}

// weight_map of model.safetensors.index.json: tensor name -> shard file name.
std::map<std::string, std::string> read_weight_map(const std::filesystem::path& path) {
    using nlohmann::json;
    json index;
    try {
        index = json::parse(read_text_file(path.string(), kIndexFile));
    } catch (const json::exception& e) {
        throw Error(std::string(kIndexFile) + ": not valid JSON: " + e.what());
    }
    auto map = index.is_object() ? index.find("weight_map") : index.end();
    if (!index.is_object() || map == index.end() || !map->is_object())
        throw Error(std::string(kIndexFile) + ": field 'weight_map' is missing or not an object");
    std::map<std::string, std::string> weight_map;
    for (const auto& [name, file] : map->items()) {
        if (!file.is_string() || !is_plain_file_name(file.get<std::string>()))
            throw Error(std::string(kIndexFile) + ": field 'weight_map." + name +
                        "' must be a file name in the model folder, got " + file.dump());
        weight_map.emplace(name, file.get<std::string>());
    }
    if (weight_map.empty()) throw Error(std::string(kIndexFile) + ": 'weight_map' lists no tensors");
    return weight_map;
}

}  // namespace

SafetensorsArchive SafetensorsArchive::open(const std::string& model_dir) {
    const std::filesystem::path dir(model_dir);
    std::error_code ignored;
    SafetensorsArchive archive;
    std::map<std::string, std::string> weight_map;  // empty for a single file

    // transformers prefers the single file when both exist; so do we.
    if (std::filesystem::exists(dir / kSingleFile, ignored)) {
        archive.source_name_ = kSingleFile;
        archive.file_names_ = {kSingleFile};
    } else if (std::filesystem::exists(dir / kIndexFile, ignored)) {
        archive.source_name_ = kIndexFile;
        weight_map = read_weight_map(dir / kIndexFile);
        for (const auto& [name, file] : weight_map)
            if (std::find(archive.file_names_.begin(), archive.file_names_.end(), file) == archive.file_names_.end())
                archive.file_names_.push_back(file);
        std::sort(archive.file_names_.begin(), archive.file_names_.end());
    } else {
        throw Error(model_dir + ": no " + kSingleFile + " or " + kIndexFile + " in the model folder");
    }

    for (size_t file_index = 0; file_index < archive.file_names_.size(); ++file_index) {
        const std::string& file_name = archive.file_names_[file_index];
        auto mapping = MappedFile::open((dir / file_name).string(), file_name);
        SafetensorsHeader header = parse_safetensors_header(mapping->data(), mapping->size(), file_name);
        for (TensorInfo& info : header.tensors) {
            if (!weight_map.empty()) {
                auto listed = weight_map.find(info.name);
                if (listed == weight_map.end())
                    throw Error(file_name + ": tensor '" + info.name + "' is not listed in " + kIndexFile);
                if (listed->second != file_name)
                    throw Error(file_name + ": tensor '" + info.name + "' is listed in " + kIndexFile +
                                " as stored in " + listed->second);
            }
            auto [it, inserted] = archive.entries_.emplace(info.name, Entry{info, file_index});
            if (!inserted)
                throw Error(file_name + ": tensor '" + info.name + "' is also stored in " +
                            archive.file_names_[it->second.file_index]);
        }
        archive.files_.push_back(std::move(mapping));
        archive.data_offsets_.push_back(header.data_offset);
    }
    for (const auto& [name, file] : weight_map)
        if (!archive.entries_.count(name))
            throw Error(file + ": missing tensor '" + name + "' (listed in " + kIndexFile + ")");
    return archive;
}

std::vector<std::string> SafetensorsArchive::names() const {
    std::vector<std::string> result;
    result.reserve(entries_.size());
    for (const auto& [name, entry] : entries_) result.push_back(name);
    std::sort(result.begin(), result.end());
    return result;
}

bool SafetensorsArchive::contains(const std::string& name) const { return entries_.count(name) != 0; }

const TensorInfo& SafetensorsArchive::info(const std::string& name) const {
    auto it = entries_.find(name);
    if (it == entries_.end()) throw Error(source_name_ + ": missing tensor '" + name + "'");
    return it->second.info;
}

const std::string& SafetensorsArchive::file_of(const std::string& name) const {
    info(name);  // throws when absent
    return file_names_[entries_.at(name).file_index];
}

at::Tensor SafetensorsArchive::view(const std::string& name) const {
    const TensorInfo& tensor = info(name);
    const Entry& entry = entries_.at(name);
    const auto type = scalar_type_of(tensor.dtype);
    if (!type)
        throw Error(file_names_[entry.file_index] + ": tensor '" + name + "' has dtype " + tensor.dtype +
                    ", which libtorch cannot represent");
    const auto options = at::TensorOptions().dtype(*type).device(at::kCPU);
    if (tensor.begin == tensor.end) return at::empty(tensor.shape, options);

    const std::shared_ptr<MappedFile>& mapping = files_[entry.file_index];
    const size_t offset = data_offsets_[entry.file_index] + tensor.begin;
    // The view holds the mapping, so it stays valid after the archive is gone.
    at::Tensor view = mapped_tensor(mapping, offset, tensor.shape, *type);
    // safetensors writers align data, but the format does not promise it; kernels may assume it.
    if (reinterpret_cast<uintptr_t>(mapping->data() + offset) % safetensors_dtype_size(tensor.dtype) != 0)
        return view.clone();
    return view;
}

}  // namespace folio::engine
