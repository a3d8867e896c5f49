// SPDX-License-Identifier: MIT
// `ninegrid solve --trace`: a search's steps as lines for a person or as JSON Lines.
#pragma once

#include <cstdint>
#include <memory>
#include <ostream>
#include <string>

#include "base/json.hpp"
#include "ninegrid/eight/solve.hpp"
#include "ninegrid/eight/trace.hpp"

namespace ninegrid::eight {

// How many steps --trace shows when --limit is not given, and the most it accepts.
inline constexpr std::uint64_t kDefaultTraceLimit = 20;
inline constexpr std::uint64_t kMaxTraceLimit = 1'000'000;

// A trace that writes each of its first `limit` steps to `out` as the search makes it: aligned
// lines (text) or one JSON object per line (json).
std::unique_ptr<SearchTrace> make_trace_writer(std::ostream& out, const Solver& solver,
                                               std::uint64_t limit, bool json);

// The lines that open a text trace after its title: what its columns mean for this search.
std::string trace_legend(const Solver& solver);
// The line that closes a text trace (after its steps, before the result): how many steps were
// not shown; empty when every step was.
std::string trace_footer(const SearchTrace& trace);
// The members a JSON trace adds to the final object: steps, steps_shown, steps_not_shown.
void write_trace_counts(base::JsonWriter& json, const SearchTrace& trace);

}  // namespace ninegrid::eight
