// SPDX-License-Identifier: MIT
// Standard input that keeps errno, and the bounded line reader: one byte at a time from the
// stream's buffer, keeping at most the limit.
#include "base/lines.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <ios>
#include <system_error>

#include "os/files.hpp"

namespace ninegrid::base {

namespace {

constexpr Text kCannotRead{"cannot read standard input: {reason}", "无法读取标准输入：{reason}"};

}  // namespace

FdInBuf::int_type FdInBuf::underflow() {
    if (gptr() < egptr()) return traits_type::to_int_type(*gptr());
    if (error_ != 0) return traits_type::eof();
    for (;;) {
        int error = 0;
        const std::ptrdiff_t n = os::read_some(fd_, buffer_, sizeof buffer_, error);
        if (n > 0) {
            setg(buffer_, buffer_, buffer_ + n);
            return traits_type::to_int_type(*gptr());
        }
        // The end of input, for now: a terminal may give more after a Ctrl-D.
        if (n == 0) return traits_type::eof();
        error_ = error;
        return traits_type::eof();
    }
}

int read_error(const std::istream& in) noexcept {
    if (const auto* buf = dynamic_cast<const FdInBuf*>(in.rdbuf())) {
        if (buf->error() != 0) return buf->error();
    }
    return in.bad() ? EIO : 0;
}

std::string cannot_read_input(int error, Lang lang) {
    return fill(kCannotRead(lang), {{"reason", std::strerror(error)}});
}

std::vector<Text> lines_texts() {
    return {kCannotRead};
}

int LineReader::read_line(std::streambuf& buf, std::string& line, bool& too_long, bool& any) {
    for (;;) {
        const int c = buf.sbumpc();
        if (c == std::char_traits<char>::eof() || c == '\n') return c;
        any = true;
        // One byte more than the limit is kept: it may be the CR of a CR LF.
        if (too_long) continue;
        if (line.size() > max_) {
            too_long = true;
            line.clear();
            continue;
        }
        line.push_back(static_cast<char>(c));
    }
}

int LineReader::read_line(FdInBuf& buf, std::string& line, bool& too_long, bool& any) {
    // What the loop above does, a run of bytes at a time.
    for (;;) {
        const char* from = buf.unread_begin();
        const char* to = buf.unread_end();
        if (from == to) {
            if (buf.sgetc() == std::char_traits<char>::eof()) return std::char_traits<char>::eof();
            continue;
        }
        const auto* newline =
            static_cast<const char*>(std::memchr(from, '\n', static_cast<std::size_t>(to - from)));
        const auto n = static_cast<std::size_t>((newline != nullptr ? newline : to) - from);
        if (n > 0) {
            any = true;
            if (!too_long && n > max_ + 1 - line.size()) {
                too_long = true;
                line.clear();
            } else if (!too_long) {
                line.append(from, n);
            }
        }
        if (newline != nullptr) {
            buf.take(n + 1);
            return '\n';
        }
        buf.take(n);
    }
}

LineRead LineReader::next(std::string& line) {
    using Got = LineRead::Status;
    line.clear();
    LineRead result;
    if (over_) {
        result.status = error_ != 0 ? Got::Error : Got::End;
        result.error = error_;
        return result;
    }
    std::streambuf* buf = in_.rdbuf();
    if (buf != seen_) {
        seen_ = buf;
        fd_ = dynamic_cast<FdInBuf*>(buf);
    }
    if (fd_ != nullptr) {
        // The common case, a whole line of standard input in its buffer already, is taken as
        // a whole: what the loops below would do to it, without them.
        const char* from = fd_->unread_begin();
        const auto buffered = static_cast<std::size_t>(fd_->unread_end() - from);
        // An empty buffer may have no pointer at all, and memchr must not be given a null one.
        const auto* newline =
            buffered == 0
                ? nullptr
                : static_cast<const char*>(std::memchr(from, '\n', std::min(buffered, max_ + 2)));
        if (newline != nullptr) {
            const auto n = static_cast<std::size_t>(newline - from);
            const std::size_t length = n - (n > 0 && from[n - 1] == '\r');
            if (length <= max_) {
                line.assign(from, length);
                fd_->take(n + 1);
                result.number = ++number_;
                result.status = Got::Line;
                return result;
            }
        }
    }
    bool too_long = false;
    bool any = false;  // a byte of this line was read
    int c = std::char_traits<char>::eof();
    try {
        if (fd_ != nullptr) {
            c = read_line(*fd_, line, too_long, any);
        } else if (buf != nullptr) {
            c = read_line(*buf, line, too_long, any);
        }
    } catch (const std::ios_base::failure& e) {  // a stream buffer that throws on a failed read
        error_ = e.code().category() == std::system_category() ? e.code().value() : EIO;
        c = std::char_traits<char>::eof();
    }
    if (c == std::char_traits<char>::eof()) {
        if (error_ == 0) error_ = read_error(in_);
        if (error_ != 0 || !any) {
            over_ = true;
            line.clear();
            in_.setstate(error_ != 0 ? std::ios::badbit : std::ios::eofbit);
            result.status = error_ != 0 ? Got::Error : Got::End;
            result.error = error_;
            return result;
        }
    }
    result.number = ++number_;
    if (!too_long && !line.empty() && line.back() == '\r') line.pop_back();
    if (too_long || line.size() > max_) {
        line.clear();
        result.status = Got::TooLong;
        result.problem = "line " + std::to_string(result.number) + ": longer than " +
                         std::to_string(max_) + " bytes";
        return result;
    }
    result.status = Got::Line;
    return result;
}

}  // namespace ninegrid::base
