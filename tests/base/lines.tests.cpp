// SPDX-License-Identifier: MIT
// The bounded line reader: lines as they are, a line over the limit skipped without being kept,
// the end of input and a failed read told apart.
#include "base/lines.hpp"

#include <fcntl.h>
#ifdef _WIN32
#include <io.h>
#else
#include <unistd.h>
#endif

#include <cerrno>
#include <sstream>
#include <streambuf>
#include <string>
#include <vector>

#include "support/catch.hpp"
#include "support/pipe.hpp"
#include "support/temp_dir.hpp"
#include "support/texts.hpp"

using ninegrid::base::FdInBuf;
using ninegrid::base::LineRead;
using ninegrid::base::LineReader;
using Status = LineRead::Status;

namespace {

// What the reader gives for `text`, one word per line: the line, "<too long N>", "<end>".
std::vector<std::string> read_all(const std::string& text, std::size_t max) {
    std::istringstream in(text);
    LineReader reader(in, max);
    std::vector<std::string> got;
    std::string line;
    for (int guard = 0; guard < 1000000; ++guard) {
        const LineRead r = reader.next(line);
        if (r.status == Status::Line) {
            got.push_back(line);
        } else if (r.status == Status::TooLong) {
            CHECK(line.empty());
            got.push_back("<" + r.problem + ">");
        } else {
            got.push_back(r.status == Status::End ? "<end>" : "<error>");
            break;
        }
    }
    return got;
}

// A stream buffer that gives `text` and then fails, as a disk or a closed descriptor does.
class FailingBuf : public std::streambuf {
  public:
    explicit FailingBuf(std::string text) : text_(std::move(text)) {
        setg(text_.data(), text_.data(), text_.data() + text_.size());
    }

  protected:
    int_type underflow() override {
        throw std::ios_base::failure("read failed", std::error_code(EIO, std::system_category()));
    }

  private:
    std::string text_;
};

// A file's descriptor, as standard input would be.
int open_for_reading(const std::string& path) {
#ifdef _WIN32
    return ::_open(path.c_str(), _O_RDONLY | _O_BINARY);
#else
    return ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
#endif
}

}  // namespace

TEST_CASE("lines are read without their newlines", "[lines]") {
    using V = std::vector<std::string>;
    CHECK(read_all("", 10) == V{"<end>"});
    CHECK(read_all("a\nbc\n", 10) == V{"a", "bc", "<end>"});
    CHECK(read_all("a\nbc", 10) == V{"a", "bc", "<end>"});  // the last line needs no newline
    CHECK(read_all("\n\nx\n", 10) == V{"", "", "x", "<end>"});
    CHECK(read_all("a\r\nb\r\n", 10) == V{"a", "b", "<end>"});
    CHECK(read_all("a\rb\n", 10) == V{"a\rb", "<end>"});
}

TEST_CASE("a line longer than the limit is skipped and named by its number", "[lines]") {
    using V = std::vector<std::string>;
    CHECK(read_all("12345\n", 5) == V{"12345", "<end>"});
    CHECK(read_all("12345\r\n", 5) == V{"12345", "<end>"});  // the CR is not the line's
    CHECK(read_all("123456\nok\n", 5) == V{"<line 1: longer than 5 bytes>", "ok", "<end>"});
    CHECK(read_all("ok\n1234567890", 5) == V{"ok", "<line 2: longer than 5 bytes>", "<end>"});
    // Ten megabytes in one line: skipped to its newline, and the next line is read as usual.
    const std::string huge(10 << 20, '1');
    CHECK(read_all("12\n" + huge + "\n34\n", 4096) ==
          V{"12", "<line 2: longer than 4096 bytes>", "34", "<end>"});
}

TEST_CASE("the line reader keeps at most the limit whatever it reads", "[lines]") {
    std::istringstream in(std::string(1 << 20, 'x') + "\nok\n");
    LineReader reader(in, 100);
    std::string line;
    CHECK(reader.next(line).status == Status::TooLong);
    CHECK(line.capacity() < 1000);
    CHECK(reader.next(line).status == Status::Line);
    CHECK(line == "ok");
}

