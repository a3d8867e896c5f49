// SPDX-License-Identifier: MIT
// The sliding puzzles' "how to play" (shell::GameEntry::how_to_play), its keys written once: the
// keys every sliding puzzle has, the click of its rule (ClickRule), and in their places the lines
// of a game's own keys and levels, joined when the program is compiled.
#pragma once

#include <cstddef>
#include <string_view>

namespace ninegrid::sliding {

// Parts of a text joined into one array of characters at compile time.
template <std::size_t N>
struct JoinedText {
    char chars[N];
    constexpr std::string_view view() const noexcept { return {chars, N - 1}; }
};

// The string literals `parts`, one after the other.
template <std::size_t... N>
constexpr JoinedText<(N + ...) - sizeof...(N) + 1> join_text(const char (&... parts)[N]) {
    JoinedText<(N + ...) - sizeof...(N) + 1> joined{};
    const char* const chars[] = {parts...};
    const std::size_t sizes[] = {N...};  // each with its terminating '\0'
    std::size_t at = 0;
    for (std::size_t p = 0; p < sizeof...(N); ++p)
        for (std::size_t i = 0; i + 1 < sizes[p]; ++i)
            joined.chars[at++] = chars[p][i];
    return joined;
}

namespace how_to_play {

// The lines of the keys, English and 简体中文.
inline constexpr char kMoveEn[] =
    "Keys:\n"
    "  W A S D, arrows   move the blank (W: it goes up); T: move the tiles instead\n";
inline constexpr char kMoveZh[] =
    "按键：\n"
    "  W A S D、方向键   移动空格（W：空格向上）；T：改为移动方块\n";
inline constexpr char kClickBesideEn[] =
    "  click             slide the tile clicked into the blank beside it\n";
inline constexpr char kClickBesideZh[] = "  单击              把所点的、紧挨空格的方块推进空格\n";
inline constexpr char kClickRunEn[] =
    "  click             slide the tiles between the one clicked and the blank\n";
inline constexpr char kClickRunZh[] = "  单击              推动所点的方块与空格之间的所有方块\n";
inline constexpr char kHintsEn[] =
    "  H                 hint: the best next move\n"
    "  L                 the rest of an optimal solution (counted as a hint)\n"
    "  U, Y              undo, redo\n"
    "  R, N              restart the puzzle, deal a new one\n";
inline constexpr char kHintsZh[] =
    "  H                 提示：最优的下一步\n"
    "  L                 剩下的最优解（算作一次提示）\n"
    "  U、Y              撤销、重做\n"
    "  R、N              重新开始本局、开新局\n";
inline constexpr char kEndEn[] =
    "  P                 the solver plays the rest (any key stops it)\n"
    "  Tab, ?            pause, show every key\n"
    "  Q, Esc            quit (asks first once moves are made)\n"
    "\n";
inline constexpr char kEndZh[] =
    "  P                 求解器走完剩下的步（按任意键停止）\n"
    "  Tab、?            暂停、显示所有按键\n"
    "  Q、Esc            退出（走过之后会先确认）\n"
    "\n";

}  // namespace how_to_play

// A sliding puzzle's how to play in English: "Keys:", the moving keys, `click` (kClickBesideEn
// or kClickRunEn), the hints and undo, the game's `own` keys (its levels' keys, ...), the solver,
// pause and quit, a blank line and the game's `levels`. how_to_play_zh() likewise in 简体中文.
template <std::size_t C, std::size_t O, std::size_t L>
constexpr auto how_to_play_en(const char (&click)[C], const char (&own)[O],
                              const char (&levels)[L]) {
    return join_text(how_to_play::kMoveEn, click, how_to_play::kHintsEn, own, how_to_play::kEndEn,
                     levels);
}
template <std::size_t C, std::size_t O, std::size_t L>
constexpr auto how_to_play_zh(const char (&click)[C], const char (&own)[O],
                              const char (&levels)[L]) {
    return join_text(how_to_play::kMoveZh, click, how_to_play::kHintsZh, own, how_to_play::kEndZh,
                     levels);
}

}  // namespace ninegrid::sliding
