// SPDX-License-Identifier: MIT
// A small, strict JSON parser for the tests: checks that output parses and reads its values.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace support {

// What went wrong, with the byte offset where the parser stopped.
class JsonError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

class JsonValue {
  public:
    enum class Kind { Null, Boolean, Number, String, Array, Object };

    Kind kind() const noexcept { return kind_; }
    bool is_null() const noexcept { return kind_ == Kind::Null; }
    bool is_bool() const noexcept { return kind_ == Kind::Boolean; }
    bool is_number() const noexcept { return kind_ == Kind::Number; }
    bool is_string() const noexcept { return kind_ == Kind::String; }
    bool is_array() const noexcept { return kind_ == Kind::Array; }
    bool is_object() const noexcept { return kind_ == Kind::Object; }

    // Each accessor throws JsonError when the value is of another kind.
    bool as_bool() const;
    double as_number() const;
    // The number, which must be a whole number that fits.
    std::int64_t as_int() const;
    // The number exactly as written, e.g. "12.500".
    const std::string& number_text() const;
    const std::string& as_string() const;
    const std::vector<JsonValue>& items() const;
    const std::vector<std::string>& keys() const;  // in the order written

    bool has(std::string_view key) const;
    // The member named `key`; throws JsonError when there is none.
    const JsonValue& at(std::string_view key) const;
    const JsonValue& at(std::size_t index) const;
    std::size_t size() const;  // items of an array or members of an object

  private:
    friend class JsonParser;

    void require(Kind k, const char* what) const;

    Kind kind_ = Kind::Null;
    bool boolean_ = false;
    double number_ = 0;
    std::string text_;  // a string's value, or a number's text
    std::vector<JsonValue> items_;
    std::vector<std::string> keys_;  // an object's keys; its values are in items_
};

// Parses one complete JSON text (RFC 8259): whitespace around it is allowed, anything else after
// it is not. Strings must be valid UTF-8 and escapes are decoded (\uXXXX, surrogate pairs too).
// Duplicate keys in an object are rejected. Throws JsonError.
JsonValue parse_json(std::string_view text);

}  // namespace support
