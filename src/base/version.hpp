// SPDX-License-Identifier: MIT
// The program's version, from the project's CMake version.
#pragma once

#include <string_view>

namespace ninegrid::base {

std::string_view version() noexcept;  // "0.2.0"

}  // namespace ninegrid::base
