# SPDX-License-Identifier: MIT
# Runs one golden-transcript case of tests/golden/cases.txt and compares its output with
# tests/golden/CASE.out, timings masked. Registered by tests/CMakeLists.txt as golden.CASE;
# by hand:
#
#   cmake -DBINARY=build/dev/ninegrid -DCASE=solve_json -P tests/golden/check.cmake
#
# -DEMULATOR=PROGRAM runs the binary through PROGRAM (a Windows build under wine: its build
# tree's wine-run.sh). -DUPDATE=ON writes the golden file from today's output instead of
# comparing (then review the change with git diff). -DWORKDIR=DIR is a scratch directory for the
# case (default: a directory under the system's temporary directory); XDG_STATE_HOME and HOME
# point into it, so no run touches the real records.
#
# A case whose Windows output differs by design has its transcript in windows/CASE.out too.
#
# The golden file holds the program's standard output byte for byte, then, if anything was
# written to standard error, a line "--- stderr ---" and standard error byte for byte.
cmake_minimum_required(VERSION 3.20)

if(NOT DEFINED BINARY OR NOT DEFINED CASE)
    message(FATAL_ERROR "usage: cmake -DBINARY=PATH/ninegrid -DCASE=NAME [-DUPDATE=ON] -P check.cmake")
endif()
get_filename_component(here "${CMAKE_CURRENT_LIST_FILE}" DIRECTORY)
get_filename_component(BINARY "${BINARY}" ABSOLUTE)
if(NOT EXISTS "${BINARY}")
    message(FATAL_ERROR "no program at ${BINARY}")
endif()
set(golden "${here}/${CASE}.out")
# A Windows build (run through an emulator) says some things otherwise, by design: its own
# transcript, when the case has one, in windows/ (the help offers no Ctrl-Z: no job control).
if(DEFINED EMULATOR AND NOT EMULATOR STREQUAL "" AND EXISTS "${here}/windows/${CASE}.out")
    set(golden "${here}/windows/${CASE}.out")
endif()

# The case's line: NAME EXIT STDIN ARGS (see the top of cases.txt).
file(STRINGS "${here}/cases.txt" lines REGEX "^${CASE}[ \t]")
list(LENGTH lines n)
if(NOT n EQUAL 1)
    message(FATAL_ERROR "cases.txt has ${n} lines for case '${CASE}', expected 1")
endif()
if(NOT lines MATCHES "^([A-Za-z0-9_.-]+)[ \t]+([0-9]+)[ \t]+(-|'[^']*')[ \t]*(.*)$")
    message(FATAL_ERROR "cannot read the line of case '${CASE}': ${lines}")
endif()
set(want_exit "${CMAKE_MATCH_2}")
set(stdin "${CMAKE_MATCH_3}")
set(args "${CMAKE_MATCH_4}")
set(run "\"$NINEGRID\"")
if(DEFINED EMULATOR AND NOT EMULATOR STREQUAL "")
    set(ENV{NINEGRID_EMULATOR} "${EMULATOR}")
    set(run "\"$NINEGRID_EMULATOR\" \"$NINEGRID\"")
endif()
if(stdin STREQUAL "-")
    set(command "${run} ${args} </dev/null")
else()
    set(command "printf ${stdin} | ${run} ${args}")
endif()

# A fixed environment: UTF-8, English unless the case says otherwise, no colour settings,
# no terminal type, records and state in a scratch directory.
if(NOT DEFINED WORKDIR)
    if(DEFINED ENV{TMPDIR} AND IS_DIRECTORY "$ENV{TMPDIR}")
        set(WORKDIR "$ENV{TMPDIR}/ninegrid-golden/${CASE}")
    else()
        set(WORKDIR "/tmp/ninegrid-golden/${CASE}")
    endif()
