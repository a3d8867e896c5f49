# SPDX-License-Identifier: MIT
# Catch2 for a cross-build for Windows, included by the top CMakeLists.txt in place of
# find_package(Catch2). find_package looks in the MinGW sysroot only, where there is no Catch2,
# and the host's package would import a library built for the host. Catch2 v2 is one header:
# this takes the host's (Debian's catch2 package: /usr/include/catch2/catch.hpp), copied into the
# build tree so that no other host header is ever on the include path, and compiles its main()
# here (catch_main.cpp). Defines Catch2_FOUND, Catch2_VERSION, Catch2::Catch2 and
# Catch2::Catch2WithMain, as find_package would.
find_path(NINEGRID_CATCH2_INCLUDE catch2/catch.hpp PATHS /usr/include /usr/local/include
          NO_CMAKE_FIND_ROOT_PATH DOC "The folder holding catch2/catch.hpp, Catch2 v2's single header")
if(NOT NINEGRID_CATCH2_INCLUDE)
    set(Catch2_FOUND FALSE)
    return()
endif()

file(STRINGS "${NINEGRID_CATCH2_INCLUDE}/catch2/catch.hpp" ninegrid_catch_version
     REGEX "^#define CATCH_VERSION_(MAJOR|MINOR|PATCH) [0-9]+")
string(REGEX REPLACE ".*MAJOR ([0-9]+).*MINOR ([0-9]+).*PATCH ([0-9]+).*" "\\1.\\2.\\3"
       Catch2_VERSION "${ninegrid_catch_version}")
if(NOT Catch2_VERSION MATCHES "^2\\.")
    message(FATAL_ERROR "${NINEGRID_CATCH2_INCLUDE}/catch2/catch.hpp is not Catch2 v2's single "
                        "header: a cross-build takes only that (Debian bookworm's catch2)")
endif()
set(Catch2_FOUND TRUE)

configure_file("${NINEGRID_CATCH2_INCLUDE}/catch2/catch.hpp"
               "${PROJECT_BINARY_DIR}/catch2/include/catch2/catch.hpp" COPYONLY)
add_library(ninegrid_catch2 INTERFACE)
target_include_directories(ninegrid_catch2 SYSTEM INTERFACE "${PROJECT_BINARY_DIR}/catch2/include")
add_library(Catch2::Catch2 ALIAS ninegrid_catch2)

add_library(ninegrid_catch2_main STATIC "${CMAKE_CURRENT_LIST_DIR}/catch_main.cpp")
target_link_libraries(ninegrid_catch2_main PUBLIC ninegrid_catch2)
add_library(Catch2::Catch2WithMain ALIAS ninegrid_catch2_main)
