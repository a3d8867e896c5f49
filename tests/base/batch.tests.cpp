// SPDX-License-Identifier: MIT
// The batch loop with a fake game: lines answered one by one and a chunk at a time give the same
// answers, totals and exit codes, and a write that fails loses the same lines either way.
#include "base/batch.hpp"

#include <algorithm>
#include <cstddef>
#include <ios>
#include <sstream>
#include <streambuf>
#include <string>
#include <vector>

#include "support/catch.hpp"

using ninegrid::base::BatchAnswer;
using ninegrid::base::BatchAnswered;

namespace {

// The fake game: a line starting with 'x' is not a board, one starting with 'u' is unsolvable,
// one starting with 'g' is one its search gave up on, any other is solved, its answer long
// enough that a few thousand lines fill the buffer.
BatchAnswer answer_line(const std::string& line, std::string& out) {
    if (line[0] == 'x') {
        ninegrid::base::append_batch_error(out, false, &line, "not a board");
        return BatchAnswer::Error;
    }
    if (line[0] == 'u') {
        out += "unsolvable\n";
        return BatchAnswer::Unsolvable;
    }
    if (line[0] == 'g') {
        out += "gave up\n";
        return BatchAnswer::GaveUp;
    }
    out += "solved " + line + " " + std::string(line.size() % 7, '.') + "\n";
    return BatchAnswer::Solved;
}

struct Run {
    int code = 0;
    std::string out;
    std::string err;  // without the time the batch took
    std::size_t calls = 0;
    bool chunks_ok = true;  // every chunk within its size, and no blank line in it
};

std::string without_time(std::string err) {
    const std::size_t in = err.rfind(" in ");
    const std::size_t end = err.find_first_of(";\n", in);
    return in == std::string::npos ? err : err.erase(in, end - in);
}

// A run with each line answered alone (max_lines 0), or in chunks of `max_lines`, writing to
// `out_buf` when given.
Run run(const std::string& input, std::size_t max_lines, std::streambuf* out_buf = nullptr) {
    std::istringstream in(input);
    std::ostringstream out;
    std::ostream failing(out_buf);
    std::ostringstream err;
    std::ostream& sink = out_buf != nullptr ? failing : out;
    Run r;
    if (max_lines == 0) {
        r.code = ninegrid::base::run_batch({in, sink, err}, "fake", false,
                                           [&](const std::string& line, std::string& text) {
                                               ++r.calls;
                                               return answer_line(line, text);
                                           });
    } else {
        r.code = ninegrid::base::run_batch_chunks(
            {in, sink, err}, "fake", false, max_lines,
            [&](const std::string* lines, std::size_t count, std::string& text,
                BatchAnswered* answered) {
                ++r.calls;
                r.chunks_ok = r.chunks_ok && count >= 1 && count <= max_lines;
                for (std::size_t i = 0; i < count; ++i) {
                    r.chunks_ok =
                        r.chunks_ok && lines[i].find_first_not_of(" \t") != std::string::npos;
                    answered[i].how = answer_line(lines[i], text);
                    answered[i].end = text.size();
                }
            });
    }
    r.out = out.str();
    r.err = without_time(err.str());
    return r;
}

// `count` lines of every kind: boards, blank lines, lines that are not boards, unsolvable ones,
// and now and then a line too long to keep.
std::string mixed_input(int count) {
    std::string input;
    for (int i = 0; i < count; ++i) {
        switch (i % 11) {
            case 3:
                input += "\n";
                break;
            case 5:
                input += "x" + std::to_string(i) + "\n";
                break;
            case 7:
                input += i % 3 == 0 ? std::string(5000, '1') + "\n" : "  \t\r\n";
                break;
            case 8:
                input += "u\n";
                break;
            case 9:
                input += i % 2 == 0 ? "g\n" : "b" + std::to_string(i) + "\n";
                break;
            default:
                input += "b" + std::to_string(i) + "\n";
        }
    }
    return input;
}

// A stream buffer that takes `budget` bytes and refuses the rest, as a disk that fills does.
class FullAfter : public std::streambuf {
  public:
    explicit FullAfter(std::size_t budget) : budget_(budget) {}
    const std::string& taken() const { return taken_; }

  protected:
    std::streamsize xsputn(const char* s, std::streamsize n) override {
        const auto take = std::min(static_cast<std::size_t>(n), budget_);
        taken_.append(s, take);
        budget_ -= take;
        return static_cast<std::streamsize>(take);
    }
    int_type overflow(int_type c) override {
        if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
        const char ch = traits_type::to_char_type(c);
        return xsputn(&ch, 1) == 1 ? c : traits_type::eof();
    }

  private:
    std::size_t budget_;
    std::string taken_;
};

}  // namespace

