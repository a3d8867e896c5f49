// SPDX-License-Identifier: MIT
// Files: the one loop that survives partial writes, atomic replacement, reads that cannot hang,
// moving a damaged file aside without overwriting anything, advisory locks, the XDG folders.
#include "os/files.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <poll.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <optional>
#include <utility>
#include <vector>

#include "os/cleanup.hpp"

namespace ninegrid::os {

namespace {

Error failure(const std::string& what, int error_number) {
    return Error{what + ": " + std::strerror(error_number)};
}

// The folder holding `path`: "." for a bare name, "/" for a file at the root.
std::string directory_of(const std::string& path) {
    const std::size_t slash = path.find_last_of('/');
    if (slash == std::string::npos) return ".";
    if (slash == 0) return "/";
    return path.substr(0, slash);
}

std::string name_of(const std::string& path) {
    const std::size_t slash = path.find_last_of('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

std::optional<std::string> xdg_dir(const char* variable, const char* fallback_under_home) {
    const char* base = std::getenv(variable);
    if (base != nullptr && base[0] == '/') return std::string(base) + "/ninegrid";
    const char* home = std::getenv("HOME");
    if (home != nullptr && home[0] == '/')
        return std::string(home) + "/" + fallback_under_home + "/ninegrid";
    return std::nullopt;
}

void sleep_briefly() {
    struct timespec pause {};
    pause.tv_nsec = 10 * 1000 * 1000;
    ::nanosleep(&pause, nullptr);
}

}  // namespace

bool is_terminal(int fd) noexcept {
    return ::isatty(fd) == 1;
}

std::ptrdiff_t read_some(int fd, char* buffer, std::size_t size, int& error) noexcept {
    for (;;) {
        const ssize_t n = ::read(fd, buffer, size);
        if (n >= 0) return n;
        if (errno == EINTR) continue;
        if (errno == EAGAIN || errno == EWOULDBLOCK) {  // an inherited O_NONBLOCK: wait for data
            struct pollfd p {};
            p.fd = fd;
            p.events = POLLIN;
            if (::poll(&p, 1, -1) >= 0 || errno == EINTR) continue;
        }
        error = errno;
        return -1;
    }
}

bool write_all(int fd, std::string_view data) noexcept {
    while (!data.empty()) {
        const ssize_t n = ::write(fd, data.data(), data.size());
        if (n > 0) {
            data.remove_prefix(static_cast<std::size_t>(n));
        } else if (n < 0 && errno == EINTR) {
            continue;
        } else if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            // A non-blocking terminal that is full: wait for room, but not forever.
            struct pollfd p {};
            p.fd = fd;
            p.events = POLLOUT;
            if (::poll(&p, 1, 1000) == 0) {
                errno = EAGAIN;
                return false;
            }
        } else {
            if (n == 0) errno = EIO;
            return false;
        }
    }
    return true;
}

Status make_directories(const std::string& dir) {
    if (dir.empty()) return Error{"cannot create a folder with an empty name"};
    // Each prefix ending before a '/', then the whole path; "//" and a trailing '/' are harmless.
    std::size_t end = 0;
    while (end != std::string::npos) {
        end = dir.find('/', end + 1);
        const std::string prefix = dir.substr(0, end);
        if (prefix.empty() || prefix.back() == '/') continue;
        if (::mkdir(prefix.c_str(), 0700) == 0) continue;
        const int e = errno;
        struct stat st {};
        if (e == EEXIST && ::stat(prefix.c_str(), &st) == 0) {
            if (S_ISDIR(st.st_mode)) continue;
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
                             FileAccess access) {
    if (path.empty() || path.back() == '/')
        return Error{"cannot write \"" + path + "\": no file name"};
    const std::string dir = directory_of(path);
    if (Status made = make_directories(dir); !made) return made;

    // The dot keeps the temporary file out of sight; its name has six unpredictable characters
    // and it is created only where nothing is (O_CREAT|O_EXCL, never through a link), mode 0600.
    // Registered before it is made, so that a signal removes it whenever it comes once the
    // file exists (the handler's unlink of a name not yet made does nothing).
    std::string temp_name;
    std::optional<TemporaryFileGuard> registered;
    int fd = -1;
    for (int attempt = 0; attempt < 100 && fd < 0; ++attempt) {
        temp_name = temporary_file_path(dir, name_of(path));
        registered.emplace(temp_name);
        fd = ::open(temp_name.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
        if (fd < 0) {
            const int e = errno;
            registered.reset();
            if (e != EEXIST) return failure("cannot create a temporary file in " + dir, e);
        }
    }
    if (fd < 0)
        return Error{"cannot create a temporary file in " + dir + ": every name tried is taken"};
    // Locked while it is written, so that remove_stale_temporaries tells it from one whose
    // writer is gone (the lock goes with the process).
    (void)::flock(fd, LOCK_EX | LOCK_NB);

    const auto give_up = [&](const std::string& what, int e) -> Status {
        (void)::unlink(temp_name.c_str());
        return failure(what, e);
    };
    if (access == FileAccess::Umask) {
        // Reading the umask means setting it; nothing else in the program creates files meanwhile.
        const mode_t mask = ::umask(077);
        ::umask(mask);
        if (::fchmod(fd, 0666 & ~mask) != 0) {
            const int e = errno;
            close_descriptor(fd);
            return give_up("cannot write " + path, e);
        }
    }
    for (const std::string_view contents : pieces) {
        if (!write_all(fd, contents)) {
            const int e = errno;
            close_descriptor(fd);
            return give_up("cannot write " + path, e);
        }
    }
    if (::fsync(fd) != 0) {
        const int e = errno;
        close_descriptor(fd);
        return give_up("cannot write " + path, e);
    }
    if (::close(fd) != 0) return give_up("cannot write " + path, errno);
    if (::rename(temp_name.c_str(), path.c_str()) != 0)
        return give_up("cannot replace " + path, errno);

    // Make the rename itself durable; a folder that refuses fsync is not worth failing over.
    const int dir_fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dir_fd >= 0) {
        (void)::fsync(dir_fd);
        close_descriptor(dir_fd);
    }
    return ok();
}

Status check_writable_path(const std::string& path) {
    const auto reason = [](int e) { return Error{std::strerror(e)}; };
    struct stat st {};
    if (path.empty()) return reason(ENOENT);
    if (path.back() == '/') return reason(EISDIR);
    if (::stat(path.c_str(), &st) == 0) {
        if (S_ISDIR(st.st_mode)) return reason(EISDIR);
        // A device, a FIFO or a socket would be replaced by a regular file: /dev/null, say, when
        // the one who runs it may write there.
        if (!S_ISREG(st.st_mode)) return Error{"not a regular file"};
    }
    const std::string dir = directory_of(path);
    if (::stat(dir.c_str(), &st) != 0) return reason(errno);
    if (!S_ISDIR(st.st_mode)) return reason(ENOTDIR);
    if (::faccessat(AT_FDCWD, dir.c_str(), W_OK | X_OK, AT_EACCESS) != 0) return reason(errno);
    return ok();
}

namespace {

// An open regular file and its size, the first half of read_regular_file and open_regular_file;
// or why there is none: an errno, or one of these.
struct OpenFile {
    int fd = -1;
    std::size_t size = 0;
    int error = 0;  // an errno, or kNotRegular, kTooLarge
    bool missing = false;
};
constexpr int kNotRegular = -1;
constexpr int kTooLarge = -2;

OpenFile open_checked(const std::string& path, std::size_t max_bytes) {
    OpenFile file;
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        file.missing = errno == ENOENT;
        file.error = errno;
        return file;
    }
    struct stat st {};
    if (::fstat(fd, &st) != 0) {
        file.error = errno;
    } else if (!S_ISREG(st.st_mode)) {
        file.error = kNotRegular;
    } else if (st.st_size < 0 || static_cast<unsigned long long>(st.st_size) > max_bytes) {
        file.error = kTooLarge;
    } else {
        file.fd = fd;
        file.size = static_cast<std::size_t>(st.st_size);
        return file;
    }
    close_descriptor(fd);
    return file;
}

std::string reason_of(const OpenFile& file, std::size_t max_bytes) {
    if (file.error == kNotRegular) return "not a regular file";
    if (file.error == kTooLarge) return "larger than " + std::to_string(max_bytes) + " bytes";
    return std::strerror(file.error);
}

}  // namespace

void close_descriptor(int fd) noexcept {
    // Retrying close after EINTR may close a descriptor another thread just opened; do not.
    (void)::close(fd);
}

Result<std::optional<std::string>> read_regular_file(const std::string& path,
                                                     std::size_t max_bytes) {
    const OpenFile opened = open_checked(path, max_bytes);
    if (opened.missing) return std::optional<std::string>{};
    if (opened.fd < 0) {
        if (opened.error > 0) return failure("cannot read " + path, opened.error);
        return Error{path + ": " + reason_of(opened, max_bytes)};
    }
    const int fd = opened.fd;
    const std::string too_large = path + ": larger than " + std::to_string(max_bytes) + " bytes";
    std::string text;
    text.reserve(opened.size);
    std::vector<char> chunk(1 << 16);
    for (;;) {
        const ssize_t n = ::read(fd, chunk.data(), chunk.size());
        if (n == 0) break;
        if (n < 0) {
            if (errno == EINTR) continue;
            const int e = errno;
            close_descriptor(fd);
            return failure("cannot read " + path, e);
        }
        // The file may have grown since fstat.
        if (static_cast<std::size_t>(n) > max_bytes - text.size()) {
            close_descriptor(fd);
            return Error{too_large};
        }
        text.append(chunk.data(), static_cast<std::size_t>(n));
    }
    close_descriptor(fd);
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
    auto* to = static_cast<char*>(into);
    std::size_t done = 0;
    while (done < count) {
        // Linux reads at most 0x7ffff000 bytes a call.
        const std::size_t ask = std::min<std::size_t>(count - done, std::size_t{1} << 30);
        const ssize_t n = ::pread(fd_, to + done, ask, static_cast<off_t>(offset + done));
        if (n == 0) break;
        if (n < 0) {
            if (errno == EINTR) continue;
            return Error{std::strerror(errno)};
        }
        done += static_cast<std::size_t>(n);
    }
    return done;
}

Result<std::vector<FolderEntry>> list_folder(const std::string& dir) {
    DIR* folder = ::opendir(dir.c_str());
    if (folder == nullptr) {
        if (errno == ENOENT) return std::vector<FolderEntry>{};
        return Error{std::strerror(errno)};
    }
    std::vector<FolderEntry> entries;
    const int dir_fd = ::dirfd(folder);
    for (;;) {
        errno = 0;
        const struct dirent* d = ::readdir(folder);
        if (d == nullptr) break;
        const std::string name = d->d_name;
        if (name == "." || name == "..") continue;
        FolderEntry entry;
        entry.name = name;
        struct stat st {};
        if (::fstatat(dir_fd, d->d_name, &st, AT_SYMLINK_NOFOLLOW) == 0) {
            entry.regular = S_ISREG(st.st_mode);
            entry.bytes = entry.regular ? static_cast<std::uint64_t>(st.st_size) : 0;
            entry.modified = static_cast<std::int64_t>(st.st_mtime);
        }
        entries.push_back(std::move(entry));
    }
    const int e = errno;
    ::closedir(folder);
    if (e != 0) return Error{std::strerror(e)};
    return entries;
}

bool remove_unheld_temporary(const std::string& dir, const std::string& name) {
    const std::string path = dir + "/" + name;
    const int fd = ::open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) return false;
    // A live writer holds the lock; a killed one's went with its process. Where the file system
    // has no locks, the age alone decides.
    if (::flock(fd, LOCK_EX | LOCK_NB) != 0 && errno == EWOULDBLOCK) {
        close_descriptor(fd);
        return false;
    }
    const bool removed = ::unlink(path.c_str()) == 0;
    close_descriptor(fd);  // the lock goes with it
    return removed;
}

PathInfo path_info(const std::string& path, bool follow_links) {
    PathInfo info;
    struct stat st {};
    const int r = follow_links ? ::stat(path.c_str(), &st) : ::lstat(path.c_str(), &st);
    if (r != 0) {
        if (errno != ENOENT) info.problem = std::strerror(errno);
        return info;
    }
    if (S_ISREG(st.st_mode)) {
        info.kind = PathKind::Regular;
        info.bytes = static_cast<std::uint64_t>(st.st_size);
    } else {
        info.kind = S_ISDIR(st.st_mode) ? PathKind::Folder : PathKind::Other;
    }
    return info;
}

Status remove_file(const std::string& path) {
    if (::unlink(path.c_str()) == 0 || errno == ENOENT) return ok();
    return failure("cannot remove " + path, errno);
}

void mark_used(const std::string& path) noexcept {
    (void)::utimensat(AT_FDCWD, path.c_str(), nullptr, 0);
}

Result<std::string> move_aside(const std::string& path) {
    for (int i = 0; i < 1000; ++i) {
        const std::string aside = path + ".bad" + (i == 0 ? "" : "." + std::to_string(i));
        // link() fails with EEXIST instead of replacing, so nothing already there is lost even
        // when two programs do this at once.
        if (::link(path.c_str(), aside.c_str()) == 0) {
            if (::unlink(path.c_str()) != 0) {
                const int e = errno;
                (void)::unlink(aside.c_str());
                return failure("cannot move " + path + " aside", e);
            }
            return aside;
        }
        const int e = errno;
        if (e == EEXIST) continue;
        if (e != EPERM && e != ENOTSUP && e != EOPNOTSUPP && e != EMLINK && e != EXDEV)
            return failure("cannot move " + path + " aside", e);
        // No hard links here (a folder, or a file system without them): rename to a free name.
        struct stat st {};
        if (::lstat(aside.c_str(), &st) == 0) continue;
        if (::rename(path.c_str(), aside.c_str()) == 0) return aside;
        return failure("cannot move " + path + " aside", errno);
    }
    return Error{"cannot move " + path + " aside: " + path + ".bad to " + path +
                 ".bad.999 are all taken"};
}

Result<FileLock> lock_file(const std::string& lock_path) {
    if (Status made = make_directories(directory_of(lock_path)); !made) return Error{made.error()};
    const int fd = ::open(lock_path.c_str(), O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd < 0) return failure("cannot open " + lock_path, errno);
    FileLock lock(fd);
    for (int attempt = 0; attempt < 500; ++attempt) {
        if (::flock(fd, LOCK_EX | LOCK_NB) == 0) return Result<FileLock>(std::move(lock));
        if (errno != EWOULDBLOCK && errno != EINTR)
            return failure("cannot lock " + lock_path, errno);
        sleep_briefly();
    }
    return Error{"cannot lock " + lock_path + ": another ninegrid holds it"};
}

std::optional<std::string> state_dir() {
    return xdg_dir("XDG_STATE_HOME", ".local/state");
}

std::optional<std::string> config_dir() {
    return xdg_dir("XDG_CONFIG_HOME", ".config");
}

std::optional<std::string> cache_dir() {
    return xdg_dir("XDG_CACHE_HOME", ".cache");
}

}  // namespace ninegrid::os
