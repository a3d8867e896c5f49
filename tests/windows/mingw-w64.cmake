# SPDX-License-Identifier: MIT
# Cross-builds ninegrid for 64-bit Windows with MinGW-w64 (Debian: g++-mingw-w64-x86-64-posix) and
# runs what it builds under wine (Debian: wine64): the `mingw` preset uses this file.
#
# The posix flavour of the compiler is the one with std::thread. Everything is linked statically
# (libstdc++, libgcc, winpthread), so a built .exe runs on a bare Windows or wine with no DLL
# beside it. Programs run at build and test time (the tests' discovery, ctest) go through
# CMAKE_CROSSCOMPILING_EMULATOR: tests/windows/wine.cmake makes it a script in the build tree.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)

set(NINEGRID_MINGW_TRIPLE x86_64-w64-mingw32 CACHE STRING "MinGW-w64 target triple")
set(CMAKE_C_COMPILER ${NINEGRID_MINGW_TRIPLE}-gcc-posix)
set(CMAKE_CXX_COMPILER ${NINEGRID_MINGW_TRIPLE}-g++-posix)
set(CMAKE_RC_COMPILER ${NINEGRID_MINGW_TRIPLE}-windres)

# Libraries and headers come from the MinGW sysroot only; programs (bash, the emulator) from the
# host. Catch2 is the one exception: tests/windows/catch2.cmake takes the host's header-only v2.
set(CMAKE_FIND_ROOT_PATH /usr/${NINEGRID_MINGW_TRIPLE})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

set(CMAKE_EXE_LINKER_FLAGS_INIT "-static")

# The emulator: a wrapper script around wine64, written when the project configures (a
# toolchain file runs before the build tree is known in full, and more than once).
include(${CMAKE_CURRENT_LIST_DIR}/wine.cmake)
