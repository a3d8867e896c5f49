// SPDX-License-Identifier: MIT
// The 15-puzzle's back end: moves of the blank from keys and clicks, and the optimal solver on a
// worker thread, whose answers (the par of a deal, the path behind a hint, the distances that
// judge the moves made) come in by tick().
#include "games/fifteen/backend.hpp"

#include <algorithm>
#include <cstdlib>
#include <deque>
#include <iterator>
#include <string_view>

#include "base/rng.hpp"
#include "games/fifteen/texts.hpp"
#include "games/sliding/texts.hpp"
#include "ninegrid/fifteen/board_text.hpp"
#include "ninegrid/fifteen/deal.hpp"
#include "ninegrid/fifteen/ida.hpp"
#include "ninegrid/fifteen/pdb.hpp"
#include "ninegrid/fifteen/solvability.hpp"
#include "ninegrid/sliding/board_text.hpp"
#include "ninegrid/sliding/deal.hpp"
#include "ninegrid/sliding/ida.hpp"
#include "ninegrid/sliding/near.hpp"
#include "ninegrid/sliding/optimal.hpp"
#include "ninegrid/sliding/solvability.hpp"
#include "ninegrid/sliding/table_store.hpp"

namespace ninegrid::fifteen {

namespace {

using shell::Lang;
using SBoard = sliding::Board;

// The 4x4 at home, and every other size; Tatham's clicks that slide a run.
constexpr sliding::SlidingRules kRules{kSize, 4, sliding::ClickRule::Run, true};

}  // namespace

// The moves a level's walk from the goal takes on a board of `size` other than 4x4 (which has
// its bands of par): 0.3, 0.75 and 2 times an estimate of a random board's distance (1.35 times
// its mean Manhattan distance: 53 for the 4x4, 101 for the 5x5, as published). A walk ends
// nearer than its length; the longest comes near a random board.
int FifteenBackend::walk_length(sliding::Size size, std::size_t level) {
    const auto side = [](int n) { return (n * n - 1) / (3.0 * n); };
    const double manhattan = (size.cells() - 1) * (side(size.width) + side(size.height));
    const double estimate = 1.35 * manhattan;
    const double share[3] = {0.3, 0.75, 2.0};
    return std::max(3, static_cast<int>(estimate * share[level] + 0.5));
}

// The solver that works on the worker thread, and what the UI thread reads of it while it works.
struct FifteenBackend::Solver {
    using Result = Solved;

    Solver(const SBoard& to, bool keep_tables)
        : four(to.size() == kSize), tables(four ? from_sliding(to) : Board::goal()), goal(to) {
        if (!keep_tables || !four) tables.keep_nothing();
    }

    bool four;  // the 4x4: its pattern databases; up to 16 cells: the family's (sliding/optimal)
    Tables tables;  // get() on the worker thread only; background_percent() from anywhere
    SBoard goal;
    std::atomic<int> bound{0};  // the bound of the search running: a lower bound of its length
    std::atomic<bool> building{false};
    // The game's end: stops a build of the size's tables (a job's own cancel does not, so that
    // a move made while they build does not start the build again).
    const std::atomic<bool>* ending = nullptr;
    bool tables_made = false;  // the worker thread's own: tables.try_get() has given them
    std::unique_ptr<sliding::NearSolver> near;  // the worker thread's own, beyond 16 cells

