// SPDX-License-Identifier: MIT
// Catch2 v2 (Debian bookworm's package) and v3 both work; CMake says which one was found.
// Tests write `Approx(x)` unqualified under either version.
#pragma once

#if NINEGRID_CATCH_MAJOR >= 3
#include <catch2/catch_approx.hpp>
#include <catch2/catch_test_macros.hpp>
// v3 declares Approx only as Catch::Approx.
using Catch::Approx;
#else
#include <catch2/catch.hpp>
// v2 already declares ::Approx (using Catch::Detail::Approx). Its Catch::Approx is the
// vector matcher Catch::Matchers::Approx, so a `using Catch::Approx;` here would hide it.
#endif

#include <iostream>
#include <string>

namespace support {

// Says that the running test case can check nothing here, and why: the line it prints makes
// ctest show the test as skipped (SKIP_REGULAR_EXPRESSION, tests/discover.cmake), not passed.
// The caller then returns.
inline void skip_test(const std::string& reason) {
    std::cout << "ninegrid-test: skipped: " << reason << std::endl;
    WARN("skipped: " << reason);
}

}  // namespace support
