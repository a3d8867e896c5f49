// SPDX-License-Identifier: MIT
// Small checks on text that many tests make.
#pragma once

#include <string>

namespace support {

inline bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

// `text` with every byte outside printable ASCII as \xNN: for what a failing test prints, so that
// hostile input in a test's report cannot act on the terminal of whoever reads it.
inline std::string visible(const std::string& text) {
    static constexpr char kHex[] = "0123456789ABCDEF";
    std::string out;
    for (char c : text) {
        const auto b = static_cast<unsigned char>(c);
        if (b >= 0x20 && b < 0x7F) {
            out += c;
        } else {
            out += "\\x";
            out += kHex[b >> 4];
            out += kHex[b & 15];
        }
    }
    return out;
}

// Whether `text` holds anything that could act on a terminal or mislead its reader, checked byte
// by byte (independently of the escaping under test): a control byte other than a newline, DEL, a
// byte that does not fit UTF-8's shape (such as a raw 8-bit CSI, 0x9B), a C1 control in UTF-8
// (C2 80..C2 9F), a line or paragraph separator, a bidi control (U+061C, U+200E, U+200F,
// U+202A..U+202E, U+2066..U+2069).
inline bool has_unsafe_bytes(const std::string& text) {
    const auto at = [&](std::size_t i) {
        return i < text.size() ? static_cast<unsigned char>(text[i]) : 0u;
    };
    for (std::size_t i = 0; i < text.size(); ++i) {
        const unsigned b = at(i);
        if ((b < 0x20 && b != '\n') || b == 0x7F) return true;
        if (b < 0x80) continue;
        const std::size_t length = b >= 0xC2 && b <= 0xDF   ? 2
                                   : b >= 0xE0 && b <= 0xEF ? 3
                                   : b >= 0xF0 && b <= 0xF4 ? 4
                                                            : 0;
        if (length == 0) return true;
        for (std::size_t k = 1; k < length; ++k)
            if (at(i + k) < 0x80 || at(i + k) > 0xBF) return true;
        const unsigned b1 = at(i + 1), b2 = at(i + 2);
        if (b == 0xC2 && b1 <= 0x9F) return true;
        if (b == 0xD8 && b1 == 0x9C) return true;
        if (b == 0xE2 && b1 == 0x80 && (b2 == 0x8E || b2 == 0x8F || (b2 >= 0xA8 && b2 <= 0xAE)))
            return true;
        if (b == 0xE2 && b1 == 0x81 && b2 >= 0xA6 && b2 <= 0xA9) return true;
        i += length - 1;
    }
    return false;
}

}  // namespace support
