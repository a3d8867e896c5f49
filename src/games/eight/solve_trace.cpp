// SPDX-License-Identifier: MIT
// `ninegrid solve --trace`: each step a search reports, written as it is made.
#include "games/eight/solve_trace.hpp"

#include <cstdint>

#include "games/eight/format.hpp"
#include "ninegrid/eight/board_text.hpp"

namespace ninegrid::eight {

namespace {

// Whether the search numbers its probes by a depth (iterative deepening) or a bound on f.
bool depth_probes(const Solver& solver) {
    return solver.algorithm() == Algorithm::Iddfs;
}

// What TraceStep::h holds: the heuristic, or the handout's count of misplaced cells.
const char* h_name(const Solver& solver) {
    return solver.algorithm() == Algorithm::Pruned ? "misplaced" : "h";
}

std::string padded(std::string s, std::size_t width) {
    if (s.size() < width) s.resize(width, ' ');
    return s;
}

std::string right(const std::string& s, std::size_t width) {
    return s.size() < width ? std::string(width - s.size(), ' ') + s : s;
}

std::string step_kind_name(StepKind k) {
    switch (k) {
        case StepKind::Expand:
            return "expand";
        case StepKind::StalePop:
            return "stale";
        case StepKind::ClosedPop:
            return "closed";
        case StepKind::DepthLimit:
            return "limit";
    }
    return "?";
}

std::string status_name(ChildStatus s) {
    switch (s) {
        case ChildStatus::New:
            return "new";
        case ChildStatus::Improved:
            return "improved";
        case ChildStatus::Stale:
            return "stale";
        case ChildStatus::Closed:
            return "closed";
        case ChildStatus::Visited:
            return "visited";
        case ChildStatus::Descend:
            return "descend";
        case ChildStatus::Undo:
            return "undo";
        case ChildStatus::OverBound:
            return "over_bound";
        case ChildStatus::OverDepth:
            return "over_depth";
        case ChildStatus::Misplaced:
            return "misplaced";
    }
    return "?";
}

std::string side_name(int side) {
    return side == 0 ? "start" : "goal";
}

class TraceWriter : public SearchTrace {
  public:
    TraceWriter(std::ostream& out, const Solver& solver, std::uint64_t limit, bool json)
        : SearchTrace(limit),
          out_(out),
          solver_(solver),
          json_(json),
          number_width_(std::to_string(limit).size()) {}

  protected:
    void on_step(const TraceStep& step) override {
        if (json_) {
            write_json(step);
        } else {
            write_text(step);
        }
    }

  private:
    // "g  3  h 12  f 15": the fields the search has, each in its column, blank where a board
    // has none (a child that is not generated).
    std::string fields(int g, int h, double f) const {
        const Algorithm a = solver_.algorithm();
        const bool has_h = a != Algorithm::Bfs && a != Algorithm::Bidir && a != Algorithm::Iddfs;
        const bool has_f = has_h && a != Algorithm::Pruned;
        const std::string h_label = std::string("  ") + h_name(solver_) + " ";
        std::string s = "g " + right(std::to_string(g), 2);
        if (has_h) {
            s += h >= 0 ? h_label + right(std::to_string(h), 2)
                        : std::string(h_label.size() + 2, ' ');
        }
        if (has_f) {
            const std::size_t width = a == Algorithm::WAStar ? 5 : 2;
            s += f >= 0 ? "  f " + padded(right(number_text(f), 2), width)
                        : std::string(4 + width, ' ');
        }
        return s;
    }

    std::string child_note(const TraceStep& step, const TraceChild& c) const {
        std::string note;
        const std::string known = std::to_string(c.known_g);
        switch (c.status) {
            case ChildStatus::New:
                note = "new";
                break;
            case ChildStatus::Improved:
                note = "improved: a shorter path than g " + known;
                break;
            case ChildStatus::Stale:
                note = "stale: reached before with g " + known;
                break;
            case ChildStatus::Closed:
                note = "closed: expanded before, never reopened";
                break;
            case ChildStatus::Visited:
                note = c.known_g >= 0 ? "visited: reached before with g " + known
                                      : "visited: reached before";
                break;
            case ChildStatus::Descend:
                note = depth_probes(solver_) ? "within the limit: searched next"
                                             : "within the bound: searched next";
                break;
            case ChildStatus::Undo:
                note = "pruned: undoes the last move, not generated";
                break;
            case ChildStatus::OverBound:
                note = "pruned: f " + number_text(c.f) + " > bound " + std::to_string(step.bound);
                break;
            case ChildStatus::OverDepth:
                note = "pruned: depth " + std::to_string(c.g) + " > limit " +
                       std::to_string(step.bound);
                break;
            case ChildStatus::Misplaced:
                note = "pruned: " + std::to_string(c.h) + " misplaced > " +
                       std::to_string(c.misplaced_limit) + " (the parent's + 1)";
                break;
        }
        if (c.meeting >= 0) {
            note += ", meets the " + side_name(1 - step.side) +
                    "'s side: " + std::to_string(c.meeting) + " moves";
        }
        if (c.goal) note += ", the goal: the search stops";
        return note;
    }

    std::string step_note(const TraceStep& step) const {
        std::string note = "frontier " + std::to_string(step.frontier);
        if (step.side >= 0) note += ", " + side_name(step.side) + "'s side";
        switch (step.kind) {
            case StepKind::Expand:
                if (step.goal) note += "   the goal: the search stops";
                break;
            case StepKind::StalePop:
                note += "   skipped: a shorter path (g " + std::to_string(step.known_g) +
                        ") was found after it was queued";
                break;
            case StepKind::ClosedPop:
                note += "   skipped: expanded before";
                break;
            case StepKind::DepthLimit:
                note +=
                    "   not expanded: depth " + std::to_string(step.g) + " is the handout's limit";
                break;
        }
        return note;
    }

