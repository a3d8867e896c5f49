// SPDX-License-Identifier: MIT
// Fuzz target: the preferences file. What parses writes back byte for byte (comments and
// unknown keys are kept as they stand), and parses again to the same keys and values.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "shell/preferences.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto parsed = ninegrid::shell::parse_preferences(text);
    if (!parsed) {
        if (parsed.error().empty()) std::abort();
        return 0;
    }
    const std::string written = ninegrid::shell::serialize_preferences(*parsed);
    const auto again = ninegrid::shell::parse_preferences(written);
    if (!again || again->lines.size() != parsed->lines.size()) std::abort();
    for (std::size_t i = 0; i < again->lines.size(); ++i) {
        if (again->lines[i].key != parsed->lines[i].key ||
            again->lines[i].value != parsed->lines[i].value)
            std::abort();
    }
    if (ninegrid::shell::serialize_preferences(*again) != written) std::abort();
    return 0;
}
