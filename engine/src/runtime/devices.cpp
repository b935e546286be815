#include <ATen/Context.h>

#include "folio/engine/engine.h"

#ifdef FOLIO_WITH_CUDA
#include <ATen/cuda/CUDAContext.h>
#endif

namespace folio::engine {

std::vector<DeviceInfo> available_devices() {
    std::vector<DeviceInfo> devices{{"cpu", "CPU", 0}};
#ifdef FOLIO_WITH_CUDA
    if (at::hasCUDA()) {
        for (int i = 0; i < at::cuda::device_count(); ++i) {
            const cudaDeviceProp* props = at::cuda::getDeviceProperties(i);
            devices.push_back({"cuda:" + std::to_string(i), props->name, props->totalGlobalMem});
        }
    }
#endif
    return devices;
}

}  // namespace folio::engine
