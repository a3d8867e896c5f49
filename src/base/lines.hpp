// SPDX-License-Identifier: MIT
// Lines of outside input, each of bounded length, read in bounded memory: a line longer than the
// limit is skipped to its end without being kept, and a read that fails is told apart from the
// end of the input.
#pragma once

#include <cstddef>
#include <cstdint>
#include <istream>
#include <streambuf>
#include <string>
#include <vector>

#include "base/lang.hpp"

namespace ninegrid::base {

// Reads a file descriptor with read(2), retrying EINTR and waiting out EAGAIN: the program's
// standard input. A read that fails ends the input as the end of input would, but keeps its errno
// in error(): an istream alone cannot tell a closed descriptor from an empty file.
class FdInBuf final : public std::streambuf {
  public:
    explicit FdInBuf(int fd) noexcept : fd_(fd) {}
    FdInBuf(const FdInBuf&) = delete;
    FdInBuf& operator=(const FdInBuf&) = delete;

    int error() const noexcept { return error_; }

    // The bytes read and not yet taken, for a reader that scans them in place (LineReader finds
    // a line's end with memchr instead of taking a byte at a time), and taking `n` of them.
    const char* unread_begin() const noexcept { return gptr(); }
    const char* unread_end() const noexcept { return egptr(); }
    void take(std::size_t n) noexcept { gbump(static_cast<int>(n)); }

  protected:
    int_type underflow() override;

  private:
    int fd_;
    int error_ = 0;
    char buffer_[1 << 16];
};

// Why reading `in` failed: the errno its FdInBuf kept, EIO for another stream that is bad, 0 when
// nothing failed (the end of input is no failure).
int read_error(const std::istream& in) noexcept;

// "cannot read standard input: Bad file descriptor", in `lang` (the reason as strerror words it).
std::string cannot_read_input(int error, Lang lang);

struct LineRead {
    enum class Status {
        Line,     // the line is in the string given to next()
        TooLong,  // the line held more than the limit; it was skipped, not kept
        End,      // no more input
        Error,    // reading failed: `error`
    };
    Status status = Status::End;
    std::uint64_t number = 0;  // the line's number, from 1 (Line and TooLong)
    int error = 0;             // Error: the errno of the failed read (see read_error)
    std::string problem;       // TooLong: "line 7: longer than 4096 bytes"
};

class LineReader {
  public:
    // `max_length`: the most bytes a line may hold, not counting its newline (LF or CR LF).
    LineReader(std::istream& in, std::size_t max_length) noexcept : in_(in), max_(max_length) {}

    // The next line into `line`, without its newline (a last line without one counts too), or
    // why there is none: `line` is then empty. After End or Error, always the same again.
    LineRead next(std::string& line);

    std::size_t max_length() const noexcept { return max_; }

  private:
    // Reads a line's bytes from `buf` into `line`, keeping at most one byte over the limit;
    // returns '\n' or EOF, whichever ended it. `any`: a byte of the line was read.
    int read_line(std::streambuf& buf, std::string& line, bool& too_long, bool& any);
    int read_line(FdInBuf& buf, std::string& line, bool& too_long, bool& any);

    std::istream& in_;
    std::streambuf* seen_ = nullptr;  // in_'s buffer when fd_ was worked out
    FdInBuf* fd_ = nullptr;           // that buffer, when it is an FdInBuf
    std::size_t max_;
    std::uint64_t number_ = 0;
    bool over_ = false;  // End or Error was returned
    int error_ = 0;
};

// Every text of this file, for the tests that both languages say the same.
std::vector<Text> lines_texts();

}  // namespace ninegrid::base
