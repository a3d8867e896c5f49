// SPDX-License-Identifier: MIT
// The batch loop every game's `solve --batch` runs: bounded lines in, answers out in chunks.
#include "base/batch.hpp"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <ostream>
#include <utility>
#include <vector>

#include "base/json.hpp"
#include "base/lines.hpp"
#include "base/output.hpp"
#include "base/progress.hpp"
#include "base/text.hpp"
#include "os/files.hpp"

namespace ninegrid::base {

namespace {

// The buffer is written once it holds more than this.
constexpr std::size_t kSendAfter = std::size_t{1} << 16;

// How the lines of a batch were answered.
struct BatchCounts {
    std::uint64_t solved = 0;
    std::uint64_t unsolvable = 0;
    std::uint64_t gave_up = 0;
    std::uint64_t errors = 0;
    std::uint64_t skipped = 0;  // blank lines

    std::uint64_t lines() const noexcept {
        return solved + unsolvable + gave_up + errors + skipped;
    }
    BatchCounts& operator+=(const BatchCounts& o) noexcept {
        solved += o.solved;
        unsolvable += o.unsolvable;
        gave_up += o.gave_up;
        errors += o.errors;
        skipped += o.skipped;
        return *this;
    }
};

// A line of nothing but spaces and tabs: no board, and no mistake either.
bool is_blank(const std::string& line) {
    if (!line.empty() && line[0] != ' ' && line[0] != '\t') return false;  // most lines
    return line.find_first_not_of(" \t") == std::string::npos;
}

// "4 lines: 2 solved, 1 unsolvable, 1 error in 2.41 ms" (", 1 gave up" after "unsolvable" when
// a search stopped at its limit, ", 1 skipped" when blank lines were),
// or "stopped after 4 lines: ..." when a read or a write failed: `c` counts the lines whose
// answers were written, and `lost` the lines after them that were answered but whose answers
// went down with the write that failed.
std::string batch_totals(const BatchCounts& c, bool stopped, std::uint64_t lost,
                         std::chrono::nanoseconds elapsed) {
    const std::uint64_t lines = c.lines();
    return std::string(stopped ? "stopped after " : "") + std::to_string(lines) +
           (lines == 1 ? " line: " : " lines: ") + std::to_string(c.solved) + " solved, " +
           std::to_string(c.unsolvable) + " unsolvable, " +
           (c.gave_up > 0 ? std::to_string(c.gave_up) + " gave up, " : std::string()) +
           std::to_string(c.errors) + (c.errors == 1 ? " error" : " errors") +
           (c.skipped > 0 ? ", " + std::to_string(c.skipped) + " skipped" : std::string()) +
           " in " + format_duration(elapsed, utf8_locale()) +
           (lost > 0 ? "; the answers to " + std::to_string(lost) +
                           (lost == 1 ? " more line were" : " more lines were") +
                           " lost when the write failed"
                     : std::string());
}

}  // namespace

void append_batch_error(std::string& out, bool json, const std::string* input,
                        std::string_view message) {
    if (json) {
        JsonWriter w;
        w.begin_object().key("input");
        if (input) {
            w.string(*input);
        } else {
            w.null();  // a line too long to keep
        }
        w.key("error").string(message).end_object();
        out += w.str();
        out += '\n';
    } else {
        out += "error: ";
        out += message;
        out += '\n';
    }
}

int run_batch(Io io, std::string_view who, bool json, BatchChunk chunk) {
    const auto started = std::chrono::steady_clock::now();
    // How many lines are answered, for a person who waits on a long batch: only when the lines
    // come from a file or a pipe and the answers go to one, so that the line drawn on standard
    // error never mixes with what is typed or printed on the terminal.
    Progress progress(io.err, progress_shown(io) && !os::is_terminal(0) && !os::is_terminal(1),
                      std::string(who) + ':');
    const std::size_t max_lines = std::max<std::size_t>(chunk.max_lines, 1);
    BatchCounts written;  // lines whose answers are out
    BatchCounts pending;  // lines whose answers wait in `buffer`
    std::vector<std::string> lines(max_lines);
    std::vector<std::uint64_t> blanks_before(max_lines);  // blank lines just before each line
    std::vector<BatchAnswered> answered(max_lines);
    std::string buffer;    // written out in pieces: one syscall per line would dominate
    std::size_t sent = 0;  // the bytes of `buffer` already written
    std::string write_problem;
    // Writes the buffer up to `end`: the answers to every line counted so far.
    const auto send = [&](std::size_t end) {
        const Status out =
            write_output(io.out, std::string_view(buffer).substr(sent, end - sent), io.lang);
        sent = end;
        if (!out) {
            write_problem = out.error();
            return false;
        }
        written += pending;
        pending = {};
        return true;
    };
    // As if each line were written to the buffer and the buffer sent once it holds over 64 KB:
    // where the output is cut, and so what a failed write loses, is the same whatever the chunks.
    const auto answered_up_to = [&](std::size_t end) {
        return end - sent <= kSendAfter || send(end);
    };
    LineReader reader(io.in, kMaxBatchLine);
    int read_problem = 0;
    bool more = true;
    bool first_line = true;
    while (more) {
        // A chunk: lines that are neither blank nor too long, ended early by a line too long
        // (answered after them, in its place) or by the end of the input.
        std::size_t count = 0;
        std::uint64_t blanks = 0;
        bool too_long = false;
        std::string too_long_problem;
        while (count < max_lines) {
            LineRead read = reader.next(lines[count]);
            if (read.status == LineRead::Status::End) {
                more = false;
                break;
            }
            if (read.status == LineRead::Status::Error) {
                read_problem = read.error;
                more = false;
                break;
            }
            // A file saved by an editor that starts UTF-8 with a byte order mark: the mark is
            // no part of the first board.
            if (first_line) {
                first_line = false;
                constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";
                if (read.status == LineRead::Status::Line &&
                    std::string_view(lines[count]).substr(0, 3) == kByteOrderMark)
                    lines[count].erase(0, kByteOrderMark.size());
            }
            if (read.status == LineRead::Status::TooLong) {
                too_long = true;
                too_long_problem = std::move(read.problem);
                break;
            }
            if (is_blank(lines[count])) {
                ++blanks;  // no answer: a blank line asks nothing
                continue;
            }
            blanks_before[count++] = blanks;
            blanks = 0;
        }
        if (count > 0) chunk.answer(chunk.context, lines.data(), count, buffer, answered.data());
        for (std::size_t i = 0; i < count && write_problem.empty(); ++i) {
            pending.skipped += blanks_before[i];
            switch (answered[i].how) {
                case BatchAnswer::Solved:
                    ++pending.solved;
                    break;
                case BatchAnswer::Unsolvable:
                    ++pending.unsolvable;
                    break;
                case BatchAnswer::GaveUp:
                    ++pending.gave_up;
                    break;
                case BatchAnswer::Error:
                    ++pending.errors;
                    break;
            }
            answered_up_to(answered[i].end);
        }
        if (!write_problem.empty()) break;
        pending.skipped += blanks;
        if (too_long) {
            ++pending.errors;
            append_batch_error(buffer, json, nullptr, too_long_problem);
            if (!answered_up_to(buffer.size())) break;
        }
        buffer.erase(0, sent);
        sent = 0;
        const std::uint64_t lines_done =
            written.lines() - written.skipped + pending.lines() - pending.skipped;
        progress.update(std::to_string(lines_done) + (lines_done == 1 ? " line" : " lines"));
    }
    progress.clear();
    const bool output_ok = write_problem.empty() && send(buffer.size());
    // A closed or unreadable standard input (a directory, EIO) is not an empty one.
    if (read_problem != 0)
        io.err << who << ": " << cannot_read_input(read_problem, io.lang) << '\n';
    if (!output_ok) io.err << who << ": " << write_problem << '\n';
    const bool stopped = read_problem != 0 || !output_ok;
    io.err << who << ": "
           << batch_totals(written, stopped, pending.lines() - pending.skipped,
                           std::chrono::steady_clock::now() - started)
           << '\n';
    return written.errors > 0 || stopped ? kExitUsage : kExitOk;
}

int run_batch(Io io, std::string_view who, bool json, BatchLine line) {
    return run_batch_chunks(io, who, json, 1,
                            [&](const std::string* lines, std::size_t count, std::string& out,
                                BatchAnswered* answered) {
                                for (std::size_t i = 0; i < count; ++i) {
                                    answered[i].how = line.answer(line.context, lines[i], out);
                                    answered[i].end = out.size();
                                }
                            });
}

}  // namespace ninegrid::base
