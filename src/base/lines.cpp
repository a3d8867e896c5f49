// Standard input that keeps errno, and the bounded line reader: one byte at a time from the
// stream's buffer, keeping at most the limit.
#include "base/lines.hpp"

#include <poll.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <ios>
#include <system_error>

namespace ninegrid::base {

namespace {

constexpr Text kCannotRead{"cannot read standard input: {reason}", "无法读取标准输入：{reason}"};

}  // namespace

FdInBuf::int_type FdInBuf::underflow() {
    if (gptr() < egptr()) return traits_type::to_int_type(*gptr());
    if (error_ != 0) return traits_type::eof();
    for (;;) {
        const ssize_t n = ::read(fd_, buffer_, sizeof buffer_);
        if (n > 0) {
            setg(buffer_, buffer_, buffer_ + n);
            return traits_type::to_int_type(*gptr());
        }
        // The end of input, for now: a terminal may give more after a Ctrl-D.
        if (n == 0) return traits_type::eof();
        if (errno == EINTR) continue;
        if (errno == EAGAIN || errno == EWOULDBLOCK) {  // an inherited O_NONBLOCK: wait for data
            struct pollfd p {};
            p.fd = fd_;
            p.events = POLLIN;
            if (::poll(&p, 1, -1) >= 0 || errno == EINTR) continue;
        }
        error_ = errno;
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
    bool too_long = false;
    bool any = false;  // a byte of this line was read
    int c = std::char_traits<char>::eof();
    try {
        while (buf != nullptr) {
            c = buf->sbumpc();
            if (c == std::char_traits<char>::eof() || c == '\n') break;
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
