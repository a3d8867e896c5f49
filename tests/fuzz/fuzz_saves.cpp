// Fuzz target: the saved-game file. What parses writes back to text that parses the same.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "shell/saves.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto parsed = ninegrid::shell::parse_save(text);
    if (!parsed) {
        if (parsed.error().empty()) std::abort();
        return 0;
    }
    if (!ninegrid::shell::validate_save(*parsed)) std::abort();  // accepted means valid
    const std::string written = ninegrid::shell::serialize_save(*parsed);
    const auto again = ninegrid::shell::parse_save(written);
    if (!again || *again != *parsed) std::abort();
    if (ninegrid::shell::serialize_save(*again) != written) std::abort();
    return 0;
}
