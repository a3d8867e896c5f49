# SPDX-License-Identifier: MIT
# Every source file says its license in its first lines, as SPDX asks: C++ sources and headers,
# CMake files, the shells' completions and scripts, the man page. Run by ctest as layout.spdx.
file(GLOB_RECURSE files RELATIVE "${SOURCE_DIR}"
     "${SOURCE_DIR}/src/*.cpp" "${SOURCE_DIR}/src/*.hpp" "${SOURCE_DIR}/include/*.hpp"
     "${SOURCE_DIR}/tests/*.cpp" "${SOURCE_DIR}/tests/*.hpp" "${SOURCE_DIR}/tests/*.cmake"
     "${SOURCE_DIR}/tests/*.zsh" "${SOURCE_DIR}/tests/*.in" "${SOURCE_DIR}/examples/*"
     "${SOURCE_DIR}/cmake/*.cmake" "${SOURCE_DIR}/docs/*.cmake" "${SOURCE_DIR}/docs/ninegrid.*")
list(APPEND files CMakeLists.txt tests/CMakeLists.txt .ci/run)
set(missing "")
foreach(file IN LISTS files)
    if(file MATCHES "/corpus/|\\.md$|\\.svg$|\\.json$")
        continue()
    endif()
    file(STRINGS "${SOURCE_DIR}/${file}" head LIMIT_COUNT 3)
    if(NOT head MATCHES "SPDX-License-Identifier: MIT")
        string(APPEND missing "\n  ${file}")
    endif()
endforeach()
list(LENGTH files count)
if(missing)
    message(FATAL_ERROR "no SPDX-License-Identifier line in the first 3 lines of:${missing}\n"
                        "Add '// SPDX-License-Identifier: MIT' (or '# ...') as the first line.")
endif()
message(STATUS "${count} files carry their SPDX line")
