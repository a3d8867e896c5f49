# SPDX-License-Identifier: MIT
# Makes the .deb packages with cpack, unpacks the program's into a scratch root as dpkg would
# install it, and runs what it holds: the binary, and the man page through man -l. Checks the
# package's metadata (section, maintainer, license, no run-time dependency for the static binary)
# and that files are where Debian puts them. Run by ctest as install.deb where dpkg-deb is.
# cmake -DBUILD=<build> -DSCRATCH=<folder> -DCPACK=<cpack> -DDPKG_DEB=<dpkg-deb> -DVERSION=<x.y.z>
#       -DSTATIC=<whether the binary is static> -P deb_check.cmake
include(${CMAKE_CURRENT_LIST_DIR}/support/scratch_run.cmake)

run("${CPACK}" --config "${BUILD}/CPackConfig.cmake" -G DEB -B "${SCRATCH}")
file(GLOB debs "${SCRATCH}/ninegrid_${VERSION}_*.deb")
file(GLOB dev_debs "${SCRATCH}/libninegrid-dev_${VERSION}_*.deb")
if(NOT debs OR NOT dev_debs)
    file(GLOB made "${SCRATCH}/*.deb")
    message(FATAL_ERROR "expected ninegrid_${VERSION}_*.deb and libninegrid-dev_${VERSION}_*.deb, "
                        "cpack made: ${made}")
endif()

# The program's package: its control fields.
run("${DPKG_DEB}" --field "${debs}" Package Section Maintainer Description Depends)
set(fields "${out}")
foreach(expected "Package: ninegrid\n" "Section: games\n" "Maintainer: [^\n]+<[^\n]+@[^\n]+>\n"
                 "License: MIT")
    if(NOT fields MATCHES "${expected}")
        message(FATAL_ERROR "the .deb's control lacks ${expected}:\n${fields}")
    endif()
endforeach()
if(STATIC AND fields MATCHES "Depends:")
    message(FATAL_ERROR "the static binary's .deb depends on something:\n${fields}")
endif()

# Its files, where Debian looks for them.
run("${DPKG_DEB}" -c "${debs}")
set(listing "${out}")
foreach(path usr/bin/ninegrid usr/share/man/man1/ninegrid.1.gz
             usr/share/bash-completion/completions/ninegrid usr/share/doc/ninegrid/copyright
             usr/share/zsh/vendor-completions/_ninegrid
             usr/share/fish/vendor_completions.d/ninegrid.fish
             usr/share/doc/ninegrid/README.md usr/share/doc/ninegrid/CHANGELOG.md
             usr/share/doc/ninegrid/docs/architecture.md)
    if(NOT listing MATCHES " \\./${path}\n")
        message(FATAL_ERROR "the .deb lacks /${path}:\n${listing}")
    endif()
endforeach()
if(listing MATCHES "usr/include|\\.a\n")
    message(FATAL_ERROR "the program's .deb holds the library's files:\n${listing}")
endif()
run("${DPKG_DEB}" -c "${dev_debs}")
foreach(path usr/include/ninegrid/eight/solve.hpp usr/lib/cmake/ninegrid/ninegridConfig.cmake
             usr/lib/pkgconfig/ninegrid.pc)
    if(NOT out MATCHES " \\./${path}\n")
        message(FATAL_ERROR "libninegrid-dev lacks /${path}:\n${out}")
    endif()
endforeach()

# Installed into a scratch root, the binary runs...
set(root "${SCRATCH}/root")
run("${DPKG_DEB}" -x "${debs}" "${root}")
run("${root}/usr/bin/ninegrid" --version)
if(NOT out STREQUAL "ninegrid ${VERSION}\n")
    message(FATAL_ERROR "ninegrid --version from the .deb printed: ${out}")
endif()
# ... and man reads its page.
find_program(man man)
if(man)
    set(ENV{MANPAGER} cat)
    set(ENV{MANWIDTH} 80)
    set(ENV{LANG} C.UTF-8)
    run("${man}" -l "${root}/usr/share/man/man1/ninegrid.1.gz")
    if(NOT out MATCHES "NINEGRID\\(1\\)" OR NOT out MATCHES "ninegrid ${VERSION}")
        message(FATAL_ERROR "man -l of the .deb's page printed:\n${out}")
    endif()
else()
    message(STATUS "man not found: the .deb's man page is not read (apt-get install man-db)")
endif()
file(REMOVE_RECURSE "${SCRATCH}")
