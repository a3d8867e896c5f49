// SPDX-License-Identifier: MIT
// Fuzz target: the records file. Whatever the parser accepts, the writer writes back to text
// that parses to the same records, and that text is written again unchanged.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "shell/records.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto parsed = ninegrid::shell::parse_records(text);
    if (!parsed) {
        if (parsed.error().empty()) std::abort();  // a refusal always says why
        return 0;
    }
    const std::string written = ninegrid::shell::serialize_records(*parsed);
    const auto again = ninegrid::shell::parse_records(written);
    if (!again || *again != *parsed) std::abort();
    if (ninegrid::shell::serialize_records(*again) != written) std::abort();
    return 0;
}
