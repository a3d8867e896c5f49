// SPDX-License-Identifier: MIT
// Choosing the language, and filling in templates.
#include "base/lang.hpp"

#include <algorithm>
#include <cstdlib>
#include <stdexcept>

#include "base/text.hpp"
#include "base/utf8.hpp"
#include "os/process.hpp"

namespace ninegrid::base {

namespace {

constexpr Text kUnknownLang{"unknown language '{lang}': use en or zh",
                            "未知语言“{lang}”：请用 en 或 zh"};
// Only its English is ever shown: it is said where Chinese cannot be.
constexpr Text kNoChinese{"Chinese needs a UTF-8 locale (such as zh_CN.UTF-8): using English.",
                          "中文需要 UTF-8 区域设置（例如 zh_CN.UTF-8）：改用英文。"};

}  // namespace

std::vector<Text> lang_texts() {
    return {kUnknownLang, kNoChinese};
}

Result<Lang> lang_option(const std::string& text, Lang lang) {
    const std::optional<Lang> chosen = lang_from_name(text);
    if (!chosen) return Error{fill(kUnknownLang(lang), {{"lang", text}})};
    return *chosen;
}

bool lang_shows(Lang lang) {
    return lang == Lang::En || utf8_from_environment();
}

std::string_view no_chinese_note() noexcept {
    return kNoChinese.en;
}

std::optional<Lang> lang_from_name(std::string_view name) noexcept {
    if (name == "en") return Lang::En;
    if (name == "zh") return Lang::Zh;
    return std::nullopt;
}

std::string_view lang_name(Lang lang) noexcept {
    return lang == Lang::Zh ? "zh" : "en";
}

Lang lang_from_environment() {
    for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
        const char* value = std::getenv(name);
        if (value == nullptr || *value == '\0') continue;
        return std::string_view(value).rfind("zh", 0) == 0 ? Lang::Zh : Lang::En;
    }
    return os::system_language_is_chinese() ? Lang::Zh : Lang::En;
}

namespace {

// Whether `name` is what a placeholder is called: a letter or '_', then letters, digits, '_'.
bool placeholder_name(std::string_view name) {
    if (name.empty()) return false;
    for (std::size_t i = 0; i < name.size(); ++i) {
        const char c = name[i];
        const bool letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
        if (!letter && !(i > 0 && c >= '0' && c <= '9')) return false;
    }
    return true;
}

}  // namespace

std::string fill(std::string_view text,
                 std::initializer_list<std::pair<std::string_view, std::string>> values) {
    std::string out;
    out.reserve(text.size() + 16);
    for (std::size_t i = 0; i < text.size();) {
        if (text[i] == '{') {
            const std::size_t close = text.find('}', i);
            if (close != std::string_view::npos) {
                const std::string_view name = text.substr(i + 1, close - i - 1);
                bool replaced = false;
                for (const auto& [key, value] : values) {
                    if (key == name) {
                        out += printable(elide(value, kMaxValueBytes));
                        replaced = true;
                        break;
                    }
                }
                if (replaced) {
                    i = close + 1;
                    continue;
                }
                if (strict_texts() && placeholder_name(name))
                    throw std::logic_error("a message was filled without {" + std::string(name) +
                                           "}: " + std::string(text));
            }
        }
        out += text[i++];
    }
    return out;
}

bool strict_texts() noexcept {
#ifdef NINEGRID_STRICT_TEXTS
    return true;
#else
    return false;
#endif
}

std::vector<std::string> placeholders(std::string_view text) {
    std::vector<std::string> names;
    for (std::size_t open = text.find('{'); open != std::string_view::npos;
         open = text.find('{', open + 1)) {
        const std::size_t close = text.find('}', open);
        if (close == std::string_view::npos) break;
        names.emplace_back(text.substr(open + 1, close - open - 1));
    }
    return names;
}

}  // namespace ninegrid::base
