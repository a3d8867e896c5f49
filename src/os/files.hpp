// SPDX-License-Identifier: MIT
// Files and descriptors: writing all of a buffer, atomic saves, careful reads, locks, and where
// the program keeps its state and its configuration. Every file the program writes goes through
// write_file_atomically.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "os/result.hpp"

namespace ninegrid::os {

// Writes all of `data`, retrying partial writes, EINTR and (for a non-blocking fd) EAGAIN.
// False if the fd refused with any other error; nothing is reported beyond that.
bool write_all(int fd, std::string_view data) noexcept;

// Reads up to `size` bytes from `fd`, waiting for them (also when the descriptor was inherited
// non-blocking) and retrying EINTR: the count, 0 at the end of input, or -1 with the errno in
// `error`.
std::ptrdiff_t read_some(int fd, char* buffer, std::size_t size, int& error) noexcept;

// Closes `fd`, once, whatever happens (POSIX: never retried after EINTR, which may close a
// descriptor another thread has just opened).
void close_descriptor(int fd) noexcept;

// Whether `fd` is open on a terminal (isatty() == 1: some systems answer other non-zero values).
bool is_terminal(int fd) noexcept;

// mkdir -p: creates `dir` and its missing parents with mode 0700 (as the XDG base directory
// specification asks). Fine when it exists already as a directory (or a link to one).
Status make_directories(const std::string& dir);

// Who may read a file the program writes: its owner only (mode 0600: records, saved games,
// preferences), or whoever the umask lets (0666 & ~umask, as for any file a person asks a program
// to write: the chart of bench --svg).
enum class FileAccess { Owner, Umask };

// Replaces the file at `path` with `contents` so that a reader sees either the old file or the
// whole new one, never a part: creates the parent directories (0700), creates a temporary file
// in the same directory with mkstemp (O_CREAT|O_EXCL under an unpredictable name, so nothing
// planted there is followed or reused), writes everything, fsyncs, and renames it over `path`.
// The new file has the mode `access` gives. A symbolic link at `path` is replaced by the file,
// never written through. On any failure the temporary file is removed and the Error names the
// path and the reason (strerror). While it is written, the temporary file is locked (flock), and
// SIGINT, SIGTERM, SIGHUP and SIGQUIT, where the program leaves them to their default action,
// first remove it and then end the program as they would have.
Status write_file_atomically(const std::string& path, std::string_view contents,
                             FileAccess access = FileAccess::Owner);
// The same with the contents in pieces, written one after another (a header and a large block
// that is not copied to join them).
Status write_file_atomically(const std::string& path, const std::vector<std::string_view>& pieces,
                             FileAccess access = FileAccess::Owner);

// Whether write_file_atomically could write `path` now without creating folders, checked without
// touching anything: its folder exists and this process may create files in it, and `path` is
// nothing yet or a regular file (a link to one counts as one), never a folder, a device or a
// FIFO, which the new file would replace. For a file named on the command line, checked before a
// long run so that a bad name costs nothing. The Error is the reason alone ("No such file or
// directory"), for a message that names the file in its own words.
Status check_writable_path(const std::string& path);

// The whole content of the regular file at `path`, or nothing (nullopt) when no file is there,
// so a missing file is told apart from a broken one. Opens with O_NONBLOCK so a FIFO at `path`
// never hangs; refuses anything that is not a regular file ("PATH: not a regular file") and
// anything larger than max_bytes ("PATH: larger than N bytes"). Other failures name the path and
// strerror. A symbolic link is followed.
Result<std::optional<std::string>> read_regular_file(const std::string& path,
                                                     std::size_t max_bytes);

// A regular file open for reading at any offset: a large file read straight into memory the
// caller owns. No mapping: a file that another process shortens meanwhile reads short, where a
// mapping would fault (SIGBUS) on the pages that are gone.
class ReadableFile {
  public:
    ReadableFile(ReadableFile&& other) noexcept;
    ReadableFile& operator=(ReadableFile&& other) noexcept;
    ReadableFile(const ReadableFile&) = delete;
    ReadableFile& operator=(const ReadableFile&) = delete;
    ~ReadableFile();

    // The size fstat gave when the file was opened.
    std::size_t size() const noexcept { return size_; }
    // Reads up to `count` bytes at `offset` into `into`, retrying partial reads and EINTR, so
    // fewer come only at the end of the file. The Error is the reason alone (strerror).
    Result<std::size_t> read_at(std::size_t offset, void* into, std::size_t count) const;

