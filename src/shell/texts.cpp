// The shell's words, English and 简体中文.
#include "shell/texts.hpp"

#include <cstddef>

namespace ninegrid::shell {

namespace {

// Each language's words are built where they are first asked for, not at every start: most
// commands never show them.
const ShellTexts& english() {
    static const ShellTexts texts{
        "{level}   par {par}   moves {moves}   time {time}   hints {hints}",
        "{level}   moves {moves}   time {time}   hints {hints}",
        "puzzle {code}   seed {seed}",
        "puzzle {code}",
        "{game}  H hint  L rest  U undo  N new  P solve  ? help  Q quit",
        "Nothing to undo.",
        "Took a move back ({moves} on the board).",
        "Nothing to redo.",
        "Made the move again ({moves} on the board).",
        "Back to the start.",
        "New {level} puzzle: par {par}.",
        "New {level} puzzle.",
        "Solved in {moves} (par {par}) in {time}, {hints}.",
        "Solved in {moves} in {time}, {hints}.",
        "Optimal!",
        "Wasted: {over} over par.",
        "Wasted: {over} over par; not optimal: {bad} of your {moves}.",
        "*  *  *   Well done!   *  *  *",
        "New best for {level}!",
        "Records count wins without hints or the solver.",
        "Records count the first win of a puzzle only.",
        "The solver plays the last {moves}; any key stops it.",
        "The solver plays the rest; any key stops it.",
        "Stopped: your turn.",
        "The solver finished it: {moves} in all.",
        "The board is already solved: N for a new puzzle.",
        "No hint here.",
        "This game cannot list the rest of a solution: H gives the next move.",
        "Moves {good}{yes} {bad}{no}",
        "Could not read the records ({problem}); kept the file as {path} and started afresh.",
        "Could not read the records ({problem}), nor move the file aside: no records this time.",
        "Could not save the records: {problem}.",
        "Could not resume the saved game ({problem}); kept it as {path}.",
        "Could not save the game: {problem}.",
        "Could not read the preferences ({problem}); kept the file as {path}.",
        "Could not save the preferences: {problem}.",
        "The window is {cols}x{rows}; ninegrid needs {need_cols}x{need_rows}. Enlarge it, or Q to "
        "quit.",
        "Keys:",
        {
            "H                 hint: the best next move, shown on the board",
            "L                 the rest of an optimal solution, in your keys (counted as a hint)",
            "U                 undo a move (as far back as you like)",
            "Y                 redo a move you undid",
            "R                 restart this puzzle",
            "N                 new puzzle at the same level",
            "1 2 3             new puzzle at another level: {levels}",
            "P                 the solver plays the rest; any key stops it",
            "Tab               pause: hide the board and stop the clock",
            "?                 this help",
            "Q, Esc            quit (asks first once moves are made; saves if it can)",
            "Ctrl-C            quit at once (saves if it can); Ctrl-Z suspends",
        },
        "Press any key to go back.",
        "Lines {from}-{to} of {total}: Space or Down for more, Up back, any other key closes.",
        "Paused: the board is hidden and the clock stopped.",
        "Press any key to go on.",
        "Quit with {moves} on the board? The game is saved for next time. y: quit, any other key: "
        "play on.",
        "Quit this game? y: quit, any other key: play on.",
        "A saved {level} game is waiting ({moves}, {time}). Resume it? y: resume, n: new game.",
        "Resumed: {moves} on the board.",
        "Started a new game; the saved one is discarded.",
        "End of input.",
        "Bye ({moves} on the board).",
        "Puzzle {code}, seed {seed}.",
        "Puzzle {code}.",
        "Saved: the next start of this game offers to resume it.",
        "best {level}: {over} over par, {time}",
        "Key {key} does nothing here: ? for help.",
        "custom",
        "best {level}: {time}   fewest: {over}",
        "Quit with {moves} on the board? The game cannot be saved: {problem}. y: quit, any other "
        "key: play on.",
        "Could not resume the saved game: {problem}.",
        "Could not resume the saved game ({problem}), nor move the file aside: it is left alone "
        "and this game will not be saved over it.",
        "The saved game is kept as {path}.",
        "The saved game could not be moved aside ({problem}): it is left alone and this game "
        "will not be saved over it.",
        "Could not read the preferences ({problem}), nor move the file aside: they are not saved "
        "this time.",
        "The preferences say lang = {value}, which is not en or zh: the locale's language is "
        "used.",
        "The saved game could not be deleted ({problem}): it will be offered again.",
    };
    return texts;
}

const ShellTexts& chinese() {
    static const ShellTexts texts{
        "{level}   最优 {par} 步   已走 {moves} 步   用时 {time}   提示 {hints} 次",
        "{level}   已走 {moves} 步   用时 {time}   提示 {hints} 次",
        "局面 {code}   种子 {seed}",
        "局面 {code}",
        "{game}  H 提示  L 余解  U 撤销  N 新局  P 自动  ? 帮助  Q 退出",
        "没有可撤销的步。",
        "已撤销一步（现为 {moves}）。",
        "没有可重做的步。",
        "已重做一步（现为 {moves}）。",
        "回到开局。",
        "新的{level}局：最优 {par} 步。",
        "新的{level}局。",
        "已解决！共 {moves}（最优 {par} 步），用时 {time}，提示 {hints}。",
        "已解决！共 {moves}，用时 {time}，提示 {hints}。",
        "最优解！",
        "浪费：比最优多 {over}。",
        "浪费：比最优多 {over}；你走的 {moves}中有 {bad} 步不是最优。",
        "*  *  *   干得好！   *  *  *",
        "{level}难度新纪录！",
        "纪录只计不用提示、不用自动求解的胜局。",
        "纪录只计一局的第一次胜利。",
        "自动求解剩下的 {moves}；按任意键停止。",
        "自动求解剩下的步；按任意键停止。",
        "已停止：轮到你了。",
        "自动求解完成：共 {moves}。",
        "已经是目标局面：按 N 开新局。",
        "这里没有提示。",
        "本游戏无法列出剩下的解：按 H 可得到下一步提示。",
        "走法 {good}{yes} {bad}{no}",
        "无法读取纪录（{problem}）；原文件已保存为 {path}，重新开始记录。",
        "无法读取纪录（{problem}），也无法移开该文件：本次不保存纪录。",
        "无法保存纪录：{problem}。",
        "无法恢复保存的对局（{problem}）；原文件已保存为 {path}。",
        "无法保存对局：{problem}。",
        "无法读取设置（{problem}）；原文件已保存为 {path}。",
        "无法保存设置：{problem}。",
        "窗口为 {cols}x{rows}，ninegrid 需要 {need_cols}x{need_rows}。请放大窗口，或按 Q 退出。",
        "按键：",
        {
            "H                 提示：最优的下一步，在棋盘上标出",
            "L                 列出剩下的最优解（按你的按键方式；算作一次提示）",
            "U                 撤销一步（可一直撤销到开局）",
            "Y                 重做撤销的一步",
            "R                 重新开始本局",
            "N                 同难度新局",
            "1 2 3             换难度开新局：{levels}",
            "P                 自动求解剩下的步；按任意键停止",
            "Tab               暂停：隐藏棋盘，停止计时",
            "?                 本帮助",
            "Q、Esc            退出（走过之后会先确认；能保存时保存对局）",
            "Ctrl-C            立即退出（能保存时保存对局）；Ctrl-Z 挂起",
        },
        "按任意键返回。",
        "第 {from}-{to} 行，共 {total} 行：空格或下方向键 看更多，上方向键 返回，其他键 关闭。",
        "已暂停：棋盘已隐藏，计时已停止。",
        "按任意键继续。",
        "棋盘上已走 {moves}，确定退出吗？ 对局会保存，下次可继续。 y：退出，其他键：继续玩。",
        "确定退出吗？ y：退出，其他键：继续玩。",
        "有一局保存的{level}对局（{moves}，{time}）。 要继续吗？ y：继续，n：开新局。",
        "已恢复：棋盘上已走 {moves}。",
        "已开新局；保存的对局已丢弃。",
        "输入结束。",
        "再见（棋盘上共 {moves}）。",
        "局面 {code}，种子 {seed}。",
        "局面 {code}。",
        "已保存：下次启动本游戏时可以继续。",
        "{level}最佳：比最优多 {over}，{time}",
        "{key} 键在这里无效：按 ? 查看帮助。",
        "自定",
        "{level}最佳：{time}   最少：{over}",
        "棋盘上已走 {moves}，确定退出吗？ 对局无法保存：{problem}。 y：退出，其他键：继续玩。",
        "无法恢复保存的对局：{problem}。",
        "无法恢复保存的对局（{problem}），也无法移开该文件：文件保持原样，本局不会覆盖保存它。",
        "保存的对局已保留为 {path}。",
        "无法移开保存的对局（{problem}）：文件保持原样，本局不会覆盖保存它。",
        "无法读取设置（{problem}），也无法移开该文件：本次不保存设置。",
        "设置中的 lang = {value} 不是 en 或 zh：改用系统区域设置的语言。",
        "无法删除保存的对局（{problem}）：下次仍会询问是否继续。",
    };
    return texts;
}

}  // namespace

const ShellTexts& shell_texts(Lang lang) noexcept {
    return lang == Lang::Zh ? chinese() : english();
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

std::vector<base::Text> shell_text_pairs() {
    // Every field is listed below: the struct holds nothing else.
    static_assert(sizeof(ShellTexts) ==
                      64 * sizeof(std::string_view) + 1 * sizeof(std::vector<std::string_view>),
                  "a field of ShellTexts is missing from shell_text_pairs");
    const ShellTexts& en = shell_texts(Lang::En);
    const ShellTexts& zh = shell_texts(Lang::Zh);
    std::vector<base::Text> pairs;
    pairs.push_back({en.status, zh.status});
    pairs.push_back({en.status_no_par, zh.status_no_par});
    pairs.push_back({en.code_line, zh.code_line});
    pairs.push_back({en.code_line_custom, zh.code_line_custom});
    pairs.push_back({en.key_line, zh.key_line});
    pairs.push_back({en.nothing_to_undo, zh.nothing_to_undo});
    pairs.push_back({en.undone, zh.undone});
    pairs.push_back({en.nothing_to_redo, zh.nothing_to_redo});
    pairs.push_back({en.redone, zh.redone});
    pairs.push_back({en.restarted, zh.restarted});
    pairs.push_back({en.new_puzzle, zh.new_puzzle});
    pairs.push_back({en.new_puzzle_no_par, zh.new_puzzle_no_par});
    pairs.push_back({en.solved, zh.solved});
    pairs.push_back({en.solved_no_par, zh.solved_no_par});
    pairs.push_back({en.optimal, zh.optimal});
    pairs.push_back({en.wasted, zh.wasted});
    pairs.push_back({en.wasted_not_optimal, zh.wasted_not_optimal});
    pairs.push_back({en.celebration, zh.celebration});
    pairs.push_back({en.new_record, zh.new_record});
    pairs.push_back({en.records_note, zh.records_note});
    pairs.push_back({en.replayed_note, zh.replayed_note});
    pairs.push_back({en.autoplay_start, zh.autoplay_start});
    pairs.push_back({en.autoplay_start_unknown, zh.autoplay_start_unknown});
    pairs.push_back({en.autoplay_stopped, zh.autoplay_stopped});
    pairs.push_back({en.autoplay_done, zh.autoplay_done});
    pairs.push_back({en.already_solved, zh.already_solved});
    pairs.push_back({en.no_hint, zh.no_hint});
    pairs.push_back({en.no_solution, zh.no_solution});
    pairs.push_back({en.history_title, zh.history_title});
    pairs.push_back({en.records_unreadable, zh.records_unreadable});
    pairs.push_back({en.records_stuck, zh.records_stuck});
    pairs.push_back({en.records_unsaved, zh.records_unsaved});
    pairs.push_back({en.save_unreadable, zh.save_unreadable});
    pairs.push_back({en.save_unsaved, zh.save_unsaved});
    pairs.push_back({en.prefs_unreadable, zh.prefs_unreadable});
    pairs.push_back({en.prefs_unsaved, zh.prefs_unsaved});
    pairs.push_back({en.too_small, zh.too_small});
    pairs.push_back({en.help_title, zh.help_title});
    base::append_text_pairs(pairs, en.help, zh.help);
    pairs.push_back({en.help_close, zh.help_close});
    pairs.push_back({en.help_more, zh.help_more});
    pairs.push_back({en.paused, zh.paused});
    pairs.push_back({en.paused_hint, zh.paused_hint});
    pairs.push_back({en.confirm_quit, zh.confirm_quit});
    pairs.push_back({en.confirm_quit_no_save, zh.confirm_quit_no_save});
    pairs.push_back({en.resume_question, zh.resume_question});
    pairs.push_back({en.resumed, zh.resumed});
    pairs.push_back({en.resume_declined, zh.resume_declined});
    pairs.push_back({en.end_of_input, zh.end_of_input});
    pairs.push_back({en.bye, zh.bye});
    pairs.push_back({en.bye_code, zh.bye_code});
    pairs.push_back({en.bye_code_custom, zh.bye_code_custom});
    pairs.push_back({en.saved, zh.saved});
    pairs.push_back({en.best_line, zh.best_line});
    pairs.push_back({en.unknown_key, zh.unknown_key});
    pairs.push_back({en.custom, zh.custom});
    pairs.push_back({en.best_line_penalty, zh.best_line_penalty});
    pairs.push_back({en.confirm_quit_unsaved, zh.confirm_quit_unsaved});
    pairs.push_back({en.resume_failed, zh.resume_failed});
    pairs.push_back({en.save_stuck, zh.save_stuck});
    pairs.push_back({en.save_kept, zh.save_kept});
    pairs.push_back({en.save_kept_stuck, zh.save_kept_stuck});
    pairs.push_back({en.prefs_stuck, zh.prefs_stuck});
    pairs.push_back({en.prefs_bad_lang, zh.prefs_bad_lang});
    pairs.push_back({en.save_not_removed, zh.save_not_removed});
    return pairs;
}

}  // namespace ninegrid::shell
