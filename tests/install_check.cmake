# Installs the build into a scratch prefix and checks that the program, its man page and its
# bash, zsh and fish completions land where users, shells and tools look for them (zsh's and
# fish's vendor folders as Debian has them). Run by ctest as install.layout.
file(REMOVE_RECURSE "${PREFIX}")
execute_process(COMMAND "${CMAKE_COMMAND}" --install "${BUILD}" --prefix "${PREFIX}"
                RESULT_VARIABLE result OUTPUT_QUIET)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "cmake --install failed: ${result}")
endif()
foreach(path bin/ninegrid${EXE} share/man/man1/ninegrid.1 share/bash-completion/completions/ninegrid
             share/zsh/vendor-completions/_ninegrid share/fish/vendor_completions.d/ninegrid.fish)
    if(NOT EXISTS "${PREFIX}/${path}")
        message(FATAL_ERROR "not installed: ${path}")
    endif()
endforeach()
file(REMOVE_RECURSE "${PREFIX}")
