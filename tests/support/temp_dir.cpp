// SPDX-License-Identifier: MIT
// Scratch directories made with mkdtemp (Windows: under GetTempPathW) and removed recursively;
// environment changes undone.
#include "support/temp_dir.hpp"

#ifdef _WIN32
#include <windows.h>

#include <chrono>
#else
#include <stdlib.h>
#endif

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace fs = std::filesystem;

namespace {
// A path's u8string() as a std::string: it is one in C++17, a std::u8string from C++20 on.
template <typename Utf8>
std::string utf8_bytes(const Utf8& text) {
    return std::string(text.begin(), text.end());
}
}  // namespace

namespace support {

#ifdef _WIN32
namespace {

std::wstring widen(const std::string& text) {
    return fs::u8path(text).wstring();
}

}  // namespace

TempDir::TempDir() {
    wchar_t dir[MAX_PATH + 1];
    const DWORD n = ::GetTempPathW(MAX_PATH + 1, dir);
    if (n == 0 || n > MAX_PATH) throw std::runtime_error("GetTempPathW failed");
    // Unique by process, time and a counter; CreateDirectoryW fails on a name already taken.
    static unsigned counter = 0;
    const auto now = std::chrono::steady_clock::now().time_since_epoch().count();
    for (int attempt = 0; attempt < 100; ++attempt) {
        const std::wstring path = std::wstring(dir) + L"ninegrid-test-" +
                                  std::to_wstring(::GetCurrentProcessId()) + L"-" +
                                  std::to_wstring(now) + L"-" + std::to_wstring(++counter);
        if (::CreateDirectoryW(path.c_str(), nullptr)) {
            path_ = utf8_bytes(fs::path(path).generic_u8string());
            return;
        }
        if (::GetLastError() != ERROR_ALREADY_EXISTS) break;
    }
    throw std::runtime_error("cannot make a folder under the temporary folder");
}
#else
TempDir::TempDir() {
    const char* dir = std::getenv("TMPDIR");
    std::string templ =
        std::string(dir != nullptr && *dir == '/' ? dir : "/tmp") + "/ninegrid-test-XXXXXX";
    if (::mkdtemp(templ.data()) == nullptr) {
        throw std::runtime_error("mkdtemp failed: " + std::string(std::strerror(errno)));
    }
    path_ = templ;
}
#endif

TempDir::~TempDir() {
    std::error_code ec;
    // A test may have taken permissions away; give them back so everything can go.
    for (auto it = fs::recursive_directory_iterator(fs::u8path(path_), ec);
         !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
        std::error_code ignored;
        fs::permissions(it->path(), fs::perms::owner_all, fs::perm_options::add, ignored);
    }
    fs::remove_all(fs::u8path(path_), ec);
}

std::optional<std::string> read_file(const std::string& path) {
    std::ifstream in(fs::u8path(path), std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream text;
    text << in.rdbuf();
    if (in.bad()) return std::nullopt;
    return text.str();
}

void write_file(const std::string& path, const std::string& text) {
    std::ofstream out(fs::u8path(path), std::ios::binary | std::ios::trunc);
    out << text;
    out.close();
    if (!out) throw std::runtime_error("cannot write " + path);
}

bool path_exists(const std::string& path) {
    std::error_code ec;
    return fs::symlink_status(fs::u8path(path), ec).type() != fs::file_type::not_found && !ec;
}

std::vector<std::string> list_directory(const std::string& path) {
    std::vector<std::string> names;
    std::error_code ec;
    for (auto it = fs::directory_iterator(fs::u8path(path), ec);
         !ec && it != fs::directory_iterator(); it.increment(ec)) {
        names.push_back(utf8_bytes(it->path().filename().u8string()));
    }
    std::sort(names.begin(), names.end());
    return names;
}

#ifdef _WIN32
// _wputenv_s changes the C runtime's variables and the process's (what a child inherits); an
// empty value removes the variable.
ScopedEnv::ScopedEnv(std::string name, const std::optional<std::string>& value)
    : name_(std::move(name)) {
    if (const wchar_t* old = ::_wgetenv(widen(name_).c_str()))
        saved_ = utf8_bytes(fs::path(old).u8string());
    ::_wputenv_s(widen(name_).c_str(), value ? widen(*value).c_str() : L"");
}

ScopedEnv::~ScopedEnv() {
    ::_wputenv_s(widen(name_).c_str(), saved_ ? widen(*saved_).c_str() : L"");
}
#else
ScopedEnv::ScopedEnv(std::string name, const std::optional<std::string>& value)
    : name_(std::move(name)) {
    if (const char* old = std::getenv(name_.c_str())) saved_ = old;
    if (value) {
        ::setenv(name_.c_str(), value->c_str(), 1);
    } else {
        ::unsetenv(name_.c_str());
    }
}

ScopedEnv::~ScopedEnv() {
    if (saved_) {
        ::setenv(name_.c_str(), saved_->c_str(), 1);
    } else {
        ::unsetenv(name_.c_str());
    }
}
#endif

}  // namespace support
