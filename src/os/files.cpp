// SPDX-License-Identifier: MIT
// What files are the same on every system: the names of write_file_atomically's temporary files,
// which of them a sweep may take, and the owners of a descriptor.
#include "os/files.hpp"

#include <chrono>
#include <cstdint>
#include <ctime>
#include <random>

namespace ninegrid::os {

std::string join_path(const std::string& dir, std::string_view name) {
#ifdef _WIN32
    const std::size_t last = dir.find_last_of("/\\");
    const char separator = last == std::string::npos ? '\\' : dir[last];
    if (!dir.empty() && last == dir.size() - 1) return dir + std::string(name);
#else
    const char separator = '/';
    if (!dir.empty() && dir.back() == '/') return dir + std::string(name);
#endif
    std::string path = dir;
    path += separator;
    path += name;
    return path;
}

std::string temporary_file_path(const std::string& dir, const std::string& name) {
    static constexpr char kLetters[] =
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    static thread_local std::mt19937_64 rng{
        std::random_device{}() ^
        static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count())};
    std::string file = "." + name + std::string(kTemporaryMark);
    for (std::size_t i = 0; i < kTemporarySuffix; ++i)
        file += kLetters[rng() % (sizeof kLetters - 1)];
    return join_path(dir, file);
}

std::optional<std::string> temporary_file_target(const std::string& name) {
    // "." NAME ".tmp." XXXXXX, NAME not empty
    const std::size_t tail = kTemporaryMark.size() + kTemporarySuffix;
    if (name.size() < 2 + tail || name[0] != '.') return std::nullopt;
    const std::size_t mark = name.size() - tail;
    if (name.compare(mark, kTemporaryMark.size(), kTemporaryMark) != 0) return std::nullopt;
    for (std::size_t i = name.size() - kTemporarySuffix; i < name.size(); ++i) {
        const char c = name[i];
        const bool alnum =
            (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
        if (!alnum) return std::nullopt;
    }
    return name.substr(1, mark - 1);
}

std::vector<FolderEntry> remove_stale_temporaries(const std::string& dir,
                                                  bool (*ours)(const std::string& target),
                                                  std::int64_t min_age_seconds) {
    std::vector<FolderEntry> removed;
    const auto entries = list_folder(dir);
    if (!entries) return removed;
    const auto now = static_cast<std::int64_t>(std::time(nullptr));
    for (const FolderEntry& entry : *entries) {
        const auto target = temporary_file_target(entry.name);
        if (!target || !entry.regular || !ours(*target)) continue;
        // Young enough to be a writer's that has not locked it yet; one dated in the future (a
        // clock set back) is judged by its writer alone.
        const std::int64_t age = now - entry.modified;
        if (age >= 0 && age < min_age_seconds) continue;
        if (remove_unheld_temporary(dir, entry.name)) removed.push_back(entry);
    }
    return removed;
}

ReadableFile::ReadableFile(ReadableFile&& other) noexcept : fd_(other.fd_), size_(other.size_) {
    other.fd_ = -1;
    other.size_ = 0;
}

ReadableFile& ReadableFile::operator=(ReadableFile&& other) noexcept {
    if (this != &other) {
        if (fd_ >= 0) close_descriptor(fd_);
        fd_ = other.fd_;
        size_ = other.size_;
        other.fd_ = -1;
        other.size_ = 0;
    }
    return *this;
}

ReadableFile::~ReadableFile() {
    if (fd_ >= 0) close_descriptor(fd_);
}

FileLock::FileLock(FileLock&& other) noexcept : fd_(other.fd_) {
    other.fd_ = -1;
}

FileLock& FileLock::operator=(FileLock&& other) noexcept {
    if (this != &other) {
        if (fd_ >= 0) close_descriptor(fd_);
        fd_ = other.fd_;
        other.fd_ = -1;
    }
    return *this;
}

FileLock::~FileLock() {
    if (fd_ >= 0) close_descriptor(fd_);  // closing the descriptor releases the lock
}

}  // namespace ninegrid::os
