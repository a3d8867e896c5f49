// SPDX-License-Identifier: MIT
// The link game's back end: the cursor, the selection and removals from keys and clicks, the
// board drawn with the path of a removal or a hint, and the solver on a worker thread.
#include "games/link/backend.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <iterator>
#include <memory>
#include <string_view>
#include <utility>

#include "base/rng.hpp"
#include "base/text.hpp"
#include "games/link/commands.hpp"
#include "games/link/texts.hpp"
#include "ninegrid/link/board_text.hpp"

namespace ninegrid::link {

namespace {

using shell::Lang;
using shell::Reply;

constexpr std::string_view kLevels[]{"easy", "medium", "hard"};

constexpr const char* kReset = "\x1b[0m";
constexpr const char* kPathColour = "\x1b[1;33m";         // bold yellow
constexpr const char* kEndColour = "\x1b[1;30;43m";       // black on yellow: the pair of the path
constexpr const char* kCursorColour = "\x1b[7m";          // reverse video
constexpr const char* kSelectedColour = "\x1b[1;30;46m";  // black on cyan
constexpr const char* kEmptyColour = "\x1b[2m";           // dim
// A kind's colour: twelve that terminals tell apart, repeating; letters tell the rest.
constexpr std::array<const char*, 12> kKindColours{"\x1b[31m", "\x1b[32m", "\x1b[33m", "\x1b[34m",
                                                   "\x1b[35m", "\x1b[36m", "\x1b[91m", "\x1b[92m",
                                                   "\x1b[93m", "\x1b[94m", "\x1b[95m", "\x1b[96m"};

// The arms of a path's cell: where the path leaves it.
constexpr unsigned kNorth = 1;
constexpr unsigned kSouth = 2;
constexpr unsigned kWest = 4;
constexpr unsigned kEast = 8;

constexpr int kIndent = 1;       // columns before the board (its ring) starts
constexpr int kCellWidth = 3;    // columns per cell
constexpr int kNarrowWidth = 2;  // columns per cell in the narrow form, and one more at the end
// The widest plain board (a pipe's, TERM=dumb): the width every frame keeps to.
constexpr std::size_t kPlainCols = 80;

std::string pairs_text(Lang lang, int n) {
    if (lang == Lang::Zh) return std::to_string(n) + " 对";
    return std::to_string(n) + (n == 1 ? " pair" : " pairs");
}

std::string kinds_text(Lang lang, int n) {
    const LinkTexts& t = link_texts(lang);
    if (n == 1) return std::string(t.one_kind);
    return shell::fill(t.kinds, {{"count", std::to_string(n)}});
}

// "16x30 (30 kinds)": a level dealt at a size of its own, or a size Z offers.
std::string size_text(const Size& size, Lang lang) {
    return shell::fill(link_texts(lang).size_level, {{"rows", std::to_string(size.rows)},
                                                     {"cols", std::to_string(size.cols)},
                                                     {"kinds", kinds_text(lang, size.kinds)}});
}

// The level's own name, whatever size it is dealt at.
std::string plain_level_name(const std::string& level, Lang lang) {
    for (std::size_t i = 0; i < std::size(kLevels); ++i)
        if (kLevels[i] == level) return std::string(link_texts(lang).level[i]);
    return level;
}

std::string tile_text(int kind) {
    return std::string(1, kind_char(kind));
}

// The direction a key points, as (drow, dcol), for W A S D and the arrows.
std::optional<std::pair<int, int>> key_direction(const term::Key& key) {
    switch (key.type) {
        case term::KeyType::Up:
            return std::pair{-1, 0};
        case term::KeyType::Down:
            return std::pair{1, 0};
        case term::KeyType::Left:
            return std::pair{0, -1};
        case term::KeyType::Right:
            return std::pair{0, 1};
        case term::KeyType::Char:
            switch (key.ch) {
                case 'w':
                case 'W':
                    return std::pair{-1, 0};
                case 's':
                case 'S':
                    return std::pair{1, 0};
                case 'a':
                case 'A':
                    return std::pair{0, -1};
                case 'd':
                case 'D':
                    return std::pair{0, 1};
                default:
                    return std::nullopt;
            }
        default:
            return std::nullopt;
    }
}

bool is_char(const term::Key& key, char lower) {
    return key.type == term::KeyType::Char &&
           (key.ch == static_cast<char32_t>(lower) || key.ch == static_cast<char32_t>(lower - 32));
}

// The cells a path passes, each with its arms, in padded indices of `board`.
std::vector<unsigned> path_arms(const Board& board, const Path& path) {
    std::vector<unsigned> arms(board.cells().size(), 0);
    for (int i = 0; i + 1 < path.size(); ++i) {
        Point p = path[i];
        const Point q = path[i + 1];
        const int dr = q.row > p.row ? 1 : q.row < p.row ? -1 : 0;
        const int dc = q.col > p.col ? 1 : q.col < p.col ? -1 : 0;
        const unsigned out = dr > 0 ? kSouth : dr < 0 ? kNorth : dc > 0 ? kEast : kWest;
        const unsigned in = dr > 0 ? kNorth : dr < 0 ? kSouth : dc > 0 ? kWest : kEast;
        while (p != q) {
            arms[static_cast<std::size_t>(board.index(p))] |= out;
            p = Point{p.row + dr, p.col + dc};
            arms[static_cast<std::size_t>(board.index(p))] |= in;
        }
    }
    return arms;
}

// The middle character of an empty cell the path passes.
const char* path_glyph(unsigned arms, bool utf8) {
    const bool vertical = (arms & (kNorth | kSouth)) != 0;
    const bool horizontal = (arms & (kWest | kEast)) != 0;
    if (vertical && !horizontal) return utf8 ? "│" : "|";
    if (horizontal && !vertical) return utf8 ? "─" : "-";
    if (!utf8) return "+";
    if ((arms & kSouth) && (arms & kEast)) return "┌";
    if ((arms & kSouth) && (arms & kWest)) return "┐";
    if ((arms & kNorth) && (arms & kEast)) return "└";
    return "┘";
}

// Whether the cells of `board` and the counts of its kinds can have come from `start`: the same
// size, each kind no more often than at the start and with the same parity.
bool fits_start(const Board& board, const Board& start) {
    if (board.rows() != start.rows() || board.cols() != start.cols()) return false;
    const auto now = board.kind_counts();
    const auto then = start.kind_counts();
    for (int k = 1; k <= kMaxKinds; ++k) {
        const int n = now[static_cast<std::size_t>(k)];
        const int m = then[static_cast<std::size_t>(k)];
        if (n > m || (m - n) % 2 != 0) return false;
    }
    return true;
}

// How many kinds of tiles `board` holds.
int kinds_on(const Board& board) {
    int kinds = 0;
    const auto counts = board.kind_counts();
    for (int k = 1; k <= kMaxKinds; ++k)
        kinds += counts[static_cast<std::size_t>(k)] > 0 ? 1 : 0;
    return kinds;
}

// Cells row by row as kind characters: "AB..C" for a 1x5 board.
std::string cells_text(const Board& board) {
    std::string out;
    for (int r = 0; r < board.rows(); ++r)
        for (int c = 0; c < board.cols(); ++c)
            out += kind_char(board.at(Point{r, c}));
    return out;
}

// The kind a saved game wrote `c` for. Before kinds were A-Z then 0-9, a-z were kinds 27-52 and
// 0-9 kinds 53-62: cells that hold a lower-case letter were written so (`legacy`), and are read
// so, and a game saved then resumes (a deal of up to 36 kinds; there are no more kinds now).
int saved_kind(char c, bool legacy) noexcept {
    if (legacy && c >= 'a' && c <= 'z') return c - 'a' + 27;
    if (legacy && c >= '0' && c <= '9') return c - '0' + 53;
    return kind_from_char(c);
}

base::Result<Board> board_from_cells(int rows, int cols, std::string_view cells) {
    if (cells.size() != static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols))
        return base::Error{"expected " + std::to_string(rows * cols) + " cells, got " +
                           std::to_string(cells.size())};
    const bool legacy =
        std::any_of(cells.begin(), cells.end(), [](char c) { return c >= 'a' && c <= 'z'; });
    Board board(rows, cols);
    for (std::size_t i = 0; i < cells.size(); ++i) {
        const int kind = saved_kind(cells[i], legacy);
        if (kind > kMaxKinds)
            return base::Error{"cell " + std::to_string(i + 1) + ": '" + std::string(1, cells[i]) +
                               "' is kind " + std::to_string(kind) +
                               " of an older ninegrid, which had 62; there are " +
                               std::to_string(kMaxKinds) + " now"};
        if (kind < 0)
            return base::Error{"cell " + std::to_string(i + 1) + ": '" +
                               base::printable(std::string(1, cells[i])) + "' is not a tile kind"};
        board.set(Point{static_cast<int>(i) / cols, static_cast<int>(i) % cols}, kind);
    }
    return board;
}

std::optional<int> small_number(std::string_view text, int max) {
    if (text.empty() || text.size() > 9) return std::nullopt;
    int value = 0;
    for (const char c : text) {
        if (c < '0' || c > '9') return std::nullopt;
        value = value * 10 + (c - '0');
    }
    if (value > max) return std::nullopt;
    return value;
}

std::vector<std::string_view> words(std::string_view text) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < text.size()) {
        const std::size_t end = std::min(text.find(' ', i), text.size());
        out.push_back(text.substr(i, end - i));
        i = end + 1;
    }
    return out;
}

