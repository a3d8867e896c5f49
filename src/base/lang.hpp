// SPDX-License-Identifier: MIT
// The languages of everything a person reads (English and Simplified Chinese), how the program
// picks one, and the templates its words are written as. Every layer's words use these; the
// words themselves live beside the code that says them, both languages side by side.
#pragma once

#include <cstddef>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "base/result.hpp"

namespace ninegrid::base {

enum class Lang { En, Zh };

// --lang en|zh
std::optional<Lang> lang_from_name(std::string_view name) noexcept;
std::string_view lang_name(Lang lang) noexcept;  // "en", "zh"
// From LC_ALL, LC_MESSAGES or LANG (the first one set): Chinese for zh*, English otherwise.
Lang lang_from_environment();

// Whether text in `lang` can be shown here: English always; Chinese only where the locale says
// UTF-8 (utf8_from_environment: on Windows also where no locale variable says, the console being
// switched to UTF-8). Elsewhere Chinese would be bytes of another encoding, or question marks.
bool lang_shows(Lang lang);
// What is said, in English, when Chinese is asked for and cannot be shown.
std::string_view no_chinese_note() noexcept;

// The value of --lang, checked; the error is said in `lang`: "unknown language 'fr': use en or zh".
Result<Lang> lang_option(const std::string& text, Lang lang);

// One text in both languages. Templates use {name} placeholders, filled in by fill(); both
// languages have the same placeholders (the tests of each catalogue check it).
struct Text {
    std::string_view en;
    std::string_view zh;

    constexpr std::string_view operator()(Lang lang) const noexcept {
        return lang == Lang::Zh ? zh : en;
    }
};

// Replaces each {name} in `text` by its value; a {name} without a value stays as it is, or, in a
// build for tests (NINEGRID_STRICT_TEXTS, on with NINEGRID_REQUIRE_TESTS), throws
// std::logic_error naming it, so no test passes with a placeholder shown to a player. Every
// value goes in through printable(), so whatever outside text a caller passes (an option's value,
// a file name, a key) can never put a control, a line break or a bidi control into a message;
// the template itself is trusted and keeps its own. A message filled before and passed in as a
// value is unchanged by it.
std::string fill(std::string_view text,
                 std::initializer_list<std::pair<std::string_view, std::string>> values);

// The one way ninegrid keeps its words: a catalogue is a table of Text pairs, English and
// Chinese side by side, either indexed by an enum (the commands' messages: say()) or filling,
// in order, a struct whose fields are std::string_view and arrays of them (the words of a game
// as played: `t.hint`, `t.level[i]`). texts_in() fills such a struct in `lang`; the table must
// hold exactly one pair for each field, which is checked when it compiles. The tests walk every
// table (each catalogue's *_text_pairs()): no entry empty, the same placeholders in both.
template <class Texts, std::size_t N>
constexpr Texts texts_in(const Text (&table)[N], Lang lang);

// Whether fill() throws for a placeholder left over (a build for tests).
bool strict_texts() noexcept;

// The {name} placeholders of a template, in order: for tests that both languages agree.
std::vector<std::string> placeholders(std::string_view text);

// Every text of this file, for the tests that both languages say the same.
std::vector<Text> lang_texts();

namespace detail {

#if defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmissing-braces"  // the fields' arrays are filled flat, in order
#endif
template <class Texts, std::size_t N, std::size_t... I>
constexpr Texts texts_in(const Text (&table)[N], Lang lang, std::index_sequence<I...>) {
    return Texts{table[I](lang)...};
}
#if defined(__GNUC__)
#pragma GCC diagnostic pop
#endif

}  // namespace detail

template <class Texts, std::size_t N>
constexpr Texts texts_in(const Text (&table)[N], Lang lang) {
    static_assert(
        std::is_trivially_copyable_v<Texts> && sizeof(Texts) == N * sizeof(std::string_view),
        "the table needs one pair for each field of the struct, and nothing else");
    return detail::texts_in<Texts>(table, lang, std::make_index_sequence<N>{});
}

}  // namespace ninegrid::base
