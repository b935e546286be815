#include "runtime/tensor_file.h"

#include <ATen/ops/empty.h>
#include <nlohmann/json.hpp>

#include <cstring>
#include <fstream>
#include <iterator>

#include "folio/engine/engine.h"
#include "loading/safetensors.h"

namespace folio::engine {

namespace {

struct DtypeName {
    const char* name;
    at::ScalarType type;
};
constexpr DtypeName kDtypes[] = {{"F32", at::kFloat}, {"F64", at::kDouble}, {"F16", at::kHalf},
                                 {"BF16", at::kBFloat16}, {"I64", at::kLong}, {"I32", at::kInt},
                                 {"I16", at::kShort}, {"I8", at::kChar}, {"U8", at::kByte},
                                 {"BOOL", at::kBool}};

}  // namespace

std::map<std::string, at::Tensor> read_tensor_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw Error(path + ": cannot open the file");
    const std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const SafetensorsHeader header = parse_safetensors_header(bytes.data(), bytes.size(), path);
    std::map<std::string, at::Tensor> tensors;
    for (const TensorInfo& info : header.tensors) {
        const DtypeName* dtype = nullptr;
        for (const DtypeName& d : kDtypes)
            if (info.dtype == d.name) dtype = &d;
        if (!dtype) throw Error(path + ": tensor '" + info.name + "' has unsupported dtype " + info.dtype);
        at::Tensor t = at::empty(info.shape, at::TensorOptions().dtype(dtype->type));
        std::memcpy(t.data_ptr(), bytes.data() + header.data_offset + info.begin, info.end - info.begin);
        tensors.emplace(info.name, std::move(t));
    }
    return tensors;
}

void write_tensor_file(const std::string& path, const std::vector<std::pair<std::string, at::Tensor>>& tensors) {
    nlohmann::json header = nlohmann::json::object();
    std::vector<at::Tensor> contiguous;
    uint64_t offset = 0;
    for (const auto& [name, tensor] : tensors) {
        const DtypeName* dtype = nullptr;
        for (const DtypeName& d : kDtypes)
            if (tensor.scalar_type() == d.type) dtype = &d;
        if (!dtype) throw Error(path + ": cannot write tensor '" + name + "' of this dtype");
        contiguous.push_back(tensor.cpu().contiguous());
        const uint64_t size = contiguous.back().nbytes();
        header[name] = {{"dtype", dtype->name}, {"shape", tensor.sizes().vec()}, {"data_offsets", {offset, offset + size}}};
        offset += size;
    }
    std::string text = header.dump();
    text.append((8 - text.size() % 8) % 8, ' ');  // the data section starts 8-byte aligned
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    if (!out) throw Error(path + ": cannot create the file");
    uint8_t length[8];
    for (int i = 0; i < 8; ++i) length[i] = static_cast<uint8_t>(static_cast<uint64_t>(text.size()) >> (8 * i));
    out.write(reinterpret_cast<const char*>(length), 8);
    out.write(text.data(), static_cast<std::streamsize>(text.size()));
    for (const at::Tensor& t : contiguous) out.write(static_cast<const char*>(t.data_ptr()), static_cast<std::streamsize>(t.nbytes()));
    if (!out.flush()) throw Error(path + ": write failed");
}

}  // namespace folio::engine
