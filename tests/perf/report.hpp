// SPDX-License-Identifier: MIT
// The table ninegrid-perf prints, in-process and for whole processes: one row per measurement.
#pragma once

#include <cstdio>
#include <string>

namespace perf {

inline std::string duration(double ns) {
    char buf[32];
    if (ns < 1e3)
        std::snprintf(buf, sizeof buf, "%.0f ns", ns);
    else if (ns < 1e6)
        std::snprintf(buf, sizeof buf, "%.1f us", ns / 1e3);
    else if (ns < 1e9)
        std::snprintf(buf, sizeof buf, "%.2f ms", ns / 1e6);
    else
        std::snprintf(buf, sizeof buf, "%.2f s", ns / 1e9);
    return buf;
}

inline std::string times(double ratio) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1fx", ratio);
    return buf;
}

inline void header() {
    std::printf("%-32s %12s %12s %10s   %s\n", "", "baseline", "ninegrid", "speed-up", "target");
}

// `base` and `ours` as they are shown ("-" for none), `figure` the speed-up or rate.
inline void row(const std::string& name, const std::string& base, const std::string& ours,
                const std::string& figure, const char* target, bool met) {
    std::printf("%-32s %12s %12s %10s   %-9s %s\n", name.c_str(), base.c_str(), ours.c_str(),
                figure.c_str(), target, met ? "met" : "NOT MET");
}

// A row with no target: a figure to read the others by.
inline void note_row(const std::string& name, const std::string& base, const std::string& ours) {
    std::printf("%-32s %12s %12s\n", name.c_str(), base.c_str(), ours.c_str());
}

}  // namespace perf
