// SPDX-License-Identifier: MIT
// The link game as a game of the shell: a cursor and a selection over the engine's board, the
// path of each removal drawn for a moment, shuffles, and the exact solver on a worker thread
// that tells after every move whether the board can still be cleared.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "base/rng.hpp"
#include "base/worker.hpp"
#include "games/link/commands.hpp"
#include "ninegrid/link/board.hpp"
#include "ninegrid/link/generate.hpp"
#include "ninegrid/link/hint.hpp"
#include "ninegrid/link/solver.hpp"
#include "shell/backend.hpp"

namespace ninegrid::link {

class LinkBackend final : public shell::Backend {
  public:
    using TimePoint = std::chrono::steady_clock::time_point;
    // How long the path of a removal stays on the board.
    static constexpr std::chrono::milliseconds kPathShown{450};
    // Positions the worker examines after a move before it gives up (answering "unknown"), on
    // boards of up to 144 tiles (8x18); see analysis_budget().
    static constexpr std::uint64_t kAnalysisBudget = kDefaultBudget;
    // The budget for a board of `tiles` tiles: kAnalysisBudget up to 144, then less with the
    // square of the tiles (a position costs about that much more), at least 1000. It bounds the
    // time a pipe waits after a move on a huge board (a pipe's output must not depend on time).
    static std::uint64_t analysis_budget(int tiles) noexcept;
    // Positions the solver may take to prove a deal clearable before it is dealt again. Most
    // deals of every level are decided in tens of positions, but a few take thousands, at up to
    // 40 us each: with 200, a hard deal is on the screen within about 20 ms at worst (50 ms
    // without the border), where 20000 took up to 0.75 s (docs/link.md). Boards of more than
    // kMaxSearchedTiles tiles (144, the hard level's size) are not searched: they are built
    // clearable (build_clearable), within a second at every size up to 64x64.
    static constexpr std::uint64_t kDealBudget = 200;
    // How long H and P wait for the worker's answer before they act without it: a key is never
    // held up longer than this.
    static constexpr std::chrono::milliseconds kKeyWait{250};
    // How many pairs of the clearing order L lists. A whole order (72 pairs on the hard board) is
    // more than the message lines of a 80x24 window hold and more than anyone reads ahead: the
    // next ten, about two lines, are what a player can act on; L again lists the next ten.
    static constexpr int kSolutionShown = 10;

    // `any`: plain random deals, not only clearable ones. `start`: a given board (the shell
    // then does not deal).
    LinkBackend(Rules rules, bool any, std::optional<Board> start);
    ~LinkBackend() override;
    LinkBackend(const LinkBackend&) = delete;
    LinkBackend& operator=(const LinkBackend&) = delete;

    // Deals `size` instead of the level's size for as long as the level dealt is `level` (a key
    // for a level ends it): --rows, --cols, --kinds, and Z. The level's own size is the level.
    void set_size(Size size, std::string level);

    // What the player sees and the tests check.
    const Board& board() const noexcept { return board_; }
    const Rules& rules() const noexcept { return rules_; }
    Point cursor() const noexcept { return cursor_; }
    std::optional<Point> selection() const noexcept { return selected_; }
    int shuffles() const noexcept { return shuffles_; }
    // The pair whose path is drawn now (a removal for a moment, or a hint), if any.
    std::optional<Pair> shown_path() const;
    // Whether the board can still be cleared, as far as the solver has told: Solved (yes),
    // Unsolvable (no), Unknown (not yet, or it could not decide).
    Verdict outlook() const noexcept { return outlook_; }
    // The solver's verdict on the board is still to come (or to be taken in by tick()).
    bool analysing() const { return worker_.pending(); }

