// Catch2 v2 (Debian bookworm's package) and v3 both work; CMake says which one was found.
#pragma once

#if NINEGRID_CATCH_MAJOR >= 3
#include <catch2/catch_test_macros.hpp>
#else
#include <catch2/catch.hpp>
#endif
