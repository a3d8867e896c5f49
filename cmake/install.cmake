# SPDX-License-Identifier: MIT
# What `cmake --install` puts in place and cpack packs, in two components: "program" (the game,
# its man page, bash completion and documents) and "library" (the solvers' static libraries,
# their headers, the CMake package and the pkg-config file).

# The program.
if(NINEGRID_BUILD_PROGRAM)
    install(TARGETS ninegrid RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT program)
endif()
# The man page, gzipped where gzip is (Debian's policy: -9n, no name nor time inside, so the same
# page gives the same bytes); as it is on Windows.
find_program(NINEGRID_GZIP gzip)
if(NINEGRID_GZIP AND NOT WIN32)
    set(man ${PROJECT_BINARY_DIR}/man/ninegrid.1)
    add_custom_command(OUTPUT ${man}.gz
        COMMAND ${CMAKE_COMMAND} -E copy ${PROJECT_SOURCE_DIR}/docs/ninegrid.1 ${man}
        COMMAND ${NINEGRID_GZIP} -9nf ${man}
        DEPENDS ${PROJECT_SOURCE_DIR}/docs/ninegrid.1 VERBATIM)
    add_custom_target(ninegrid_man ALL DEPENDS ${man}.gz)
    install(FILES ${man}.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1 COMPONENT program)
else()
    install(FILES docs/ninegrid.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1 COMPONENT program)
endif()
install(FILES docs/ninegrid.bash
        DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions
        RENAME ninegrid COMPONENT program)
# zsh's and fish's completions in their vendor folders, as Debian has them.
install(FILES docs/ninegrid.zsh
        DESTINATION ${CMAKE_INSTALL_DATADIR}/zsh/vendor-completions
        RENAME _ninegrid COMPONENT program)
install(FILES docs/ninegrid.fish
        DESTINATION ${CMAKE_INSTALL_DATADIR}/fish/vendor_completions.d COMPONENT program)
# The documents (share/doc/ninegrid), laid out as in the sources so their links hold; the license
# as Debian names it, `copyright`, except on Windows.
install(FILES README.md CHANGELOG.md DESTINATION ${CMAKE_INSTALL_DOCDIR} COMPONENT program)
if(WIN32)
    install(FILES LICENSE DESTINATION ${CMAKE_INSTALL_DOCDIR} COMPONENT program)
else()
    install(FILES LICENSE DESTINATION ${CMAKE_INSTALL_DOCDIR} RENAME copyright COMPONENT program)
