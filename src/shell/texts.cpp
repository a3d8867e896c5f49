// SPDX-License-Identifier: MIT
// The shell's words, English and 简体中文.
#include "shell/texts.hpp"

#include <algorithm>
#include <cstddef>
#include <iterator>

#include "term/screen.hpp"

namespace ninegrid::shell {

namespace {

// Every field of ShellTexts in its order, English then 简体中文 (base::texts_in fills the struct).
constexpr base::Text kTexts[]{
    {"{level}   par {par}   moves {moves}   time {time}   hints {hints}",
     "{level}   最优 {par} 步   已走 {moves} 步   用时 {time}   提示 {hints} 次"},  // status
    {"{level}   moves {moves}   time {time}   hints {hints}",
     "{level}   已走 {moves} 步   用时 {time}   提示 {hints} 次"},  // status_no_par
    {"puzzle {code}   game {id}", "局面 {code}   对局 {id}"},       // code_line
    {"puzzle {code}", "局面 {code}"},                               // code_line_custom
    {"{game}  H hint  L rest  U undo  N new  P solve  ? help  Q quit",
     "{game}  H 提示  L 余解  U 撤销  N 新局  P 自动  ? 帮助  Q 退出"},  // key_line
    {"Nothing to undo.", "没有可撤销的步。"},                            // nothing_to_undo
    {"Took a move back ({moves} on the board).", "已撤销一步（现为 {moves}）。"},  // undone
    {"Nothing to redo.", "没有可重做的步。"},  // nothing_to_redo
    {"Made the move again ({moves} on the board).", "已重做一步（现为 {moves}）。"},  // redone
    {"Back to the start.", "回到开局。"},                                             // restarted
    {"New {level} puzzle: par {par}.", "新的{level}局：最优 {par} 步。"},             // new_puzzle
    {"New {level} puzzle.", "新的{level}局。"},  // new_puzzle_no_par
    {"Solved in {moves} (par {par}) in {time}, {hints}.",
     "已解决！共 {moves}（最优 {par} 步），用时 {time}，提示 {hints}。"},  // solved
    {"Solved in {moves} in {time}, {hints}.",
     "已解决！共 {moves}，用时 {time}，提示 {hints}。"},      // solved_no_par
    {"Optimal!", "最优解！"},                                 // optimal
    {"Wasted: {over} over par.", "浪费：比最优多 {over}。"},  // wasted
    {"Wasted: {over} over par; not optimal: {bad} of your {moves}.",
     "浪费：比最优多 {over}；你走的 {moves}中有 {bad} 步不是最优。"},    // wasted_not_optimal
    {"*  *  *   Well done!   *  *  *", "*  *  *   干得好！   *  *  *"},  // celebration
    {"New best for {level}!", "{level}难度新纪录！"},                    // new_record
    {"Records count wins without hints or the solver.",
     "纪录只计不用提示、不用自动求解的胜局。"},  // records_note
    {"Records count the first win of a puzzle only.",
     "纪录只计一局的第一次胜利。"},  // replayed_note
    {"Records need a par, and this puzzle has none.",
     "纪录需要最优步数，而本局没有。"},  // no_par_note
    {"The solver plays the last {moves}; any key stops it.",
     "自动求解剩下的 {moves}；按任意键停止。"},  // autoplay_start
    {"The solver plays the rest; any key stops it.",
     "自动求解剩下的步；按任意键停止。"},           // autoplay_start_unknown
    {"Stopped: your turn.", "已停止：轮到你了。"},  // autoplay_stopped
    {"The solver finished it: {moves} in all.", "自动求解完成：共 {moves}。"},  // autoplay_done
    {"The board is already solved: N for a new puzzle.",
     "已经是目标局面：按 N 开新局。"},    // already_solved
    {"No hint here.", "这里没有提示。"},  // no_hint
    {"This game cannot list the rest of a solution: H gives the next move.",
     "本游戏无法列出剩下的解：按 H 可得到下一步提示。"},            // no_solution
    {"Moves {good}{yes} {bad}{no}", "走法 {good}{yes} {bad}{no}"},  // history_title
    {"Moves {moves}", "走法 {moves}"},                              // history_unjudged
    {"Could not read the records ({problem}); kept the file as {path} and started afresh.",
     "无法读取纪录（{problem}）；原文件已保存为 {path}，重新开始记录。"},  // records_unreadable
    {"Could not read the records ({problem}), nor move the file aside: no records this "
     "time.",
     "无法读取纪录（{problem}），也无法移开该文件：本次不保存纪录。"},        // records_stuck
    {"Could not save the records: {problem}.", "无法保存纪录：{problem}。"},  // records_unsaved
    {"Could not resume the saved game ({problem}); kept it as {path}.",
     "无法恢复保存的对局（{problem}）；原文件已保存为 {path}。"},          // save_unreadable
    {"Could not save the game: {problem}.", "无法保存对局：{problem}。"},  // save_unsaved
    {"Could not read the preferences ({problem}); kept the file as {path}.",
     "无法读取设置（{problem}）；原文件已保存为 {path}。"},  // prefs_unreadable
    {"Could not save the preferences: {problem}.", "无法保存设置：{problem}。"},  // prefs_unsaved
    {"The window is {cols}x{rows}; ninegrid needs {need_cols}x{need_rows}. Enlarge it, or "
     "Q to "
     "quit.",
     "窗口为 {cols}x{rows}，ninegrid 需要 {need_cols}x{need_rows}。请放大窗口，或按 Q "
     "退出。"},           // too_small
    {"Keys:", "按键："},  // help_title
    {"H                 hint: the best next move, shown on the board",
     "H                 提示：最优的下一步，在棋盘上标出"},  // help[0]
    {"L                 the rest of an optimal solution, in your keys (counted as a hint)",
     "L                 列出剩下的最优解（按你的按键方式；算作一次提示）"},  // help[1]
    {"U                 undo a move (back to the start, then to the game before)",
     "U                 撤销一步（可一直撤销到开局，再回到上一局）"},  // help[2]
    {"Y                 redo what U took back", "Y                 重做 U 撤销的一步或一局"},  // help[3]
    {"R                 restart this puzzle", "R                 重新开始本局"},         // help[4]
    {"N                 new puzzle at the same level", "N                 同难度新局"},  // help[5]
    {"{keys}            new puzzle at another level: {levels}",
     "{keys}            换难度开新局：{levels}"},  // help[6]
    {"P                 the solver plays the rest; any key stops it",
     "P                 自动求解剩下的步；按任意键停止"},  // help[7]
    {"Tab               pause: hide the board and stop the clock",
     "Tab               暂停：隐藏棋盘，停止计时"},               // help[8]
    {"?                 this help", "?                 本帮助"},  // help[9]
    {"Q, Esc            quit (asks first once moves are made)",
     "Q、Esc            退出（走过之后会先确认）"},  // help[10]
    {"Ctrl-C            quit at once; Ctrl-Z suspends",
     "Ctrl-C            立即退出；Ctrl-Z 挂起"},      // help[11]
    {"Press any key to go back.", "按任意键返回。"},  // help_close
    {"Lines {from}-{to} of {total}: Space or Down for more, Up back, any other key closes.",
     "第 {from}-{to} 行，共 {total} 行：空格或下方向键 看更多，上方向键 返回，其他键 "
     "关闭。"},  // help_more
    {"Paused: the board is hidden and the clock stopped.",
     "已暂停：棋盘已隐藏，计时已停止。"},           // paused
    {"Press any key to go on.", "按任意键继续。"},  // paused_hint
    {"Quit with {moves} on the board? The game is saved for next time. y: quit, any "
     "other key: "
     "play on.",
     "棋盘上已走 {moves}，确定退出吗？对局会保存，下次可继续。y：退出，其他键：继续玩。"},  // confirm_quit
    {"Quit this game? y: quit, any other key: play on.",
     "确定退出吗？y：退出，其他键：继续玩。"},  // confirm_quit_no_save
    {"A saved {level} game is waiting ({moves}, {time}). Resume it? y: resume, n: new "
     "game.",
     "有一局保存的{level}对局（{moves}，{time}）。要继续吗？y：继续，n：开新局。"},  // resume_question
    {"Resumed: {moves} on the board.", "已恢复：棋盘上已走 {moves}。"},              // resumed
    {"Started a new game; the saved one is discarded.",
     "已开新局；保存的对局已丢弃。"},                               // resume_declined
    {"End of input.", "输入结束。"},                                // end_of_input
    {"Bye ({moves} on the board).", "再见（棋盘上共 {moves}）。"},  // bye
    {"Puzzle {code}: ninegrid {game} --game {id} deals it again.",
     "局面 {code}：ninegrid {game} --game {id} 可再发这一局。"},  // bye_code
    {"Puzzle {code}.", "局面 {code}。"},                          // bye_code_custom
    {"Saved: the next start of this game offers to resume it.",
     "已保存：下次启动本游戏时可以继续。"},                                             // saved
    {"best {level}: {over} over par, {time}", "{level}最佳：比最优多 {over}，{time}"},  // best_line
    {"Key {key} does nothing here: ? for help.",
     "{key} 键在这里无效：按 ? 查看帮助。"},  // unknown_key
    {"custom", "自定"},                       // custom
    {"best {level}: {time}   fewest: {over}",
     "{level}最佳：{time}   最少：{over}"},  // best_line_penalty
    {"Quit with {moves} on the board? The game cannot be saved: {problem}. y: quit, any "
     "other "
     "key: play on.",
     "棋盘上已走 {moves}，确定退出吗？对局无法保存：{problem}。y：退出，其他键：继续玩。"},  // confirm_quit_unsaved
    {"Could not resume the saved game: {problem}.",
     "无法恢复保存的对局：{problem}。"},  // resume_failed
    {"Could not resume the saved game ({problem}), nor move the file aside: it is left "
     "alone "
     "and this game will not be saved over it.",
     "无法恢复保存的对局（{problem}"
     "），也无法移开该文件：文件保持原样，本局不会覆盖保存它。"},          // save_stuck
    {"The saved game is kept as {path}.", "保存的对局已保留为 {path}。"},  // save_kept
    {"The saved game could not be moved aside ({problem}): it is left alone and this game "
     "will not be saved over it.",
     "无法移开保存的对局（{problem}）：文件保持原样，本局不会覆盖保存它。"},  // save_kept_stuck
    {"Could not read the preferences ({problem}), nor move the file aside: they are not "
     "saved "
     "this time.",
     "无法读取设置（{problem}），也无法移开该文件：本次不保存设置。"},  // prefs_stuck
    {"The preferences say lang = {value}, which is not en or zh: the locale's language is "
     "used.",
     "设置中的 lang = {value} 不是 en 或 zh：改用系统区域设置的语言。"},  // prefs_bad_lang
    {"The saved game could not be deleted ({problem}): it will be offered again.",
     "无法删除保存的对局（{problem}）：下次仍会询问是否继续。"},  // save_not_removed
    {"The solver played part of this puzzle: records count wins without it.",
     "本局用过自动求解：纪录只计不用自动求解的胜局。"},  // solver_note
    {"A new {level} puzzle? U at its start brings this game back. y: new puzzle, any other "
     "key: play on.",
     "开新的{level}局吗？在新局开局时按 U 可回到本局。y：开新局，其他键：继续玩。"},  // confirm_new
    {"Playing on.", "继续本局。"},                                   // new_declined
    {"Back to the start: U takes the restart back, Y redoes your moves.",
     "回到开局：按 U 撤销重新开始，按 Y 重做你的步。"},  // restarted_undoable
    {"Restart taken back ({moves} on the board).",
     "已撤销重新开始（现为 {moves}）。"},               // restart_undone
    {"U brings the last game back.", "按 U 可回到上一局。"},  // new_undoable
    {"Back to the last game ({moves} on the board): Y goes on to the new puzzle.",
     "已回到上一局（现为 {moves}）：按 Y 回到新局。"},  // game_undone
    {"Back to the new puzzle ({moves} on the board).",
     "已回到新局（现为 {moves}）。"},  // game_redone
    {"{level}: no record yet", "{level}：还没有纪录"},  // no_record
    {"Records are kept only in a game at a terminal.",
     "只有在终端里玩时才保存纪录。"},  // records_off
    {"B                 the best results of each level (ninegrid records: every game)",
     "B                 各难度的最佳成绩（ninegrid records：所有游戏）"},  // help_records
    {"Lines {from}-{to} of {total}, the end: Up back, any other key closes.",
     "第 {from}-{to} 行，共 {total} 行，已到末尾：上方向键 返回，其他键 关闭。"},  // help_more_last
    {"A game quit in progress is saved for next time, and choices such as the keys' sense "
     "and the language are remembered.",
     "未完成就退出的对局会保存，下次可继续；按键方式、语言等选择也会记住。"},  // help_keeps
};

}  // namespace

const ShellTexts& shell_texts(Lang lang) noexcept {
    static constexpr ShellTexts en = base::texts_in<ShellTexts>(kTexts, Lang::En);
    static constexpr ShellTexts zh = base::texts_in<ShellTexts>(kTexts, Lang::Zh);
    return lang == Lang::Zh ? zh : en;
}

std::vector<base::Text> shell_text_pairs() {
    return {std::begin(kTexts), std::end(kTexts)};
}

namespace {

// The column where a help line's description starts: after its first run of two spaces.
std::size_t description_column(std::string_view line) {
    const std::size_t gap = line.find("  ");
    if (gap == std::string_view::npos) return 0;
    const std::size_t text = line.find_first_not_of(' ', gap);
    return text == std::string_view::npos ? 0 : term::display_width(line.substr(0, text));
}

}  // namespace

std::string help_line(std::string_view line, const std::vector<std::string>& levels, Lang lang) {
    std::string keys, names;
    for (std::size_t i = 0; i < levels.size() && i < 9; ++i) {  // the keys 1 to 9
        keys += (i == 0 ? "" : " ") + std::to_string(i + 1);
        names += (i == 0 ? "" : lang == Lang::Zh ? "、" : ", ") + levels[i];
    }
    std::string filled = fill(line, {{"keys", keys}, {"levels", names}});
    // The keys are wider or narrower than "{keys}": the gap after them keeps the description in
    // the column the template gives it, as in every other line.
    const std::size_t column = description_column(line);
    const std::size_t gap = filled.find("  ");
    if (column == 0 || gap == std::string::npos) return filled;
    const std::size_t text = filled.find_first_not_of(' ', gap);
    const std::size_t used = term::display_width(std::string_view(filled).substr(0, gap));
    filled.replace(gap, text - gap, std::max<std::size_t>(2, column > used ? column - used : 0),
                   ' ');
    return filled;
}

std::string count_moves(Lang lang, int n) {
    if (lang == Lang::Zh) return std::to_string(n) + " 步";
    return std::to_string(n) + (n == 1 ? " move" : " moves");
}

std::string count_hints(Lang lang, int n) {
    if (lang == Lang::Zh) return std::to_string(n) + " 次";
    if (n == 0) return "no hints";
    return std::to_string(n) + (n == 1 ? " hint" : " hints");
}

}  // namespace ninegrid::shell