// A snapshot of a game of `start`: its shuffles and its board.
base::Result<std::pair<int, Board>> snapshot_of(std::string_view snapshot, const Board& start) {
    const std::vector<std::string_view> w = words(snapshot);
    if (w.size() != 2) return base::Error{"expected SHUFFLES CELLS"};
    const std::optional<int> shuffles = small_number(w[0], 1000000);
    if (!shuffles) return base::Error{"the shuffles are not a number from 0 to 1000000"};
    base::Result<Board> board = board_from_cells(start.rows(), start.cols(), w[1]);
    if (!board) return base::Error{board.error()};
    if (!fits_start(*board, start))
        return base::Error{"the tiles are not those of the puzzle less some pairs"};
    return std::pair<int, Board>{*shuffles, std::move(*board)};
}

}  // namespace

LinkBackend::LinkBackend(Rules rules, bool any, std::optional<Board> start)
    : rules_(rules),
      any_(any),
      start_(1, 1),
      board_(1, 1),
      worker_([solver = std::make_shared<Solver>(), rules](const Board& board,
                                                           const std::atomic<bool>& cancel) {
          solver->set_cancel(&cancel);  // the worker's flag: the same one for every job
          Solution s = solver->solve(board, rules, analysis_budget(board.tiles()));
          return cancel.load(std::memory_order_relaxed) ? std::nullopt
                                                        : std::optional<Solution>(std::move(s));
      }) {
    if (start) set_start(std::move(*start));
}

LinkBackend::~LinkBackend() = default;  // the worker stops its search and joins

// --- The solver on its worker.