    // An optimal path from `cells`; nothing when cancelled.
    std::optional<Result> solve(const SBoard& board, const std::atomic<bool>& cancel) {
        bound.store(0, std::memory_order_relaxed);
        Result r;
        // A good path at once, from the near-optimal solver (its tables built on the first
        // question): beyond 16 cells, and for the few boards of up to 16 the IDA* gives up on.
        const auto good_path = [&] {
            if (!near) {
                building.store(true, std::memory_order_relaxed);
                near = std::make_unique<sliding::NearSolver>(goal);
                building.store(false, std::memory_order_relaxed);
            }
            r.solved = true;
            r.optimal = false;
            r.moves = near->solve(board).moves;
            return r;
        };
        if (!four && !solved_optimally(goal.size())) return good_path();
        if (!four) {
            // The pattern tables of the size are built on the first question (15-25 s for 2x8
            // and 8x2 unless the cache has them, a second or less for the rest), and the game
            // says so while they are.
            if (!sliding::optimal_tables_ready(goal)) {
                building.store(true, std::memory_order_relaxed);
                sliding::OptimalOptions build;
                build.cancel = ending;
                const bool ended = sliding::prepare_optimal_tables(goal, build).cancelled;
                building.store(false, std::memory_order_relaxed);
                if (ended) return std::nullopt;  // the game is ending
            }
            sliding::IdaLimits limits;
            limits.node_limit = goal.cell_count() == 16 ? kOptimalNodes16 : kOptimalNodes;
            limits.cancel = &cancel;
            limits.report = [](void* context, int b, std::uint64_t) {
                static_cast<Solver*>(context)->bound.store(b, std::memory_order_relaxed);
            };
            limits.context = this;
            const sliding::Solution s = sliding::solve_optimal(board, goal, limits);
            if (!s.solved && cancel.load(std::memory_order_relaxed)) return std::nullopt;
            if (!s.solved) return good_path();
            r.solved = true;
            r.moves = s.moves;
            return r;
        }
        const Cells cells = from_sliding(board).cells();
        const Board start(cells);
        const Board four_goal = from_sliding(goal);
        // Near boards are solved at once by the reference search, with no tables to build; once
        // the tables are there, the boards it would not solve within its limit go to them at once.
        if (!tables_made || moves_bound(start, four_goal) <= kQuickBound) {
            const Solution quick = solve_ida(start, four_goal, kQuickNodes);
            if (quick.solved) {
                r.solved = true;
                r.moves = quick.moves;
                return r;
            }
        }
        // Tables from the cache that prove wrong are built again, and the search run again.
        for (int attempt = 0; attempt < 2; ++attempt) {
            if (cancel.load(std::memory_order_relaxed)) return std::nullopt;
            building.store(true, std::memory_order_relaxed);
            const PatternDatabase* found = tables.try_get();
            building.store(false, std::memory_order_relaxed);
            if (found == nullptr) return std::nullopt;  // the game is ending
            tables_made = true;
            const PatternDatabase& db = *found;
            PdbOptions options;
            options.reflect = db.reflectable();
            options.threads = 0;  // a long search shares its iterations among the cores
            options.cancel = &cancel;
            options.on_bound = [](void* context, int b) {
                static_cast<Solver*>(context)->bound.store(b, std::memory_order_relaxed);
            };
            options.bound_context = this;
            const PdbSolution s = solve_pdb(db, cells, options);
            if (s.cancelled) return std::nullopt;
            if (s.overestimated && tables.discard_wrong()) continue;
            r.solved = s.solved;
            for (const std::uint8_t m : s.moves)
                r.moves.push_back(static_cast<Move>(m));
            break;
        }
        return r;
    }
};

void FifteenBackend::start_solver() {
    worker_.reset();  // before the solver it uses
    solver_ = std::make_unique<Solver>(goal(), keep_tables_);
    Solver& solver = *solver_;
    worker_ = std::make_unique<Worker>([&solver](const SBoard& board, const std::atomic<bool>& c) {
        return solver.solve(board, c);
    });
    // A build of the tables serves every board: only the game's end stops it.
    solver.tables.set_cancel(&worker_->stopping());
    solver.ending = &worker_->stopping();
}

FifteenBackend::FifteenBackend(const SBoard& goal, std::optional<SBoard> start, bool keep_tables)
    : SlidingBackend(goal, kRules), keep_tables_(keep_tables) {
    start_solver();
    if (start) set_start(*start);
}

FifteenBackend::FifteenBackend(const Board& goal, std::optional<Board> start, bool keep_tables)
    : FifteenBackend(to_sliding(goal),
                     start ? std::optional<SBoard>(to_sliding(*start)) : std::nullopt,
                     keep_tables) {}

FifteenBackend::~FifteenBackend() {
    worker_.reset();  // ends within milliseconds: a search and a build of the tables both stop
}

// --- The worker.

void FifteenBackend::schedule() {
    worker_->post(wanted());
}

std::optional<SBoard> FifteenBackend::wanted() const {
    // A hint, the rest or the solver's move waits for the board's path.
    if (solve_wanted_ && !next_move(board())) return board();
    // Par and the marks of the moves need optimal answers: beyond 16 cells there are none.
    if (!exact()) return std::nullopt;
    if (!par_ && !given_up_.count(key_of(start()))) return start();
    // The moves made are judged: the newest board whose distance is not known, so that the
    // history's marks fill in from its most recent end.
    for (std::size_t i = trail_.size(); i-- > 0;) {
        const Key k = trail_[i];
        if (!known_.count(k) && !given_up_.count(k)) return board_of(k);
    }
    return std::nullopt;
}

bool FifteenBackend::take_results() {
    std::vector<Worker::Done> results = worker_->take();
    if (results.empty()) return false;
    for (Worker::Done& done : results) {
        Solved& r = done.result;
        const SBoard& from = done.job;
        // A board answered with a good path and no proof is not asked again: its par or
        // distance stays unknown.
        if (r.solved && !r.optimal) {
            given_up_.insert(key_of(from));
            r.moves = shorter_known_way(from, std::move(r.moves));
        }
        if (!r.solved) {  // cannot happen for the boards the game holds, but never ask again
            given_up_.insert(key_of(from));
            if (from == board()) solve_wanted_ = hint_wanted_ = solution_wanted_ = false;
            continue;
        }
        learn_path(from, r.moves, r.optimal);
    }
    learn_from_trail();
    if (!par_) {
        if (const Known* k = known(start()); k != nullptr && k->exact) par_ = k->distance;
    }
    if (solve_wanted_ && next_move(board())) {
        solve_wanted_ = false;
        if (hint_wanted_) {
            hint_wanted_ = false;
            message_due_ = true;
            solution_due_ = false;
            set_highlight(tile_moved_by(*next_move(board())));
        } else if (solution_wanted_) {
            solution_wanted_ = false;
            message_due_ = solution_due_ = true;
        }
    }
    schedule();
    return true;
}

// --- What is known of the boards.

FifteenBackend::Key FifteenBackend::key_of(const SBoard& b) {
    return Key(b.cells().begin(), b.cells().begin() + b.cell_count());
}

SBoard FifteenBackend::board_of(const Key& k) const {
    return SBoard(size(), std::vector<int>(k.begin(), k.end()));
}

const FifteenBackend::Known* FifteenBackend::known(const SBoard& b) const {
    const auto it = known_.find(key_of(b));
    return it == known_.end() ? nullptr : &it->second;
}

std::optional<Move> FifteenBackend::next_move(const SBoard& b) const {
    const Known* k = known(b);
    if (k == nullptr) return std::nullopt;
    return k->next;
}

void FifteenBackend::learn_path(const SBoard& from, const std::vector<Move>& moves, bool optimal) {
    // Every board on an optimal path is as far from the goal as the rest of the path is long,
    // and the path's next move is an optimal one from it. A good path's boards learn its moves
    // and how long the rest of it is, and no distance.
    SBoard b = from;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        Known& k = known_[key_of(b)];
        // An optimal path met, or a shorter good one: keep it (the rest of a good path from each
        // board only shortens, so following the moves always ends at the goal).
        if (!optimal && k.next && (k.exact || k.distance <= static_cast<int>(moves.size() - i)))
            break;
        k = Known{static_cast<int>(moves.size() - i), moves[i], optimal};
        b.apply(moves[i]);
    }
}

