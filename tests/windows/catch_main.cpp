// SPDX-License-Identifier: MIT
// The main() of the test programs of a Windows cross-build (Catch2WithMain of the host's
// Catch2 is a host library): arguments as UTF-8, whatever the code page, so a test named in
// Chinese can be run by name; output in binary mode, so test names are listed without '\r'.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#ifdef _WIN32
#include <fcntl.h>
#include <io.h>
#include <shellapi.h>
#include <windows.h>

#include <cstdio>
#include <string>
#include <vector>

int main() {
    int argc = 0;
    wchar_t** wide = ::CommandLineToArgvW(::GetCommandLineW(), &argc);
    if (wide == nullptr) return 1;
    std::vector<std::string> words;
    for (int i = 0; i < argc; ++i) {
        const int n = ::WideCharToMultiByte(CP_UTF8, 0, wide[i], -1, nullptr, 0, nullptr, nullptr);
        std::string word(n > 0 ? static_cast<std::size_t>(n) : 1U, '\0');
        if (n > 0) ::WideCharToMultiByte(CP_UTF8, 0, wide[i], -1, &word[0], n, nullptr, nullptr);
        word.resize(word.size() - 1);
        words.push_back(word);
    }
    ::LocalFree(wide);
    std::vector<char*> argv;
    for (std::string& w : words)
        argv.push_back(&w[0]);
    argv.push_back(nullptr);
    ::_setmode(::_fileno(stdout), _O_BINARY);
    ::_setmode(::_fileno(stderr), _O_BINARY);
    return Catch::Session().run(argc, argv.data());
}
#else
int main(int argc, char** argv) {
    return Catch::Session().run(argc, argv);
}
#endif
