# SPDX-License-Identifier: MIT
# The emulator of a cross-build for Windows: finds wine and writes tests/windows/wine-run.sh.in
# into the build tree as NINEGRID_WINE_RUN, which CMAKE_CROSSCOMPILING_EMULATOR names. Every
# program the build or ctest runs (a test's discovery, a test, a golden transcript) goes
# through it. Included by mingw-w64.cmake.

# try_compile projects read the toolchain file again in a build tree of their own; they run
# nothing.
get_property(ninegrid_in_try_compile GLOBAL PROPERTY IN_TRY_COMPILE)
if(ninegrid_in_try_compile)
    return()
endif()

# Debian's wine64 package puts the 64-bit loader in /usr/lib/wine, off PATH; elsewhere wine64 or
# wine is on PATH (wine-staging, WineHQ's packages, Fedora).
find_program(NINEGRID_WINE NAMES wine64 wine HINTS /usr/lib/wine /usr/lib64/wine /opt/wine-stable/bin
             DOC "The wine loader that runs the cross-built programs")
if(NOT NINEGRID_WINE)
    if(DEFINED NINEGRID_BUILD_TESTS AND NOT NINEGRID_BUILD_TESTS)
        message(STATUS "wine not found: the Windows programs are built but cannot be run here")
        return()
    endif()
    message(FATAL_ERROR
        "wine was not found, and the tests of a Windows cross-build run under it (without it "
        "every test's discovery would find nothing). Install it ('apt-get install wine64' on "
        "Debian and Ubuntu: its loader is /usr/lib/wine/wine64), point -DNINEGRID_WINE at a "
        "wine loader, or configure with -DNINEGRID_BUILD_TESTS=OFF.")
endif()
# The server of the same installation, the binary itself: Debian's /usr/lib/wine/wineserver is a
# script that adds -p0 (no persistence).
get_filename_component(ninegrid_wine_dir "${NINEGRID_WINE}" DIRECTORY)
find_program(NINEGRID_WINESERVER NAMES wineserver64 wineserver HINTS "${ninegrid_wine_dir}"
             DOC "The wineserver of the wine that runs the cross-built programs")
if(NOT NINEGRID_WINESERVER)
    message(FATAL_ERROR "found ${NINEGRID_WINE} but no wineserver beside it or on PATH: "
                        "point -DNINEGRID_WINESERVER at it")
endif()
# How long the server outlives the last program: long enough to bridge the gaps of a build
# (a discovery, then minutes of compiling, then the next) and of a test run, short enough that
# it does not linger for long once they are over.
set(NINEGRID_WINESERVER_PERSIST 600 CACHE STRING
    "Seconds the wineserver of the tests' wine prefix stays up after its last program")

set(NINEGRID_WINEPREFIX "${CMAKE_BINARY_DIR}/wine-prefix")
set(NINEGRID_WINE_RUN "${CMAKE_BINARY_DIR}/wine-run.sh")
configure_file("${CMAKE_CURRENT_LIST_DIR}/wine-run.sh.in" "${NINEGRID_WINE_RUN}" @ONLY
               FILE_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE
                                WORLD_READ WORLD_EXECUTE)
set(CMAKE_CROSSCOMPILING_EMULATOR "${NINEGRID_WINE_RUN}")
