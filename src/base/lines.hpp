// Lines of outside input, each of bounded length, read in bounded memory: a line longer than the
// limit is skipped to its end without being kept, and a read that fails is told apart from the
// end of the input.
#pragma once

#include <cstddef>
#include <cstdint>
#include <istream>
#include <string>

namespace ninegrid::base {

struct LineRead {
    enum class Status {
        Line,     // the line is in the string given to next()
        TooLong,  // the line held more than the limit; it was skipped, not kept
        End,      // no more input
        Error,    // reading failed: `error`
    };
    Status status = Status::End;
    std::uint64_t number = 0;  // the line's number, from 1 (Line and TooLong)
    int error = 0;             // Error: the errno of the failed read (EIO when unknown)
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
    std::istream& in_;
    std::size_t max_;
    std::uint64_t number_ = 0;
    bool over_ = false;  // End or Error was returned
    int error_ = 0;
};

}  // namespace ninegrid::base
