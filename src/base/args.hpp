// Command-line arguments: long options with or without values, positionals, precise errors.
#pragma once

#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace ninegrid::base {

// A mistake in how the program was called; the message says what would work. Exit code 2.
class UsageError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

struct OptionSpec {
    std::string name;        // without the leading "--"
    std::string value_name;  // empty: a flag that takes no value
};

class Args {
  public:
    // Parses `args` (the words after the command) against `options`. Accepts --name VALUE,
    // --name=VALUE, and -- before positionals that begin with '-'. Throws UsageError naming the
    // problem: an unknown option (with the closest known one), a missing value, a repeat.
    Args(const std::vector<std::string>& args, const std::vector<OptionSpec>& options,
         const std::string& command);

    bool has(const std::string& name) const { return given_.count(name) != 0; }
    std::optional<std::string> value(const std::string& name) const;
    const std::vector<std::string>& positionals() const noexcept { return positionals_; }

  private:
    std::map<std::string, std::string> given_;
    std::vector<std::string> positionals_;
};

// The candidate closest to `word` by edit distance, if it is close enough to be a likely typo.
std::optional<std::string> closest(const std::string& word,
                                   const std::vector<std::string>& candidates);

// Parses a whole non-negative decimal number ("12", not "12x", "-1" or "1e3") up to `max`.
std::optional<unsigned long long> parse_count(const std::string& text, unsigned long long max);

}  // namespace ninegrid::base