std::vector<Move> FifteenBackend::shorter_known_way(const SBoard& from,
                                                    std::vector<Move> moves) const {
    if (walk_.empty()) return moves;
    // The boards of the walk and of the trail, each joined to the one after it when they are a
    // move apart: the fewest moves from the goal to each, by a breadth-first search.
    std::unordered_map<Key, std::size_t> index;
    std::vector<const Key*> keys;
    std::vector<std::vector<std::size_t>> next;
    const auto node = [&](const Key& k) {
        const auto [it, added] = index.emplace(k, next.size());
        if (added) {
            keys.push_back(&it->first);
            next.emplace_back();
        }
        return it->second;
    };
    const auto join = [&](const Key& a, const Key& b) {
        const std::size_t i = node(a);
        const std::size_t j = node(b);
        next[i].push_back(j);
        next[j].push_back(i);
    };
    for (std::size_t i = 1; i < walk_.size(); ++i)
        join(walk_[i - 1], walk_[i]);
    for (std::size_t i = 1; i < trail_.size(); ++i)
        if (joined_[i]) join(trail_[i - 1], trail_[i]);
    const auto start = index.find(key_of(from));
    const auto target = index.find(key_of(goal()));
    if (start == index.end() || target == index.end()) return moves;
    std::vector<int> far(next.size(), -1);
    far[target->second] = 0;
    std::deque<std::size_t> queue{target->second};
    while (!queue.empty()) {
        const std::size_t at = queue.front();
        queue.pop_front();
        for (const std::size_t n : next[at])
            if (far[n] < 0) {
                far[n] = far[at] + 1;
                queue.push_back(n);
            }
    }
    const int length = far[start->second];
    if (length < 0 || length >= static_cast<int>(moves.size())) return moves;
    // Down from `from`, a board one nearer each move.
    std::vector<Move> way;
    SBoard board = from;
    for (std::size_t at = start->second; far[at] > 0;) {
        const auto down = std::find_if(next[at].begin(), next[at].end(),
                                       [&](std::size_t n) { return far[n] == far[at] - 1; });
        const SBoard to = board_of(*keys[*down]);
        for (const Move m : kAllMoves)
            if (board.can_move(m) && board.moved(m) == to) {
                way.push_back(m);
                break;
            }
        board = to;
        at = *down;
    }
    return way;
}

