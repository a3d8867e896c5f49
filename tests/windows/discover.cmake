# Test discovery for a build whose test programs run through an emulator (the mingw preset: wine),
# in place of Catch2's catch_discover_tests, which there registers no test at all without a word
# when the emulator does not start, and sees "\r" in the names a Windows program lists.
#
# ninegrid_discover_tests(TARGET [TEST_PREFIX P] [PROPERTIES ...]) lists TARGET's test cases after
# each build of it (tests/windows/discover_tests.cmake) and fails the build when it finds none.
# Test cases tagged with one of NINEGRID_SKIPPED_TAGS are not run: each is registered as a
# skipped test, labelled with the tag, its name saying why. The others become ctest tests:
#   NINEGRID_TESTS_PER = CASE     one per test case, named as on Linux (catch_discover_tests);
#   NINEGRID_TESTS_PER = PROGRAM  one per test program (P + TARGET), every case in one process.
# With the wineserver kept up a wine process starts in about 0.2 s: the three engines' 191 test
# cases took 191 s one by one and 164 s program by program (-j2, 2 cores; the 8-puzzle's
# program alone is 160 s of it), so cases it is, for the names and the parallel runs.
set(NINEGRID_TESTS_PER CASE CACHE STRING
    "Under an emulator: one ctest test per test CASE or per test PROGRAM")
set_property(CACHE NINEGRID_TESTS_PER PROPERTY STRINGS CASE PROGRAM)

# TAG=reason pairs: what cannot run on Windows, and why. [posix] is for test cases that need
# /bin/sh (support::run_script), fork or POSIX signals.
set(NINEGRID_SKIPPED_TAGS
    "pty=needs a pseudo-terminal (POSIX only)"
    "posix=needs /bin/sh, fork or POSIX signals")

set(NINEGRID_DISCOVER_SCRIPT "${CMAKE_CURRENT_LIST_DIR}/discover_tests.cmake")

function(ninegrid_discover_tests target)
    cmake_parse_arguments(PARSE_ARGV 1 arg "" "TEST_PREFIX" "PROPERTIES")
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
                -D "SKIPPED_TAGS=${NINEGRID_SKIPPED_TAGS}"
                -D "OUTPUT=${tests_file}"
                -P "${NINEGRID_DISCOVER_SCRIPT}"
        VERBATIM)
    file(WRITE "${include_file}"
         "if(EXISTS \"${tests_file}\")\n"
         "  include(\"${tests_file}\")\n"
         "else()\n"
         "  add_test(${target}_NOT_BUILT ${target}_NOT_BUILT)\n"
         "endif()\n")
    set_property(DIRECTORY APPEND PROPERTY TEST_INCLUDE_FILES "${include_file}")
endfunction()
