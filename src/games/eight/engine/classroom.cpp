// SPDX-License-Identifier: MIT
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
#include "tracing.hpp"

namespace ninegrid::eight {

using detail::Node;
using detail::NoTrace;
using detail::Packed;
using detail::Tracing;

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
template <typename Tracer>
class Probes {
  public:
    // `blind`: h is 0 (iterative deepening), so the bound is a depth and the trace shows no h.
    Probes(const TileCosts& costs, Packed goal, std::uint64_t node_limit, SearchStats& stats,
           bool blind, Tracer& tracer)
        : costs_(costs),
          goal_(goal),
          node_limit_(node_limit),
          stats_(stats),
          blind_(blind),
          tracer_(tracer) {}

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
        if constexpr (Tracer::kOn) trace(n, g, h, last, bound);
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
    // The expansion of `n` as the probe is about to make it: its children are told before the
    // first of them is searched, each within the bound (searched next, depth-first) or beyond.
    void trace(const Node& n, int g, int h, int last, int bound) {
        const int shown_h = blind_ ? -1 : h;
        tracer_.expand(n.board, g, shown_h, blind_ ? -1 : g + h, path_.size() + 1);
        TraceStep* step = tracer_.step();
        if (step == nullptr) return;
        step->bound = bound;
        step->goal = n.board == goal_;
        for (Move m : kAllMoves) {
            Node child;
            if (step->goal || undoes(m, last) || !detail::child_of(n, m, child)) continue;
            const int child_h = detail::child_h(costs_, n, child, h);
            const bool beyond = g + 1 + child_h > bound;
            tracer_.child(static_cast<int>(m), child.board, g + 1, blind_ ? -1 : child_h,
                          blind_ ? -1 : g + 1 + child_h,
                          !beyond  ? ChildStatus::Descend
                          : blind_ ? ChildStatus::OverDepth
                                   : ChildStatus::OverBound);
        }
        if (!step->goal) tracer_.undo(last);
        tracer_.end();
    }

