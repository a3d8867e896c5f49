// SPDX-License-Identifier: MIT
// How errors travel through the tree, as the code really does it:
// - A function that can fail on input from outside (text, a file, a saved game, a cached table)
//   returns Result<T> (or Status), holding its value or an Error that says what is wrong and where,
//   in words fit for the user. Both are [[nodiscard]]: an error cannot be dropped by accident.
// - A command's body may throw base::UsageError for a bad command line; cli/commands.cpp catches
//   it in one place, prints it and exits 2.
// - The engines throw (std::logic_error, std::invalid_argument) only on a programmer's error: a
//   caller that broke a documented precondition. Outside input is checked before it reaches them
//   (the table cache asks PatternTable::stored_problem before it builds a table from a file).
// - The engines' public headers (include/ninegrid/) return their own result structs (a value or
//   an `error`, and what else the call found: a deal's clearing order, the removals replayed),
//   since Result is the program's, not the library's.
// - Cancellation is an answer, not an error: work stopped by its flag returns nothing (an empty
//   optional, a `cancelled` field) and never throws (base::LatestJobWorker, try_build).
#pragma once

#include <optional>
#include <string>
#include <utility>

namespace ninegrid::os {

struct Error {
    std::string message;  // "line 3: row has 9 cells, expected 10"
};

template <class T>
class [[nodiscard]] Result {
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
