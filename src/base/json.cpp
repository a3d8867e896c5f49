// SPDX-License-Identifier: MIT
// Compact JSON output.
#include "base/json.hpp"

#include <cmath>
#include <cstdio>

#include "base/text.hpp"
#include "base/utf8.hpp"

namespace ninegrid::base {

std::string json_quote(std::string_view s) {
    std::string out = "\"";
    for (std::size_t i = 0; i < s.size(); ++i) {
        const char c = s[i];
        if (static_cast<unsigned char>(c) >= 0x80) {
            // JSON text is UTF-8: well-formed sequences pass through, any other byte becomes
            // U+FFFD, the replacement character. What printable() would escape is written as
            // \uNNNN (all of it lies in the Basic Multilingual Plane): the same string to a parser,
            // nothing a terminal acts on.
            const Utf8Step step = decode_utf8(s, i);
            if (step.status != Utf8Step::Status::Ok) {
                out += "\\ufffd";
            } else if (unsafe_character(step.code_point)) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(step.code_point));
                out += buf;
                i += step.length - 1;
            } else {
                out.append(s, i, step.length);
                i += step.length - 1;
            }
            continue;
        }
        switch (c) {
            case '"':
                out += "\\\"";
                break;
            case '\\':
                out += "\\\\";
                break;
            case '\n':
                out += "\\n";
                break;
            case '\r':
                out += "\\r";
                break;
            case '\t':
                out += "\\t";
                break;
            default:
                if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) {
                    char buf[8];
                    std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(c));
                    out += buf;
                } else {
                    out += c;
                }
        }
    }
    return out + "\"";
}

void JsonWriter::before_value() {
    if (after_key_) {
        after_key_ = false;
        return;
    }
    if (!first_.empty()) {
        if (!first_.back()) out_ += ',';
        first_.back() = false;
    }
}

JsonWriter& JsonWriter::begin_object() {
    before_value();
    out_ += '{';
    first_.push_back(true);
    return *this;
}

JsonWriter& JsonWriter::end_object() {
    out_ += '}';
    first_.pop_back();
    return *this;
}

JsonWriter& JsonWriter::begin_array() {
    before_value();
    out_ += '[';
    first_.push_back(true);
    return *this;
}

JsonWriter& JsonWriter::end_array() {
    out_ += ']';
    first_.pop_back();
    return *this;
}

JsonWriter& JsonWriter::key(std::string_view k) {
    before_value();
    out_ += json_quote(k);
    out_ += ':';
    after_key_ = true;
    return *this;
}

JsonWriter& JsonWriter::string(std::string_view s) {
    before_value();
    out_ += json_quote(s);
    return *this;
}

JsonWriter& JsonWriter::number(std::int64_t n) {
    before_value();
    out_ += std::to_string(n);
    return *this;
}

JsonWriter& JsonWriter::number(std::uint64_t n) {
    before_value();
    out_ += std::to_string(n);
    return *this;
}

JsonWriter& JsonWriter::number(double x, int decimals) {
    if (!std::isfinite(x)) return null();
    before_value();
    // Room for the largest double written out in full (309 digits) and up to 17 decimals.
    char buf[400];
    std::snprintf(buf, sizeof buf, "%.*f", decimals < 0 ? 0 : decimals > 17 ? 17 : decimals, x);
    out_ += buf;
    return *this;
}

JsonWriter& JsonWriter::boolean(bool b) {
    before_value();
    out_ += b ? "true" : "false";
    return *this;
}

JsonWriter& JsonWriter::null() {
    before_value();
    out_ += "null";
    return *this;
}

JsonWriter& JsonWriter::string_or_null(std::string_view s) {
    return s.empty() ? null() : string(s);
}

}  // namespace ninegrid::base
