// SPDX-License-Identifier: MIT
// `solve --batch` for any game: boards from standard input one per line, one answer line each,
// written in chunks, stopped at the first read or write that fails, totals on standard error.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <type_traits>

#include "base/command.hpp"

namespace ninegrid::base {

// A batch line may hold this many bytes; a board needs a few dozen. A longer line is skipped
// without being kept, so a batch runs in bounded memory whatever it is fed.
inline constexpr std::size_t kMaxBatchLine = 4096;

// How one line was answered.
// GaveUp: a search that stops at a limit stopped before it found the path a board has.
enum class BatchAnswer { Solved, Unsolvable, GaveUp, Error };

// Appends the answer to a line that is not a board: "error: MESSAGE", or with `json`
// {"input": LINE, "error": MESSAGE} (`input` null: a line too long to keep), and a newline.
void append_batch_error(std::string& out, bool json, const std::string* input,
                        std::string_view message);

// How one line of a chunk was answered, and where its answer ends: the size of the output
// just after it.
struct BatchAnswered {
    BatchAnswer how = BatchAnswer::Error;
    std::size_t end = 0;
};

// What a game does with a chunk of lines, for a game that answers many at once faster than one
// by one: up to `max_lines` lines (at least 1) at a time, none of them blank or too long, whose
// whole answer lines (newline included) it appends to `out` in their order, saying for each
// line i how it was answered and where its answer ends (answered[i]).
struct BatchChunk {
    void* context;
    void (*answer)(void* context, const std::string* lines, std::size_t count, std::string& out,
                   BatchAnswered* answered);
    std::size_t max_lines;
};

// What a game does with one line: parse it, solve it, append its whole answer line (newline
// included) to `out`, and say how it was answered. Blank and too-long lines never reach it.
struct BatchLine {
    void* context;
    BatchAnswer (*answer)(void* context, const std::string& line, std::string& out);
};

// Reads io.in to its end, answering its lines in chunks with `chunk`; blank lines (spaces and
// tabs only) get no answer and are counted as skipped, a line too long to keep is answered with
// an error in its place. The answers' lines are for programs, so they stay English. Writes
// "WHO: 4 lines: 2 solved, 1 unsolvable, 1 error in 2.41 ms" (", 1 gave up" after
// "unsolvable" when a search did) to io.err, or "WHO: stopped after 4
// lines: ..." after a read or a write that failed, the lines counted being those whose answers
// were all written (the ones after them to read from, to go on). Returns kExitUsage when a line
// was not a board or the batch stopped, else kExitOk. The output is written in pieces of a
// little over 64 KB, each ending with a whole line's answer, wherever the chunks end.
int run_batch(Io io, std::string_view who, bool json, BatchChunk chunk);

// The same with the lines answered one at a time.
int run_batch(Io io, std::string_view who, bool json, BatchLine line);

// run_batch with any callable `BatchAnswer(const std::string& line, std::string& out)`.
template <class F>
int run_batch(Io io, std::string_view who, bool json, F&& answer) {
    using Fn = std::remove_reference_t<F>;
    return run_batch(io, who, json,
                     BatchLine{const_cast<void*>(static_cast<const void*>(&answer)),
                               [](void* f, const std::string& line, std::string& out) {
                                   return (*static_cast<Fn*>(f))(line, out);
                               }});
}

// run_batch with any callable `void(const std::string* lines, std::size_t count,
// std::string& out, BatchAnswered* answered)` taking up to `max_lines` lines at a time.
template <class F>
int run_batch_chunks(Io io, std::string_view who, bool json, std::size_t max_lines, F&& answer) {
    using Fn = std::remove_reference_t<F>;
    return run_batch(io, who, json,
                     BatchChunk{const_cast<void*>(static_cast<const void*>(&answer)),
                                [](void* f, const std::string* lines, std::size_t count,
                                   std::string& out, BatchAnswered* answered) {
                                    (*static_cast<Fn*>(f))(lines, count, out, answered);
                                },
                                max_lines});
}

}  // namespace ninegrid::base
