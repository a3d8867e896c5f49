// Files and descriptors: writing all of a buffer, whatever the descriptor does.
#pragma once

#include <string_view>

namespace ninegrid::base {

// Writes all of `data`, retrying partial writes, EINTR and (for a non-blocking fd) EAGAIN.
// False if the fd refused with any other error; nothing is reported beyond that.
bool write_all(int fd, std::string_view data) noexcept;

}  // namespace ninegrid::base
