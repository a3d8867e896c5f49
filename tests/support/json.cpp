// SPDX-License-Identifier: MIT
// A strict recursive-descent JSON parser, small enough to trust by reading it.
#include "support/json.hpp"

#include <cmath>
#include <cstdlib>

namespace support {

void JsonValue::require(Kind k, const char* what) const {
    if (kind_ != k) throw JsonError(std::string("JSON value is not ") + what);
}

bool JsonValue::as_bool() const {
    require(Kind::Boolean, "a boolean");
    return boolean_;
}

double JsonValue::as_number() const {
    require(Kind::Number, "a number");
    return number_;
}

std::int64_t JsonValue::as_int() const {
    require(Kind::Number, "a number");
    if (std::floor(number_) != number_ || std::fabs(number_) > 9.0e15) {
        throw JsonError("JSON number " + text_ + " is not a whole number");
    }
    return static_cast<std::int64_t>(number_);
}

const std::string& JsonValue::number_text() const {
    require(Kind::Number, "a number");
    return text_;
}

const std::string& JsonValue::as_string() const {
    require(Kind::String, "a string");
    return text_;
}

const std::vector<JsonValue>& JsonValue::items() const {
    if (kind_ != Kind::Array && kind_ != Kind::Object) {
        throw JsonError("JSON value is not an array or an object");
    }
    return items_;
}

const std::vector<std::string>& JsonValue::keys() const {
    require(Kind::Object, "an object");
    return keys_;
}

bool JsonValue::has(std::string_view key) const {
    require(Kind::Object, "an object");
    for (const std::string& k : keys_) {
        if (k == key) return true;
    }
    return false;
}

const JsonValue& JsonValue::at(std::string_view key) const {
    require(Kind::Object, "an object");
    for (std::size_t i = 0; i < keys_.size(); ++i) {
        if (keys_[i] == key) return items_[i];
    }
    throw JsonError("JSON object has no member \"" + std::string(key) + "\"");
}

const JsonValue& JsonValue::at(std::size_t index) const {
    require(Kind::Array, "an array");
    if (index >= items_.size()) throw JsonError("JSON array index out of range");
    return items_[index];
}

std::size_t JsonValue::size() const {
    return items().size();
}

class JsonParser {
  public:
    explicit JsonParser(std::string_view text) : text_(text) {}

    JsonValue document() {
        JsonValue v = value(0);
        skip_space();
        if (pos_ != text_.size()) fail("unexpected text after the JSON value");
        return v;
    }

  private:
    static constexpr int kMaxDepth = 200;

    [[noreturn]] void fail(const std::string& what) const {
        throw JsonError("invalid JSON at offset " + std::to_string(pos_) + ": " + what);
    }

    bool at_end() const { return pos_ >= text_.size(); }
    char peek() const { return at_end() ? '\0' : text_[pos_]; }

    void skip_space() {
        while (!at_end() && (peek() == ' ' || peek() == '\t' || peek() == '\n' || peek() == '\r')) {
            ++pos_;
        }
    }

    void expect(char c) {
        if (peek() != c || at_end()) fail(std::string("expected '") + c + "'");
        ++pos_;
    }

    void literal(std::string_view word) {
        if (text_.substr(pos_, word.size()) != word) fail("unknown literal");
        pos_ += word.size();
    }

    JsonValue value(int depth) {
        if (depth > kMaxDepth) fail("nested too deeply");
        skip_space();
        if (at_end()) fail("expected a value");
        JsonValue v;
        switch (peek()) {
            case '{':
                object(v, depth);
                break;
            case '[':
                array(v, depth);
                break;
            case '"':
                v.kind_ = JsonValue::Kind::String;
                v.text_ = string();
                break;
            case 't':
                literal("true");
                v.kind_ = JsonValue::Kind::Boolean;
                v.boolean_ = true;
                break;
            case 'f':
                literal("false");
                v.kind_ = JsonValue::Kind::Boolean;
                break;
            case 'n':
                literal("null");
                break;
            default:
                number(v);
                break;
        }
        return v;
    }

    void object(JsonValue& v, int depth) {
        v.kind_ = JsonValue::Kind::Object;
        expect('{');
        skip_space();
        if (peek() == '}') {
            ++pos_;
            return;
        }
        for (;;) {
            skip_space();
            if (peek() != '"') fail("expected a key");
            std::string key = string();
            for (const std::string& k : v.keys_) {
                if (k == key) fail("duplicate key \"" + key + "\"");
            }
            skip_space();
            expect(':');
            v.items_.push_back(value(depth + 1));
            v.keys_.push_back(std::move(key));
            skip_space();
            if (peek() == ',') {
                ++pos_;
                continue;
            }
            expect('}');
            return;
        }
    }

    void array(JsonValue& v, int depth) {
        v.kind_ = JsonValue::Kind::Array;
        expect('[');
        skip_space();
        if (peek() == ']') {
            ++pos_;
            return;
        }
        for (;;) {
            v.items_.push_back(value(depth + 1));
            skip_space();
            if (peek() == ',') {
                ++pos_;
                continue;
            }
            expect(']');
            return;
        }
    }

    static bool is_digit(char c) { return c >= '0' && c <= '9'; }

