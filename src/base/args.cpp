// SPDX-License-Identifier: MIT
// Argument parsing with messages that say what would have worked.
#include "base/args.hpp"

#include <algorithm>

namespace ninegrid::base {

namespace {

constexpr Text kShortOption{
    "'{command}' does not take short option '{option}'; options are spelled out, e.g. --help",
    "“{command}”不接受短选项“{option}”：选项要写全名，例如 --help"};
constexpr Text kNoOption{"'{command}' has no option '--{name}'", "“{command}”没有选项“--{name}”"};
constexpr Text kDidYouMean{"; did you mean '{guess}'?", "；是不是想输入“{guess}”？"};
constexpr Text kSeeHelp{" (see '{command} --help')", "（参见“{command} --help”）"};
constexpr Text kBadNumber{"--{name} '{value}': expected a whole number from {min} to {max}",
                          "--{name} “{value}”：应为 {min} 到 {max} 之间的整数"};
constexpr Text kNoWords{"'{command}' takes no words: drop '{word}'{advice}",
                        "“{command}”不接受其他词：请去掉“{word}”{advice}"};
constexpr Text kTwice{"option '--{name}' is given twice", "选项“--{name}”给了两次"};
constexpr Text kNoValue{"option '--{name}' takes no value", "选项“--{name}”不接受值"};
constexpr Text kNeedsValue{"option '--{name}' needs a value: --{name} {value}",
                           "选项“--{name}”需要一个值：--{name} {value}"};

std::size_t edit_distance(const std::string& a, const std::string& b) {
    std::vector<std::size_t> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j)
        row[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diagonal = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t up = row[j];
            row[j] =
                std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
            diagonal = up;
        }
    }
    return row[b.size()];
}

}  // namespace

std::optional<std::string> closest(const std::string& word,
                                   const std::vector<std::string>& candidates) {
    std::optional<std::string> best;
    std::size_t best_distance = 0;
    for (const std::string& c : candidates) {
        // A prefix ("--algorithm" for "--algo") counts as close.
        const bool prefix = word.size() >= 3 && (c.rfind(word, 0) == 0 || word.rfind(c, 0) == 0);
        const std::size_t d = prefix ? 1 : edit_distance(word, c);
        if (d <= std::max<std::size_t>(2, c.size() / 3) && (!best || d < best_distance)) {
            best = c;
            best_distance = d;
        }
    }
    return best;
}

std::optional<unsigned long long> parse_count(const std::string& text, unsigned long long max) {
    if (text.empty() || text.size() > 19) return std::nullopt;
    unsigned long long value = 0;
    for (char c : text) {
        if (c < '0' || c > '9') return std::nullopt;
        value = value * 10 + static_cast<unsigned long long>(c - '0');
    }
    if (value > max) return std::nullopt;
    return value;
}

std::vector<Text> args_texts() {
    return {kShortOption, kNoOption,   kDidYouMean, kSeeHelp, kTwice,
            kNoValue,     kNeedsValue, kBadNumber,  kNoWords};
}

std::string suggestion(const std::optional<std::string>& guess, Lang lang) {
    return guess ? fill(kDidYouMean(lang), {{"guess", *guess}}) : std::string();
}

std::optional<std::string> take_option(std::vector<std::string>& args, const OptionSpec& spec,
                                       Lang lang) {
    const std::string flag = "--" + std::string(spec.name);
    std::optional<std::string> value;
    for (std::size_t i = 0; i < args.size() && args[i] != "--";) {
        const std::string& word = args[i];
        std::size_t taken = 0;
        std::string given;
        if (word == flag) {
            if (i + 1 >= args.size()) {
                throw UsageError(fill(
                    kNeedsValue(lang),
                    {{"name", std::string(spec.name)}, {"value", std::string(spec.value_name)}}));
            }
            given = args[i + 1];
            taken = 2;
        } else if (word.rfind(flag + "=", 0) == 0) {
            given = word.substr(flag.size() + 1);
            taken = 1;
        } else {
            ++i;
            continue;
        }
        if (value) throw UsageError(fill(kTwice(lang), {{"name", std::string(spec.name)}}));
        value = given;
        args.erase(args.begin() + static_cast<std::ptrdiff_t>(i),
                   args.begin() + static_cast<std::ptrdiff_t>(i + taken));
    }
    return value;
}

Args::Args(const std::vector<std::string>& args, Options options, const std::string& command,
           Lang lang)
    : command_(command), lang_(lang) {
    auto find = [options](const std::string& name) -> const OptionSpec* {
        for (const OptionSpec& o : options) {
            if (o.name == name) return &o;
        }
        return nullptr;
    };
    bool only_positionals = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& word = args[i];
        if (only_positionals || word.size() < 2 || word[0] != '-') {
            positionals_.push_back(word);
            continue;
        }
        if (word == "--") {
            only_positionals = true;
            continue;
        }
        if (word == "-h") {
            given_["help"] = "";
            continue;
        }
        if (word.rfind("--", 0) != 0) {
            throw UsageError(fill(kShortOption(lang), {{"command", command}, {"option", word}}));
        }
        const std::size_t eq = word.find('=');
        const std::string name =
            word.substr(2, eq == std::string::npos ? std::string::npos : eq - 2);
        const OptionSpec* spec = find(name);
        if (!spec) {
            std::vector<std::string> names;
            for (const OptionSpec& o : options)
                names.push_back("--" + std::string(o.name));
            throw UsageError(fill(kNoOption(lang), {{"command", command}, {"name", name}}) +
                             suggestion(closest("--" + name, names), lang) +
                             fill(kSeeHelp(lang), {{"command", command}}));
        }
        if (given_.count(name)) throw UsageError(fill(kTwice(lang), {{"name", name}}));
        if (spec->value_name.empty()) {
            if (eq != std::string::npos) {
                throw UsageError(fill(kNoValue(lang), {{"name", name}}));
            }
            given_[name] = "";
        } else if (eq != std::string::npos) {
            given_[name] = word.substr(eq + 1);
        } else if (i + 1 < args.size()) {
            given_[name] = args[++i];
        } else {
            throw UsageError(fill(kNeedsValue(lang),
                                  {{"name", name}, {"value", std::string(spec->value_name)}}));
        }
    }
}

void Args::no_positionals(const std::string& advice) const {
    if (positionals_.empty()) return;
    throw UsageError(
        fill(kNoWords(lang_),
             {{"command", command_}, {"word", positionals_.front()}, {"advice", advice}}));
}

std::uint64_t Args::number(const std::string& name, std::uint64_t fallback, std::uint64_t min,
                           std::uint64_t max) const {
    const std::optional<std::string> text = value(name);
    if (!text) return fallback;
    const std::optional<unsigned long long> n = parse_count(*text, max);
    if (!n || *n < min) {
        throw UsageError(fill(kBadNumber(lang_), {{"name", name},
                                                  {"value", *text},
                                                  {"min", std::to_string(min)},
                                                  {"max", std::to_string(max)}}));
    }
    return *n;
}

std::optional<std::string> Args::value(const std::string& name) const {
    auto it = given_.find(name);
    if (it == given_.end()) return std::nullopt;
    return it->second;
}

}  // namespace ninegrid::base
