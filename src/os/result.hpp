// The one way an error travels through the tree: a function that can fail on input from outside
// (text, a file, a saved game) returns Result<T>, holding either its value or an Error that says
// what is wrong and where, in words fit for the user. Only the command line's edge turns an Error
// into a message on stderr and an exit status; nothing else throws for bad input.
#pragma once

#include <optional>
#include <string>
#include <utility>

namespace ninegrid::os {

struct Error {
    std::string message;  // "line 3: row has 9 cells, expected 10"
};

template <class T>
class Result {
  public:
    Result(T value) : value_(std::move(value)) {}              // NOLINT: implicit by design
    Result(Error error) : error_(std::move(error.message)) {}  // NOLINT: implicit by design

    explicit operator bool() const noexcept { return value_.has_value(); }
    bool ok() const noexcept { return value_.has_value(); }
    T& operator*() { return *value_; }
    const T& operator*() const { return *value_; }
    T* operator->() { return &*value_; }
    const T* operator->() const { return &*value_; }
    // Empty when ok().
    const std::string& error() const noexcept { return error_; }

  private:
    std::optional<T> value_;
    std::string error_;
};

// For operations that return nothing but may fail.
struct Done {};
using Status = Result<Done>;
inline Status ok() {
    return Done{};
}

}  // namespace ninegrid::os
