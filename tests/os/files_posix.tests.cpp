// SPDX-License-Identifier: MIT
// Files, what only POSIX has: file modes, symbolic links, FIFOs, and signals during a write.
// What every platform has is in files.tests.cpp.
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "os/files.hpp"
#include "support/catch.hpp"
#include "support/temp_dir.hpp"
#include "support/text.hpp"

using ninegrid::os::move_aside;
using ninegrid::os::read_regular_file;
using ninegrid::os::write_file_atomically;
using support::list_directory;
using support::read_file;
using support::TempDir;
using support::write_file;

namespace {

unsigned mode_of(const std::string& path) {
    struct stat st {};
    REQUIRE(::lstat(path.c_str(), &st) == 0);
    return static_cast<unsigned>(st.st_mode) & 07777u;
}

}  // namespace

TEST_CASE("an atomic write creates private folders and a private file", "[files]") {
    TempDir dir;
    const std::string path = dir / "a/b/c/file";
    REQUIRE(write_file_atomically(path, "hello\n").ok());
    CHECK(mode_of(dir / "a") == 0700u);
    CHECK(mode_of(dir / "a/b/c") == 0700u);
    CHECK(mode_of(path) == 0600u);
    REQUIRE(write_file_atomically(path, "again").ok());
    CHECK(mode_of(path) == 0600u);
}

TEST_CASE("an atomic write replaces a symbolic link instead of writing through it", "[files]") {
    TempDir dir;
    write_file(dir / "target", "precious");
    REQUIRE(::symlink((dir / "target").c_str(), (dir / "file").c_str()) == 0);
    REQUIRE(write_file_atomically(dir / "file", "new").ok());
    CHECK(read_file(dir / "target") == std::optional<std::string>("precious"));
    struct stat st {};
    REQUIRE(::lstat((dir / "file").c_str(), &st) == 0);
    CHECK(S_ISREG(st.st_mode));
    CHECK(read_file(dir / "file") == std::optional<std::string>("new"));
}

TEST_CASE("an atomic write never follows a planted temporary name", "[files]") {
    // The temporary name is unpredictable; even the obvious guesses planted as links to a victim
    // file are neither followed nor removed.
    TempDir dir;
    write_file(dir / "victim", "precious");
    for (const char* name : {".file.tmp.XXXXXX", ".file.tmp", "file.tmp"})
        REQUIRE(::symlink((dir / "victim").c_str(), (dir / name).c_str()) == 0);
    REQUIRE(write_file_atomically(dir / "file", "new").ok());
    CHECK(read_file(dir / "victim") == std::optional<std::string>("precious"));
    CHECK(list_directory(dir.path()) ==
          std::vector<std::string>{".file.tmp", ".file.tmp.XXXXXX", "file", "file.tmp", "victim"});
}

TEST_CASE("an atomic write for a person's file follows the umask", "[files]") {
    TempDir dir;
    const mode_t mask = ::umask(027);
    REQUIRE(write_file_atomically(dir / "chart", "x", ninegrid::os::FileAccess::Umask).ok());
    REQUIRE(write_file_atomically(dir / "state", "x").ok());
    ::umask(mask);
    CHECK(mode_of(dir / "chart") == 0640u);
    CHECK(mode_of(dir / "state") == 0600u);
}

TEST_CASE("check_writable_path refuses a FIFO and takes a link to a file as the file", "[files]") {
    using ninegrid::os::check_writable_path;
    TempDir dir;
    write_file(dir / "old", "x");
    // What is not a regular file would be replaced by one: a FIFO, a device.
    REQUIRE(::mkfifo((dir / "fifo").c_str(), 0600) == 0);
    CHECK(check_writable_path(dir / "fifo").error() == "not a regular file");
    REQUIRE(::unlink((dir / "fifo").c_str()) == 0);
    // A link to a regular file is as good as the file.
    REQUIRE(::symlink((dir / "old").c_str(), (dir / "link").c_str()) == 0);
    CHECK(check_writable_path(dir / "link").ok());
    REQUIRE(::unlink((dir / "link").c_str()) == 0);
    CHECK(list_directory(dir.path()) == std::vector<std::string>{"old"});
    CHECK(read_file(dir / "old") == std::optional<std::string>("x"));
}

TEST_CASE("reading a FIFO fails at once instead of hanging", "[files]") {
    TempDir dir;
    REQUIRE(::mkfifo((dir / "fifo").c_str(), 0600) == 0);
    const auto start = std::chrono::steady_clock::now();
    const auto r = read_regular_file(dir / "fifo", 100);
    CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(2));
    REQUIRE_FALSE(r.ok());
    CHECK(r.error() == dir / "fifo" + ": not a regular file");
}

TEST_CASE("a FIFO moves aside as a file does", "[files]") {
    TempDir dir;
    const std::string path = dir / "records";
    write_file(path + ".bad", "taken already");
    REQUIRE(::mkfifo(path.c_str(), 0600) == 0);
    auto fifo = move_aside(path);
    REQUIRE(fifo.ok());
    CHECK(*fifo == path + ".bad.1");
    CHECK(read_file(path + ".bad") == std::optional<std::string>("taken already"));
    CHECK_FALSE(support::path_exists(path));
}

TEST_CASE("a signal during an atomic write removes the temporary file and ends the program",
          "[files]") {
    TempDir dir;
    const std::string path = dir / "big.bin";
    for (const int sig : {SIGTERM, SIGINT}) {
        // A child writes a large file; a thread of its own sends the signal as soon as the
        // temporary file is there, so the write is under way whatever the machine's speed.
        const pid_t child = ::fork();
        REQUIRE(child >= 0);
        if (child == 0) {
            ::signal(sig, SIG_DFL);
            const std::string folder = dir.path();
            std::thread watcher([&] {
                for (;;) {
                    for (const std::string& name : list_directory(folder)) {
                        if (name.rfind(".big.bin.tmp.", 0) == 0) {
                            ::kill(::getpid(), sig);
                            return;
                        }
                    }
                }
            });
            watcher.detach();
            const std::string data(std::size_t{32} << 20, 'x');
            (void)write_file_atomically(path, std::vector<std::string_view>(4, data));
            ::_exit(0);  // the write ended before the signal came
        }
        int status = 0;
        REQUIRE(::waitpid(child, &status, 0) == child);
        CHECK(WIFSIGNALED(status));
        if (WIFSIGNALED(status)) CHECK(WTERMSIG(status) == sig);
        CHECK(list_directory(dir.path()).empty());
    }
}