    std::vector<std::string> levels() const override;
    std::string level_name(const std::string& level, shell::Lang lang) const override;
    void deal(const std::string& level, base::Rng& rng) override;
    std::string code() const override;
    std::string save_code() const override;
    base::Status load(std::string_view save_code) override;
    // A deal of any level is a full board of the kinds A, B, ... each as often as the others
    // (link::deal); one of another size than the level's is that level at a size of its own
    // (--rows, --cols, --kinds), and take_level() deals and keeps records at that size.
    base::Status check_level(const std::string& level) const override;
    void take_level(const std::string& level) override;
    std::optional<int> par() const override { return std::nullopt; }
    std::string snapshot() const override;
    // A shuffle counts no move; a pair taken counts one.
    int moves_between(std::string_view before, std::string_view after) const override;
    base::Status restore(std::string_view snapshot) override;
    base::Status check_snapshot(std::string_view snapshot) const override;
    bool solved() const override { return board_.empty(); }
    shell::Reply key(const term::Key& key, shell::Lang lang, const shell::Layout& layout) override;
    std::optional<shell::Help> hint(shell::Lang lang) override;
    // L: the next kSolutionShown pairs of the solver's clearing order, "A:1,2-1,5  B:3,4-4,4 ...",
    // and how many follow; the first is marked on the board as a hint is. While the solver is
    // still at it, says so and gives the list as tick()'s (finish_work()'s) message.
    std::optional<shell::Help> solution(shell::Lang lang) override;
    shell::Step solver_step() override;
    std::optional<int> distance() const override;
    std::string title(shell::Lang lang) const override;
    std::vector<std::string> draw(const shell::Style& style, bool compact) const override;
    std::vector<std::string> draw_plain() const override;
    std::vector<std::string> notes(shell::Lang lang) const override;
    std::string key_line(shell::Lang lang) const override;
    std::vector<std::string> help(shell::Lang lang, const shell::Style& style) const override;
    shell::Update tick(TimePoint now, shell::Lang lang) override;
    std::optional<TimePoint> wake_at() const override;
    shell::Update finish_work(shell::Lang lang) override;
    std::string status(shell::Lang lang) const override;
    std::optional<std::string> alert(shell::Lang lang) const override;
    std::string win_line(shell::Lang lang, const std::string& time, int hints) const override;
    std::optional<int> penalty(int /*moves*/) const override { return shuffles_; }
    std::string penalty_text(shell::Lang lang, int count) const override;
    std::string record_level(const std::string& level) const override;
    // "hard+gravity", "easy+rows=10+cols=16+kinds=30+no-border+any".
    std::optional<std::string> custom_id() const override;
    std::string deal_params(const std::string& level) const override;
    std::pair<int, int> board_size() const override;
    // Z: the board sizes of board_sizes(), "8x10" ... "16x30"; the levels' keys deal their own
    // sizes again, and Z deals a level's size at that level, KShisen's other sizes at hard (as
    // the hard level, four tiles a kind).
    std::vector<std::string> variants() const override;
    // The size dealt, or its code ("12x10/5") when it is not one of variants().
    std::string variant() const override;
    // `level` in the size dealt now (variant()): as level_name() names it, as its records are
    // kept; in another size (Z's, a level key's): as a deal of it will be named.
    std::string variant_level_name(const std::string& variant, const std::string& level,
                                   shell::Lang lang) const override;
    void take_variant(const std::string& variant) override;
    std::optional<std::string> level_variant(const std::string& level) const override;
    std::string variant_level(const std::string& variant, const std::string& level) const override;

  private:
    // The board is the deal as it came, move 0 (no removal and no shuffle since; undo brings it
    // back exactly): there is nothing to undo, and what helps a board that cannot be cleared is
    // F, not U.
    bool at_start() const noexcept { return shuffles_ == 0 && board_.tiles() == start_.tiles(); }
    void set_start(Board start);
    void board_changed();  // a removal, a shuffle, a restore: the solver starts again
    void start_analysis();
    void stop_analysis();
    bool take_analysis();  // the worker's answer on the board, if it has come
    // Waits at most `limit` for the worker; true when its answer is in (or none was asked).
    bool await_analysis(std::chrono::milliseconds limit);
    // What L says of the board as the solver knows it now (the order, or why there is none).
    shell::Help solution_text(shell::Lang lang);
    // The answer to an L still waiting, once the solver's verdict is in.
    std::optional<std::string> take_solution(shell::Lang lang);
    shell::Reply select(Point at, shell::Lang lang);
    shell::Reply remove(Point a, Point b, const Path& path, shell::Lang lang);
    shell::Reply shuffle_tiles(shell::Lang lang);
    shell::Reply click(const term::Key& key, shell::Lang lang, const shell::Layout& layout);
    // Whether a window of `cols` columns needs the narrow form of the board (two columns a
    // cell).
    bool narrow(int cols) const;

    Rules rules_;
    std::optional<Size> size_;
    std::string size_level_;
    std::optional<Size> next_size_;  // Z's size, for the deal that follows take_variant()
    bool any_;
    Board start_;
    Board board_;
    int shuffles_ = 0;
    Point cursor_;
    std::optional<Point> selected_;
    base::Rng rng_;  // shuffles
    TimePoint now_{};
    // The removal just made, drawn on the board as it was, until `until`.
    struct Flash {
        Board before;
        Pair pair;
        TimePoint until;
    };
    std::optional<Flash> flash_;
    std::optional<Pair> hint_;      // shown until the board changes
    bool solution_wanted_ = false;  // L was pressed while the solver was at it: tell when it ends

    // What the solver knows of board_: the verdict and, when Solved, a clearing order from it.
    Verdict outlook_ = Verdict::Unknown;
    std::vector<Removal> order_;
    bool dead_ = false;  // tiles left and no pair to remove
    // The solver on its worker, deciding the board as it was when asked.
    using Worker = base::LatestJobWorker<Board, Solution>;
    Worker worker_;  // last: stopped before the rest goes
};

}  // namespace ninegrid::link
