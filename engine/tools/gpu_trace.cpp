#include "gpu_trace.h"

#include <algorithm>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#ifdef FOLIO_WITH_CUDA
#include <c10/cuda/CUDAFunctions.h>
#include <torch/csrc/autograd/profiler_kineto.h>
#endif

namespace folio::engine::bench {

#ifdef FOLIO_WITH_CUDA
namespace {

struct GpuEvent {
    std::string name;
    double start_us = 0, end_us = 0;
};

// Template arguments and namespaces make kernel names unreadable in a table; the function's own
// name and its first template arguments say enough.
std::string short_name(std::string name) {
    for (const std::string noise : {"(anonymous namespace)::", "folio::engine::kernels::cuda::", "at::native::", "void "})
        for (size_t at; (at = name.find(noise)) != std::string::npos;) name.erase(at, noise.size());
    name = name.substr(0, name.find('('));
    return name.size() > 90 ? name.substr(0, 90) : name;
}

}  // namespace

nlohmann::json trace_gpu(const std::function<void()>& work) {
    namespace prof = torch::autograd::profiler;
    using torch::profiler::impl::ActivityType;
    const std::set<ActivityType> activities{ActivityType::CPU, ActivityType::CUDA};
    const prof::ProfilerConfig config(prof::ProfilerState::KINETO);
    c10::cuda::device_synchronize();
    prof::prepareProfiler(config, activities);
    prof::enableProfiler(config, activities);
    work();
    c10::cuda::device_synchronize();
    const std::unique_ptr<prof::ProfilerResult> result = prof::disableProfiler();

    std::vector<GpuEvent> events;
    for (const auto& e : result->events())
        if (e.deviceType() == c10::DeviceType::CUDA && e.durationNs() > 0)
            events.push_back({short_name(e.name()), e.startNs() / 1e3, e.endNs() / 1e3});
    std::sort(events.begin(), events.end(), [](const GpuEvent& a, const GpuEvent& b) { return a.start_us < b.start_us; });
    nlohmann::json out = nlohmann::json::object();
    out["events"] = events.size();
    if (events.empty()) return out;

    struct Stats {
        int count = 0;
        double busy_us = 0, idle_before_us = 0;
        double advance_us = 0;  // to the next event's start: its share of the timeline when kernels overlap
    };
    std::map<std::string, Stats> by_name;
    // Idle gaps by size: a few microseconds between kernels of a graph, tens where the host waits.
    const std::vector<double> edges{1, 2, 5, 10, 50, 1e18};
    std::vector<double> gap_total(edges.size(), 0);
    std::vector<int> gap_count(edges.size(), 0);
    double busy = 0, idle = 0, reach = events.front().start_us;
    nlohmann::json sample = nlohmann::json::array();
    const size_t sample_from = events.size() / 2;
    for (size_t i = 0; i < events.size(); ++i) {
        const GpuEvent& e = events[i];
        const double gap = std::max(0.0, e.start_us - reach);
        // Overlapping events (two streams) count once towards busy time.
        busy += std::max(0.0, e.end_us - std::max(e.start_us, reach));
        idle += gap;
        if (gap > 0) {
            const size_t bin = std::lower_bound(edges.begin(), edges.end(), gap) - edges.begin();
            gap_total[bin] += gap;
            ++gap_count[bin];
        }
        Stats& s = by_name[e.name];
        ++s.count;
        s.busy_us += e.end_us - e.start_us;
        s.idle_before_us += gap;
        if (i + 1 < events.size()) s.advance_us += events[i + 1].start_us - e.start_us;
        reach = std::max(reach, e.end_us);
        if (i >= sample_from && sample.size() < 80)
            sample.push_back({{"kernel", e.name},
                              {"us", e.end_us - e.start_us},
                              {"idle_before_us", gap},
                              {"advance_us", i + 1 < events.size() ? events[i + 1].start_us - e.start_us : 0.0}});
    }
    out["span_us"] = reach - events.front().start_us;
    out["busy_us"] = busy;
    out["idle_us"] = idle;
    nlohmann::json gaps = nlohmann::json::array();
    for (size_t b = 0; b < edges.size(); ++b)
        gaps.push_back({{"up_to_us", b + 1 < edges.size() ? edges[b] : -1}, {"count", gap_count[b]}, {"total_us", gap_total[b]}});
    out["idle_gaps"] = gaps;
    std::vector<std::pair<std::string, Stats>> kernels(by_name.begin(), by_name.end());
    std::sort(kernels.begin(), kernels.end(), [](const auto& a, const auto& b) { return a.second.advance_us > b.second.advance_us; });
    nlohmann::json table = nlohmann::json::array();
    for (const auto& [name, s] : kernels)
        table.push_back({{"kernel", name},
                         {"count", s.count},
                         {"busy_us", s.busy_us},
                         {"mean_us", s.busy_us / s.count},
                         {"advance_us", s.advance_us},
                         {"mean_advance_us", s.advance_us / s.count},
                         {"idle_before_us", s.idle_before_us}});
    out["kernels"] = table;
    out["sample"] = sample;
    return out;
}
#else
nlohmann::json trace_gpu(const std::function<void()>& work) {
    work();
    return nlohmann::json::object();
}
#endif

}  // namespace folio::engine::bench
