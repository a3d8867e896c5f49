// SPDX-License-Identifier: MIT
// Standard output as a stream that keeps the reason (errno) when a write fails, and the one way
// output is written so that the first failure stops the work and is said once.
#pragma once

#include <cstddef>
#include <cstdint>
#include <ostream>
#include <streambuf>
#include <string>
#include <string_view>
#include <vector>

#include "base/lang.hpp"
#include "base/result.hpp"

namespace ninegrid::base {

// Writes a file descriptor through a buffer, with write_all: the program's standard output. The
// first write that fails keeps its errno in error(), drops what was buffered, and makes every
// later write fail at once, so the stream's badbit is set and stays set.
class FdOutBuf final : public std::streambuf {
  public:
    explicit FdOutBuf(int fd) noexcept;
    FdOutBuf(const FdOutBuf&) = delete;
    FdOutBuf& operator=(const FdOutBuf&) = delete;
    // Writes what is left as well as it can: flush first to hear of a failure.
    ~FdOutBuf() override;

    int error() const noexcept { return error_; }

  protected:
    int_type overflow(int_type c) override;
    std::streamsize xsputn(const char* s, std::streamsize n) override;
    int sync() override;

  private:
    bool drain() noexcept;
    bool fail() noexcept;

    int fd_;
    int error_ = 0;
    char buffer_[1 << 16];
};

// Why writing `out` failed: the errno its FdOutBuf kept, EIO for another stream that failed, 0
// when nothing failed.
int write_error(const std::ostream& out) noexcept;

// "cannot write standard output: No space left on device", in `lang` (the reason as strerror
// words it).
std::string cannot_write_output(int error, Lang lang);

// A progress bar of `width` cells, "[#######.......]", filled by done / total (full when total
// is 0): what a long run draws on standard error while a person watches.
std::string progress_bar(std::uint64_t done, std::uint64_t total, std::size_t width = 30);

// Writes `chunk` to `out` and flushes it: how output meant for programs (solve --batch, scripted
// play) is written, so that a full disk or a closed pipe stops the work at once. On failure (now
// or before) the Error is cannot_write_output(): the caller says it, and `out` remembers that it
// was said, so finish_output does not say it again.
Status write_output(std::ostream& out, std::string_view chunk, Lang lang);

// The check at the end of every command, like coreutils' close_stdout: flushes `out`; when output
// was lost and no one has said so yet, the Error saying why (once: `out` remembers it).
Status finish_output(std::ostream& out, Lang lang);

// Every text of this file, for the tests that both languages say the same.
std::vector<Text> output_texts();

}  // namespace ninegrid::base