    const TileCosts& costs_;
    Packed goal_;
    std::uint64_t node_limit_;
    SearchStats& stats_;
    bool blind_;
    Tracer& tracer_;
    std::vector<Move> path_;
    bool found_ = false;
    bool out_of_nodes_ = false;
};

template <typename Tracer>
Solution iterative_deepening(const State& start, const State& goal, const TileCosts& costs,
                             std::uint64_t node_limit, bool blind, Tracer& tracer) {
    const auto started = Clock::now();
    if (auto done = trivial(start, goal, started)) return *done;
    Solution solution;
    solution.solvable = true;
    const Node root = detail::node_of(start);
    const int h = heuristic_value(costs, start);
    Probes<Tracer> probes(costs, detail::pack(goal.cells()), node_limit, solution.stats, blind,
                          tracer);
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

// What a best-first search does with a child it reaches by a path of g moves, given what it
// knew of the board (`old`, when `seen`).
ChildStatus best_first_status(Revisit revisit, bool seen, const Record& old,
                              std::uint32_t g) noexcept {
    if (!seen) return ChildStatus::New;
    if (revisit == Revisit::Never) return ChildStatus::Visited;
    if (revisit == Revisit::WhileOpen && old.closed) return ChildStatus::Closed;  // never reopened
    return old.g <= g ? ChildStatus::Stale : ChildStatus::Improved;
}

// One loop for greedy, weighted A* and A* with a closed set: key = g_weight * g + h_weight * h.
template <typename Tracer>
Solution best_first(BestFirstBuffers& buf, const State& start, const State& goal,
                    const TileCosts& costs, double g_weight, double h_weight, Revisit revisit,
                    Tracer& tracer) {
    const auto started = Clock::now();
    if (auto done = trivial(start, goal, started)) return *done;
    Solution solution;
    solution.solvable = true;
    SearchStats& stats = solution.stats;

    buf.seen.clear();
    std::vector<Entry>& heap = buf.heap;
    heap.clear();
    std::uint64_t pushes = 0;
    const auto key = [&](std::uint32_t g, int h) { return g_weight * g + h_weight * h; };
    const auto push = [&](std::uint32_t g, int h, const Node& n) {
        heap.push_back({key(g, h), g_weight > 0 ? g : 0, g, h, pushes++, n});
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
        const int eg = static_cast<int>(e.g);
        // Stale: the board was reached by a shorter path since, or already expanded by this one.
        if (e.g > r.g || r.closed) {
            tracer.skip(e.g > r.g ? StepKind::StalePop : StepKind::ClosedPop, e.node.board, eg, e.h,
                        e.key, heap.size(), e.g > r.g ? static_cast<int>(r.g) : -1);
            continue;
        }
        r.closed = true;
        ++stats.expanded;
        tracer.expand(e.node.board, eg, e.h, e.key, heap.size());
        // The goal is accepted when taken from the heap, as A* must; greedy could stop when it
        // is generated, but the same rule for all keeps their counts comparable.
        if (e.node.board == goal_board) {
            if (TraceStep* step = tracer.step()) step->goal = true;
            tracer.end();
            found = true;
            break;
        }
        const int last = r.move;
        for (Move m : kAllMoves) {
            Node child;
            if (undoes(m, last) || !detail::child_of(e.node, m, child)) continue;
            ++stats.generated;
            const std::uint32_t g = e.g + 1;
            const bool seen = buf.seen.has(child.rank);
            const Record& old = buf.seen.at(child.rank);
            const ChildStatus status = best_first_status(revisit, seen, old, g);
            if constexpr (Tracer::kOn) {
                const int h = detail::child_h(costs, e.node, child, e.h);
                if (TraceChild* c = tracer.child(static_cast<int>(m), child.board,
                                                 static_cast<int>(g), h, key(g, h), status)) {
                    if (seen) c->known_g = static_cast<int>(old.g);
                }
            }
            if (status != ChildStatus::New && status != ChildStatus::Improved) continue;
            buf.seen.set(child.rank, Record{g, static_cast<std::uint8_t>(m), false});
            push(g, detail::child_h(costs, e.node, child, e.h), child);
        }
        tracer.undo(last);
        tracer.end();
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

Solution IdaStarSolver::solve(const State& start, const State& goal, SearchTrace& trace) const {
    Tracing tracer(trace);
    return iterative_deepening(start, goal, heuristic_costs(heuristic_, goal), node_limit_, false,
                               tracer);
}

Solution IdaStarSolver::solve_with(const State& start, const State& goal,
                                   const TileCosts& costs) const {
    NoTrace tracer;
    return iterative_deepening(start, goal, costs, node_limit_, false, tracer);
}

// ----- iterative deepening -----

IddfsSolver::IddfsSolver(std::uint64_t node_limit) : node_limit_(node_limit) {}

Solution IddfsSolver::solve(const State& start, const State& goal) const {
    // With h = 0 the bound is the depth, and each probe that fails raises it by one.
    NoTrace tracer;
    return iterative_deepening(start, goal, TileCosts{}, node_limit_, true, tracer);
}

Solution IddfsSolver::solve(const State& start, const State& goal, SearchTrace& trace) const {
    Tracing tracer(trace);
    return iterative_deepening(start, goal, TileCosts{}, node_limit_, true, tracer);
}

// ----- bidirectional BFS -----

namespace {

struct Reached {
    std::uint8_t depth = 0;       // moves from its side's root (the trace shows it)
    std::uint8_t move = kNoMove;  // the move that reached the board from its side's root
};

}  // namespace

struct BidirectionalSolver::Buffers {
    detail::StampedTable<Reached> side[2];  // 0: from the start, 1: from the goal
    std::vector<Node> layer[2];
    std::vector<Node> next;

    template <typename Tracer>
    Solution search(const State& start, const State& goal, Tracer& tracer);
};

BidirectionalSolver::BidirectionalSolver() : buffers_(std::make_unique<Buffers>()) {}
BidirectionalSolver::~BidirectionalSolver() = default;
BidirectionalSolver::BidirectionalSolver(BidirectionalSolver&&) noexcept = default;
BidirectionalSolver& BidirectionalSolver::operator=(BidirectionalSolver&&) noexcept = default;

Solution BidirectionalSolver::solve(const State& start, const State& goal) {
    NoTrace tracer;
    return buffers_->search(start, goal, tracer);
}

Solution BidirectionalSolver::solve(const State& start, const State& goal, SearchTrace& trace) {
    Tracing tracer(trace);
    return buffers_->search(start, goal, tracer);
}

template <typename Tracer>
Solution BidirectionalSolver::Buffers::search(const State& start, const State& goal,
                                              Tracer& tracer) {
    const auto started = Clock::now();
    if (auto done = trivial(start, goal, started)) return *done;
    Solution solution;
    solution.solvable = true;
    SearchStats& stats = solution.stats;

    Buffers& buf = *this;
    const Node roots[2] = {detail::node_of(start), detail::node_of(goal)};
    int depth[2] = {0, 0};
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
        for (std::size_t i = 0; i < buf.layer[s].size(); ++i) {
            const Node& n = buf.layer[s][i];
            ++stats.expanded;
            tracer.expand(n.board, depth[s], -1, -1,
                          buf.layer[s].size() - i - 1 + buf.layer[1 - s].size() + buf.next.size());
            if (TraceStep* step = tracer.step()) step->side = s;
            for (Move m : kAllMoves) {
                Node child;
                if (!detail::child_of(n, m, child)) continue;
                ++stats.generated;
                const bool fresh = !mine.has(child.rank);
                if (fresh) {
                    mine.set(child.rank, Reached{static_cast<std::uint8_t>(depth[s] + 1),
                                                 static_cast<std::uint8_t>(m)});
                    buf.next.push_back(child);
                }
                TraceChild* c = tracer.child(static_cast<int>(m), child.board, depth[s] + 1, -1, -1,
                                             fresh ? ChildStatus::New : ChildStatus::Visited);
                // Both sides hold whole layers, so every meeting of this layer is a shortest
                // path (see the class comment): the first one is the answer.
                if (other.has(child.rank)) {
                    if (c != nullptr) c->meeting = depth[s] + 1 + other.at(child.rank).depth;
                    meeting = child;
                    met = true;
                    break;
                }
            }
            tracer.end();
            stats.max_frontier = std::max<std::uint64_t>(
                stats.max_frontier, buf.layer[0].size() + buf.layer[1].size() + buf.next.size());
            if (met) break;
        }
        if (met) break;
        std::swap(buf.layer[s], buf.next);
        ++depth[s];
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

Solution GreedySolver::solve(const State& start, const State& goal, SearchTrace& trace) {
    Tracing tracer(trace);
    return best_first(*buffers_, start, goal, manhattan_costs(goal), 0, 1, Revisit::Never, tracer);
}

Solution GreedySolver::solve_with(const State& start, const State& goal, const TileCosts& costs) {
    NoTrace tracer;
    return best_first(*buffers_, start, goal, costs, 0, 1, Revisit::Never, tracer);
}

// ----- weighted A* -----

struct WeightedAStarSolver::Buffers : BestFirstBuffers {};

WeightedAStarSolver::WeightedAStarSolver(double weight)
    : weight_(weight), buffers_(std::make_unique<Buffers>()) {}
WeightedAStarSolver::~WeightedAStarSolver() = default;
WeightedAStarSolver::WeightedAStarSolver(WeightedAStarSolver&&) noexcept = default;
WeightedAStarSolver& WeightedAStarSolver::operator=(WeightedAStarSolver&&) noexcept = default;

Solution WeightedAStarSolver::solve(const State& start, const State& goal) {
    NoTrace tracer;
    return best_first(*buffers_, start, goal, manhattan_costs(goal), 1, weight_, Revisit::Always,
                      tracer);
}

Solution WeightedAStarSolver::solve(const State& start, const State& goal, SearchTrace& trace) {
    Tracing tracer(trace);
    return best_first(*buffers_, start, goal, manhattan_costs(goal), 1, weight_, Revisit::Always,
                      tracer);
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

Solution ClosedAStarSolver::solve(const State& start, const State& goal, SearchTrace& trace) {
    Tracing tracer(trace);
    return best_first(*buffers_, start, goal, heuristic_costs(heuristic_, goal), 1, 1,
                      Revisit::WhileOpen, tracer);
}

Solution ClosedAStarSolver::solve_with(const State& start, const State& goal,
                                       const TileCosts& costs) {
    NoTrace tracer;
    return best_first(*buffers_, start, goal, costs, 1, 1, Revisit::WhileOpen, tracer);
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

    template <typename Tracer>
    Solution search(const State& start, const State& goal, Tracer& tracer);
};

PrunedBfsSolver::PrunedBfsSolver() : buffers_(std::make_unique<Buffers>()) {}
PrunedBfsSolver::~PrunedBfsSolver() = default;
PrunedBfsSolver::PrunedBfsSolver(PrunedBfsSolver&&) noexcept = default;
PrunedBfsSolver& PrunedBfsSolver::operator=(PrunedBfsSolver&&) noexcept = default;

Solution PrunedBfsSolver::solve(const State& start, const State& goal) {
    NoTrace tracer;
    return buffers_->search(start, goal, tracer);
}

Solution PrunedBfsSolver::solve(const State& start, const State& goal, SearchTrace& trace) {
    Tracing tracer(trace);
    return buffers_->search(start, goal, tracer);
}

template <typename Tracer>
Solution PrunedBfsSolver::Buffers::search(const State& start, const State& goal, Tracer& tracer) {
    const auto started = Clock::now();
    if (auto done = trivial(start, goal, started)) return *done;
    Solution solution;
    solution.solvable = true;
    SearchStats& stats = solution.stats;

    Buffers& buf = *this;
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
        const std::size_t frontier = buf.queue.size() - head - 1;
        if (q.depth == kPrunedMaxDepth) {  // the handout gives up past depth 50
            tracer.skip(StepKind::DepthLimit, q.node.board, q.depth, q.misplaced, -1, frontier, -1);
            continue;
        }
        ++stats.expanded;
        tracer.expand(q.node.board, q.depth, q.misplaced, -1, frontier);
        for (Move m : kAllMoves) {
            Node child;
            if (undoes(m, q.last) || !detail::child_of(q.node, m, child)) continue;
            ++stats.generated;
            const int misplaced = misplaced_cells(child.board, goal_board);
            const auto trace_child = [&](ChildStatus status) {
                if (TraceChild* c = tracer.child(static_cast<int>(m), child.board, q.depth + 1,
                                                 misplaced, -1, status)) {
                    if (status == ChildStatus::Misplaced) c->misplaced_limit = q.misplaced + 1;
                    c->goal = child.board == goal_board;
                }
            };
            if (misplaced > q.misplaced + 1) {  // the "superior node" rule
                trace_child(ChildStatus::Misplaced);
                continue;
            }
            if (buf.reached.has(child.rank)) {
                trace_child(ChildStatus::Visited);
                continue;
            }
            trace_child(ChildStatus::New);
            buf.reached.set(child.rank, static_cast<std::uint8_t>(m));
            buf.queue.push_back(Queued{child, q.depth + 1, static_cast<int>(m), misplaced});
            if (child.board == goal_board) {
                found = true;
                break;
            }
        }
        tracer.undo(q.last);
        tracer.end();
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