    void write_text(const TraceStep& step) {
        if (step.bound != bound_) {
            bound_ = step.bound;
            out_ << (depth_probes(solver_) ? "probe to depth " : "probe with bound f <= ")
                 << step.bound << '\n';
        }
        const std::string head = "step " + right(std::to_string(step.number), number_width_);
        const std::string indent(head.size() + 2, ' ');
        out_ << head << "  " << padded(step_kind_name(step.kind), 7) << to_inline(step.board)
             << "   " << fields(step.g, step.h, step.f) << "   " << step_note(step) << '\n';
        for (const TraceChild& c : step.children) {
            out_ << indent << padded(std::string(1, move_letter(c.move)), 7) << to_inline(c.board)
                 << "   " << fields(c.g, c.h, c.f) << "   " << child_note(step, c) << '\n';
        }
    }

    // The fields that only some steps have are left out when they do not apply.
    void write_fields(base::JsonWriter& j, int g, int h, double f) const {
        j.key("g").number(g);
        if (h >= 0) j.key(solver_.algorithm() == Algorithm::Pruned ? "misplaced" : "h").number(h);
        if (f < 0) return;
        const auto whole = static_cast<std::int64_t>(f);
        if (static_cast<double>(whole) == f) {
            j.key("f").number(whole);
        } else {
            j.key("f").number(f, 3);
        }
    }

    void write_json(const TraceStep& step) {
        base::JsonWriter j;
        j.begin_object();
        j.key("type").string("step");
        j.key("step").number(step.number);
        j.key("kind").string(step_kind_name(step.kind));
        j.key("board").string(to_compact(step.board));
        write_fields(j, step.g, step.h, step.f);
        j.key("frontier").number(step.frontier);
        if (step.bound >= 0)
            j.key(depth_probes(solver_) ? "depth_limit" : "bound").number(step.bound);
        if (step.side >= 0) j.key("side").string(side_name(step.side));
        if (step.known_g >= 0) j.key("known_g").number(step.known_g);
        if (step.goal) j.key("goal").boolean(true);
        if (step.kind == StepKind::Expand) {
            j.key("children").begin_array();
            for (const TraceChild& c : step.children) {
                j.begin_object();
                j.key("move").string(std::string(1, move_letter(c.move)));
                j.key("board").string(to_compact(c.board));
                write_fields(j, c.g, c.h, c.f);
                j.key("status").string(status_name(c.status));
                if (c.known_g >= 0) j.key("known_g").number(c.known_g);
                if (c.misplaced_limit >= 0) j.key("misplaced_limit").number(c.misplaced_limit);
                if (c.meeting >= 0) j.key("meeting").number(c.meeting);
                if (c.goal) j.key("goal").boolean(true);
                j.end_object();
            }
            j.end_array();
        }
        j.end_object();
        out_ << j.str() << '\n';
    }

    std::ostream& out_;
    const Solver& solver_;
    bool json_;
    std::size_t number_width_;
    int bound_ = -1;  // the probe of the last step written
};

}  // namespace

std::unique_ptr<SearchTrace> make_trace_writer(std::ostream& out, const Solver& solver,
                                               std::uint64_t limit, bool json) {
    return std::make_unique<TraceWriter>(out, solver, limit, json);
}

std::string trace_legend(const Solver& solver) {
    std::string s = "g: moves from the start";
    switch (solver.algorithm()) {
        case Algorithm::Bfs:
            s += " (the layer); each layer is expanded by the blank's cell, not first in first "
                 "out";
            break;
        case Algorithm::Bidir:
            s += " or from the goal (its side's layer)";
            break;
        case Algorithm::Iddfs:
            s += "; each probe searches depth-first again from the start";
            break;
        case Algorithm::Pruned:
            s += ", misplaced: cells off their goal cell, the blank's included";
            break;
        case Algorithm::Greedy:
            s += ", h: Manhattan distance, f: the key, h alone";
            break;
        case Algorithm::WAStar:
            s += ", h: Manhattan distance, f = g + " + number_text(solver.weight()) + " h";
            break;
        case Algorithm::Ida:
            s += ", h: Manhattan distance, f = g + h; each probe searches depth-first again";
            break;
        default:
            s += std::string(", h: ") +
                 (solver.heuristic() == Heuristic::Manhattan ? "Manhattan distance"
                                                             : "misplaced tiles") +
                 ", f = g + h";
            break;
    }
    s += solver.algorithm() == Algorithm::Ida || solver.algorithm() == Algorithm::Iddfs
             ? "\nfrontier: the boards on the path being searched, this one included\n"
             : "\nfrontier: the boards waiting, once this one was taken\n";
    return s;
}

std::string trace_footer(const SearchTrace& trace) {
    const std::uint64_t hidden = trace.steps() - trace.shown();
    if (hidden == 0) return {};
    return "... and " + std::to_string(hidden) + (hidden == 1 ? " more step" : " more steps") +
           " not shown (--limit " + std::to_string(trace.limit()) + ")\n";
}

void write_trace_counts(base::JsonWriter& json, const SearchTrace& trace) {
    json.key("steps").number(trace.steps());
    json.key("steps_shown").number(trace.shown());
    json.key("steps_not_shown").number(trace.steps() - trace.shown());
}

}  // namespace ninegrid::eight
