// SPDX-License-Identifier: MIT
// Fuzz target: the text helpers every message and screen goes through. The first byte picks a
// width (0-79) for the width functions; the rest is the text. Invariants:
// - printable(): valid UTF-8, no control of any kind, no unsafe character; escaping its own output
//   changes nothing; text with nothing to escape comes back as it was;
// - json_quote(): a quoted string with no raw control byte, DEL or unsafe character, valid UTF-8,
//   that decodes (by the JSON rules) to the text itself, or to the text with U+FFFD for each byte
//   that is not UTF-8;
// - truncate_to_width() never exceeds the width and fit_to_width() gives exactly it, as
//   display_width() counts, and, for text without escape sequences, neither lets a control through.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "base/json.hpp"
#include "base/text.hpp"
#include "base/utf8.hpp"
#include "support/json.hpp"
#include "term/screen.hpp"

namespace {

using ninegrid::base::decode_utf8;
using ninegrid::base::Utf8Step;

void check(bool condition) {
    if (!condition) std::abort();
}

// Whether every character of `text` is well-formed and shown as itself (no control, no unsafe).
bool safe(std::string_view text) {
    for (std::size_t i = 0; i < text.size();) {
        const Utf8Step step = decode_utf8(text, i);
        if (step.status != Utf8Step::Status::Ok) return false;
        const char32_t c = step.code_point;
        if (c < 0x20 || c == 0x7F || ninegrid::base::unsafe_character(c)) return false;
        i += step.length;
    }
    return true;
}

// The JSON string literal `quoted` decoded by the tests' own parser (support/json.cpp, which
// the program's tests read every --json output with); aborts on anything it refuses.
std::string json_decode(std::string_view quoted) {
    try {
        return support::parse_json(quoted).as_string();
    } catch (const support::JsonError&) {
        std::abort();
    }
}

// Whether a JSON text holds an escape \uD800 to \uDFFF (either case).
bool has_surrogate_escape(std::string_view json) {
    for (std::size_t i = 0; i + 3 < json.size(); ++i) {
        if (json[i] != '\\') continue;
        if (json[i + 1] == 'u' && (json[i + 2] == 'd' || json[i + 2] == 'D') &&
            std::string_view("89abcdefABCDEF").find(json[i + 3]) != std::string_view::npos)
            return true;
        ++i;  // the escaped character is not the start of another escape
    }
    return false;
}

// `text` with each byte that is not part of well-formed UTF-8 replaced by U+FFFD.
std::string replace_invalid(std::string_view text) {
    std::string out;
    for (std::size_t i = 0; i < text.size();) {
        const Utf8Step step = decode_utf8(text, i);
        if (step.status == Utf8Step::Status::Ok) {
            out.append(text, i, step.length);
            i += step.length;
        } else {
            out += "\xEF\xBF\xBD";
            ++i;
        }
    }
    return out;
}

// Whether `text` holds a control byte (C0 or DEL).
bool has_control(std::string_view text) {
    for (const char c : text)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) return true;
    return false;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const std::size_t width = data[0] % 80;
    const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);

    const std::string shown = ninegrid::base::printable(text);
    check(safe(shown));
    check(ninegrid::base::printable(shown) == shown);
    if (safe(text)) check(shown == text);

    const std::string quoted = ninegrid::base::json_quote(text);
    check(safe(quoted));
    check(!has_surrogate_escape(quoted));  // the writer never needs surrogate pairs
    check(json_decode(quoted) == replace_invalid(text));

    const std::string cut = ninegrid::term::truncate_to_width(text, width);
    check(ninegrid::term::display_width(cut) <= width);
    const std::string fitted = ninegrid::term::fit_to_width(text, width);
    check(ninegrid::term::display_width(fitted) == width);
    if (text.find('\x1b') == std::string_view::npos) {
        check(!has_control(cut));
        check(!has_control(fitted));
    }
    return 0;
}