std::uint64_t LinkBackend::analysis_budget(int tiles) noexcept {
    constexpr double kFull = 144.0;
    if (tiles <= kFull) return kAnalysisBudget;
    const double scale = (kFull / tiles) * (kFull / tiles);
    return std::max<std::uint64_t>(
        1000, static_cast<std::uint64_t>(static_cast<double>(kAnalysisBudget) * scale));
}

void LinkBackend::start_analysis() {
    outlook_ = Verdict::Unknown;
    worker_.post(board_);
}

void LinkBackend::stop_analysis() {
    worker_.post(std::nullopt);
}

bool LinkBackend::take_analysis() {
    bool taken = false;
    for (Worker::Done& done : worker_.take()) {
        if (!(done.job == board_)) continue;  // of a board left since
        outlook_ = done.result.result;
        order_ =
            outlook_ == Verdict::Solved ? std::move(done.result.removals) : std::vector<Removal>{};
        taken = true;
    }
    return taken;
}

bool LinkBackend::await_analysis(std::chrono::milliseconds limit) {
    const bool answered = worker_.wait_for(limit);
    take_analysis();
    return answered;
}

shell::Update LinkBackend::finish_work(Lang lang) {
    worker_.wait();
    const bool taken = take_analysis();
    return shell::Update{taken, take_solution(lang)};
}

void LinkBackend::board_changed() {
    stop_analysis();
    hint_.reset();
    solution_wanted_ = false;  // the list asked for was of the board left
    order_.clear();
    dead_ = false;
    if (board_.empty()) {
        outlook_ = Verdict::Solved;
        return;
    }
    if (!has_pair(board_, rules_)) {
        dead_ = true;
        outlook_ = Verdict::Unsolvable;
        return;
    }
    start_analysis();
}

shell::Update LinkBackend::tick(TimePoint now, Lang lang) {
    now_ = now;
    bool changed = false;
    if (flash_ && now >= flash_->until) {
        flash_.reset();
        changed = true;
    }
    changed = take_analysis() || changed;
    return shell::Update{changed, take_solution(lang)};
}

std::optional<LinkBackend::TimePoint> LinkBackend::wake_at() const {
    std::optional<TimePoint> at;
    if (flash_) at = flash_->until;
    if (worker_.pending()) {
        const TimePoint poll = now_ + std::chrono::milliseconds(10);
        at = at ? std::min(*at, poll) : poll;
    }
    return at;
}

// --- The puzzle.

std::vector<std::string> LinkBackend::levels() const {
    return std::vector<std::string>(std::begin(kLevels), std::end(kLevels));
}

std::string LinkBackend::level_name(const std::string& level, Lang lang) const {
    if (size_ && level == size_level_) return size_text(*size_, lang);
    return plain_level_name(level, lang);
}

void LinkBackend::set_size(Size size, std::string level) {
    if (size == level_size(level)) {  // the level itself
        size_.reset();
        return;
    }
    size_ = size;
    size_level_ = std::move(level);
}

std::vector<std::string> LinkBackend::variants() const {
    std::vector<std::string> names;
    for (const Size& s : board_sizes())
        names.push_back(size_name(s));
    return names;
}

std::string LinkBackend::variant() const {
    const Size dealt{start_.rows(), start_.cols(), kinds_on(start_)};
    const std::optional<Size> named = named_board_size(size_name(dealt));
    return named && *named == dealt ? size_name(dealt) : code();
}

std::string LinkBackend::variant_level_name(const std::string& variant, const std::string& level,
                                            Lang lang) const {
    // The size dealt now names each level as its records are kept: the level dealt at a size of
    // its own by that size, the others by their names (their keys deal their own sizes). A size
    // asked for (Z, a level's key) is named as it will be dealt.
    const std::optional<Size> size = named_board_size(variant);
    const std::string name = variant == this->variant() || !size ? level_name(level, lang)
                             : *size == level_size(level)        ? plain_level_name(level, lang)
                                                                 : size_text(*size, lang);
    // Chinese sets Latin letters and digits off from the characters around them: "新的 6x14（21
    // 种牌）局" (the words around it are the shell's, for a level's name: "新的简单局").
    const bool latin = !name.empty() && static_cast<unsigned char>(name.front()) < 0x80;
    return (lang == Lang::Zh && latin ? " " : "") + name;
}

void LinkBackend::take_variant(const std::string& variant) {
    next_size_ = named_board_size(variant);
}

std::optional<std::string> LinkBackend::level_variant(const std::string& level) const {
    if (std::find(std::begin(kLevels), std::end(kLevels), level) == std::end(kLevels))
        return std::nullopt;
    return size_name(level_size(level));
}

std::string LinkBackend::variant_level(const std::string& variant, const std::string& level) const {
    const std::optional<Size> size = named_board_size(variant);
    if (!size) return level;
    // A level's size is that level; KShisen's other sizes are dealt as the hard level is, four
    // tiles a kind, so the same board has one game ID and one place in the records whatever
    // level Z was pressed at.
    return level_of_size(*size).value_or("hard");
}

void LinkBackend::set_start(Board start) {
    stop_analysis();
    start_ = start;
    board_ = std::move(start);
    shuffles_ = 0;
    cursor_ = Point{0, 0};
    selected_.reset();
    flash_.reset();
    board_changed();
}

