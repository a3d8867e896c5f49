// SPDX-License-Identifier: MIT
// Command-line arguments: long options with or without values, positionals, precise errors.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "base/lang.hpp"
#include "base/result.hpp"

namespace ninegrid::base {

// A mistake in how the program was called; the message says what would work. Exit code 2.
class UsageError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

struct OptionSpec {
    std::string_view name;        // without the leading "--"
    std::string_view value_name;  // empty: a flag that takes no value
};

// A command's options: a view of a constant table, `constexpr OptionSpec kTable[]{...}`, so that
// no table is built, allocated or freed at start-up (each is a page fault or two here, and every
// start pays for every command's).
class Options {
  public:
    template <std::size_t N>
    constexpr Options(const OptionSpec (&table)[N]) noexcept : begin_(table), size_(N) {}

    constexpr const OptionSpec* begin() const noexcept { return begin_; }
    constexpr const OptionSpec* end() const noexcept { return begin_ + size_; }
    constexpr std::size_t size() const noexcept { return size_; }

  private:
    const OptionSpec* begin_;
    std::size_t size_;
};

class Args {
  public:
    // Parses `args` (the words after the command) against `options`. Accepts --name VALUE,
    // --name=VALUE, and -- before positionals that begin with '-'. Throws UsageError naming the
    // problem, in `lang`: an unknown option (with the closest known one), a missing value, a
    // repeat.
    Args(const std::vector<std::string>& args, Options options, const std::string& command,
         Lang lang = Lang::En);

    bool has(const std::string& name) const { return given_.count(name) != 0; }
    std::optional<std::string> value(const std::string& name) const;
    const std::vector<std::string>& positionals() const noexcept { return positionals_; }
    // Throws UsageError when a word was given that is not an option: "'ninegrid stats' takes no
    // words: drop '813402765'", then `advice` (its own "; " first: "; the goal is given with
    // --goal GOAL", said in the language the arguments were parsed in).
    void no_positionals(const std::string& advice = {}) const;
    // The value of --NAME as a whole decimal number from `min` to `max`, or `fallback` when the
    // option is not given. Throws UsageError, in the language the arguments were parsed in,
    // naming the option, the value and the range: "--count 'x': expected a whole number from 1
    // to 100000".
    std::uint64_t number(const std::string& name, std::uint64_t fallback, std::uint64_t min,
                         std::uint64_t max) const;

  private:
    std::map<std::string, std::string> given_;
    std::vector<std::string> positionals_;
    std::string command_;
    Lang lang_ = Lang::En;
};

// The candidate closest to `word` by edit distance, if it is close enough to be a likely typo.
std::optional<std::string> closest(const std::string& word,
                                   const std::vector<std::string>& candidates);

// Takes option `spec` (--name VALUE or --name=VALUE, before any "--") out of `args`, wherever
// it is, and returns its value: for an option of the whole program, such as --lang, which may
// come before or after the command. Throws UsageError, in `lang`, for a repeat or a missing value.
std::optional<std::string> take_option(std::vector<std::string>& args, const OptionSpec& spec,
                                       Lang lang);

// "; did you mean 'GUESS'?" in `lang`, or "" without a guess: the end of a message naming an
// unknown word.
std::string suggestion(const std::optional<std::string>& guess, Lang lang);

// Every text of this file, for the tests that both languages say the same.
std::vector<Text> args_texts();

// The value of `r`, or a UsageError saying its error: for a command's body, where a bad command
// line ends the command (cli/commands.cpp catches it once, prints it, exits 2).
template <class T>
T checked(Result<T> r) {
    if (!r) throw UsageError(r.error());
    return std::move(*r);
}

// Parses a whole non-negative decimal number ("12", not "12x", "-1" or "1e3") up to `max`.
std::optional<unsigned long long> parse_count(const std::string& text, unsigned long long max);

}  // namespace ninegrid::base