    void number(JsonValue& v) {
        const std::size_t start = pos_;
        if (peek() == '-') ++pos_;
        if (peek() == '0') {
            ++pos_;
        } else if (is_digit(peek()) && !at_end()) {
            while (!at_end() && is_digit(peek()))
                ++pos_;
        } else {
            fail("expected a value");
        }
        if (!at_end() && peek() == '.') {
            ++pos_;
            if (at_end() || !is_digit(peek())) fail("expected a digit after '.'");
            while (!at_end() && is_digit(peek()))
                ++pos_;
        }
        if (!at_end() && (peek() == 'e' || peek() == 'E')) {
            ++pos_;
            if (peek() == '+' || peek() == '-') ++pos_;
            if (at_end() || !is_digit(peek())) fail("expected a digit in the exponent");
            while (!at_end() && is_digit(peek()))
                ++pos_;
        }
        v.kind_ = JsonValue::Kind::Number;
        v.text_ = std::string(text_.substr(start, pos_ - start));
        v.number_ = std::strtod(v.text_.c_str(), nullptr);
    }

    unsigned hex4() {
        if (pos_ + 4 > text_.size()) fail("truncated \\u escape");
        unsigned code = 0;
        for (int i = 0; i < 4; ++i) {
            const char c = text_[pos_++];
            code <<= 4;
            if (c >= '0' && c <= '9') {
                code |= static_cast<unsigned>(c - '0');
            } else if (c >= 'a' && c <= 'f') {
                code |= static_cast<unsigned>(c - 'a' + 10);
            } else if (c >= 'A' && c <= 'F') {
                code |= static_cast<unsigned>(c - 'A' + 10);
            } else {
                fail("bad hex digit in \\u escape");
            }
        }
        return code;
    }

    static void append_utf8(std::string& out, unsigned code) {
        auto byte = [&out](unsigned b) { out += static_cast<char>(static_cast<unsigned char>(b)); };
        if (code < 0x80) {
            byte(code);
        } else if (code < 0x800) {
            byte(0xC0 | (code >> 6));
            byte(0x80 | (code & 0x3F));
        } else if (code < 0x10000) {
            byte(0xE0 | (code >> 12));
            byte(0x80 | ((code >> 6) & 0x3F));
            byte(0x80 | (code & 0x3F));
        } else {
            byte(0xF0 | (code >> 18));
            byte(0x80 | ((code >> 12) & 0x3F));
            byte(0x80 | ((code >> 6) & 0x3F));
            byte(0x80 | (code & 0x3F));
        }
    }

    // Copies one UTF-8 encoded character that starts with a byte >= 0x80, checking it.
    void utf8_char(std::string& out) {
        const auto lead = static_cast<unsigned char>(text_[pos_]);
        int extra = 0;
        unsigned code = 0;
        unsigned min = 0;
        if (lead >= 0xC2 && lead <= 0xDF) {
            extra = 1;
            code = lead & 0x1FU;
            min = 0x80;
        } else if (lead >= 0xE0 && lead <= 0xEF) {
            extra = 2;
            code = lead & 0x0FU;
            min = 0x800;
        } else if (lead >= 0xF0 && lead <= 0xF4) {
            extra = 3;
            code = lead & 0x07U;
            min = 0x10000;
        } else {
            fail("invalid UTF-8 in a string");
        }
        if (pos_ + static_cast<std::size_t>(extra) >= text_.size())
            fail("truncated UTF-8 in a string");
        for (int i = 1; i <= extra; ++i) {
            const auto b = static_cast<unsigned char>(text_[pos_ + static_cast<std::size_t>(i)]);
            if ((b & 0xC0U) != 0x80U) fail("invalid UTF-8 in a string");
            code = (code << 6) | (b & 0x3FU);
        }
        if (code < min || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) {
            fail("invalid UTF-8 in a string");
        }
        out.append(text_.substr(pos_, static_cast<std::size_t>(extra) + 1));
        pos_ += static_cast<std::size_t>(extra) + 1;
    }

    std::string string() {
        expect('"');
        std::string out;
        for (;;) {
            if (at_end()) fail("unterminated string");
            const char c = text_[pos_];
            if (c == '"') {
                ++pos_;
                return out;
            }
            if (static_cast<unsigned char>(c) < 0x20) fail("raw control character in a string");
            if (static_cast<unsigned char>(c) >= 0x80) {
                utf8_char(out);
                continue;
            }
            ++pos_;
            if (c != '\\') {
                out += c;
                continue;
            }
            if (at_end()) fail("unterminated escape");
            const char e = text_[pos_++];
            switch (e) {
                case '"':
                    out += '"';
                    break;
                case '\\':
                    out += '\\';
                    break;
                case '/':
                    out += '/';
                    break;
                case 'b':
                    out += '\b';
                    break;
                case 'f':
                    out += '\f';
                    break;
                case 'n':
                    out += '\n';
                    break;
                case 'r':
                    out += '\r';
                    break;
                case 't':
                    out += '\t';
                    break;
                case 'u': {
                    unsigned code = hex4();
                    if (code >= 0xDC00 && code <= 0xDFFF) fail("lone low surrogate");
                    if (code >= 0xD800 && code <= 0xDBFF) {
                        if (text_.substr(pos_, 2) != "\\u") fail("lone high surrogate");
                        pos_ += 2;
                        const unsigned low = hex4();
                        if (low < 0xDC00 || low > 0xDFFF) fail("bad low surrogate");
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
                    }
                    append_utf8(out, code);
                    break;
                }
                default:
                    fail(std::string("unknown escape \\") + e);
            }
        }
    }

    std::string_view text_;
    std::size_t pos_ = 0;
};

JsonValue parse_json(std::string_view text) {
    return JsonParser(text).document();
}

}  // namespace support