void FifteenBackend::learn_from_trail() {
    // Two boards of the trail n moves apart, with no break between, whose distances differ by n:
    // every move between them went the same way, each one move nearer (or further), so the
    // boards between are as far as their places say.
    // The last board of the run so far whose distance is known (kNone: none).
    constexpr std::size_t kNone = static_cast<std::size_t>(-1);
    std::size_t last = kNone;
    for (std::size_t i = 0; i < trail_.size(); ++i) {
        if (!joined_[i]) last = kNone;
        const auto it = known_.find(trail_[i]);
        if (it == known_.end() || !it->second.exact) continue;
        const int to = it->second.distance;
        if (last != kNone && i - last > 1) {
            const int from = known_.at(trail_[last]).distance;
            const int apart = static_cast<int>(i - last);
            if (std::abs(to - from) == apart) {
                const int step = to > from ? 1 : -1;
                for (std::size_t j = last + 1; j < i; ++j)
                    known_.emplace(trail_[j],
                                   Known{from + step * static_cast<int>(j - last), {}, true});
            }
        }
        last = i;
    }
}

void FifteenBackend::note_board() {
    const Key k = key_of(board());
    if (!trail_.empty() && trail_.back() == k) return;
    bool joined = false;
    if (!trail_.empty()) {
        const SBoard before = board_of(trail_.back());
        for (const Move m : kAllMoves)
            joined = joined || (before.can_move(m) && before.moved(m) == board());
    }
    trail_.push_back(k);
    joined_.push_back(joined);
}

void FifteenBackend::build_large_tables_in_background() {
    large_in_background_ = true;
    if (at_home()) solver_->tables.build_large_in_background();
}

shell::Update FifteenBackend::tick(TimePoint now, Lang lang) {
    now_ = now;
    const int percent = solver_->tables.background_percent();
    const bool progressed = percent != shown_percent_;
    shown_percent_ = percent;
    shell::Update update;
    // While thinking, the bound shown may have grown.
    update.changed = take_results() || hint_wanted_ || solution_wanted_ || progressed;
    update.message = take_message(lang);
    return update;
}

std::optional<FifteenBackend::TimePoint> FifteenBackend::wake_at() const {
    if (solver_->tables.background_percent() >= 0) return now_ + std::chrono::seconds(1);
    if (worker_->pending()) return now_ + kPoll;
    return std::nullopt;
}

shell::Update FifteenBackend::finish_work(Lang lang) {
    shell::Update update;
    for (;;) {
        worker_->wait();
        if (!take_results()) break;  // taking them may ask for more (the par after a hint)
        update.changed = true;
    }
    update.message = take_message(lang);
    return update;
}

std::optional<std::string> FifteenBackend::take_message(Lang lang) {
    if (!message_due_) return std::nullopt;
    message_due_ = false;
    if (!next_move(board())) return std::nullopt;
    return solution_due_ ? solution_text(lang) : hint_text(lang);
}

