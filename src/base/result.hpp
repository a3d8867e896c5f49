// SPDX-License-Identifier: MIT
// The result of what can fail with a message: base's names for the OS seam's types, which every
// layer uses.
#pragma once

#include "os/result.hpp"

namespace ninegrid::base {

using os::Done;
using os::Error;
using os::ok;
using os::Result;
using os::Status;

}  // namespace ninegrid::base