endif()
file(GLOB ninegrid_docs ${PROJECT_SOURCE_DIR}/docs/*.md ${PROJECT_SOURCE_DIR}/docs/*.svg)
install(FILES ${ninegrid_docs} DESTINATION ${CMAKE_INSTALL_DOCDIR}/docs COMPONENT program)

# The library: the engines, and the two layers below them that they link (their headers are not
# installed: only include/ninegrid is the interface), exported as ninegrid::<name>.
set_target_properties(ninegrid_base PROPERTIES EXPORT_NAME detail_base)
set_target_properties(ninegrid_os PROPERTIES EXPORT_NAME detail_os)
set(ninegrid_library_targets ninegrid_eight_engine ninegrid_fifteen_engine ninegrid_link_engine
    ninegrid_sliding_engine ninegrid_base ninegrid_os ninegrid_rng)
install(TARGETS ${ninegrid_library_targets} EXPORT ninegridTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT library)
install(DIRECTORY include/ninegrid DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} COMPONENT library
        FILES_MATCHING PATTERN "*.hpp")
set(ninegrid_cmake_dir ${CMAKE_INSTALL_LIBDIR}/cmake/ninegrid)
install(EXPORT ninegridTargets NAMESPACE ninegrid:: DESTINATION ${ninegrid_cmake_dir}
        COMPONENT library)
include(CMakePackageConfigHelpers)
configure_package_config_file(cmake/ninegridConfig.cmake.in
    ${PROJECT_BINARY_DIR}/ninegridConfig.cmake INSTALL_DESTINATION ${ninegrid_cmake_dir})
# Before 1.0 a minor version may change the interface (0.2 is not 0.1), so find_package(ninegrid
# 0.2) accepts 0.2.x only; from 1.0 on this becomes SameMajorVersion.
write_basic_package_version_file(${PROJECT_BINARY_DIR}/ninegridConfigVersion.cmake
    COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/ninegridConfig.cmake
              ${PROJECT_BINARY_DIR}/ninegridConfigVersion.cmake
        DESTINATION ${ninegrid_cmake_dir} COMPONENT library)
# pkg-config: the archives in link order (each before what it needs), the prefix found from the
# file's own place so the file holds wherever the prefix is (/usr/local, a .deb's /usr).
set(NINEGRID_PC_LIBS "")
foreach(target IN LISTS ninegrid_library_targets)
    string(APPEND NINEGRID_PC_LIBS " -l${target}")
endforeach()
string(APPEND NINEGRID_PC_LIBS " -pthread")
string(STRIP "${NINEGRID_PC_LIBS}" NINEGRID_PC_LIBS)
file(RELATIVE_PATH NINEGRID_PC_TO_PREFIX /${CMAKE_INSTALL_LIBDIR}/pkgconfig /)
string(REGEX REPLACE "/$" "" NINEGRID_PC_TO_PREFIX "${NINEGRID_PC_TO_PREFIX}")
configure_file(cmake/ninegrid.pc.in ${PROJECT_BINARY_DIR}/ninegrid.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/ninegrid.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig
        COMPONENT library)

# Packages (cpack in the build folder): a .deb of the program, one of the library, and a .tar.gz of
# both; on Windows a .zip. See docs/architecture.md.
set(CPACK_PACKAGE_NAME ninegrid)
set(CPACK_PACKAGE_VENDOR "the ninegrid contributors")
set(CPACK_PACKAGE_CONTACT "ninegrid contributors <dev@ninegrid.invalid>")
# The packages' descriptions, in lines of at most 80 columns below the synopsis (the project's
# description, which CPack's .deb puts first for every package).
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_DESCRIPTION "The 8-puzzle, the 15-puzzle and the link game (Shisen-Sho) in the terminal,
in English and Chinese, with exact solvers to watch and measure: BFS, A*,
a distance table of the whole 8-puzzle, IDA* over pattern databases, the
link game's exact solver. License: MIT.")
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_RESOURCE_FILE_README ${PROJECT_SOURCE_DIR}/README.md)
set(CPACK_PACKAGE_CHECKSUM SHA256)
set(CPACK_STRIP_FILES ON)
if(WIN32)
    set(CPACK_GENERATOR ZIP)
else()
    set(CPACK_GENERATOR DEB TGZ)
endif()
set(CPACK_SOURCE_GENERATOR TGZ)
set(CPACK_SOURCE_IGNORE_FILES "/build/" "/\\\\.git/")
# The .deb: one package per component (ninegrid, libninegrid-dev); the archives hold both.
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_ARCHIVE_COMPONENT_INSTALL OFF)
set(CPACK_COMPONENTS_ALL program library)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PROGRAM_PACKAGE_NAME ninegrid)
set(CPACK_DEBIAN_PROGRAM_PACKAGE_SECTION games)
set(CPACK_DEBIAN_LIBRARY_PACKAGE_NAME libninegrid-dev)
set(CPACK_DEBIAN_LIBRARY_PACKAGE_SECTION libdevel)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_COMPONENT_PROGRAM_DESCRIPTION "${CPACK_PACKAGE_DESCRIPTION}")
set(CPACK_COMPONENT_LIBRARY_DESCRIPTION "ninegrid's solvers as a static C++17 library, for your own programs:
the 8-puzzle's distance table and searches, the 15-puzzle's pattern
databases, the sliding family's solvers and the link game's exact solver,
with their headers, for find_package(ninegrid) or pkg-config. License: MIT.")
# The program is linked statically where the toolchain can: then it needs nothing at run time.
if(NINEGRID_CAN_LINK_STATIC_PIE)
    set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS OFF)
else()
    set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
endif()
include(CPack)
