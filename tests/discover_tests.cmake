# SPDX-License-Identifier: MIT
# Run after each build of a test program (see discover.cmake): lists its test cases (through the
# emulator, if any) and writes the ctest script that registers them. Fails when the program
# cannot be run, lists no test, or names one with ';'.
cmake_minimum_required(VERSION 3.20)

# The test cases matching `spec`, in `var`; fails unless the program ran and listed them.
function(list_cases var spec)
    if(CATCH_MAJOR EQUAL 3)
        set(list_options --list-tests --verbosity quiet)
    else()
        set(list_options --list-test-names-only)
    endif()
    execute_process(COMMAND ${EMULATOR} "${EXECUTABLE}" ${spec} ${list_options}
                    WORKING_DIRECTORY "${WORKING_DIR}"
                    OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE status)
    # Catch2 v2 exits with the number of tests listed (modulo 256), v3 with 0: anything else is
    # a failure to run (a message from execute_process, or a negative status from a crash).
    if(NOT status MATCHES "^[0-9]+$")
        message(FATAL_ERROR "${TARGET}: could not list its tests with "
                            "${EMULATOR} ${EXECUTABLE}: ${status}\n${out}${err}")
    endif()
    string(REPLACE "\r" "" out "${out}")
    # Keep the names' brackets and semicolons out of CMake's list syntax.
    string(REPLACE "[" "<ninegrid-open>" out "${out}")
    string(REPLACE "]" "<ninegrid-close>" out "${out}")
    string(REPLACE ";" "<ninegrid-semicolon>" out "${out}")
    string(REGEX REPLACE "\n$" "" out "${out}")
    if(out STREQUAL "")
        set(names "")
    else()
        string(REPLACE "\n" ";" names "${out}")
    endif()
    set(${var} "${names}" PARENT_SCOPE)
endfunction()

function(unescape var)
    set(t "${${var}}")
    string(REPLACE "<ninegrid-open>" "[" t "${t}")
    string(REPLACE "<ninegrid-close>" "]" t "${t}")
    string(REPLACE "<ninegrid-semicolon>" ";" t "${t}")
    set(${var} "${t}" PARENT_SCOPE)
endfunction()

# A bracket argument for the script, whatever the text holds.
function(bracket var text)
    set(eq "=")
    while(text MATCHES "]${eq}]")
        string(APPEND eq "=")
    endwhile()
    set(${var} "[${eq}[${text}]${eq}]" PARENT_SCOPE)
endfunction()

set(script "")
set(emulator_args "")
foreach(word IN LISTS EMULATOR)
    bracket(b "${word}")
    string(APPEND emulator_args " ${b}")
endforeach()
bracket(exe "${EXECUTABLE}")
bracket(workdir "${WORKING_DIR}")
set(props "")
foreach(word IN LISTS PROPERTIES)
    bracket(b "${word}")
    string(APPEND props " ${b}")
endforeach()

# add_test and its properties, for a test running the program with `filter` (if not empty),
# with `labels`.
function(register name filter labels)
    bracket(n "${name}")
    set(f "")
    if(NOT filter STREQUAL "")
        bracket(f "${filter}")
        set(f " ${f}")
    endif()
    bracket(l "${labels}")
    string(APPEND script "add_test(${n}${emulator_args} ${exe}${f})\n"
                         "set_tests_properties(${n} PROPERTIES WORKING_DIRECTORY ${workdir}${props}"
                         " LABELS ${l} SKIP_REGULAR_EXPRESSION [==[ninegrid-test: skipped]==])\n")
    set(script "${script}" PARENT_SCOPE)
endfunction()

# The test cases that cannot run here: one skipped test each, the reason in its name.
set(exclude "")
foreach(pair IN LISTS SKIPPED_TAGS)
    string(REGEX MATCH "^[^=]+" tag "${pair}")
    string(REGEX REPLACE "^[^=]+=" "" reason "${pair}")
    string(APPEND exclude "~[${tag}]")
    list_cases(skipped "[${tag}]")
    foreach(case IN LISTS skipped)
        unescape(case)
        bracket(n "${PREFIX}${case} (skipped: ${reason})")
        bracket(why "not run here: ${reason}")
        string(APPEND script
               "add_test(${n} [==[${CMAKE_COMMAND}]==] -E echo ${why})\n"
               "set_tests_properties(${n} PROPERTIES LABELS ${tag} SKIP_REGULAR_EXPRESSION [==[not run here]==])\n")
    endforeach()
endforeach()

list_cases(cases "${exclude}")
list(LENGTH cases count)
if(count EQUAL 0)
    message(FATAL_ERROR "${TARGET}: ${EXECUTABLE} lists no test case to run")
endif()
# Catch2 v2's own discovery splits such a name in two, and CMake lists would too: refused here,
# wherever the tests are built.
set(bad_names "")
foreach(case IN LISTS cases)
    if(case MATCHES "<ninegrid-semicolon>")
        unescape(case)
        string(APPEND bad_names "\n  ${case}")
    endif()
endforeach()
if(NOT bad_names STREQUAL "")
    message(FATAL_ERROR "${TARGET}: a test case's name may not hold ';' (ctest and CMake lists "
                        "cut it there): rename${bad_names}")
endif()
list_cases(slow_cases "[slow]${exclude}")
list_cases(pty_cases "[pty]${exclude}")
if(PER STREQUAL "PROGRAM")
    register("${PREFIX}${TARGET}" "${exclude}" "${LABELS}")
else()
    foreach(case IN LISTS cases)
        set(labels ${LABELS})
        if(case IN_LIST slow_cases)
            list(APPEND labels slow)
        endif()
        if(case IN_LIST pty_cases)
            list(APPEND labels pty)
        endif()
        if(NOT case IN_LIST slow_cases AND NOT case IN_LIST pty_cases)
            list(APPEND labels fast)
        endif()
        unescape(case)
        # Catch's test specs read ',', '[' and ']' (and '\' escaping them) as syntax.
        string(REGEX REPLACE "([][,\\\\])" "\\\\\\1" filter "${case}")
        register("${PREFIX}${case}" "${filter}" "${labels}")
    endforeach()
endif()
file(WRITE "${OUTPUT}" "${script}")
