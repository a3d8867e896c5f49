# SPDX-License-Identifier: MIT
# Fails when a file outside the OS seam (src/os) includes a platform header, or uses a compiler
# builtin outside src/base/bits.hpp: everything above the seam is portable C++17.
# cmake -DSOURCE_DIR=... -P platform_headers.cmake
file(GLOB_RECURSE files
    ${SOURCE_DIR}/src/*.cpp ${SOURCE_DIR}/src/*.hpp ${SOURCE_DIR}/include/*.hpp)
set(bad "")
foreach(f IN LISTS files)
    if(f MATCHES "/src/os/")
        continue()
    endif()
    file(STRINGS ${f} lines REGEX
        "#[ \t]*include[ \t]*<(unistd|termios|poll|fcntl|dirent|signal|io|windows|shellapi|pwd)\\.h>|#[ \t]*include[ \t]*<sys/|#[ \t]*include[ \t]*<csignal>")
    if(lines)
        list(APPEND bad "${f}: ${lines}")
    endif()
    if(NOT f MATCHES "/src/base/bits\\.hpp$")
        file(STRINGS ${f} builtins REGEX "__builtin_|__attribute__")
        if(builtins)
            list(APPEND bad "${f}: ${builtins}")
        endif()
    endif()
endforeach()
if(bad)
    list(JOIN bad "\n" text)
    message(FATAL_ERROR "platform code above the OS seam (move it behind src/os):\n${text}")
endif()
