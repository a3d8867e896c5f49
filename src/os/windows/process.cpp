// SPDX-License-Identifier: MIT
// The Windows process: arguments from the wide command line, binary standard streams, the
// environment in UTF-16, the user's UI language.
#include "os/process.hpp"

#include <fcntl.h>
#include <io.h>

#include <cstdio>
#include <cstdlib>

#include "os/windows/win32.hpp"

// After <windows.h>, which it needs.
#include <shellapi.h>

namespace ninegrid::os {

namespace {

UINT g_saved_output_cp = 0;

void restore_output_cp() {
    if (g_saved_output_cp != 0) ::SetConsoleOutputCP(g_saved_output_cp);
}

}  // namespace

std::vector<std::string> start_program(int argc, char** argv) {
    // Binary: "\n" stays "\n", and bytes that happen to be 0x1A are no end of file.
    for (const int fd : {0, 1, 2})
        (void)::_setmode(fd, _O_BINARY);
    // What the program writes is UTF-8: a console shows it so (and gets its code page back).
    DWORD mode = 0;
    if (::GetConsoleMode(::GetStdHandle(STD_OUTPUT_HANDLE), &mode) != 0 ||
        ::GetConsoleMode(::GetStdHandle(STD_ERROR_HANDLE), &mode) != 0) {
        const UINT cp = ::GetConsoleOutputCP();
        if (cp != CP_UTF8 && ::SetConsoleOutputCP(CP_UTF8) != 0) {
            g_saved_output_cp = cp;
            std::atexit(restore_output_cp);
        }
    }
    std::vector<std::string> args;
    int count = 0;
    wchar_t** wide = ::CommandLineToArgvW(::GetCommandLineW(), &count);
    if (wide == nullptr) {
        args.assign(argv + (argc > 0 ? 1 : 0), argv + argc);
        return args;
    }
    for (int i = 1; i < count; ++i)
        args.push_back(win32::narrow(wide[i]));
    ::LocalFree(wide);
    return args;
}

std::optional<std::string> environment(const char* name) {
    const std::wstring wide_name = win32::widen(name);
    const DWORD size = ::GetEnvironmentVariableW(wide_name.c_str(), nullptr, 0);
    if (size == 0) {
        if (::GetLastError() == ERROR_ENVVAR_NOT_FOUND) return std::nullopt;
        return std::string();
    }
    std::wstring value(size, L'\0');
    const DWORD n = ::GetEnvironmentVariableW(wide_name.c_str(), value.data(), size);
    value.resize(n);
    return win32::narrow(value);
}

bool utf8_by_default() noexcept {
    return true;
}

bool system_language_is_chinese() noexcept {
    return PRIMARYLANGID(::GetUserDefaultUILanguage()) == LANG_CHINESE;
}

}  // namespace ninegrid::os
