// SPDX-License-Identifier: MIT
// A small writer for compact, valid JSON: the machine-readable output of every command.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace ninegrid::base {

class JsonWriter {
  public:
    JsonWriter& begin_object();
    JsonWriter& end_object();
    JsonWriter& begin_array();
    JsonWriter& end_array();
    // The key of the next member of the enclosing object.
    JsonWriter& key(std::string_view k);

    JsonWriter& string(std::string_view s);
    JsonWriter& number(std::int64_t n);
    JsonWriter& number(std::uint64_t n);
    JsonWriter& number(int n) { return number(static_cast<std::int64_t>(n)); }
    JsonWriter& number(unsigned n) { return number(static_cast<std::uint64_t>(n)); }
    // Fixed-point with `decimals` digits after the point (JSON has no NaN: non-finite is null).
    JsonWriter& number(double x, int decimals);
    JsonWriter& boolean(bool b);
    JsonWriter& null();
    // `s`, or null when it is empty (a problem that may be none).
    JsonWriter& string_or_null(std::string_view s);

    const std::string& str() const noexcept { return out_; }

  private:
    void before_value();

    std::string out_;
    std::vector<bool> first_;  // per open container: nothing written in it yet
    bool after_key_ = false;
};

// `s` as a JSON string literal, quotes included.
std::string json_quote(std::string_view s);

}  // namespace ninegrid::base
