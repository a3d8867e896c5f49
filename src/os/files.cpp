// What files are the same on every system: the names of write_file_atomically's temporary files.
#include "os/files.hpp"

namespace ninegrid::os {

std::optional<std::string> temporary_file_target(const std::string& name) {
    // "." NAME ".tmp." XXXXXX, NAME not empty
    const std::size_t tail = kTemporaryMark.size() + kTemporarySuffix;
    if (name.size() < 2 + tail || name[0] != '.') return std::nullopt;
    const std::size_t mark = name.size() - tail;
    if (name.compare(mark, kTemporaryMark.size(), kTemporaryMark) != 0) return std::nullopt;
    for (std::size_t i = name.size() - kTemporarySuffix; i < name.size(); ++i) {
        const char c = name[i];
        const bool alnum =
            (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
        if (!alnum) return std::nullopt;
    }
    return name.substr(1, mark - 1);
}

}  // namespace ninegrid::os
