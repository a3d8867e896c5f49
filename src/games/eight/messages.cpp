// The game's words, English and 简体中文.
#include "games/eight/messages.hpp"

#include <cstdlib>

namespace ninegrid::eight {

namespace {

const Messages kEnglish{
    "ninegrid - the 8-puzzle",
    {"easy", "medium", "hard"},
    "custom",
    {"up", "down", "left", "right"},
    "{difficulty}   par {par}   moves {moves}   time {time}   hints {hints}",
    "Keys move the blank (W: the blank goes up).   T: move tiles instead",
    "Keys move a tile into the blank (W: the tile below goes up).   T: move the blank instead",
    "WASD/arrows move  H hint  U undo  R restart  N new  P solve  1/2/3 level  ? help  Q quit",
    "Hint: {key} - tile {tile} slides {dir}; then {remaining} to go.",
    "Hint: {key} - tile {tile} slides {dir}, and it is solved.",
    "Nothing can move {dir} from here.",
    "Nothing to undo.",
    "Took a move back ({moves} on the board).",
    "Back to the start.",
    "New {difficulty} puzzle: par {par}.",
    "Keys now move the blank.",
    "Keys now move the tiles.",
    "Solved in {moves} (par {par}) in {time}, {hints}.",
    "Optimal!",
    "{over} over par.",
    "New best for {difficulty}!",
    "Records count wins without hints or the solver.",
    "The solver plays the last {moves}; any key stops it.",
    "Stopped: your turn.",
    "The solver finished it: {moves} in all.",
    "The board is already solved: N for a new puzzle.",
    "Could not read the records ({problem}); kept the file as {path} and started afresh.",
    "Could not read the records ({problem}), nor move the file aside: no records this time.",
    "Could not save the records: {problem}.",
    "The window is {cols}x{rows}; ninegrid needs {need_cols}x{need_rows}. Enlarge it, or Q to "
    "quit.",
    "Keys",
    {
        "W A S D, arrows   move (see the line under the board for which way)",
        "T                 switch between moving the blank and moving tiles",
        "H                 hint: the optimal next move, highlighted",
        "U                 undo the last move (as often as you like)",
        "R                 restart this puzzle",
        "N                 new puzzle at the same level",
        "1 2 3             new puzzle: easy (10), medium (25), hard (50) shuffle moves",
        "P                 the solver plays the rest; any key stops it",
        "?                 this help",
        "Q, Esc, Ctrl-C    quit",
        "",
        "Tiles already in place are shown in green. Par is the fewest moves possible.",
    },
    "Press any key to go back.",
    "End of input.",
    "Bye ({moves} on the board).",
    "best {difficulty}: {over} over par, {time}",
    "Key {key} does nothing here: ? for help.",
};

const Messages kChinese{
    "ninegrid - 九宫格",
    {"简单", "中等", "困难"},
    "自定",
    {"上", "下", "左", "右"},
    "{difficulty}   最优 {par} 步   已走 {moves} 步   用时 {time}   提示 {hints} 次",
    "按键移动空格（W：空格向上）。   T：改为移动方块",
    "按键把方块推进空格（W：下方的方块向上）。   T：改为移动空格",
    "WASD/方向键 移动  H 提示  U 撤销  R 重来  N 新局  P 自动  1/2/3 难度  ? 帮助  Q 退出",
    "提示：按 {key}，方块 {tile} 向{dir}移，之后还需 {remaining}。",
    "提示：按 {key}，方块 {tile} 向{dir}移，即可完成。",
    "无法向{dir}移动。",
    "没有可撤销的步。",
    "已撤销一步（现为 {moves}）。",
    "回到开局。",
    "新的{difficulty}局：最优 {par} 步。",
    "按键现在移动空格。",
    "按键现在移动方块。",
    "已解决！共 {moves}（最优 {par} 步），用时 {time}，提示 {hints}。",
    "最优解！",
    "比最优多 {over}。",
    "{difficulty}难度新纪录！",
    "纪录只计不用提示、不用自动求解的胜局。",
    "自动求解剩下的 {moves}；按任意键停止。",
    "已停止：轮到你了。",
    "自动求解完成：共 {moves}。",
    "已经是目标局面：按 N 开新局。",
    "无法读取纪录（{problem}）；原文件已保存为 {path}，重新开始记录。",
    "无法读取纪录（{problem}），也无法移开该文件：本次不保存纪录。",
    "无法保存纪录：{problem}。",
    "窗口为 {cols}x{rows}，ninegrid 需要 {need_cols}x{need_rows}。请放大窗口，或按 Q 退出。",
    "按键",
    {
        "W A S D、方向键   移动（方向见棋盘下方的说明）",
        "T                 在移动空格和移动方块之间切换",
        "H                 提示：最优的下一步，并高亮显示",
        "U                 撤销上一步（可无限撤销）",
        "R                 重新开始本局",
        "N                 同难度新局",
        "1 2 3             新局：简单（10 步）、中等（25 步）、困难（50 步）打乱",
        "P                 自动求解剩下的步；按任意键停止",
        "?                 本帮助",
        "Q、Esc、Ctrl-C    退出",
        "",
        "已在正确位置的方块显示为绿色。最优步数是可能的最少步数。",
    },
    "按任意键返回。",
    "输入结束。",
    "再见（棋盘上共 {moves}）。",
    "{difficulty}最佳：比最优多 {over}，{time}",
    "{key} 键在这里无效：按 ? 查看帮助。",
};

}  // namespace

std::optional<Lang> lang_from_name(std::string_view name) noexcept {
    if (name == "en") return Lang::En;
    if (name == "zh") return Lang::Zh;
    return std::nullopt;
}

Lang lang_from_environment() {
    for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
        const char* value = std::getenv(name);
        if (value == nullptr || *value == '\0') continue;
        return std::string_view(value).rfind("zh", 0) == 0 ? Lang::Zh : Lang::En;
    }
    return Lang::En;
}

const Messages& messages(Lang lang) noexcept {
    return lang == Lang::Zh ? kChinese : kEnglish;
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
                        out += value;
                        replaced = true;
                        break;
                    }
                }
                if (replaced) {
                    i = close + 1;
                    continue;
                }
            }
        }
        out += text[i++];
    }
    return out;
}

}  // namespace ninegrid::eight
