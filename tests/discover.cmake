# SPDX-License-Identifier: MIT
# Test discovery, in place of Catch2's catch_discover_tests: Catch2 v2's registers a test case
# whose name holds ';' as two ctest tests that match nothing and "pass"; under an emulator (the
# mingw preset: wine) it registers no test at all without a word when the emulator does not
# start, and sees "\r" in the names a Windows program lists.
#
# ninegrid_discover_tests(TARGET [TEST_PREFIX P] [LABELS L...] [PROPERTIES ...]) lists TARGET's
# test cases after each build of it (tests/discover_tests.cmake) and fails the build when it
# finds none, or a name with ';'. Each test case becomes a ctest test named as the case (P
# first), labelled:
#   slow     tagged [slow]: two seconds or more here (a dev build on 2 cores);
#   pty      tagged [pty]: it drives the program on a pseudo-terminal;
#   fast     neither: `ctest -L fast` runs in seconds;
#   and the LABELS of its program (process: a program that starts ninegrid).
# A test that cannot check anything where it runs (no pseudo-terminal) prints
# "ninegrid-test: skipped: REASON" (support::skip_test) and shows in ctest as skipped.
# Under an emulator, test cases tagged with one of NINEGRID_SKIPPED_TAGS are not run: each is
# registered as a skipped test, labelled with the tag, its name saying why. And there
#   NINEGRID_TESTS_PER = CASE     one ctest test per test case;
#   NINEGRID_TESTS_PER = PROGRAM  one per test program (P + TARGET), every case in one process.
# With the wineserver kept up a wine process starts in about 0.2 s: the three engines' 191 test
# cases took 191 s one by one and 164 s program by program (-j2, 2 cores; the 8-puzzle's
# program alone is 160 s of it), so cases it is, for the names and the parallel runs.
set(NINEGRID_TESTS_PER CASE CACHE STRING
    "Under an emulator: one ctest test per test CASE or per test PROGRAM")
set_property(CACHE NINEGRID_TESTS_PER PROPERTY STRINGS CASE PROGRAM)

# TAG=reason pairs: what cannot run on Windows, and why. [posix] is for test cases that need
# /bin/sh (support::run_script), fork or POSIX signals.
if(WIN32)
    set(NINEGRID_SKIPPED_TAGS
        "pty=needs a pseudo-terminal (POSIX only)"
        "posix=needs /bin/sh, fork or POSIX signals")
else()
    set(NINEGRID_SKIPPED_TAGS "")
endif()

set(NINEGRID_DISCOVER_SCRIPT "${CMAKE_CURRENT_LIST_DIR}/discover_tests.cmake")

function(ninegrid_discover_tests target)
    cmake_parse_arguments(PARSE_ARGV 1 arg "" "TEST_PREFIX" "LABELS;PROPERTIES")
    set(tests_file "${CMAKE_CURRENT_BINARY_DIR}/${target}_tests.cmake")
    set(include_file "${CMAKE_CURRENT_BINARY_DIR}/${target}_include.cmake")
    add_custom_command(
        TARGET ${target} POST_BUILD
        BYPRODUCTS "${tests_file}"
        COMMAND "${CMAKE_COMMAND}"
                -D "TARGET=${target}"
                -D "EXECUTABLE=$<TARGET_FILE:${target}>"
                -D "EMULATOR=${CMAKE_CROSSCOMPILING_EMULATOR}"
                -D "WORKING_DIR=${CMAKE_CURRENT_BINARY_DIR}"
                -D "PREFIX=${arg_TEST_PREFIX}"
                -D "PROPERTIES=${arg_PROPERTIES}"
                -D "PER=${NINEGRID_TESTS_PER}"
                -D "CATCH_MAJOR=${ninegrid_catch_major}"
                -D "LABELS=${arg_LABELS}"
                -D "SKIPPED_TAGS=${NINEGRID_SKIPPED_TAGS}"
                -D "OUTPUT=${tests_file}"
                -P "${NINEGRID_DISCOVER_SCRIPT}"
        VERBATIM)
    # A change to the discovery relinks the program, so that its tests are listed again.
    set_property(TARGET ${target} APPEND PROPERTY LINK_DEPENDS
                 "${NINEGRID_DISCOVER_SCRIPT}" "${CMAKE_CURRENT_FUNCTION_LIST_FILE}")
    file(WRITE "${include_file}"
         "if(EXISTS \"${tests_file}\")\n"
         "  include(\"${tests_file}\")\n"
         "else()\n"
         "  add_test(${target}_NOT_BUILT ${target}_NOT_BUILT)\n"
         "endif()\n")
    set_property(DIRECTORY APPEND PROPERTY TEST_INCLUDE_FILES "${include_file}")
endfunction()