void LinkBackend::deal(const std::string& level, base::Rng& rng) {
    if (next_size_) {  // Z chose the size
        set_size(*next_size_, level);
        next_size_.reset();
    } else if (size_ && level != size_level_) {  // another level was chosen
        size_.reset();
    }
    const Size size = size_ ? *size_ : level_size(level);
    DealOptions options;
    options.solvable = !any_;  // searched up to 144 tiles, built clearable above (never fails)
    options.attempt_budget = kDealBudget;
    DealResult dealt = link::deal(size.rows, size.cols, size.kinds, rng, rules_, options);
    rng_.seed(rng());
    if (!dealt) {  // parameters the command line checked: cannot happen; keep the old board
        return;
    }
    set_start(std::move(*dealt.board));
    if (!dealt.order.empty()) {  // the deal came proven: its clearing order is the first hint
        stop_analysis();
        outlook_ = Verdict::Solved;
        order_ = std::move(dealt.order);
    }
}

std::string LinkBackend::code() const {
    const int kinds = kinds_on(start_);
    return std::to_string(start_.rows()) + "x" + std::to_string(start_.cols()) + "/" +
           std::to_string(kinds);
}

std::string LinkBackend::save_code() const {
    return std::to_string(start_.rows()) + " " + std::to_string(start_.cols()) + " " +
           (rules_.border ? "border" : "no-border") + " " +
           (rules_.gravity ? "gravity" : "no-gravity") + " " + cells_text(start_);
}

base::Status LinkBackend::load(std::string_view save_code) {
    const std::vector<std::string_view> w = words(save_code);
    if (w.size() != 5) return base::Error{"expected ROWS COLS BORDER GRAVITY CELLS"};
    const std::optional<int> rows = small_number(w[0], kMaxSide);
    const std::optional<int> cols = small_number(w[1], kMaxSide);
    if (!rows || !cols || *rows < 1 || *cols < 1)
        return base::Error{"the size is not two numbers from 1 to " + std::to_string(kMaxSide)};
    if (w[2] != "border" && w[2] != "no-border") return base::Error{"expected border or no-border"};
    if (w[3] != "gravity" && w[3] != "no-gravity")
        return base::Error{"expected gravity or no-gravity"};
    base::Result<Board> start = board_from_cells(*rows, *cols, w[4]);
    if (!start) return base::Error{start.error()};
    if (start->empty()) return base::Error{"the board has no tiles"};
    const auto counts = start->kind_counts();
    for (int k = 1; k <= kMaxKinds; ++k) {
        if (counts[static_cast<std::size_t>(k)] % 2 != 0)
            return base::Error{"kind '" + tile_text(k) + "' has an odd number of tiles"};
    }
    rules_.border = w[2] == "border";
    rules_.gravity = w[3] == "gravity";
    set_start(std::move(*start));
    return base::ok();
}

base::Status LinkBackend::check_level(const std::string& level) const {
    bool known = false;
    for (const std::string_view l : kLevels)
        known = known || l == level;
    if (!known) return base::Error{"not a level of the link game"};
    const int cells = start_.rows() * start_.cols();
    if (start_.tiles() != cells) return base::Error{"the puzzle has empty cells, and no deal has"};
    const int kinds = kinds_on(start_);
    const DealProblem problem = check_deal(start_.rows(), start_.cols(), kinds);
    if (problem.kind != DealProblem::Kind::None) return base::Error{describe(problem)};
    const auto counts = start_.kind_counts();
    for (int k = 1; k <= kinds; ++k) {
        if (counts[static_cast<std::size_t>(k)] != cells / kinds)
            return base::Error{"the tiles are not the first " + std::to_string(kinds) +
                               " kinds the same number of times each, as a deal's are"};
    }
    return base::ok();
}

void LinkBackend::take_level(const std::string& level) {
    const Size board{start_.rows(), start_.cols(), kinds_on(start_)};
    const Size dealt = level_size(level);
    if (board.rows == dealt.rows && board.cols == dealt.cols && board.kinds == dealt.kinds) {
        size_.reset();
    } else {
        set_size(board, level);
    }
}

int LinkBackend::moves_between(std::string_view before, std::string_view after) const {
    // A snapshot starts with the shuffles made: one more, and the move was a shuffle.
    const auto shuffles = [](std::string_view snapshot) {
        return snapshot.substr(0, snapshot.find(' '));
    };
    return shuffles(before) == shuffles(after) ? 1 : 0;
}

std::string LinkBackend::snapshot() const {
    return std::to_string(shuffles_) + " " + cells_text(board_);
}

base::Status LinkBackend::check_snapshot(std::string_view snapshot) const {
    base::Result<std::pair<int, Board>> taken = snapshot_of(snapshot, start_);
    if (!taken) return base::Error{taken.error()};
    return base::ok();
}

base::Status LinkBackend::restore(std::string_view snapshot) {
    base::Result<std::pair<int, Board>> taken = snapshot_of(snapshot, start_);
    if (!taken) return base::Error{taken.error()};
    stop_analysis();
    board_ = std::move(taken->second);
    shuffles_ = taken->first;
    selected_.reset();
    flash_.reset();
    board_changed();
    return base::ok();
}

// --- Input.

