// The batch loop every game's `solve --batch` runs: bounded lines in, answers out in chunks.
#include "base/batch.hpp"

#include <chrono>
#include <cstdint>
#include <ostream>

#include "base/json.hpp"
#include "base/lines.hpp"
#include "base/output.hpp"
#include "base/text.hpp"

namespace ninegrid::base {

namespace {

// How the lines of a batch were answered.
struct BatchCounts {
    std::uint64_t solved = 0;
    std::uint64_t unsolvable = 0;
    std::uint64_t errors = 0;
    std::uint64_t skipped = 0;  // blank lines

    std::uint64_t lines() const noexcept { return solved + unsolvable + errors + skipped; }
    BatchCounts& operator+=(const BatchCounts& o) noexcept {
        solved += o.solved;
        unsolvable += o.unsolvable;
        errors += o.errors;
        skipped += o.skipped;
        return *this;
    }
};

// A line of nothing but spaces and tabs: no board, and no mistake either.
bool is_blank(const std::string& line) {
    return line.find_first_not_of(" \t") == std::string::npos;
}

// "4 lines: 2 solved, 1 unsolvable, 1 error in 2.41 ms" (", 1 skipped" when blank lines were),
// or "stopped after 4 lines: ..." when a read or a write failed: `c` counts the lines whose
// answers were written, and `lost` the lines after them that were answered but whose answers
// went down with the write that failed.
std::string batch_totals(const BatchCounts& c, bool stopped, std::uint64_t lost,
                         std::chrono::nanoseconds elapsed) {
    const std::uint64_t lines = c.lines();
    return std::string(stopped ? "stopped after " : "") + std::to_string(lines) +
           (lines == 1 ? " line: " : " lines: ") + std::to_string(c.solved) + " solved, " +
           std::to_string(c.unsolvable) + " unsolvable, " + std::to_string(c.errors) +
           (c.errors == 1 ? " error" : " errors") +
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

int run_batch(Io io, std::string_view who, bool json, BatchLine answer) {
    const auto started = std::chrono::steady_clock::now();
    BatchCounts written;  // lines whose answers are out
    BatchCounts pending;  // lines whose answers wait in `buffer`
    std::string line;
    std::string buffer;  // written out in chunks: one syscall per line would dominate
    std::string write_problem;
    const auto send = [&] {
        const Status sent = write_output(io.out, buffer, io.lang);
        buffer.clear();
        if (!sent) {
            write_problem = sent.error();
            return false;
        }
        written += pending;
        pending = {};
        return true;
    };
    LineReader reader(io.in, kMaxBatchLine);
    int read_problem = 0;
    for (;;) {
        const LineRead read = reader.next(line);
        if (read.status == LineRead::Status::End) break;
        if (read.status == LineRead::Status::Error) {
            read_problem = read.error;
            break;
        }
        if (read.status == LineRead::Status::TooLong) {
            ++pending.errors;
            append_batch_error(buffer, json, nullptr, read.problem);
        } else if (is_blank(line)) {
            ++pending.skipped;  // no answer: a blank line asks nothing
        } else {
            switch (answer.answer(answer.context, line, buffer)) {
                case BatchAnswer::Solved:
                    ++pending.solved;
                    break;
                case BatchAnswer::Unsolvable:
                    ++pending.unsolvable;
                    break;
                case BatchAnswer::Error:
                    ++pending.errors;
                    break;
            }
        }
        if (buffer.size() > 1 << 16 && !send()) break;
    }
    const bool output_ok = write_problem.empty() && send();
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

}  // namespace ninegrid::base