TEST_CASE("a failed read is an error, not the end of input", "[lines]") {
    FailingBuf buf("first\nsecond");
    std::istream in(&buf);
    LineReader reader(in, 100);
    std::string line;
    const LineRead first = reader.next(line);
    CHECK(first.status == Status::Line);
    CHECK(first.number == 1);
    CHECK(line == "first");
    const LineRead second = reader.next(line);
    CHECK(second.status == Status::Error);  // the half line read before is not a line
    CHECK(second.error == EIO);
    CHECK(line.empty());
    CHECK(reader.next(line).status == Status::Error);
    CHECK(in.bad());
}

TEST_CASE("standard input keeps the reason a read failed", "[lines]") {
    using ninegrid::base::Lang;
    SECTION("a descriptor that is not open") {
        FdInBuf buf(-1);
        std::istream in(&buf);
        LineReader reader(in, 100);
        std::string line;
        const LineRead r = reader.next(line);
        CHECK(r.status == Status::Error);
        CHECK(r.error == EBADF);
        CHECK(ninegrid::base::read_error(in) == EBADF);
        CHECK(ninegrid::base::cannot_read_input(r.error, Lang::En) ==
              "cannot read standard input: Bad file descriptor");
    }
#ifndef _WIN32
    SECTION("a directory") {
        const int fd = ::open("/", O_RDONLY | O_DIRECTORY);
        REQUIRE(fd >= 0);
        FdInBuf buf(fd);
        std::istream in(&buf);
        std::string line;
        const LineRead r = LineReader(in, 100).next(line);
        support::close_fd(fd);
        CHECK(r.status == Status::Error);
        CHECK(r.error == EISDIR);
    }
#endif
    SECTION("a pipe that is read to its end") {
        support::Pipe pipe;
        pipe.write("ab\ncd");
        pipe.close_write();
        FdInBuf buf(pipe.read_end);
        std::istream in(&buf);
        LineReader reader(in, 100);
        std::string line;
        CHECK(reader.next(line).status == Status::Line);
        CHECK(line == "ab");
        CHECK(reader.next(line).status == Status::Line);
        CHECK(line == "cd");
        CHECK(reader.next(line).status == Status::End);
        CHECK(ninegrid::base::read_error(in) == 0);
    }
}

TEST_CASE("standard input gives the same lines as any other stream", "[lines]") {
    // Standard input's buffer is scanned a run of bytes at a time, not a byte at a time: the
    // same texts through a file give the same lines, wherever the 64 KB reads cut them.
    const std::string near_read(65530, 'a');
    const std::vector<std::string> texts{
        "",
        "a\nbc",
        "\n\nx\r\n\r\n",
        "12345\n123456\n1234567\n12345\r\n123456\r\n",
        near_read + "\nb\nc",
        near_read + "123\r\nnext\n",
        near_read + "12345\n12345\n",
        std::string(1 << 20, '1') + "\nok\n" + std::string(70000, '2'),
        std::string(65536 * 2 - 3, '\n') + "x"};
    const support::TempDir dir;
    for (std::size_t t = 0; t < texts.size(); ++t) {
        CAPTURE(t);
        for (std::size_t max : {std::size_t{5}, std::size_t{6}, std::size_t{4096}}) {
            CAPTURE(max);
            const std::string path = dir / "in";
            support::write_file(path, texts[t]);
            const int fd = open_for_reading(path);
            REQUIRE(fd >= 0);
            FdInBuf buf(fd);
            std::istream in(&buf);
            LineReader reader(in, max);
            std::vector<std::string> got;
            std::string line;
            for (;;) {
                const LineRead r = reader.next(line);
                if (r.status == Status::Line) {
                    got.push_back(line);
                } else if (r.status == Status::TooLong) {
                    got.push_back("<" + r.problem + ">");
                } else {
                    got.push_back(r.status == Status::End ? "<end>" : "<error>");
                    break;
                }
            }
            support::close_fd(fd);
            const std::vector<std::string> expected = read_all(texts[t], max);
            CHECK(got.size() == expected.size());
            CHECK(got == expected);
        }
    }
}

TEST_CASE("the words about input are said in both languages", "[lines][lang]") {
    support::check_catalogue(ninegrid::base::lines_texts());
}
