// SPDX-License-Identifier: MIT
// The version is compiled into this file alone, so a version bump rebuilds one file.
#include "base/version.hpp"

namespace ninegrid::base {

std::string_view version() noexcept {
    return NINEGRID_VERSION;
}

}  // namespace ninegrid::base
