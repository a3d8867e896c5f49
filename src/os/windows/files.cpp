// SPDX-License-Identifier: MIT
// Files on Windows: the C runtime's descriptors for the standard streams and reads, Win32 calls
// (wide paths) for everything that names a file, MoveFileExW for atomic replacement, LockFileEx
// for locks, %LOCALAPPDATA% for the program's folders.
#include "os/files.hpp"

#include <fcntl.h>
#include <io.h>
#include <share.h>
#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <thread>
#include <utility>
#include <vector>

#include "os/cleanup.hpp"
#include "os/process.hpp"
#include "os/windows/win32.hpp"

namespace ninegrid::os {

namespace win32 {

std::wstring widen(std::string_view utf8) {
    if (utf8.empty()) return {};
    const int n =
        ::MultiByteToWideChar(CP_UTF8, 0, utf8.data(), static_cast<int>(utf8.size()), nullptr, 0);
    std::wstring wide(static_cast<std::size_t>(n > 0 ? n : 0), L'\0');
    if (n > 0) {
        ::MultiByteToWideChar(CP_UTF8, 0, utf8.data(), static_cast<int>(utf8.size()), wide.data(),
                              n);
    }
    return wide;
}

std::string narrow(std::wstring_view wide) {
    if (wide.empty()) return {};
    const int n = ::WideCharToMultiByte(CP_UTF8, 0, wide.data(), static_cast<int>(wide.size()),
                                        nullptr, 0, nullptr, nullptr);
    std::string utf8(static_cast<std::size_t>(n > 0 ? n : 0), '\0');
    if (n > 0) {
        ::WideCharToMultiByte(CP_UTF8, 0, wide.data(), static_cast<int>(wide.size()), utf8.data(),
                              n, nullptr, nullptr);
    }
    return utf8;
}

std::string reason(DWORD error) {
    switch (error) {
        case ERROR_FILE_NOT_FOUND:
        case ERROR_PATH_NOT_FOUND:
        case ERROR_INVALID_DRIVE:
            return "No such file or directory";
        case ERROR_ACCESS_DENIED:
        case ERROR_WRITE_PROTECT:
            return "Permission denied";
        case ERROR_FILE_EXISTS:
        case ERROR_ALREADY_EXISTS:
            return "File exists";
        case ERROR_DISK_FULL:
        case ERROR_HANDLE_DISK_FULL:
            return "No space left on device";
        case ERROR_DIRECTORY:
            return "Not a directory";
        case ERROR_SHARING_VIOLATION:
        case ERROR_LOCK_VIOLATION:
            return "the file is in use by another program";
        case ERROR_FILENAME_EXCED_RANGE:
            return "File name too long";
        case ERROR_INVALID_NAME:
            return "Invalid argument";
        default:
            break;
    }
    wchar_t* text = nullptr;
    const DWORD n = ::FormatMessageW(
        FORMAT_MESSAGE_ALLOCATE_BUFFER | FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS,
        nullptr, error, MAKELANGID(LANG_ENGLISH, SUBLANG_ENGLISH_US),
        reinterpret_cast<wchar_t*>(&text), 0, nullptr);
    std::string out = n > 0 ? narrow(std::wstring_view(text, n)) : std::string();
    if (text != nullptr) ::LocalFree(text);
    while (!out.empty() &&
           (out.back() == '\n' || out.back() == '\r' || out.back() == ' ' || out.back() == '.'))
        out.pop_back();
    if (out.empty()) out = "Windows error " + std::to_string(error);
    return out;
}

HANDLE handle_of(int fd) noexcept {
    const intptr_t h = ::_get_osfhandle(fd);
    return h == -1 ? INVALID_HANDLE_VALUE : reinterpret_cast<HANDLE>(h);
}

long long unix_seconds(const FILETIME& time) noexcept {
    ULARGE_INTEGER t;
    t.LowPart = time.dwLowDateTime;
    t.HighPart = time.dwHighDateTime;
    // 100 ns steps since 1601-01-01.
    return static_cast<long long>(t.QuadPart / 10000000ULL) - 11644473600LL;
}

}  // namespace win32

namespace {

using win32::narrow;
using win32::reason;
using win32::widen;

Error failure(const std::string& what, DWORD error) {
    return Error{what + ": " + reason(error)};
}

bool is_separator(char c) {
    return c == '/' || c == '\\';
}

// The folder holding `path`: "." for a bare name.
std::string directory_of(const std::string& path) {
    const std::size_t slash = path.find_last_of("/\\");
    if (slash == std::string::npos) return ".";
    if (slash == 0) return path.substr(0, 1);
    if (slash == 2 && path[1] == ':') return path.substr(0, 3);  // "C:\"
    return path.substr(0, slash);
}

std::string name_of(const std::string& path) {
    const std::size_t slash = path.find_last_of("/\\");
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

DWORD attributes(const std::string& path) {
    return ::GetFileAttributesW(widen(path).c_str());
}

bool is_folder(DWORD attrs) {
    return attrs != INVALID_FILE_ATTRIBUTES && (attrs & FILE_ATTRIBUTE_DIRECTORY) != 0;
}

// Whether a file (not a folder) stands where a folder of `path` should be: Windows says only
// "path not found" where POSIX says "Not a directory".
bool file_on_the_way(const std::string& path) {
    for (std::size_t end = path.find_first_of("/\\"); end != std::string::npos;
         end = path.find_first_of("/\\", end + 1)) {
        if (end == 0 || (end == 2 && path[1] == ':')) continue;
        const DWORD attrs = attributes(path.substr(0, end));
        if (attrs == INVALID_FILE_ATTRIBUTES) return false;
        if (!is_folder(attrs)) return true;
    }
    return false;
}

// C:\..., \\server\..., or \... (the root of the current drive).
bool is_absolute(const std::string& path) {
    if (path.size() >= 3 && path[1] == ':' && is_separator(path[2])) return true;
    return !path.empty() && is_separator(path[0]);
}

// Whether the open handle is a file on a disk (not a console, a pipe, a device such as NUL).
bool on_disk(HANDLE h) {
    return ::GetFileType(h) == FILE_TYPE_DISK;
}

std::optional<std::string> program_dir(const char* variable, const char* kind) {
    if (const auto xdg = environment(variable); xdg && is_absolute(*xdg))
        return join_path(*xdg, "ninegrid");
    const auto local = environment("LOCALAPPDATA");
    if (local && is_absolute(*local)) return *local + "\\ninegrid\\" + kind;
    return std::nullopt;
}

}  // namespace

std::ptrdiff_t read_some(int fd, char* buffer, std::size_t size, int& error) noexcept {
    const unsigned ask = static_cast<unsigned>(std::min<std::size_t>(size, 1u << 30));
    const int n = ::_read(fd, buffer, ask);
    if (n >= 0) return n;
    error = errno;
    return -1;
}

bool is_terminal(int fd) noexcept {
    DWORD mode = 0;
    const HANDLE h = win32::handle_of(fd);
    return h != INVALID_HANDLE_VALUE && ::GetConsoleMode(h, &mode) != 0;
}

bool write_all(int fd, std::string_view data) noexcept {
    while (!data.empty()) {
        const unsigned ask = static_cast<unsigned>(std::min<std::size_t>(data.size(), 1u << 30));
        const int n = ::_write(fd, data.data(), ask);
        if (n <= 0) {
            if (n == 0) errno = EIO;
            return false;
        }
        data.remove_prefix(static_cast<std::size_t>(n));
    }
    return true;
}

Status make_directories(const std::string& dir) {
    if (dir.empty()) return Error{"cannot create a folder with an empty name"};
    // Each prefix ending before a separator, then the whole path; a drive ("C:") and the server
    // and share of a UNC path are taken as they are.
    std::size_t start = 0;
    if (dir.size() >= 2 && dir[1] == ':') start = 2;
    if (dir.size() >= 2 && is_separator(dir[0]) && is_separator(dir[1])) {
        const std::size_t server = dir.find_first_of("/\\", 2);
        start = server == std::string::npos ? dir.size() : dir.find_first_of("/\\", server + 1);
        if (start == std::string::npos) start = dir.size();
    }
    std::size_t end = start;
    while (end != std::string::npos) {
        end = dir.find_first_of("/\\", end + 1);
        const std::string prefix = dir.substr(0, end);
        if (prefix.size() <= start || is_separator(prefix.back())) continue;
        if (::CreateDirectoryW(widen(prefix).c_str(), nullptr) != 0) continue;
        const DWORD e = ::GetLastError();
        if (e == ERROR_ALREADY_EXISTS || e == ERROR_ACCESS_DENIED) {
            const DWORD attrs = attributes(prefix);
            if (is_folder(attrs)) continue;
            if (attrs != INVALID_FILE_ATTRIBUTES)
                return Error{"cannot create " + dir + ": " + prefix + " is not a folder"};
        }
        return failure("cannot create " + prefix, e);
    }
    return ok();
}

Status write_file_atomically(const std::string& path, std::string_view contents,
                             FileAccess access) {
    return write_file_atomically(path, std::vector<std::string_view>{contents}, access);
}

Status write_file_atomically(const std::string& path, const std::vector<std::string_view>& pieces,
                             FileAccess /*access: files inherit their folder's permissions*/) {
    if (path.empty() || is_separator(path.back()))
        return Error{"cannot write \"" + path + "\": no file name"};
    const std::string dir = directory_of(path);
    if (Status made = make_directories(dir); !made) return made;

    // A new name each try, created only if nothing is there (CREATE_NEW), shared with no one
    // while it is written: a sweep cannot take it for a dead build's. Registered before it is
    // made, so that the console handler removes it whenever it runs once the file exists.
    std::string temp_name;
    std::optional<TemporaryFileGuard> registered;
    HANDLE h = INVALID_HANDLE_VALUE;
    for (int attempt = 0; attempt < 100 && h == INVALID_HANDLE_VALUE; ++attempt) {
        temp_name = temporary_file_path(dir, name_of(path));
        registered.emplace(temp_name);
        h = ::CreateFileW(widen(temp_name).c_str(), GENERIC_WRITE | DELETE, 0, nullptr, CREATE_NEW,
                          FILE_ATTRIBUTE_NORMAL, nullptr);
        if (h == INVALID_HANDLE_VALUE) {
            const DWORD e = ::GetLastError();
            registered.reset();
            if (e != ERROR_FILE_EXISTS)
                return failure("cannot create a temporary file in " + dir, e);
        }
    }
    if (h == INVALID_HANDLE_VALUE)
        return Error{"cannot create a temporary file in " + dir + ": every name tried is taken"};

    const auto give_up = [&](const std::string& what, DWORD e) -> Status {
        if (h != INVALID_HANDLE_VALUE) ::CloseHandle(h);
        (void)::DeleteFileW(widen(temp_name).c_str());
        return failure(what, e);
    };
    for (std::string_view contents : pieces) {
        while (!contents.empty()) {
            const DWORD ask =
                static_cast<DWORD>(std::min<std::size_t>(contents.size(), std::size_t{1} << 30));
            DWORD written = 0;
            if (::WriteFile(h, contents.data(), ask, &written, nullptr) == 0 || written == 0)
                return give_up("cannot write " + path, ::GetLastError());
            contents.remove_prefix(written);
        }
    }
    if (::FlushFileBuffers(h) == 0) return give_up("cannot write " + path, ::GetLastError());
    ::CloseHandle(h);
    h = INVALID_HANDLE_VALUE;
    if (::MoveFileExW(widen(temp_name).c_str(), widen(path).c_str(),
                      MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH) == 0) {
        Status failed = give_up("cannot replace " + path, ::GetLastError());
        // Windows says "access denied" of a folder that stands where the file should be.
        if (is_folder(attributes(path)))
            return Error{"cannot replace " + path + ": Is a directory"};
        return failed;
    }
    return ok();
}

Status check_writable_path(const std::string& path) {
    if (path.empty()) return Error{"No such file or directory"};
    if (is_separator(path.back())) return Error{"Is a directory"};
    const DWORD attrs = attributes(path);
    if (is_folder(attrs)) return Error{"Is a directory"};
    // A device (NUL, CON, COM1) would be written to, not replaced: refused as on POSIX.
    const HANDLE h = ::CreateFileW(widen(path).c_str(), 0,
                                   FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, nullptr,
                                   OPEN_EXISTING, FILE_FLAG_BACKUP_SEMANTICS, nullptr);
    if (h != INVALID_HANDLE_VALUE) {
        const bool disk = on_disk(h);
        ::CloseHandle(h);
        if (!disk) return Error{"not a regular file"};
    }
    const DWORD dir = attributes(directory_of(path));
    if (dir == INVALID_FILE_ATTRIBUTES) return Error{reason(::GetLastError())};
    if (!is_folder(dir)) return Error{"Not a directory"};
    return ok();
}

namespace {

constexpr int kNotRegular = -1;
constexpr int kTooLarge = -2;

struct OpenFile {
    int fd = -1;
    std::size_t size = 0;
    int error = 0;  // kNotRegular, kTooLarge, or 1 with `win_error`
    DWORD win_error = 0;
    bool missing = false;
};

OpenFile open_checked(const std::string& path, std::size_t max_bytes) {
    OpenFile file;
    const HANDLE h = ::CreateFileW(widen(path).c_str(), GENERIC_READ,
                                   FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, nullptr,
                                   OPEN_EXISTING, FILE_FLAG_BACKUP_SEMANTICS, nullptr);
    if (h == INVALID_HANDLE_VALUE) {
        const DWORD e = ::GetLastError();
        file.error = 1;
        file.win_error = e;
        if (e == ERROR_FILE_NOT_FOUND || e == ERROR_PATH_NOT_FOUND || e == ERROR_INVALID_NAME) {
            if (file_on_the_way(path))
                file.win_error = ERROR_DIRECTORY;
            else
                file.missing = e != ERROR_INVALID_NAME;
        }
        return file;
    }
    BY_HANDLE_FILE_INFORMATION info{};
    if (!on_disk(h) || ::GetFileInformationByHandle(h, &info) == 0 ||
        (info.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY) != 0) {
        ::CloseHandle(h);
        file.error = kNotRegular;
        return file;
    }
    const unsigned long long size =
        (static_cast<unsigned long long>(info.nFileSizeHigh) << 32) | info.nFileSizeLow;
    if (size > max_bytes) {
        ::CloseHandle(h);
        file.error = kTooLarge;
        return file;
    }
    const int fd = ::_open_osfhandle(reinterpret_cast<intptr_t>(h), _O_RDONLY | _O_BINARY);
    if (fd < 0) {
        ::CloseHandle(h);
        file.error = 1;
        file.win_error = ERROR_TOO_MANY_OPEN_FILES;
        return file;
    }
    file.fd = fd;
    file.size = static_cast<std::size_t>(size);
    return file;
}

std::string reason_of(const OpenFile& file, std::size_t max_bytes) {
    if (file.error == kNotRegular) return "not a regular file";
    if (file.error == kTooLarge) return "larger than " + std::to_string(max_bytes) + " bytes";
    return reason(file.win_error);
}

}  // namespace

void close_descriptor(int fd) noexcept {
    (void)::_close(fd);
}

Result<std::optional<std::string>> read_regular_file(const std::string& path,
                                                     std::size_t max_bytes) {
    const OpenFile opened = open_checked(path, max_bytes);
    if (opened.missing) return std::optional<std::string>{};
    if (opened.fd < 0) {
        if (opened.error > 0) return failure("cannot read " + path, opened.win_error);
        return Error{path + ": " + reason_of(opened, max_bytes)};
    }
    std::string text;
    text.reserve(opened.size);
    std::vector<char> chunk(1 << 16);
    for (;;) {
        const int n = ::_read(opened.fd, chunk.data(), static_cast<unsigned>(chunk.size()));
        if (n == 0) break;
        if (n < 0) {
            const int e = errno;
            close_descriptor(opened.fd);
            return Error{"cannot read " + path + ": " + std::strerror(e)};
        }
        if (static_cast<std::size_t>(n) > max_bytes - text.size()) {
            close_descriptor(opened.fd);
            return Error{path + ": larger than " + std::to_string(max_bytes) + " bytes"};
        }
        text.append(chunk.data(), static_cast<std::size_t>(n));
    }
    close_descriptor(opened.fd);
    return std::optional<std::string>(std::move(text));
}

Result<std::optional<ReadableFile>> open_regular_file(const std::string& path,
                                                      std::size_t max_bytes) {
    const OpenFile opened = open_checked(path, max_bytes);
    if (opened.missing) return std::optional<ReadableFile>{};
    if (opened.fd < 0) return Error{reason_of(opened, max_bytes)};
    return std::optional<ReadableFile>(ReadableFile(opened.fd, opened.size));
}

Result<std::size_t> ReadableFile::read_at(std::size_t offset, void* into, std::size_t count) const {
    const HANDLE h = win32::handle_of(fd_);
    auto* to = static_cast<char*>(into);
    std::size_t done = 0;
    while (done < count) {
        const DWORD ask = static_cast<DWORD>(std::min<std::size_t>(count - done, 1u << 30));
        OVERLAPPED at{};
        const unsigned long long position = offset + done;
        at.Offset = static_cast<DWORD>(position);
        at.OffsetHigh = static_cast<DWORD>(position >> 32);
        DWORD n = 0;
        if (::ReadFile(h, to + done, ask, &n, &at) == 0) {
            const DWORD e = ::GetLastError();
            if (e == ERROR_HANDLE_EOF) break;
            return Error{reason(e)};
        }
        if (n == 0) break;
        done += n;
    }
    return done;
}

Result<std::vector<FolderEntry>> list_folder(const std::string& dir) {
    WIN32_FIND_DATAW found{};
    if (const DWORD attrs = attributes(dir); attrs != INVALID_FILE_ATTRIBUTES && !is_folder(attrs))
        return Error{"Not a directory"};
    const HANDLE search = ::FindFirstFileW(widen(dir + "\\*").c_str(), &found);
    if (search == INVALID_HANDLE_VALUE) {
        const DWORD e = ::GetLastError();
        if (e == ERROR_FILE_NOT_FOUND || e == ERROR_PATH_NOT_FOUND) {
            // Nothing there at all, or a file where one of its folders should be.
            if (!file_on_the_way(dir)) return std::vector<FolderEntry>{};
            return Error{"Not a directory"};
        }
        if (e == ERROR_DIRECTORY) return Error{"Not a directory"};
        return Error{reason(e)};
    }
    std::vector<FolderEntry> entries;
    do {
        const std::string name = narrow(found.cFileName);
        if (name == "." || name == "..") continue;
        FolderEntry entry;
        entry.name = name;
        entry.regular = (found.dwFileAttributes &
                         (FILE_ATTRIBUTE_DIRECTORY | FILE_ATTRIBUTE_REPARSE_POINT)) == 0;
        entry.bytes = entry.regular ? (static_cast<std::uint64_t>(found.nFileSizeHigh) << 32) |
                                          found.nFileSizeLow
                                    : 0;
        entry.modified = win32::unix_seconds(found.ftLastWriteTime);
        entries.push_back(std::move(entry));
    } while (::FindNextFileW(search, &found) != 0);
    const DWORD e = ::GetLastError();
    ::FindClose(search);
    if (e != ERROR_NO_MORE_FILES) return Error{reason(e)};
    return entries;
}

bool remove_unheld_temporary(const std::string& dir, const std::string& name) {
    // A live writer holds it open and shares it with no one: opening it fails.
    const HANDLE h = ::CreateFileW(widen(dir + "\\" + name).c_str(), DELETE, 0, nullptr,
                                   OPEN_EXISTING, FILE_FLAG_DELETE_ON_CLOSE, nullptr);
    if (h == INVALID_HANDLE_VALUE) return false;
    ::CloseHandle(h);  // deleted as it closes
    return true;
}

PathInfo path_info(const std::string& path, bool follow_links) {
    PathInfo info;
    WIN32_FILE_ATTRIBUTE_DATA data{};
    if (::GetFileAttributesExW(widen(path).c_str(), GetFileExInfoStandard, &data) == 0) {
        const DWORD e = ::GetLastError();
        if (e != ERROR_FILE_NOT_FOUND && e != ERROR_PATH_NOT_FOUND)
            info.problem = reason(e);
        else if (file_on_the_way(path))
            info.problem = "Not a directory";
        return info;
    }
    if ((data.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY) != 0) {
        info.kind = PathKind::Folder;
    } else if (!follow_links && (data.dwFileAttributes & FILE_ATTRIBUTE_REPARSE_POINT) != 0) {
        info.kind = PathKind::Other;
    } else {
        info.kind = PathKind::Regular;
        info.bytes = (static_cast<std::uint64_t>(data.nFileSizeHigh) << 32) | data.nFileSizeLow;
    }
    return info;
}

Status remove_file(const std::string& path) {
    if (::DeleteFileW(widen(path).c_str()) != 0) return ok();
    const DWORD e = ::GetLastError();
    if (e == ERROR_FILE_NOT_FOUND || e == ERROR_PATH_NOT_FOUND) return ok();
    return failure("cannot remove " + path, e);
}

void mark_used(const std::string& path) noexcept {
    const HANDLE h = ::CreateFileW(widen(path).c_str(), FILE_WRITE_ATTRIBUTES,
                                   FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, nullptr,
                                   OPEN_EXISTING, 0, nullptr);
    if (h == INVALID_HANDLE_VALUE) return;
    FILETIME now{};
    ::GetSystemTimeAsFileTime(&now);
    (void)::SetFileTime(h, nullptr, nullptr, &now);
    ::CloseHandle(h);
}

Result<std::string> move_aside(const std::string& path) {
    for (int i = 0; i < 1000; ++i) {
        const std::string aside = path + ".bad" + (i == 0 ? "" : "." + std::to_string(i));
        // Without MOVEFILE_REPLACE_EXISTING the move fails rather than replace what is there.
        if (::MoveFileExW(widen(path).c_str(), widen(aside).c_str(), 0) != 0) return aside;
        const DWORD e = ::GetLastError();
        if (e == ERROR_ALREADY_EXISTS || e == ERROR_FILE_EXISTS) continue;
        return failure("cannot move " + path + " aside", e);
    }
    return Error{"cannot move " + path + " aside: " + path + ".bad to " + path +
                 ".bad.999 are all taken"};
}

Result<FileLock> lock_file(const std::string& lock_path) {
    if (Status made = make_directories(directory_of(lock_path)); !made) return Error{made.error()};
    const HANDLE h = ::CreateFileW(widen(lock_path).c_str(), GENERIC_READ | GENERIC_WRITE,
                                   FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, nullptr,
                                   OPEN_ALWAYS, FILE_ATTRIBUTE_NORMAL, nullptr);
    if (h == INVALID_HANDLE_VALUE) return failure("cannot open " + lock_path, ::GetLastError());
    const int fd = ::_open_osfhandle(reinterpret_cast<intptr_t>(h), _O_RDWR | _O_BINARY);
    if (fd < 0) {
        ::CloseHandle(h);
        return Error{"cannot open " + lock_path + ": too many open files"};
    }
    FileLock lock(fd);
    for (int attempt = 0; attempt < 500; ++attempt) {
        OVERLAPPED whole{};
        if (::LockFileEx(h, LOCKFILE_EXCLUSIVE_LOCK | LOCKFILE_FAIL_IMMEDIATELY, 0, MAXDWORD,
                         MAXDWORD, &whole) != 0)
            return Result<FileLock>(std::move(lock));
        const DWORD e = ::GetLastError();
        if (e != ERROR_LOCK_VIOLATION && e != ERROR_IO_PENDING)
            return failure("cannot lock " + lock_path, e);
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    return Error{"cannot lock " + lock_path + ": another ninegrid holds it"};
}

std::optional<std::string> state_dir() {
    return program_dir("XDG_STATE_HOME", "state");
}

std::optional<std::string> config_dir() {
    return program_dir("XDG_CONFIG_HOME", "config");
}

std::optional<std::string> cache_dir() {
    return program_dir("XDG_CACHE_HOME", "cache");
}

}  // namespace ninegrid::os
