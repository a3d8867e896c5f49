// Files: atomic replacement, reads that refuse what is not a plain file, moving aside, locks, and
// where state and configuration live.
#include "os/files.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <ctime>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "support/catch.hpp"
#include "support/temp_dir.hpp"
#include "support/text.hpp"

using ninegrid::os::config_dir;
using ninegrid::os::lock_file;
using ninegrid::os::move_aside;
using ninegrid::os::read_regular_file;
using ninegrid::os::state_dir;
using ninegrid::os::write_file_atomically;
using support::list_directory;
using support::read_file;
using support::ScopedEnv;
using support::TempDir;
using support::write_file;

namespace {

using support::contains;

unsigned mode_of(const std::string& path) {
    struct stat st {};
    REQUIRE(::lstat(path.c_str(), &st) == 0);
    return static_cast<unsigned>(st.st_mode) & 07777u;
}

}  // namespace

TEST_CASE("an atomic write creates private folders and leaves only the file", "[files]") {
    TempDir dir;
    const std::string path = dir / "a/b/c/file";
    REQUIRE(write_file_atomically(path, "hello\n").ok());
    CHECK(read_file(path) == std::optional<std::string>("hello\n"));
    CHECK(mode_of(dir / "a") == 0700u);
    CHECK(mode_of(dir / "a/b/c") == 0700u);
    CHECK(mode_of(path) == 0600u);
    CHECK(list_directory(dir / "a/b/c") == std::vector<std::string>{"file"});

    SECTION("and replaces an existing file whole") {
        REQUIRE(write_file_atomically(path, "second").ok());
        CHECK(read_file(path) == std::optional<std::string>("second"));
        CHECK(list_directory(dir / "a/b/c") == std::vector<std::string>{"file"});
    }
    SECTION("empty contents are a file too") {
        REQUIRE(write_file_atomically(path, "").ok());
        CHECK(read_file(path) == std::optional<std::string>(""));
    }
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

TEST_CASE("an atomic write never uses a planted temporary name", "[files]") {
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

TEST_CASE("a failed atomic write names the path and the reason and leaves nothing", "[files]") {
    TempDir dir;
    SECTION("a folder stands where the file should be") {
        REQUIRE(::mkdir((dir / "file").c_str(), 0700) == 0);
        const auto status = write_file_atomically(dir / "file", "x");
        REQUIRE_FALSE(status.ok());
        CHECK(contains(status.error(), dir / "file"));
        CHECK(contains(status.error(), "Is a directory"));
        CHECK(list_directory(dir.path()) == std::vector<std::string>{"file"});
    }
    SECTION("a file stands where a folder should be") {
        write_file(dir / "plain", "x");
        const auto status = write_file_atomically(dir / "plain/sub/file", "x");
        REQUIRE_FALSE(status.ok());
        CHECK(contains(status.error(), dir / "plain"));
        CHECK(read_file(dir / "plain") == std::optional<std::string>("x"));
    }
    SECTION("no file name") {
        CHECK_FALSE(write_file_atomically(dir.path() + "/", "x").ok());
        CHECK_FALSE(write_file_atomically("", "x").ok());
    }
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

TEST_CASE("check_writable_path says why a file could not be written, touching nothing", "[files]") {
    using ninegrid::os::check_writable_path;
    TempDir dir;
    CHECK(check_writable_path(dir / "new").ok());
    write_file(dir / "old", "x");
    CHECK(check_writable_path(dir / "old").ok());
    CHECK(check_writable_path(dir / "missing/file").error() == "No such file or directory");
    CHECK(check_writable_path(dir / "old/file").error() == "Not a directory");
    CHECK(check_writable_path(dir.path()).error() == "Is a directory");
    CHECK(check_writable_path(dir / "sub/").error() == "Is a directory");
    CHECK_FALSE(check_writable_path("").ok());
    // What is not a regular file would be replaced by one: a FIFO, a device.
    REQUIRE(::mkfifo((dir / "fifo").c_str(), 0600) == 0);
    CHECK(check_writable_path(dir / "fifo").error() == "not a regular file");
    CHECK(check_writable_path("/dev/null").error() == "not a regular file");
    REQUIRE(::unlink((dir / "fifo").c_str()) == 0);
    // A link to a regular file is as good as the file.
    REQUIRE(::symlink((dir / "old").c_str(), (dir / "link").c_str()) == 0);
    CHECK(check_writable_path(dir / "link").ok());
    REQUIRE(::unlink((dir / "link").c_str()) == 0);
    CHECK(list_directory(dir.path()) == std::vector<std::string>{"old"});
    CHECK(read_file(dir / "old") == std::optional<std::string>("x"));
}

TEST_CASE("reading tells a missing file from a broken one", "[files]") {
    TempDir dir;
    SECTION("missing") {
        const auto r = read_regular_file(dir / "none", 100);
        REQUIRE(r.ok());
        CHECK_FALSE(r->has_value());
    }
    SECTION("a file within the limit, up to exactly the limit") {
        write_file(dir / "f", "abcd");
        const auto r = read_regular_file(dir / "f", 4);
        REQUIRE(r.ok());
        CHECK(**r == "abcd");
    }
    SECTION("a file over the limit") {
        write_file(dir / "f", "abcde");
        const auto r = read_regular_file(dir / "f", 4);
        REQUIRE_FALSE(r.ok());
        CHECK(r.error() == dir / "f" + ": larger than 4 bytes");
    }
    SECTION("a folder") {
        const auto r = read_regular_file(dir.path(), 100);
        REQUIRE_FALSE(r.ok());
        CHECK(r.error() == dir.path() + ": not a regular file");
    }
    SECTION("a missing folder on the way is not 'missing'") {
        write_file(dir / "f", "x");
        const auto r = read_regular_file(dir / "f/inside", 100);
        REQUIRE_FALSE(r.ok());
        CHECK(contains(r.error(), "Not a directory"));
    }
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

TEST_CASE("moving aside takes the first free .bad name and overwrites nothing", "[files]") {
    TempDir dir;
    const std::string path = dir / "records";
    write_file(path, "one");
    auto first = move_aside(path);
    REQUIRE(first.ok());
    CHECK(*first == path + ".bad");
    write_file(path, "two");
    auto second = move_aside(path);
    REQUIRE(second.ok());
    CHECK(*second == path + ".bad.1");
    write_file(path + ".bad.2", "taken already");
    write_file(path, "three");
    auto third = move_aside(path);
    REQUIRE(third.ok());
    CHECK(*third == path + ".bad.3");

    CHECK(read_file(path + ".bad") == std::optional<std::string>("one"));
    CHECK(read_file(path + ".bad.1") == std::optional<std::string>("two"));
    CHECK(read_file(path + ".bad.2") == std::optional<std::string>("taken already"));
    CHECK(read_file(path + ".bad.3") == std::optional<std::string>("three"));
    CHECK_FALSE(support::path_exists(path));

    SECTION("a FIFO or a folder moves aside too") {
        REQUIRE(::mkfifo(path.c_str(), 0600) == 0);
        auto fifo = move_aside(path);
        REQUIRE(fifo.ok());
        CHECK(*fifo == path + ".bad.4");
        REQUIRE(::mkdir(path.c_str(), 0700) == 0);
        auto folder = move_aside(path);
        REQUIRE(folder.ok());
        CHECK(*folder == path + ".bad.5");
    }
    SECTION("nothing there is an error naming the path") {
        auto none = move_aside(path);
        REQUIRE_FALSE(none.ok());
        CHECK(contains(none.error(), path));
    }
}

TEST_CASE("a file lock excludes others until it is released", "[files]") {
    TempDir dir;
    const std::string path = dir / "sub/records.lock";
    const auto try_lock = [&] {
        const int fd = ::open(path.c_str(), O_RDWR | O_CLOEXEC);
        REQUIRE(fd >= 0);
        const bool got = ::flock(fd, LOCK_EX | LOCK_NB) == 0;
        ::close(fd);
        return got;
    };
    {
        auto lock = lock_file(path);
        REQUIRE(lock.ok());
        CHECK_FALSE(try_lock());
        ninegrid::os::FileLock moved = std::move(*lock);
        CHECK_FALSE(try_lock());
    }
    CHECK(try_lock());
    CHECK(lock_file(path).ok());
}

TEST_CASE("state and configuration live under the XDG folders or HOME", "[files]") {
    SECTION("XDG variables win when absolute") {
        ScopedEnv state("XDG_STATE_HOME", std::string("/s"));
        ScopedEnv config("XDG_CONFIG_HOME", std::string("/c"));
        ScopedEnv home("HOME", std::string("/h"));
        CHECK(state_dir() == std::optional<std::string>("/s/ninegrid"));
        CHECK(config_dir() == std::optional<std::string>("/c/ninegrid"));
    }
    SECTION("relative or empty XDG variables are ignored") {
        ScopedEnv state("XDG_STATE_HOME", std::string("relative"));
        ScopedEnv config("XDG_CONFIG_HOME", std::string(""));
        ScopedEnv home("HOME", std::string("/h"));
        CHECK(state_dir() == std::optional<std::string>("/h/.local/state/ninegrid"));
        CHECK(config_dir() == std::optional<std::string>("/h/.config/ninegrid"));
    }
    SECTION("no absolute base at all") {
        ScopedEnv state("XDG_STATE_HOME", std::nullopt);
        ScopedEnv config("XDG_CONFIG_HOME", std::nullopt);
        ScopedEnv home("HOME", std::string("not/absolute"));
        CHECK_FALSE(state_dir().has_value());
        CHECK_FALSE(config_dir().has_value());
    }
}

TEST_CASE("a file opened for reading is refused as a read one is, with the reason alone",
          "[files]") {
    using ninegrid::os::open_regular_file;
    TempDir dir;
    const auto missing = open_regular_file(dir / "none", 100);
    REQUIRE(missing.ok());
    CHECK_FALSE(missing->has_value());
    write_file(dir / "f", "abcd");
    auto opened = open_regular_file(dir / "f", 4);
    REQUIRE(opened.ok());
    REQUIRE(opened->has_value());
    CHECK((*opened)->size() == 4);
    char bytes[8] = {};
    const auto got = (*opened)->read_at(1, bytes, 8);
    REQUIRE(got.ok());
    CHECK(*got == 3);  // short only at the end of the file
    CHECK(std::string(bytes, 3) == "bcd");
    auto moved = std::move(**opened);
    CHECK(moved.size() == 4);
    const auto over = open_regular_file(dir / "f", 3);
    REQUIRE_FALSE(over.ok());
    CHECK(over.error() == "larger than 3 bytes");
    const auto folder = open_regular_file(dir.path(), 100);
    REQUIRE_FALSE(folder.ok());
    CHECK(folder.error() == "not a regular file");
    const auto under_file = open_regular_file(dir / "f/g", 100);
    REQUIRE_FALSE(under_file.ok());
    CHECK(under_file.error() == "Not a directory");
}

TEST_CASE("a file shortened after it is opened reads short instead of ending the program",
          "[files]") {
    using ninegrid::os::open_regular_file;
    TempDir dir;
    const std::string path = dir / "big";
    write_file(path, std::string(1 << 20, 'x'));
    auto opened = open_regular_file(path, 1 << 20);
    REQUIRE(opened.ok());
    REQUIRE(opened->has_value());
    CHECK((*opened)->size() == std::size_t{1} << 20);
    // A real truncation, by another descriptor, as another process would do it.
    REQUIRE(::truncate(path.c_str(), 1000) == 0);
    std::vector<char> into(1 << 20);
    const auto got = (*opened)->read_at(0, into.data(), into.size());
    REQUIRE(got.ok());
    CHECK(*got == 1000);
}

TEST_CASE("a folder is listed with each name's kind, size and age", "[files]") {
    using ninegrid::os::list_folder;
    TempDir dir;
    write_file(dir / "a", "123");
    REQUIRE(::mkdir((dir / "sub").c_str(), 0700) == 0);
    auto entries = list_folder(dir.path());
    REQUIRE(entries.ok());
    REQUIRE(entries->size() == 2);
    std::sort(entries->begin(), entries->end(),
              [](const auto& x, const auto& y) { return x.name < y.name; });
    CHECK((*entries)[0].name == "a");
    CHECK((*entries)[0].regular);
    CHECK((*entries)[0].bytes == 3);
    CHECK((*entries)[0].modified > 0);
    CHECK((*entries)[1].name == "sub");
    CHECK_FALSE((*entries)[1].regular);
    const auto none = list_folder(dir / "none");
    REQUIRE(none.ok());
    CHECK(none->empty());
    const auto not_folder = list_folder(dir / "a");
    REQUIRE_FALSE(not_folder.ok());
    CHECK(not_folder.error() == "Not a directory");
}

TEST_CASE("the temporary files of an atomic write are known by their name", "[files]") {
    using ninegrid::os::temporary_file_target;
    CHECK(temporary_file_target(".pdb.bin.tmp.a1B2c3") == std::optional<std::string>("pdb.bin"));
    CHECK_FALSE(temporary_file_target("pdb.bin.tmp.a1B2c3"));
    CHECK_FALSE(temporary_file_target(".pdb.bin.tmp.a1B2c"));
    CHECK_FALSE(temporary_file_target(".pdb.bin.tmp.a1B2c3d"));
    CHECK_FALSE(temporary_file_target(".pdb.bin.tmp.a1-2c3"));
    CHECK_FALSE(temporary_file_target("..tmp.a1B2c3"));
    // What write_file_atomically makes has that shape (a planted one, kept open by a test, is
    // seen in the folder while the write goes on elsewhere: see the signal test below).
}

namespace {

void age(const std::string& path, long seconds) {
    struct timespec times[2]{};
    times[0].tv_sec = times[1].tv_sec = std::time(nullptr) - seconds;
    REQUIRE(::utimensat(AT_FDCWD, path.c_str(), times, 0) == 0);
}

bool ours(const std::string& target) {
    return target.rfind("pdb-", 0) == 0;
}

}  // namespace

TEST_CASE("stale temporary files are removed: ours, old, and held by no live writer", "[files]") {
    using ninegrid::os::remove_stale_temporaries;
    TempDir dir;
    write_file(dir / ".pdb-1.bin.tmp.aaaaaa", "old");     // a killed writer's
    write_file(dir / ".pdb-2.bin.tmp.bbbbbb", "young");   // perhaps still being written
    write_file(dir / ".pdb-3.bin.tmp.cccccc", "locked");  // a live writer's, however old
    write_file(dir / ".other.bin.tmp.dddddd", "not ours");
    write_file(dir / "pdb-4.bin", "a table, not a temporary file");
    age(dir / ".pdb-1.bin.tmp.aaaaaa", 3600);
    age(dir / ".pdb-3.bin.tmp.cccccc", 3600);
    age(dir / ".other.bin.tmp.dddddd", 3600);
    age(dir / "pdb-4.bin", 3600);
    const int held = ::open((dir / ".pdb-3.bin.tmp.cccccc").c_str(), O_RDONLY | O_CLOEXEC);
    REQUIRE(held >= 0);
    // The writer's lock is a flock of its own descriptor: another open file description.
    REQUIRE(::flock(held, LOCK_EX | LOCK_NB) == 0);
    const auto removed = remove_stale_temporaries(dir.path(), ours, 600);
    ::close(held);
    REQUIRE(removed.size() == 1);
    CHECK(removed[0].name == ".pdb-1.bin.tmp.aaaaaa");
    CHECK(removed[0].bytes == 3);
    CHECK(list_directory(dir.path()) ==
          std::vector<std::string>{".other.bin.tmp.dddddd", ".pdb-2.bin.tmp.bbbbbb",
                                   ".pdb-3.bin.tmp.cccccc", "pdb-4.bin"});
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