Reply LinkBackend::key(const term::Key& key, Lang lang, const shell::Layout& layout) {
    const LinkTexts& t = link_texts(lang);
    flash_.reset();  // the next action ends the path of the last removal
    if (key.type == term::KeyType::Mouse) return click(key, lang, layout);
    if (const auto d = key_direction(key)) {
        const Point next{cursor_.row + d->first, cursor_.col + d->second};
        if (!board_.inside(next)) {
            const int edge = d->first < 0 ? 0 : d->first > 0 ? 1 : d->second < 0 ? 2 : 3;
            return Reply::refused(shell::fill(t.at_edge, {{"edge", std::string(t.edge[edge])}}));
        }
        cursor_ = next;
        return Reply::changed();
    }
    if (key.type == term::KeyType::Enter || (key.type == term::KeyType::Char && key.ch == U' ')) {
        return select(cursor_, lang);
    }
    if (key.type == term::KeyType::Escape && selected_) {
        selected_.reset();
        return Reply::changed(std::string(t.unselected));
    }
    if (is_char(key, 'f')) return shuffle_tiles(lang);
    if (is_char(key, 'p') && !board_.empty()) {
        if (!await_analysis(kKeyWait)) return Reply::refused(std::string(t.solver_busy));
        if (outlook_ == Verdict::Unsolvable)
            return Reply::refused(
                std::string(at_start() ? t.solver_stuck_at_start : t.solver_stuck));
        if (outlook_ == Verdict::Unknown) return Reply::refused(std::string(t.solver_unknown));
    }
    return Reply::declined();
}

Reply LinkBackend::click(const term::Key& key, Lang lang, const shell::Layout& layout) {
    const int gap = layout.compact ? 0 : 1;
    if (key.row < 0 || key.row % (gap + 1) != 0 || key.col < kIndent) return Reply::declined();
    // In the narrow form a cell is its letter and the column left of it.
    const int width = layout.compact && narrow(layout.cols) ? kNarrowWidth : kCellWidth;
    const Point at{key.row / (gap + 1) - 1, (key.col - kIndent) / width - 1};
    if (!board_.inside(at)) return Reply::declined();
    cursor_ = at;
    if (board_.at(at) == 0) return Reply::changed();
    return select(at, lang);
}

Reply LinkBackend::select(Point at, Lang lang) {
    const LinkTexts& t = link_texts(lang);
    const int kind = board_.at(at);
    if (kind == 0) return Reply::refused(std::string(t.no_tile));
    if (!selected_) {
        selected_ = at;
        return Reply::changed(
            shell::fill(t.selected, {{"tile", tile_text(kind)}, {"at", point_text(at)}}));
    }
    const Point first = *selected_;
    if (first == at) {
        selected_.reset();
        return Reply::changed(std::string(t.unselected));
    }
    selected_ = at;  // the newer tile, when they do not make a pair
    if (board_.at(first) != kind) {
        return Reply::refused(shell::fill(
            t.different,
            {{"a", tile_text(board_.at(first))}, {"b", tile_text(kind)}, {"at", point_text(at)}}));
    }
    const std::optional<Path> path = connect(board_, first, at, rules_);
    if (!path) {
        return Reply::refused(shell::fill(
            t.no_path,
            {{"tile", tile_text(kind)}, {"from", point_text(first)}, {"to", point_text(at)}}));
    }
    return remove(first, at, *path, lang);
}

Reply LinkBackend::remove(Point a, Point b, const Path& path, Lang lang) {
    const LinkTexts& t = link_texts(lang);
    const int kind = board_.at(a);
    flash_ = Flash{board_, Pair{a, b, path}, now_ + kPathShown};
    // The solver's clearing order goes on when the player took its first pair.
    const bool on_order = outlook_ == Verdict::Solved && !order_.empty() &&
                          ((order_.front().a == a && order_.front().b == b) ||
                           (order_.front().a == b && order_.front().b == a));
    std::vector<Removal> rest;
    if (on_order) rest.assign(order_.begin() + 1, order_.end());
    remove_pair(board_, a, b, rules_);
    selected_.reset();
    if (on_order) {
        stop_analysis();
        hint_.reset();
        dead_ = false;
        order_ = std::move(rest);
    } else {
        board_changed();
    }
    return Reply::moved(shell::fill(t.removed, {{"tile", tile_text(kind)},
                                                {"from", point_text(a)},
                                                {"to", point_text(b)},
                                                {"pairs", pairs_text(lang, board_.tiles() / 2)}}));
}

Reply LinkBackend::shuffle_tiles(Lang lang) {
    const LinkTexts& t = link_texts(lang);
    if (board_.empty()) return Reply::refused(std::string(t.nothing_to_shuffle));
    ShuffleOptions options;
    options.clearable = true;  // searched up to 144 tiles, built clearable above or when unproven
    options.max_tries = 20;
    options.budget = kDealBudget;  // proven quickly or tried again, as a deal is
    ShuffleResult shuffled = shuffle(board_, rules_, rng_, options);
    const bool clearable = static_cast<bool>(shuffled);
    if (!shuffled) {  // only when a kind has an odd count (a board from a file): any with a pair
        options.clearable = false;
        shuffled = shuffle(board_, rules_, rng_, options);
    }
    if (!shuffled) return Reply::refused(std::string(t.cannot_shuffle));
    board_ = std::move(*shuffled.board);
    ++shuffles_;
    selected_.reset();
    board_changed();
    if (shuffled.built) {  // built with its clearing order: no search needed
        stop_analysis();
        outlook_ = Verdict::Solved;
        order_ = std::move(shuffled.order);
    }
    return Reply::moved(shell::fill(clearable ? t.shuffled : t.shuffled_stuck,
                                    {{"count", penalty_text(lang, shuffles_)}}));
}

