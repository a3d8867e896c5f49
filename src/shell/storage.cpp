// SPDX-License-Identifier: MIT
// Names, numbers and damaged files: the rules every stored file of the shell follows.
#include "shell/storage.hpp"

#include <utility>

#include "base/result.hpp"
#include "os/files.hpp"

namespace ninegrid::shell {

bool is_valid_name(std::string_view name) noexcept {
    if (name.empty() || name.size() > 32) return false;
    for (char c : name) {
        const bool allowed = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
        if (!allowed) return false;
    }
    return true;
}

bool is_printable_ascii(std::string_view text) noexcept {
    for (char c : text)
        if (c < ' ' || c > '~') return false;
    return true;
}

std::optional<unsigned long long> parse_decimal(std::string_view text,
                                                unsigned long long max) noexcept {
    if (text.empty() || text.size() > 20 || (text.size() > 1 && text[0] == '0'))
        return std::nullopt;
    unsigned long long value = 0;
    for (char c : text) {
        if (c < '0' || c > '9') return std::nullopt;
        const auto digit = static_cast<unsigned long long>(c - '0');
        if (digit > max || value > (max - digit) / 10) return std::nullopt;
        value = value * 10 + digit;
    }
    return value;
}

std::string LoadProblem::message() const {
    if (kept_as.empty())
        return problem +
               "; it could not be moved aside either, so it is left alone and nothing will be "
               "saved over it";
    return problem + "; it was moved to " + kept_as + " and a new one will be started";
}

LoadProblem set_aside(const std::string& path, std::string problem) {
    base::Result<std::string> moved = os::move_aside(path);
    if (!moved) return LoadProblem{std::move(problem) + " (" + moved.error() + ")", {}};
    return LoadProblem{std::move(problem), *moved};
}

}  // namespace ninegrid::shell
