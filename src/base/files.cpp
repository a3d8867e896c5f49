// Writing to descriptors: the one loop that survives partial writes and signals.
#include "base/files.hpp"

#include <poll.h>
#include <unistd.h>

#include <cerrno>

namespace ninegrid::base {

bool write_all(int fd, std::string_view data) noexcept {
    while (!data.empty()) {
        const ssize_t n = ::write(fd, data.data(), data.size());
        if (n > 0) {
            data.remove_prefix(static_cast<std::size_t>(n));
        } else if (n < 0 && errno == EINTR) {
            continue;
        } else if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            // A non-blocking terminal that is full: wait for room, but not forever.
            struct pollfd p {};
            p.fd = fd;
            p.events = POLLOUT;
            if (::poll(&p, 1, 1000) == 0) return false;
        } else {
            return false;
        }
    }
    return true;
}

}  // namespace ninegrid::base