std::optional<shell::Help> LinkBackend::hint(Lang lang) {
    const LinkTexts& t = link_texts(lang);
    const bool answered = await_analysis(kKeyWait);
    if (board_.empty() || dead_) return std::nullopt;
    std::optional<Pair> pair;
    std::string_view words = t.hint_good;
    if (outlook_ == Verdict::Solved && !order_.empty()) {
        pair = order_.front();
    } else {  // a plain hint: the solver said no, could not tell, or is still at it
        pair = first_pair(board_, rules_);
        words = outlook_ == Verdict::Unsolvable
                    ? (at_start() ? t.hint_stuck_at_start : t.hint_stuck)
                : answered ? t.hint_unknown
                           : t.hint_pending;
    }
    if (!pair) return std::nullopt;
    if (pair->b < pair->a) *pair = Pair{pair->b, pair->a, pair->path.reversed()};
    hint_ = pair;
    return shell::Help{
        shell::fill(words, {{"tile", tile_text(board_.at(pair->a))},
                            {"from", point_text(pair->a)},
                            {"to", point_text(pair->b)},
                            {"turns", std::string(t.turns[pair->path.size() - 2])}})};
}

std::optional<shell::Help> LinkBackend::solution(Lang lang) {
    if (board_.empty()) return std::nullopt;
    const bool counted = !solution_wanted_;  // L again while it is worked out: the same request
    solution_wanted_ = false;
    if (!await_analysis(kKeyWait)) {  // the solver is still at it: said when it ends
        solution_wanted_ = true;
        return shell::Help{std::string(link_texts(lang).solution_pending), counted};
    }
    return solution_text(lang);
}

shell::Help LinkBackend::solution_text(Lang lang) {
    const LinkTexts& t = link_texts(lang);
    if (outlook_ != Verdict::Solved || order_.empty()) {  // nothing revealed: not counted
        if (const std::optional<std::string> stuck = alert(lang)) return shell::Help{*stuck, false};
        return shell::Help{std::string(t.solver_unknown), false};
    }
    // The pairs as the board will be when each is taken: under gravity the tiles move.
    Board board = board_;
    std::string list;
    const std::size_t shown = std::min(order_.size(), static_cast<std::size_t>(kSolutionShown));
    for (std::size_t i = 0; i < shown; ++i) {
        Point a = order_[i].a;
        Point b = order_[i].b;
        if (b < a) std::swap(a, b);
        // No space inside a pair: a line wrapped between pairs never splits one.
        list += (i > 0 ? "  " : "") + tile_text(board.at(a)) + ":" + point_text(a) + "-" +
                point_text(b);
        remove_pair(board, a, b, rules_);
    }
    Pair first = order_.front();
    if (first.b < first.a) first = Pair{first.b, first.a, first.path.reversed()};
    hint_ = first;
    const int more = static_cast<int>(order_.size() - shown);
    const std::string pairs = pairs_text(lang, static_cast<int>(order_.size()));
    if (more == 0) return shell::Help{shell::fill(t.solution, {{"pairs", pairs}, {"list", list}})};
    return shell::Help{shell::fill(
        t.solution_more, {{"pairs", pairs}, {"list", list}, {"more", pairs_text(lang, more)}})};
}

std::optional<std::string> LinkBackend::take_solution(Lang lang) {
    if (!solution_wanted_ || worker_.pending()) return std::nullopt;
    solution_wanted_ = false;
    return solution_text(lang).text;
}

shell::Step LinkBackend::solver_step() {
    take_analysis();
    if (worker_.busy()) return shell::Step::Waiting;  // the verdict is on its way
    if (outlook_ != Verdict::Solved || order_.empty()) return shell::Step::None;
    const Removal next = order_.front();
    if (!is_legal_path(board_, next.path, rules_)) {  // cannot happen: the order is of this board
        board_changed();
        return shell::Step::None;
    }
    flash_ = Flash{board_, next, now_ + kPathShown};
    order_.erase(order_.begin());
    remove_pair(board_, next.a, next.b, rules_);
    selected_.reset();
    hint_.reset();
    return shell::Step::Moved;
}

std::optional<int> LinkBackend::distance() const {
    if (outlook_ != Verdict::Solved) return std::nullopt;
    return board_.tiles() / 2;
}

std::optional<Pair> LinkBackend::shown_path() const {
    if (flash_) return flash_->pair;
    return hint_;
}

// --- Drawing.

std::string LinkBackend::title(Lang lang) const {
    return std::string(link_texts(lang).title);
}

std::pair<int, int> LinkBackend::board_size() const {
    // The narrowest form: two columns a cell (draw's narrow form).
    return {kIndent + (board_.cols() + 2) * kNarrowWidth + 1, board_.rows() + 2};
}

bool LinkBackend::narrow(int cols) const {
    // The usual form (three columns a cell) when it fits with a column to spare, as the shell
    // asks of every board.
    return kIndent + (board_.cols() + 2) * kCellWidth + 1 > cols;
}