  private:
    friend Result<std::optional<ReadableFile>> open_regular_file(const std::string& path,
                                                                 std::size_t max_bytes);
    ReadableFile(int fd, std::size_t size) noexcept : fd_(fd), size_(size) {}
    int fd_ = -1;
    std::size_t size_ = 0;
};

// The regular file at `path` opened for reading, or nothing (nullopt) when no file is there;
// refused as read_regular_file refuses, but the Error is the reason alone ("not a regular file",
// "larger than N bytes", "Not a directory"), for a message that names the file once.
Result<std::optional<ReadableFile>> open_regular_file(const std::string& path,
                                                      std::size_t max_bytes);

// A name in a folder, as list_folder sees it (a symbolic link is not followed).
struct FolderEntry {
    std::string name;
    std::uint64_t bytes = 0;    // a regular file's size; 0 for anything else
    std::int64_t modified = 0;  // the last modification, in seconds since the epoch
    bool regular = false;
};

// What `dir` holds (not "." and ".."), in no particular order; an empty list when it does not
// exist. The Error is the reason alone.
Result<std::vector<FolderEntry>> list_folder(const std::string& dir);

// The temporary file of write_file_atomically for DIR/NAME: DIR/.NAME.tmp.XXXXXX, the X's six
// unpredictable letters and digits.
inline constexpr std::string_view kTemporaryMark = ".tmp.";
inline constexpr std::size_t kTemporarySuffix = 6;

// DIR/NAME, joined with the separator `dir` is written with already: on Windows a folder written
// with backslashes (%LOCALAPPDATA%) gets a backslash, so a path shown to a person is written one
// way; elsewhere always '/'.
std::string join_path(const std::string& dir, std::string_view name);

// A path write_file_atomically may give the temporary file of DIR/NAME: DIR/.NAME.tmp.XXXXXX, the
// X's six letters and digits drawn anew each call, unpredictably.
std::string temporary_file_path(const std::string& dir, const std::string& name);

// The name of the file whose temporary `name` is, when `name` is one that write_file_atomically
// makes (".NAME.tmp.XXXXXX"); nothing otherwise.
std::optional<std::string> temporary_file_target(const std::string& name);

// The temporary files write_file_atomically left in `dir` when its writer was killed (SIGKILL, a
// crash, a power cut), removed: those whose target name `ours` accepts, that no live writer holds
// (a writer locks its temporary file while it writes it) and that nothing has written to for
// `min_age_seconds` (one dated in the future counts as old). Returns what was removed.
std::vector<FolderEntry> remove_stale_temporaries(const std::string& dir,
                                                  bool (*ours)(const std::string& target),
                                                  std::int64_t min_age_seconds);
// The platform's half of it: removes DIR/NAME unless a live writer holds it (POSIX: its flock;
// Windows: it is open unshared). Whether it was removed.
bool remove_unheld_temporary(const std::string& dir, const std::string& name);

// What is at a path: nothing, a regular file (and its size), a folder, or something else (a
// device, a FIFO, a socket; with follow_links false, a symbolic link too). `problem` is set, the
// reason alone, when the path could not be looked at (a folder on the way that cannot be
// searched, one that is a file): then the kind is None.
enum class PathKind { None, Regular, Folder, Other };
struct PathInfo {
    PathKind kind = PathKind::None;
    std::uint64_t bytes = 0;  // a regular file's size
    std::string problem;
};
PathInfo path_info(const std::string& path, bool follow_links);

// Removes the file at `path` (never a folder); one already gone is fine. The Error names the
// path and the reason.
Status remove_file(const std::string& path);

// Sets a file's modification time to now, to mark it used; a failure changes nothing else and is
// not reported (a cache on a read-only medium is still read).
void mark_used(const std::string& path) noexcept;

// Moves whatever is at `path` aside to the first of PATH.bad, PATH.bad.1, PATH.bad.2, ... that
// is free, never replacing anything already there; returns the new path.
Result<std::string> move_aside(const std::string& path);

// An exclusive advisory lock (flock) held for as long as the object lives.
class FileLock {
  public:
    FileLock(FileLock&& other) noexcept;
    FileLock& operator=(FileLock&& other) noexcept;
    FileLock(const FileLock&) = delete;
    FileLock& operator=(const FileLock&) = delete;
    ~FileLock();

  private:
    friend Result<FileLock> lock_file(const std::string& lock_path);
    explicit FileLock(int fd) noexcept : fd_(fd) {}
    int fd_ = -1;
};

// Locks `lock_path` (created empty, 0600, with its directories, when missing; never through a
// symbolic link), waiting up to about five seconds for another holder to let go.
Result<FileLock> lock_file(const std::string& lock_path);

// $XDG_STATE_HOME/ninegrid when that is an absolute path, else $HOME/.local/state/ninegrid;
// nothing when neither gives an absolute path.
std::optional<std::string> state_dir();
// $XDG_CONFIG_HOME/ninegrid when that is an absolute path, else $HOME/.config/ninegrid; nothing
// when neither gives an absolute path.
std::optional<std::string> config_dir();
// $XDG_CACHE_HOME/ninegrid when that is an absolute path, else $HOME/.cache/ninegrid; nothing
// when neither gives an absolute path. What is kept there can be rebuilt.
std::optional<std::string> cache_dir();

}  // namespace ninegrid::os