std::optional<std::string> FifteenBackend::alert(Lang lang) const {
    const FifteenTexts& t = fifteen_texts(lang);
    if (!hint_wanted_ && !solve_wanted_) {
        const int percent = solver_->tables.background_percent();
        if (percent < 0) return std::nullopt;
        return shell::fill(t.building_large, {{"percent", std::to_string(percent)}});
    }
    if (solver_->building.load(std::memory_order_relaxed)) {
        // The other sizes' tables say how far their build is (nothing while they are read).
        const int percent = solver_->four ? -1 : sliding::table_build_percent();
        if (percent < 0) return std::string(t.building);
        return shell::fill(t.building_percent, {{"percent", std::to_string(percent)}});
    }
    const int bound = solver_->bound.load(std::memory_order_relaxed);
    if (bound <= 0) return std::string(t.thinking);
    return shell::fill(t.thinking_bound, {{"moves", shell::count_moves(lang, bound)}});
}

// --- The puzzle.

void FifteenBackend::started() {
    par_.reset();
    known_.clear();
    known_[key_of(goal())] = Known{0, {}, true};
    given_up_.clear();
    trail_.clear();
    joined_.clear();
    walk_.clear();
    note_board();
    solve_wanted_ = hint_wanted_ = solution_wanted_ = message_due_ = false;
    schedule();  // the par, worked out on the side
}

void FifteenBackend::board_changed() {
    note_board();
    message_due_ = false;
    schedule();
}

void FifteenBackend::deal(const std::string& level, base::Rng& rng) {
    const std::vector<std::string> names = levels();
    for (std::size_t i = 0; i < 3; ++i) {
        if (names[i] != level) continue;
        // The 4x4's levels are bands of par; every other size's, walks from the goal.
        if (at_home())
            set_start(to_sliding(deal_in_band(from_sliding(goal()), kLevelBands[i], rng)));
        else {
            // Beyond 16 cells the walk is kept: back along it is a way to the goal that the
            // hints take when the near-optimal solver's is longer.
            std::vector<SBoard> walk;
            set_start(sliding::random_walk(goal(), walk_length(size(), i), rng,
                                           exact() ? nullptr : &walk));
            for (const SBoard& b : walk)
                walk_.push_back(key_of(b));
        }
        return;
    }
    set_start(sliding::random_board(goal(), rng));
}

base::Status FifteenBackend::check_level(const std::string& level) const {
    const std::vector<std::string> names = levels();
    for (std::size_t i = 0; i < std::size(kLevelBands) && at_home(); ++i) {
        if (names[i] != level) continue;
        const Board start = from_sliding(this->start());
        const Board goal = from_sliding(this->goal());
        const ParBand band = kLevelBands[i];
        if (may_deal_in_band(start, goal, band)) return base::ok();
        const std::string bound = std::to_string(moves_bound(start, goal));
        const std::string pars =
            std::to_string(band.min) + " to " + std::to_string(band.max) + " moves";
        if (moves_bound(start, goal) > band.max)
            return base::Error{"the puzzle needs at least " + bound +
                               " moves, and every deal of the level's needs " + pars};
        return base::Error{"the puzzle is not sure to need " + std::to_string(band.min) +
                           " moves (its lower bound is " + bound +
                           "), and every deal of the level's is proved to need " + pars};
    }
    // Random, and the walks of other sizes: any board.
    for (const std::string& known : names)
        if (known == level) return base::ok();
    return base::Error{"not a level of the 15-puzzle"};
}

// --- Hints and the solver.

std::string FifteenBackend::hint_text(Lang lang) const {
    const Known& k = *known(board());
    return hint_words(lang,
                      k.exact ? sliding::sliding_texts(lang).hint : fifteen_texts(lang).hint_good,
                      *next_move(board()), k.distance - 1);
}

std::optional<shell::Help> FifteenBackend::hint(Lang lang) {
    const bool counted = !hint_wanted_;  // H again while it is worked out is the same request
    take_results();
    if (const auto m = next_move(board())) {
        set_highlight(tile_moved_by(*m));
        return shell::Help{hint_text(lang), counted};
    }
    solve_wanted_ = hint_wanted_ = true;
    solution_wanted_ = false;
    schedule();
    // The alert says that it thinks, and how far it has come, for as long as it does: the
    // message stays empty until the answer takes its place (a second "Thinking" line said the
    // same thing again).
    return shell::Help{std::string(), counted};
}

std::string FifteenBackend::solution_text(Lang lang) const {
    // Optimal moves one after the other: each leads to a board of a path found, which knows its
    // own next move (a path's boards are learned whole), down to the goal.
    std::vector<Move> rest;
    SBoard b = board();
    for (int left = known(board())->distance; left > 0; --left) {  // (each is one nearer)
        const auto m = next_move(b);
        if (!m) break;
        rest.push_back(*m);
        b.apply(*m);
    }
    return solution_words(lang,
                          known(board())->exact ? sliding::sliding_texts(lang).solution
                                                : fifteen_texts(lang).solution_good,
                          rest);
}