std::vector<std::string> LinkBackend::draw(const shell::Style& style, bool compact) const {
    const Board& board = flash_ ? flash_->before : board_;
    const std::optional<Pair> path = shown_path();
    const std::vector<unsigned> arms =
        path ? path_arms(board, path->path) : std::vector<unsigned>(board.cells().size(), 0);
    const char* h = style.utf8 ? "─" : "-";
    const char* v = style.utf8 ? "│" : "|";
    const auto coloured = [&](const char* sgr, const std::string& text) {
        return style.color && sgr != nullptr ? sgr + text + kReset : text;
    };
    // What a cell shows, whatever its width.
    struct Cell {
        std::string mid;
        const char* colour = nullptr;
        unsigned arms = 0;
        bool end = false;  // one of the pair whose path is drawn
        bool cursor = false;
        bool selected = false;
    };
    const auto cell = [&](int gr, int gc) {
        const Point p{gr - 1, gc - 1};
        Cell c;
        c.arms = arms[static_cast<std::size_t>(board.index(p))];
        const int kind = board.inside(p) ? board.at(p) : 0;
        c.end = path && (p == path->a || p == path->b);
        if (kind != 0) {
            c.mid = tile_text(kind);
            c.colour = c.end
                           ? kEndColour
                           : kKindColours[static_cast<std::size_t>(kind - 1) % kKindColours.size()];
        } else if (c.arms != 0) {
            c.mid = path_glyph(c.arms, style.utf8);
            c.colour = kPathColour;
        } else if (board.inside(p)) {
            c.mid = style.utf8 ? "·" : ".";
            c.colour = kEmptyColour;
        } else {
            c.mid = " ";
        }
        c.cursor = board.inside(p) && p == cursor_;
        c.selected = selected_ && p == *selected_;
        if (c.cursor || c.selected) c.colour = c.selected ? kSelectedColour : kCursorColour;
        return c;
    };
    const auto opening = [](const Cell& c) {
        return c.cursor && c.selected ? "{" : c.cursor ? "[" : "<";
    };
    const auto closing = [](const Cell& c) {
        return c.cursor && c.selected ? "}" : c.cursor ? "]" : ">";
    };
    std::vector<std::string> lines;
    if (compact && narrow(style.cols)) {
        // Two columns a cell: a column between each two cells, shared by both, carries the
        // path's arms and the marks of the cursor, the selection and the path's pair (the
        // cursor's mark first where two meet).
        for (int gr = 0; gr < board.rows() + 2; ++gr) {
            std::string line(static_cast<std::size_t>(kIndent), ' ');
            Cell before;  // the cell left of the next column between
            for (int gc = 0; gc <= board.cols() + 2; ++gc) {
                const bool last = gc == board.cols() + 2;
                const Cell c = last ? Cell{} : cell(gr, gc);
                std::string between = " ";
                const char* colour = nullptr;
                if ((before.arms & kEast) != 0) {
                    between = h;
                    colour = kPathColour;
                }
                const bool marked_before = before.cursor || before.selected;
                const bool marked_here = c.cursor || c.selected;
                if (marked_before && (!marked_here || before.cursor)) {
                    between = closing(before);
                    colour = before.colour;
                } else if (marked_here) {
                    between = opening(c);
                    colour = c.colour;
                } else if (!style.color && between == " " && (before.end || c.end)) {
                    between = "*";  // the pair of the path, marked without colour
                }
                line += coloured(colour, between);
                if (!last) line += coloured(c.colour, c.mid);
                before = c;
            }
            while (!line.empty() && line.back() == ' ')
                line.pop_back();
            lines.push_back(line);
        }
        return lines;
    }
    for (int gr = 0; gr < board.rows() + 2; ++gr) {
        std::string line(static_cast<std::size_t>(kIndent), ' ');
        std::string spacer(static_cast<std::size_t>(kIndent), ' ');
        for (int gc = 0; gc < board.cols() + 2; ++gc) {
            const Cell c = cell(gr, gc);
            std::string left = (c.arms & kWest) ? h : " ";
            std::string right = (c.arms & kEast) ? h : " ";
            if (c.end && !style.color && !c.cursor && !c.selected) {
                // the pair of the path, marked without colour
                if (!(c.arms & kWest)) left = "*";
                if (!(c.arms & kEast)) right = "*";
            }
            if (c.cursor || c.selected) {
                line += coloured(c.colour, opening(c) + c.mid + closing(c));
            } else {
                line += coloured(c.arms & kWest ? kPathColour : nullptr, left);
                line += coloured(c.colour, c.mid);
                line += coloured(c.arms & kEast ? kPathColour : nullptr, right);
            }
            spacer += (c.arms & kSouth) ? " " + coloured(kPathColour, v) + " " : "   ";
        }
        while (!spacer.empty() && spacer.back() == ' ')
            spacer.pop_back();
        lines.push_back(line);
        if (!compact && gr + 1 < board.rows() + 2) lines.push_back(spacer);
    }
    return lines;
}

std::vector<std::string> LinkBackend::draw_plain() const {
    // Every message names cells "row,col": the columns are numbered above, the rows on the left,
    // and the cursor and the selection are marked as on the screen without colour ([A], <A>,
    // {A}), three columns a cell. A board too wide for that in 80 columns (26 columns and more:
    // KShisen's 14x26 and 16x30) gets two columns a cell, as on the screen: the marks in the
    // column between two cells (the cursor's first where two meet), and each column's number
    // written downwards, its tens over its units.
    const auto right = [](int n, std::size_t width) {
        std::string s = std::to_string(n);
        return std::string(width > s.size() ? width - s.size() : 0, ' ') + s;
    };
    constexpr std::size_t kLabel = 2;  // the widest row number, 63
    const auto trimmed = [](std::string line) {
        while (!line.empty() && line.back() == ' ')
            line.pop_back();
        return line;
    };
    const auto mark = [&](Point p, bool opening) {
        const bool on_cursor = p == cursor_;
        const bool on_selection = selected_ && p == *selected_;
        if (on_cursor && on_selection) return opening ? '{' : '}';
        if (on_cursor) return opening ? '[' : ']';
        if (on_selection) return opening ? '<' : '>';
        return ' ';
    };
    std::vector<std::string> lines;
    const bool narrow = kLabel + 1 + static_cast<std::size_t>(board_.cols()) * 3 > kPlainCols;
    if (narrow) {
        std::string tens(kLabel + 1, ' ');
        std::string units(kLabel + 1, ' ');
        for (int c = 0; c < board_.cols(); ++c) {
            tens += std::string(" ") + (c >= 10 ? static_cast<char>('0' + c / 10) : ' ');
            units += std::string(" ") + static_cast<char>('0' + c % 10);
        }
        lines.push_back(trimmed(tens));
        lines.push_back(trimmed(units));
        for (int r = 0; r < board_.rows(); ++r) {
            std::string line = right(r, kLabel) + " ";
            for (int c = 0; c <= board_.cols(); ++c) {
                const char before = c > 0 ? mark(Point{r, c - 1}, false) : ' ';
                const char here = c < board_.cols() ? mark(Point{r, c}, true) : ' ';
                // The cursor's mark first where two meet ("]<" cannot share a column).
                const bool cursor_before = c > 0 && Point{r, c - 1} == cursor_;
                line += before != ' ' && (here == ' ' || cursor_before) ? before : here;
                if (c < board_.cols()) line += kind_char(board_.at({r, c}));
            }
            lines.push_back(trimmed(line));
        }
        return lines;
    }
    std::string header(kLabel + 1, ' ');
    for (int c = 0; c < board_.cols(); ++c)
        header += right(c, 2) + " ";  // the number's last digit over the tile
    lines.push_back(trimmed(header));
    for (int r = 0; r < board_.rows(); ++r) {
        std::string line = right(r, kLabel) + " ";
        for (int c = 0; c < board_.cols(); ++c) {
            const Point p{r, c};
            line += mark(p, true);
            line += kind_char(board_.at(p));
            line += mark(p, false);
        }
        lines.push_back(trimmed(line));
    }
    return lines;
}

