// SPDX-License-Identifier: MIT
// A pipe for tests, on POSIX and on Windows (the C runtime's binary pipe): both ends closed when
// it dies, the writing end earlier on request.
#pragma once

#include <cstddef>
#include <string>

#include "support/catch.hpp"

#ifdef _WIN32
#include <fcntl.h>
#include <io.h>
#else
#include <unistd.h>
#endif

namespace support {

// Writes all of `bytes` to `fd`; whether it could. No Catch2 macro: another thread may call it.
inline bool write_bytes(int fd, const std::string& bytes) {
#ifdef _WIN32
    return ::_write(fd, bytes.data(), static_cast<unsigned>(bytes.size())) ==
           static_cast<int>(bytes.size());
#else
    return ::write(fd, bytes.data(), bytes.size()) == static_cast<ssize_t>(bytes.size());
#endif
}

inline void close_fd(int fd) {
#ifdef _WIN32
    ::_close(fd);
#else
    ::close(fd);
#endif
}

struct Pipe {
    int read_end = -1;
    int write_end = -1;
    Pipe() {
        int fds[2];
#ifdef _WIN32
        REQUIRE(::_pipe(fds, 1 << 16, _O_BINARY) == 0);
#else
        REQUIRE(::pipe(fds) == 0);
#endif
        read_end = fds[0];
        write_end = fds[1];
    }
    ~Pipe() {
        if (read_end >= 0) close_fd(read_end);
        close_write();
    }
    Pipe(const Pipe&) = delete;
    Pipe& operator=(const Pipe&) = delete;
    void write(const std::string& bytes) const {
        REQUIRE(write_bytes(write_end, bytes));
    }
    void close_write() {
        if (write_end >= 0) close_fd(write_end);
        write_end = -1;
    }
};

}  // namespace support
