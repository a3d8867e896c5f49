// The teaching searches: IDA*, iterative deepening, bidirectional BFS, the best-first family
// (greedy, weighted A*, A* with a closed set) and the handout's pruned BFS. Written for reading
// first; each keeps its per-board records in a rank-indexed table that is cleared by a stamp.
#include "ninegrid/eight/classroom.hpp"

#include <algorithm>
#include <climits>
#include <stdexcept>
#include <vector>

#include "ninegrid/eight/solvability.hpp"
#include "search_node.hpp"

namespace ninegrid::eight {

using detail::Node;
using detail::Packed;

namespace {

using Clock = std::chrono::steady_clock;

// "No move yet", for the start of a search: never the opposite of a real move (m ^ 1).
constexpr int kNoMove = detail::kNoMove;

bool undoes(Move m, int last) noexcept {
    return static_cast<int>(m) == (last ^ 1);
}

// A Solution for a start and goal of different parity, or for start == goal; nothing when there
// is something to search.
std::optional<Solution> trivial(const State& start, const State& goal, Clock::time_point started) {
    Solution solution;
    solution.solvable = is_solvable(start, goal);
    if (solution.solvable && start != goal) return std::nullopt;
    solution.stats.elapsed = Clock::now() - started;
    return solution;
}

// ----- IDA* and iterative deepening -----

// The probes of one IDA* search. A probe walks depth-first from the start and never beyond
// f = g + h > bound; it returns the smallest f it met beyond the bound (INT_MAX: none), so the
// next probe can take that as its bound.
class Probes {
  public:
    Probes(const TileCosts& costs, Packed goal, std::uint64_t node_limit, SearchStats& stats)
        : costs_(costs), goal_(goal), node_limit_(node_limit), stats_(stats) {}

    bool found() const noexcept { return found_; }
    bool out_of_nodes() const noexcept { return out_of_nodes_; }
    const std::vector<Move>& path() const noexcept { return path_; }

    int probe(const Node& n, int g, int h, int last, int bound) {
        const int f = g + h;
        if (f > bound) return f;
        if (stats_.expanded == node_limit_) {
            out_of_nodes_ = true;
            return INT_MAX;
        }
        ++stats_.expanded;
        stats_.max_frontier = std::max<std::uint64_t>(stats_.max_frontier, path_.size() + 1);
        if (n.board == goal_) {
            found_ = true;
            return f;
        }
        int beyond = INT_MAX;
        for (Move m : kAllMoves) {
            Node child;
            if (undoes(m, last) || !detail::child_of(n, m, child)) continue;
            ++stats_.generated;
            path_.push_back(m);
            const int t = probe(child, g + 1, detail::child_h(costs_, n, child, h),
                                static_cast<int>(m), bound);
            if (found_ || out_of_nodes_) return t;
            path_.pop_back();
            beyond = std::min(beyond, t);
        }
        return beyond;
    }

