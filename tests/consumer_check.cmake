# SPDX-License-Identifier: MIT
# Builds and runs examples/ as a user of the library would, then checks what it prints. Run by
# ctest as install.find_package and install.add_subdirectory.
#   MODE=installed:    `cmake --install` of BUILD into a scratch prefix, then examples/ with
#                      find_package(ninegrid 0.2) through CMAKE_PREFIX_PATH; and, where pkg-config
#                      is, the example compiled by hand with the flags ninegrid.pc gives.
#   MODE=subdirectory: examples/ with the source tree added by add_subdirectory: only the
#                      libraries it links are built, none of ninegrid's tests nor its program.
# cmake -DMODE=... -DSOURCE=<ninegrid> -DBUILD=<its build> -DSCRATCH=<folder> -DCXX=<compiler>
#       -DGENERATOR=<generator> -DBUILD_TYPE=<type> [-DLAUNCHER=<ccache>]
#       [-DFLAGS=<the build's CMAKE_CXX_FLAGS>] [-DLINK_FLAGS=<its CMAKE_EXE_LINKER_FLAGS>]
#       -P consumer_check.cmake
# The example is built with the build's own flags: the libraries of a sanitizer build need the
# sanitizer's run time in the program that links them.
include(${CMAKE_CURRENT_LIST_DIR}/support/scratch_run.cmake)

# What the example must print: the 8-puzzle's 31 moves, a 15-puzzle solved.
function(check_output program)
    run("${program}")
    if(NOT out MATCHES "^8-puzzle 867254301: 31 moves\n15-puzzle [0-9a-f]+: [0-9]+ moves\n$")
        message(FATAL_ERROR "${program} printed:\n${out}")
    endif()
    message(STATUS "${program}:\n${out}")
endfunction()

set(configure "${CMAKE_COMMAND}" -S "${SOURCE}/examples" -B "${SCRATCH}/build" -G "${GENERATOR}"
    "-DCMAKE_CXX_COMPILER=${CXX}" "-DCMAKE_BUILD_TYPE=${BUILD_TYPE}"
    "-DCMAKE_CXX_COMPILER_LAUNCHER=${LAUNCHER}" "-DCMAKE_CXX_FLAGS=${FLAGS}"
    "-DCMAKE_EXE_LINKER_FLAGS=${LINK_FLAGS}")
if(MODE STREQUAL "installed")
    set(prefix "${SCRATCH}/prefix")
    run("${CMAKE_COMMAND}" --install "${BUILD}" --prefix "${prefix}")
    run(${configure} "-DCMAKE_PREFIX_PATH=${prefix}")
    run("${CMAKE_COMMAND}" --build "${SCRATCH}/build" --parallel 2)
    check_output("${SCRATCH}/build/solve_boards${CMAKE_EXECUTABLE_SUFFIX}")
    # A version the package does not claim to be compatible with is refused.
    file(WRITE "${SCRATCH}/newer/CMakeLists.txt"
         "cmake_minimum_required(VERSION 3.16)\nproject(newer LANGUAGES CXX)\n"
         "find_package(ninegrid 0.3 REQUIRED)\n")
    execute_process(COMMAND "${CMAKE_COMMAND}" -S "${SCRATCH}/newer" -B "${SCRATCH}/newer/build"
                            "-DCMAKE_CXX_COMPILER=${CXX}" "-DCMAKE_PREFIX_PATH=${prefix}"
                    RESULT_VARIABLE result OUTPUT_QUIET ERROR_QUIET)
    if(result EQUAL 0)
        message(FATAL_ERROR "find_package(ninegrid 0.3) accepted the installed 0.2")
    endif()
    find_program(pkg_config pkg-config)
    if(pkg_config)
        file(GLOB_RECURSE pc "${prefix}/*/ninegrid.pc")
        get_filename_component(pc_dir "${pc}" DIRECTORY)
        set(ENV{PKG_CONFIG_PATH} "${pc_dir}")
        run("${pkg_config}" --cflags --libs ninegrid)
        separate_arguments(flags UNIX_COMMAND "${out}")
        separate_arguments(build_flags UNIX_COMMAND "${FLAGS} ${LINK_FLAGS}")
        run("${CXX}" -std=c++17 -O1 ${build_flags} "${SOURCE}/examples/solve_boards.cpp" ${flags}
            -o "${SCRATCH}/solve_boards_pc")
        check_output("${SCRATCH}/solve_boards_pc")
    else()
        message(STATUS "pkg-config not found: ninegrid.pc is not tried")
    endif()
elseif(MODE STREQUAL "subdirectory")
    run(${configure} "-DNINEGRID_SOURCE_DIR=${SOURCE}")
    run("${CMAKE_COMMAND}" --build "${SCRATCH}/build" --target solve_boards --parallel 2)
    check_output("${SCRATCH}/build/solve_boards${CMAKE_EXECUTABLE_SUFFIX}")
    # As a subproject ninegrid configures neither its tests nor its installation.
    if(EXISTS "${SCRATCH}/build/ninegrid/tests" OR EXISTS "${SCRATCH}/build/CPackConfig.cmake")
        message(FATAL_ERROR "ninegrid as a subproject configured its tests or its packages")
    endif()
else()
    message(FATAL_ERROR "MODE must be installed or subdirectory")
endif()
file(REMOVE_RECURSE "${SCRATCH}")