std::vector<std::string> LinkBackend::notes(Lang lang) const {
    const LinkTexts& t = link_texts(lang);
    const int kinds = kinds_on(start_);
    const std::string rules =
        shell::fill(t.rules_note, {{"border", std::string(t.border[rules_.border ? 1 : 0])},
                                   {"gravity", std::string(t.gravity[rules_.gravity ? 1 : 0])}});
    // A level dealt at a size of its own is named by that size (level_name, on the status line):
    // the note does not say it again.
    if (size_ && start_.rows() == size_->rows && start_.cols() == size_->cols &&
        kinds == size_->kinds)
        return {rules};
    const std::string size = shell::fill(t.size, {{"rows", std::to_string(start_.rows())},
                                                  {"cols", std::to_string(start_.cols())},
                                                  {"kinds", kinds_text(lang, kinds)}});
    return {size + "   " + rules};
}

std::string LinkBackend::key_line(Lang lang) const {
    return std::string(link_texts(lang).key_line);
}

std::vector<std::string> LinkBackend::help(Lang lang, const shell::Style& /*style*/) const {
    const LinkTexts& t = link_texts(lang);
    std::vector<std::string> lines(std::begin(t.help), std::end(t.help));
    std::string sizes;
    for (const std::string& v : variants())
        sizes += (sizes.empty() ? "" : std::string(t.size_list_separator)) + v;
    lines.push_back(shell::fill(t.help_sizes, {{"sizes", sizes}}));
    lines.emplace_back();
    lines.emplace_back(t.help_marks);
    lines.emplace_back(t.help_levels);
    return lines;
}

std::string LinkBackend::status(Lang lang) const {
    return shell::fill(link_texts(lang).status, {{"pairs", pairs_text(lang, board_.tiles() / 2)},
                                                 {"shuffles", std::to_string(shuffles_)}});
}

std::optional<std::string> LinkBackend::alert(Lang lang) const {
    const LinkTexts& t = link_texts(lang);
    if (board_.empty()) return std::nullopt;
    if (dead_) return std::string(at_start() ? t.alert_dead_at_start : t.alert_dead);
    if (outlook_ != Verdict::Unsolvable) return std::nullopt;
    return std::string(at_start() ? t.alert_stuck_at_start : t.alert_stuck);
}

std::string LinkBackend::win_line(Lang lang, const std::string& time, int hints) const {
    return shell::fill(link_texts(lang).won, {{"pairs", pairs_text(lang, start_.tiles() / 2)},
                                              {"time", time},
                                              {"hints", shell::count_hints(lang, hints)},
                                              {"shuffles", penalty_text(lang, shuffles_)}});
}

std::string LinkBackend::penalty_text(Lang lang, int count) const {
    const LinkTexts& t = link_texts(lang);
    if (count == 1) return std::string(t.one_shuffle);
    return shell::fill(t.shuffles, {{"count", std::to_string(count)}});
}

std::string LinkBackend::deal_params(const std::string& level) const {
    std::string params = level;
    if (size_ && level == size_level_) {
        params += "+rows=" + std::to_string(size_->rows) + "+cols=" + std::to_string(size_->cols) +
                  "+kinds=" + std::to_string(size_->kinds);
    }
    if (!rules_.border) params += "+no-border";
    if (rules_.gravity) params += "+gravity";
    if (any_) params += "+any";
    return params;
}

std::optional<std::string> LinkBackend::custom_id() const {
    // The start's rows, '/' between them (--tiles), and the rules that are not the default.
    std::string id = board_text(start_);
    if (!id.empty() && id.back() == '\n') id.pop_back();
    for (char& c : id)
        if (c == '\n') c = '/';
    if (!rules_.border) id += "+no-border";
    if (rules_.gravity) id += "+gravity";
    return id;
}

std::string LinkBackend::record_level(const std::string& level) const {
    std::string name = level;
    if (size_ && level == size_level_)
        name = std::to_string(size_->rows) + "x" + std::to_string(size_->cols) + "-" +
               std::to_string(size_->kinds);
    if (!rules_.border) name += "-noborder";
    if (rules_.gravity) name += "-gravity";
    return name;
}

}  // namespace ninegrid::link
