# SPDX-License-Identifier: MIT
# Installs the build into a scratch prefix and checks that the program, its man page, its bash, zsh
# and fish completions (zsh's and fish's vendor folders as Debian has them) and its documents
# land where users, shells and tools look for them, and the library's
# headers, archives, CMake package and pkg-config file where compilers, find_package and
# pkg-config do. Run by ctest as install.layout.
file(REMOVE_RECURSE "${PREFIX}")
execute_process(COMMAND "${CMAKE_COMMAND}" --install "${BUILD}" --prefix "${PREFIX}"
                RESULT_VARIABLE result OUTPUT_QUIET)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "cmake --install failed: ${result}")
endif()
set(license copyright)
if(EXE STREQUAL ".exe")
    set(license LICENSE)
endif()
set(expected bin/ninegrid${EXE} share/man/man1/${MAN} share/bash-completion/completions/ninegrid
    share/zsh/vendor-completions/_ninegrid share/fish/vendor_completions.d/ninegrid.fish
    share/doc/ninegrid/README.md share/doc/ninegrid/CHANGELOG.md share/doc/ninegrid/${license}
    share/doc/ninegrid/docs/architecture.md share/doc/ninegrid/docs/algorithms.md
    include/ninegrid/rng.hpp include/ninegrid/eight/solve.hpp include/ninegrid/fifteen/pdb.hpp
    include/ninegrid/link/solver.hpp include/ninegrid/sliding/near.hpp
    ${LIBDIR}/cmake/ninegrid/ninegridConfig.cmake
    ${LIBDIR}/cmake/ninegrid/ninegridConfigVersion.cmake
    ${LIBDIR}/cmake/ninegrid/ninegridTargets.cmake ${LIBDIR}/pkgconfig/ninegrid.pc)
foreach(name eight_engine fifteen_engine link_engine sliding_engine base os rng)
    list(APPEND expected ${LIBDIR}/${LIB_PREFIX}ninegrid_${name}${LIB_SUFFIX})
endforeach()
foreach(path IN LISTS expected)
    if(NOT EXISTS "${PREFIX}/${path}")
        message(FATAL_ERROR "not installed: ${path}")
    endif()
endforeach()
# Only the public interface is installed: no private header, no compiler builtin.
file(GLOB_RECURSE headers "${PREFIX}/include/*")
foreach(header IN LISTS headers)
    file(STRINGS "${header}" private REGEX "#[ \t]*include[ \t]*\"(base|os|term|shell|games|cli)/|__builtin_")
    if(private)
        message(FATAL_ERROR "${header} is not self-contained: ${private}")
    endif()
endforeach()
file(REMOVE_RECURSE "${PREFIX}")