endif()
file(REMOVE_RECURSE "${WORKDIR}")
file(MAKE_DIRECTORY "${WORKDIR}/state" "${WORKDIR}/home")
set(ENV{NINEGRID} "${BINARY}")
set(ENV{LANG} "C.UTF-8")
foreach(var LC_ALL LC_MESSAGES LC_CTYPE LANGUAGE NO_COLOR TERM COLUMNS LINES)
    unset(ENV{${var}})
endforeach()
set(ENV{XDG_STATE_HOME} "${WORKDIR}/state")
set(ENV{HOME} "${WORKDIR}/home")

execute_process(COMMAND sh -c "${command}"
                WORKING_DIRECTORY "${WORKDIR}"
                RESULT_VARIABLE got_exit
                OUTPUT_VARIABLE out
                ERROR_VARIABLE err)
set(actual "${out}")
if(NOT err STREQUAL "")
    string(APPEND actual "--- stderr ---\n${err}")
endif()

if(UPDATE)
    file(WRITE "${golden}" "${actual}")
    message(STATUS "golden.${CASE}: wrote ${golden} (exit ${got_exit}, manifest says ${want_exit})")
    file(REMOVE_RECURSE "${WORKDIR}")
    return()
endif()

# Timings differ from run to run: each becomes <time> in both texts, with the spaces before
# it (table columns are padded to the width of the number). Durations are "850 ns",
# "7.89 µs" ("us" without UTF-8), "2.41 ms", "1.23 s"; in JSON every key ending in "micros".
function(mask_timings var)
    set(t "${${var}}")
    string(REGEX REPLACE "\"mean_micros\":{[^}]*}" "\"mean_micros\":{<time>}" t "${t}")
    string(REGEX REPLACE "(\"[a-z_]*micros\"):[-+.eE0-9]+" "\\1:<time>" t "${t}")
    string(REGEX REPLACE "[ ]*[0-9]+(\\.[0-9]+)? (ns|µs|us|ms)" " <time>" t "${t}")
    string(REGEX REPLACE "[ ]*[0-9]+\\.[0-9]+ s([^A-Za-z]|$)" " <time>\\1" t "${t}")
    set(${var} "${t}" PARENT_SCOPE)
endfunction()

if(NOT EXISTS "${golden}")
    message(FATAL_ERROR "golden.${CASE}: no golden file ${golden} (make it with -DUPDATE=ON)")
endif()
file(READ "${golden}" expected)
mask_timings(expected)
mask_timings(actual)

set(problems "")
if(NOT got_exit STREQUAL want_exit)
    string(APPEND problems "exit status ${got_exit}, expected ${want_exit}\n")
endif()
if(NOT actual STREQUAL expected)
    # Show the difference as a unified diff of the masked texts.
    file(WRITE "${WORKDIR}/expected" "${expected}")
    file(WRITE "${WORKDIR}/actual" "${actual}")
    find_program(DIFF diff)
    if(DIFF)
        execute_process(COMMAND "${DIFF}" -u --label "golden/${CASE}.out" --label "actual"
                                expected actual
                        WORKING_DIRECTORY "${WORKDIR}" OUTPUT_VARIABLE diff_text)
    else()
        set(diff_text "--- golden/${CASE}.out\n+++ actual\n-${expected}\n+${actual}\n")
    endif()
    string(APPEND problems "output differs from ${golden} (timings masked):\n${diff_text}")
endif()
if(NOT problems STREQUAL "")
    # NOTICE prints the diff as it is; FATAL_ERROR would rewrap it.
    message(NOTICE "golden.${CASE}: ${command}\n${problems}"
                   "If the change is intended: cmake -DBINARY=${BINARY} -DCASE=${CASE} -DUPDATE=ON -P ${CMAKE_CURRENT_LIST_FILE}")
    message(FATAL_ERROR "golden.${CASE} failed")
endif()
file(REMOVE_RECURSE "${WORKDIR}")
message(STATUS "golden.${CASE}: ok")
