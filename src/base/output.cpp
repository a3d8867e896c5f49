// SPDX-License-Identifier: MIT
// Standard output over a file descriptor, keeping errno; writing output that stops at the first
// failure and is reported once.
#include "base/output.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>

#include "os/files.hpp"

namespace ninegrid::base {

namespace {

constexpr Text kCannotWrite{"cannot write standard output: {reason}", "无法写入标准输出：{reason}"};

// The stream's own word (ios_base::iword) for "its failure has been reported".
int reported_slot() {
    static const int slot = std::ios_base::xalloc();
    return slot;
}

Error failure_of(std::ostream& out, Lang lang) {
    out.iword(reported_slot()) = 1;
    return Error{cannot_write_output(write_error(out), lang)};
}

}  // namespace

FdOutBuf::FdOutBuf(int fd) noexcept : fd_(fd) {
    setp(buffer_, buffer_ + sizeof buffer_);
}

FdOutBuf::~FdOutBuf() {
    (void)drain();
}

bool FdOutBuf::fail() noexcept {
    if (error_ == 0) error_ = errno != 0 ? errno : EIO;
    setp(buffer_, buffer_ + sizeof buffer_);  // what could not be written is dropped
    return false;
}

bool FdOutBuf::drain() noexcept {
    if (error_ != 0) return fail();
    const std::string_view pending(pbase(), static_cast<std::size_t>(pptr() - pbase()));
    setp(buffer_, buffer_ + sizeof buffer_);
    if (pending.empty()) return true;
    errno = 0;
    return os::write_all(fd_, pending) || fail();
}

FdOutBuf::int_type FdOutBuf::overflow(int_type c) {
    if (!drain()) return traits_type::eof();
    if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
    *pptr() = traits_type::to_char_type(c);
    pbump(1);
    return c;
}

std::streamsize FdOutBuf::xsputn(const char* s, std::streamsize n) {
    if (error_ != 0 || n <= 0) return 0;
    const auto size = static_cast<std::size_t>(n);
    if (size > static_cast<std::size_t>(epptr() - pptr())) {
        if (!drain()) return 0;
        if (size >= sizeof buffer_) {  // too big to be worth buffering: straight out
            errno = 0;
            return os::write_all(fd_, std::string_view(s, size)) || fail() ? n : 0;
        }
    }
    std::memcpy(pptr(), s, size);
    pbump(static_cast<int>(size));
    return n;
}

int FdOutBuf::sync() {
    return drain() ? 0 : -1;
}

int write_error(const std::ostream& out) noexcept {
    if (const auto* buf = dynamic_cast<const FdOutBuf*>(out.rdbuf())) {
        if (buf->error() != 0) return buf->error();
    }
    return out.fail() ? EIO : 0;
}

std::string progress_bar(std::uint64_t done, std::uint64_t total, std::size_t width) {
    const std::size_t filled =
        total == 0 ? width : static_cast<std::size_t>(std::min(done, total) * width / total);
    return "[" + std::string(filled, '#') + std::string(width - filled, '.') + "]";
}

std::string cannot_write_output(int error, Lang lang) {
    return fill(kCannotWrite(lang), {{"reason", std::strerror(error)}});
}

Status write_output(std::ostream& out, std::string_view chunk, Lang lang) {
    if (out) {
        out.write(chunk.data(), static_cast<std::streamsize>(chunk.size()));
        out.flush();
    }
    if (out) return ok();
    return failure_of(out, lang);
}

Status finish_output(std::ostream& out, Lang lang) {
    out.flush();
    if (out || out.iword(reported_slot()) != 0) return ok();
    return failure_of(out, lang);
}

std::vector<Text> output_texts() {
    return {kCannotWrite};
}

}  // namespace ninegrid::base
