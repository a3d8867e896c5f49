// SPDX-License-Identifier: MIT
// What the Windows sources of the OS seam share: <windows.h> without its macros' worst, UTF-8 to
// UTF-16 and back, and the reasons of Win32 errors in the words strerror uses on POSIX, so that a
// message reads the same on both.
#pragma once

#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#ifndef NOMINMAX
#define NOMINMAX
#endif
#include <windows.h>

#include <string>
#include <string_view>

namespace ninegrid::os::win32 {

std::wstring widen(std::string_view utf8);
std::string narrow(std::wstring_view wide);

// "No such file or directory", "Permission denied", ... for the common errors; the system's own
// text (in English where it has it) for the rest.
std::string reason(DWORD error);

// The handle behind a C runtime file descriptor, INVALID_HANDLE_VALUE when there is none.
HANDLE handle_of(int fd) noexcept;

// Seconds since 1970 of a FILETIME.
long long unix_seconds(const FILETIME& time) noexcept;

}  // namespace ninegrid::os::win32