std::optional<shell::Help> FifteenBackend::solution(Lang lang) {
    const bool counted = !solution_wanted_;
    take_results();
    if (next_move(board())) return shell::Help{solution_text(lang), counted};
    solve_wanted_ = solution_wanted_ = true;
    hint_wanted_ = false;
    schedule();
    return shell::Help{std::string(), counted};  // the alert says that it thinks, as for a hint
}

std::optional<int> FifteenBackend::penalty(int moves) const {
    if (exact()) return std::nullopt;
    return moves;
}

std::string FifteenBackend::penalty_text(Lang lang, int count) const {
    return shell::count_moves(lang, count);
}

shell::Step FifteenBackend::solver_step() {
    take_results();
    if (solved()) return shell::Step::None;
    const auto m = next_move(board());
    if (!m) {  // the move is worked out on the side
        solve_wanted_ = true;
        schedule();
        return shell::Step::Waiting;
    }
    play(*m);
    return shell::Step::Moved;
}

std::optional<int> FifteenBackend::distance() const {
    const Known* k = known(board());
    if (k == nullptr || !k->exact) return std::nullopt;
    return k->distance;
}

std::optional<int> FifteenBackend::distance_of(std::string_view snapshot) const {
    // A snapshot is the board's compact form: read without the checks of a board from outside,
    // as only a board learned here is found.
    const std::vector<int> cells = sliding::snapshot_cells(snapshot);
    if (cells.size() != static_cast<std::size_t>(size().cells())) return std::nullopt;
    Key k;
    for (const int v : cells) {
        if (v < 0) return std::nullopt;
        k += static_cast<char>(v);
    }
    const auto it = known_.find(k);
    if (it == known_.end() || !it->second.exact) return std::nullopt;
    return it->second.distance;
}

// --- Drawing.

std::string FifteenBackend::title(Lang lang) const {
    const FifteenTexts& t = fifteen_texts(lang);
    if (at_home()) return std::string(t.title);
    return shell::fill(t.title_sized, {{"size", sliding::size_text(size())}});
}

std::pair<int, int> FifteenBackend::board_size() const {
    return sliding::grid_size(grid(), true);
}

std::vector<std::string> FifteenBackend::help(Lang lang, const shell::Style& style) const {
    const FifteenTexts& t = fifteen_texts(lang);
    // Other sizes than 4x4: their levels are walks, and their par is known up to 16 cells.
    std::string note = at_home()
                           ? std::string(style.color ? t.help_colour : t.help_plain)
                           : shell::fill(style.color ? t.help_sized_colour : t.help_sized_plain,
                                         {{"easy", std::to_string(walk_length(size(), 0))},
                                          {"medium", std::to_string(walk_length(size(), 1))},
                                          {"hard", std::to_string(walk_length(size(), 2))}});
    return help_lines(lang, {std::string(t.help_sizes)}, std::move(note));
}

std::vector<std::string> FifteenBackend::variants() const {
    std::vector<std::string> sizes;
    for (const sliding::Size s : kSizes)
        sizes.push_back(sliding::size_text(s));
    return sizes;
}

std::string FifteenBackend::variant() const {
    return sliding::size_text(size());
}

std::string FifteenBackend::variant_level_name(const std::string& variant, const std::string& level,
                                               Lang lang) const {
    // The 4x4 is the 15-puzzle, as the title says: its level alone, as before sizes.
    if (variant == sliding::size_text(kSize)) return level_name(level, lang);
    // Chinese sets Latin letters and digits off from the characters around them: "新的 5x5 中等局".
    return (lang == Lang::Zh ? " " : "") + variant + " " + level_name(level, lang);
}

void FifteenBackend::take_variant(const std::string& variant) {
    const std::optional<sliding::Size> s = sliding::parse_size(variant);
    if (!s || *s == size()) return;
    // The goal of the new size is the usual one: a goal given for another size cannot be.
    set_goal(SBoard::goal(*s));
    if (at_home() && large_in_background_) solver_->tables.build_large_in_background();
    set_start(goal());  // until the deal that follows
}

}  // namespace ninegrid::fifteen