  private:
    const TileCosts& costs_;
    Packed goal_;
    std::uint64_t node_limit_;
    SearchStats& stats_;
    std::vector<Move> path_;
    bool found_ = false;
    bool out_of_nodes_ = false;
};

Solution iterative_deepening(const State& start, const State& goal, const TileCosts& costs,
                             std::uint64_t node_limit) {
    const auto started = Clock::now();
    if (auto done = trivial(start, goal, started)) return *done;
    Solution solution;
    solution.solvable = true;
    const Node root = detail::node_of(start);
    const int h = heuristic_value(costs, start);
    Probes probes(costs, detail::pack(goal.cells()), node_limit, solution.stats);
    for (int bound = h;;) {
        const int beyond = probes.probe(root, 0, h, kNoMove, bound);
        if (probes.found()) {
            solution.moves = probes.path();
            break;
        }
        if (probes.out_of_nodes()) {
            solution.gave_up = true;
            break;
        }
        if (beyond == INT_MAX) {
            throw std::logic_error("IDA* saw every path without meeting a goal of equal parity");
        }
        bound = beyond;
    }
    solution.stats.elapsed = Clock::now() - started;
    return solution;
}

// ----- the best-first family -----

// What a best-first search does with a board it reaches again.
enum class Revisit {
    Never,      // greedy: the first path to a board is its path
    WhileOpen,  // A* with a closed set: a shorter path replaces the old one until it is expanded
    Always,     // A*'s bestG rule: a shorter path is always taken, reopening an expanded board
};

struct Record {
    std::uint32_t g = 0;
    std::uint8_t move = kNoMove;  // the move that reached the board by that g
    bool closed = false;          // expanded with that g
};

struct Entry {
    double key = 0;
    std::uint32_t depth_tie = 0;  // g where the key holds g (the deeper goes first), else 0
    std::uint32_t g = 0;
    int h = 0;
    std::uint64_t order = 0;  // pushes so far: ties go to the earlier push
    Node node;
};

// The heap's order: the smallest key on top, then (for the A*s) the larger g, then the earlier
// push. Greedy's key has no g in it, and preferring depth there would only lengthen its paths.
struct Later {
    bool operator()(const Entry& a, const Entry& b) const noexcept {
        if (a.key != b.key) return a.key > b.key;
        if (a.depth_tie != b.depth_tie) return a.depth_tie < b.depth_tie;
        return a.order > b.order;
    }
};

struct BestFirstBuffers {
    detail::StampedTable<Record> seen;
    std::vector<Entry> heap;
};

// One loop for greedy, weighted A* and A* with a closed set: key = g_weight * g + h_weight * h.
Solution best_first(BestFirstBuffers& buf, const State& start, const State& goal,
                    const TileCosts& costs, double g_weight, double h_weight, Revisit revisit) {
    const auto started = Clock::now();
    if (auto done = trivial(start, goal, started)) return *done;
    Solution solution;
    solution.solvable = true;
    SearchStats& stats = solution.stats;

    buf.seen.clear();
    std::vector<Entry>& heap = buf.heap;
    heap.clear();
    std::uint64_t pushes = 0;
    const auto push = [&](std::uint32_t g, int h, const Node& n) {
        heap.push_back({g_weight * g + h_weight * h, g_weight > 0 ? g : 0, g, h, pushes++, n});
        std::push_heap(heap.begin(), heap.end(), Later{});
    };
    const Node root = detail::node_of(start);
    const Packed goal_board = detail::pack(goal.cells());
    buf.seen.set(root.rank, Record{});
    push(0, heuristic_value(costs, start), root);
    stats.max_frontier = 1;

    bool found = false;
    while (!heap.empty()) {
        std::pop_heap(heap.begin(), heap.end(), Later{});
        const Entry e = heap.back();
        heap.pop_back();
        Record& r = buf.seen.at(e.node.rank);
        // Stale: the board was reached by a shorter path since, or already expanded by this one.
        if (e.g > r.g || r.closed) continue;
        r.closed = true;
        ++stats.expanded;
        // The goal is accepted when taken from the heap, as A* must; greedy could stop when it
        // is generated, but the same rule for all keeps their counts comparable.
        if (e.node.board == goal_board) {
            found = true;
            break;
        }
        const int last = r.move;
        for (Move m : kAllMoves) {
            Node child;
            if (undoes(m, last) || !detail::child_of(e.node, m, child)) continue;
            ++stats.generated;
            const std::uint32_t g = e.g + 1;
            if (buf.seen.has(child.rank)) {
                const Record& old = buf.seen.at(child.rank);
                if (revisit == Revisit::Never) continue;
                if (revisit == Revisit::WhileOpen && old.closed) continue;  // never reopened
                if (old.g <= g) continue;
            }
            buf.seen.set(child.rank, Record{g, static_cast<std::uint8_t>(m), false});
            push(g, detail::child_h(costs, e.node, child, e.h), child);
        }
        stats.max_frontier = std::max<std::uint64_t>(stats.max_frontier, heap.size());
    }
    if (!found) {
        throw std::logic_error(
            "a best-first search exhausted the space without meeting a goal of equal parity");
    }
    solution.moves = detail::path_back(goal, root.rank, [&](std::uint32_t rank) {
        return static_cast<Move>(buf.seen.at(rank).move);
    });
    stats.elapsed = Clock::now() - started;
    return solution;
}

}  // namespace

// ----- IDA* -----

IdaStarSolver::IdaStarSolver(Heuristic h, std::uint64_t node_limit)
    : heuristic_(h), node_limit_(node_limit) {}

Solution IdaStarSolver::solve(const State& start, const State& goal) const {
    return solve_with(start, goal, heuristic_costs(heuristic_, goal));
}

Solution IdaStarSolver::solve_with(const State& start, const State& goal,
                                   const TileCosts& costs) const {
    return iterative_deepening(start, goal, costs, node_limit_);
}

// ----- iterative deepening -----

IddfsSolver::IddfsSolver(std::uint64_t node_limit) : node_limit_(node_limit) {}

Solution IddfsSolver::solve(const State& start, const State& goal) const {
    // With h = 0 the bound is the depth, and each probe that fails raises it by one.
    return iterative_deepening(start, goal, TileCosts{}, node_limit_);
}

// ----- bidirectional BFS -----

namespace {

struct Reached {
    std::uint8_t move = kNoMove;  // the move that reached the board from its side's root
};

}  // namespace

struct BidirectionalSolver::Buffers {
    detail::StampedTable<Reached> side[2];  // 0: from the start, 1: from the goal
    std::vector<Node> layer[2];
    std::vector<Node> next;
};

BidirectionalSolver::BidirectionalSolver() : buffers_(std::make_unique<Buffers>()) {}
BidirectionalSolver::~BidirectionalSolver() = default;
BidirectionalSolver::BidirectionalSolver(BidirectionalSolver&&) noexcept = default;
BidirectionalSolver& BidirectionalSolver::operator=(BidirectionalSolver&&) noexcept = default;

Solution BidirectionalSolver::solve(const State& start, const State& goal) {
    const auto started = Clock::now();
    if (auto done = trivial(start, goal, started)) return *done;
    Solution solution;
    solution.solvable = true;
    SearchStats& stats = solution.stats;

    Buffers& buf = *buffers_;
    const Node roots[2] = {detail::node_of(start), detail::node_of(goal)};
    for (int s = 0; s < 2; ++s) {
        buf.side[s].clear();
        buf.side[s].set(roots[s].rank, Reached{});
        buf.layer[s].assign(1, roots[s]);
    }
    stats.max_frontier = 2;
    bool met = false;
    Node meeting;
    while (!met) {
        const int s = buf.layer[0].size() <= buf.layer[1].size() ? 0 : 1;
        if (buf.layer[s].empty()) {
            throw std::logic_error("bidirectional BFS ran out of boards before the sides met");
        }
        detail::StampedTable<Reached>& mine = buf.side[s];
        const detail::StampedTable<Reached>& other = buf.side[1 - s];
        buf.next.clear();
        for (const Node& n : buf.layer[s]) {
            ++stats.expanded;
            for (Move m : kAllMoves) {
                Node child;
                if (!detail::child_of(n, m, child)) continue;
                ++stats.generated;
                if (!mine.has(child.rank)) {
                    mine.set(child.rank, Reached{static_cast<std::uint8_t>(m)});
                    buf.next.push_back(child);
                }
                // Both sides hold whole layers, so every meeting of this layer is a shortest
                // path (see the class comment): the first one is the answer.
                if (other.has(child.rank)) {
                    meeting = child;
                    met = true;
                    break;
                }
            }
            stats.max_frontier = std::max<std::uint64_t>(
                stats.max_frontier, buf.layer[0].size() + buf.layer[1].size() + buf.next.size());
            if (met) break;
        }
        if (met) break;
        std::swap(buf.layer[s], buf.next);
    }

    // From the start to the meeting by the start's links, then on to the goal by undoing the
    // goal side's links.
    const State meet = detail::state_of(meeting.board);
    solution.moves = detail::path_back(meet, roots[0].rank, [&](std::uint32_t rank) {
        return static_cast<Move>(buf.side[0].at(rank).move);
    });
    State s = meet;
    for (std::uint32_t rank = meeting.rank; rank != roots[1].rank; rank = cantor_rank(s)) {
        const Move m = opposite(static_cast<Move>(buf.side[1].at(rank).move));
        solution.moves.push_back(m);
        s.apply(m);
    }
    stats.elapsed = Clock::now() - started;
    return solution;
}

// ----- greedy best-first -----

struct GreedySolver::Buffers : BestFirstBuffers {};

GreedySolver::GreedySolver() : buffers_(std::make_unique<Buffers>()) {}
GreedySolver::~GreedySolver() = default;
GreedySolver::GreedySolver(GreedySolver&&) noexcept = default;
GreedySolver& GreedySolver::operator=(GreedySolver&&) noexcept = default;

Solution GreedySolver::solve(const State& start, const State& goal) {
    return solve_with(start, goal, manhattan_costs(goal));
}

Solution GreedySolver::solve_with(const State& start, const State& goal, const TileCosts& costs) {
    return best_first(*buffers_, start, goal, costs, 0, 1, Revisit::Never);
}

// ----- weighted A* -----

struct WeightedAStarSolver::Buffers : BestFirstBuffers {};

WeightedAStarSolver::WeightedAStarSolver(double weight)
    : weight_(weight), buffers_(std::make_unique<Buffers>()) {}
WeightedAStarSolver::~WeightedAStarSolver() = default;
WeightedAStarSolver::WeightedAStarSolver(WeightedAStarSolver&&) noexcept = default;
WeightedAStarSolver& WeightedAStarSolver::operator=(WeightedAStarSolver&&) noexcept = default;

Solution WeightedAStarSolver::solve(const State& start, const State& goal) {
    return best_first(*buffers_, start, goal, manhattan_costs(goal), 1, weight_, Revisit::Always);
}

// ----- A* with a closed set -----

struct ClosedAStarSolver::Buffers : BestFirstBuffers {};

ClosedAStarSolver::ClosedAStarSolver(Heuristic h)
    : heuristic_(h), buffers_(std::make_unique<Buffers>()) {}
ClosedAStarSolver::~ClosedAStarSolver() = default;
ClosedAStarSolver::ClosedAStarSolver(ClosedAStarSolver&&) noexcept = default;
ClosedAStarSolver& ClosedAStarSolver::operator=(ClosedAStarSolver&&) noexcept = default;

Solution ClosedAStarSolver::solve(const State& start, const State& goal) {
    return solve_with(start, goal, heuristic_costs(heuristic_, goal));
}

Solution ClosedAStarSolver::solve_with(const State& start, const State& goal,
                                       const TileCosts& costs) {
    return best_first(*buffers_, start, goal, costs, 1, 1, Revisit::WhileOpen);
}

// ----- the handout's pruned BFS -----

int misplaced_cells(const State& s, const State& goal) noexcept {
    int n = 0;
    for (int cell = 0; cell < kCells; ++cell)
        n += s[cell] != goal[cell];
    return n;
}

namespace {

int misplaced_cells(Packed b, Packed goal) noexcept {
    int n = 0;
    for (int cell = 0; cell < kCells; ++cell)
        n += detail::cell_of(b, cell) != detail::cell_of(goal, cell);
    return n;
}

struct Queued {
    Node node;
    int depth = 0;
    int last = kNoMove;
    int misplaced = 0;
};

}  // namespace

struct PrunedBfsSolver::Buffers {
    detail::StampedTable<std::uint8_t> reached;  // the move that first reached each board
    std::vector<Queued> queue;
};

PrunedBfsSolver::PrunedBfsSolver() : buffers_(std::make_unique<Buffers>()) {}
PrunedBfsSolver::~PrunedBfsSolver() = default;
PrunedBfsSolver::PrunedBfsSolver(PrunedBfsSolver&&) noexcept = default;
PrunedBfsSolver& PrunedBfsSolver::operator=(PrunedBfsSolver&&) noexcept = default;

Solution PrunedBfsSolver::solve(const State& start, const State& goal) {
    const auto started = Clock::now();
    if (auto done = trivial(start, goal, started)) return *done;
    Solution solution;
    solution.solvable = true;
    SearchStats& stats = solution.stats;

    Buffers& buf = *buffers_;
    const Node root = detail::node_of(start);
    const Packed goal_board = detail::pack(goal.cells());
    buf.reached.clear();
    buf.reached.set(root.rank, kNoMove);
    buf.queue.assign(1, Queued{root, 0, kNoMove, misplaced_cells(root.board, goal_board)});
    stats.max_frontier = 1;
    bool found = false;
    // The queue is a vector read from the front: every board it ever held stays in it.
    for (std::size_t head = 0; head < buf.queue.size() && !found; ++head) {
        const Queued q = buf.queue[head];
        if (q.depth == kPrunedMaxDepth) continue;  // the handout gives up past depth 50
        ++stats.expanded;
        for (Move m : kAllMoves) {
            Node child;
            if (undoes(m, q.last) || !detail::child_of(q.node, m, child)) continue;
            ++stats.generated;
            const int misplaced = misplaced_cells(child.board, goal_board);
            if (misplaced > q.misplaced + 1) continue;  // the "superior node" rule
            if (buf.reached.has(child.rank)) continue;
            buf.reached.set(child.rank, static_cast<std::uint8_t>(m));
            buf.queue.push_back(Queued{child, q.depth + 1, static_cast<int>(m), misplaced});
            if (child.board == goal_board) {
                found = true;
                break;
            }
        }
        stats.max_frontier =
            std::max<std::uint64_t>(stats.max_frontier, buf.queue.size() - head - 1);
    }
    if (found) {
        solution.moves = detail::path_back(goal, root.rank, [&](std::uint32_t rank) {
            return static_cast<Move>(buf.reached.at(rank));
        });
    } else {
        solution.gave_up = true;
    }
    stats.elapsed = Clock::now() - started;
    return solution;
}

}  // namespace ninegrid::eight