TEST_CASE("lines answered a chunk at a time are answered as one at a time", "[batch]") {
    for (int lines : {0, 1, 2, 30, 31, 32, 33, 64, 65, 100, 5000}) {
        const std::string input = mixed_input(lines);
        const Run one = run(input, 0);
        CAPTURE(lines);
        for (const std::size_t max_lines : std::vector<std::size_t>{1, 2, 31, 32, 33, 65, 1024}) {
            CAPTURE(max_lines);
            const Run chunked = run(input, max_lines);
            CHECK(chunked.out == one.out);
            CHECK(chunked.err == one.err);
            CHECK(chunked.code == one.code);
            CHECK(chunked.chunks_ok);
        }
    }
}

TEST_CASE("a chunked batch counts, skips and refuses lines as a batch always has", "[batch]") {
    const std::string too_long(5000, '1');
    const std::string input = "b1\n\nx\n" + too_long + "\nu\n \t\nb2";
    const Run r = run(input, 32);
    CHECK(r.out ==
          "solved b1 ..\n"
          "error: not a board\n"
          "error: line 4: longer than 4096 bytes\n"
          "unsolvable\n"
          "solved b2 ..\n");
    CHECK(r.err == "fake: 7 lines: 2 solved, 1 unsolvable, 2 errors, 2 skipped\n");
    CHECK(r.code == 2);
    // The line too long ends a chunk, so its answer stays in its place: two chunks.
    CHECK(r.calls == 2);

    const Run clean = run("b1\nu\n", 32);
    CHECK(clean.code == 0);
    CHECK(clean.calls == 1);
    CHECK(clean.err == "fake: 2 lines: 1 solved, 1 unsolvable, 0 errors\n");

    const Run blank = run("\n \n", 32);
    CHECK(blank.calls == 0);  // no chunk without a line to answer
    CHECK(blank.out.empty());
    CHECK(blank.err == "fake: 2 lines: 0 solved, 0 unsolvable, 0 errors, 2 skipped\n");
}

TEST_CASE("a batch counts the lines a search gave up on apart from unsolvable ones", "[batch]") {
    const Run r = run("b1\ng\nu\ng\n", 32);
    CHECK(r.out == "solved b1 ..\ngave up\nunsolvable\ngave up\n");
    CHECK(r.err == "fake: 4 lines: 1 solved, 1 unsolvable, 2 gave up, 0 errors\n");
    CHECK(r.code == 0);
    const Run one = run("g\n", 0);
    CHECK(one.err == "fake: 1 line: 0 solved, 0 unsolvable, 1 gave up, 0 errors\n");
}

TEST_CASE("chunks of 32 lines are as many as the lines need", "[batch]") {
    std::string input;
    for (int i = 0; i < 65; ++i)
        input += "b" + std::to_string(i) + "\n";
    CHECK(run(input, 32).calls == 3);  // 32, 32, 1
    CHECK(run(input, 65).calls == 1);  // all at once
    CHECK(run(input, 0).calls == 65);  // one by one
}

TEST_CASE("a failed write loses the same lines whatever the chunks", "[batch]") {
    const std::string input = mixed_input(20000);
    // The first piece written is a little over 64 KB; a budget below it fails the first write,
    // one above it the second.
    for (std::size_t budget : {std::size_t{1000}, std::size_t{100000}}) {
        CAPTURE(budget);
        FullAfter one_buf(budget);
        const Run one = run(input, 0, &one_buf);
        REQUIRE(one.code == 2);
        REQUIRE(one.err.find("stopped after ") != std::string::npos);
        REQUIRE(one.err.find(" more lines were lost when the write failed") != std::string::npos);
        for (const std::size_t max_lines : std::vector<std::size_t>{1, 31, 32, 33, 1024}) {
            CAPTURE(max_lines);
            FullAfter chunked_buf(budget);
            const Run chunked = run(input, max_lines, &chunked_buf);
            CHECK(chunked.err == one.err);
            CHECK(chunked_buf.taken() == one_buf.taken());
            CHECK(chunked.code == 2);
        }
    }
}

TEST_CASE("a byte order mark that starts the input is no part of the first line", "[batch]") {
    const std::string mark = "\xEF\xBB\xBF";
    for (const std::size_t max_lines : {std::size_t{0}, std::size_t{32}}) {
        CAPTURE(max_lines);
        CHECK(run(mark + "b1\nb2\n", max_lines).out == run("b1\nb2\n", max_lines).out);
        // A mark on a blank first line leaves it blank; one on a later line stays in it.
        CHECK(run(mark + "\nb2\n", max_lines).out == run("\nb2\n", max_lines).out);
        CHECK(run("b1\n" + mark + "b2\n", max_lines).out ==
              "solved b1 ..\nsolved \xEF\xBB\xBF"
              "b2 .....\n");
    }
}
