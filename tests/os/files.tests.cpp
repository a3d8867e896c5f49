// SPDX-License-Identifier: MIT
// Files: atomic replacement, reads that refuse what is not a plain file, moving aside, locks, and
// where state and configuration live. What every platform has; what only POSIX has (file modes,
// symbolic links, FIFOs, flock, signals) is in files_posix.tests.cpp.
#include "os/files.hpp"

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "support/catch.hpp"
#include "support/temp_dir.hpp"
#include "support/text.hpp"

#ifndef _WIN32
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>
#else
#include <fstream>
#endif

using ninegrid::os::config_dir;
using ninegrid::os::lock_file;
using ninegrid::os::move_aside;
using ninegrid::os::read_regular_file;
using ninegrid::os::state_dir;
using ninegrid::os::write_file_atomically;
using support::contains;
using support::list_directory;
using support::read_file;
using support::ScopedEnv;
using support::TempDir;
using support::write_file;

namespace fs = std::filesystem;

TEST_CASE("an atomic write creates its folders and leaves only the file", "[files]") {
    TempDir dir;
    const std::string path = dir / "a/b/c/file";
    REQUIRE(write_file_atomically(path, "hello\n").ok());
    CHECK(read_file(path) == std::optional<std::string>("hello\n"));
    CHECK(list_directory(dir / "a/b/c") == std::vector<std::string>{"file"});

    SECTION("and replaces an existing file whole") {
        REQUIRE(write_file_atomically(path, "second").ok());
        CHECK(read_file(path) == std::optional<std::string>("second"));
        CHECK(list_directory(dir / "a/b/c") == std::vector<std::string>{"file"});
    }
    SECTION("again and again (a rename onto an existing file fails on Windows)") {
        for (int i = 0; i < 5; ++i)
            REQUIRE(write_file_atomically(path, std::to_string(i)).ok());
        CHECK(read_file(path) == std::optional<std::string>("4"));
        CHECK(list_directory(dir / "a/b/c") == std::vector<std::string>{"file"});
    }
    SECTION("empty contents are a file too") {
        REQUIRE(write_file_atomically(path, "").ok());
        CHECK(read_file(path) == std::optional<std::string>(""));
    }
    SECTION("bytes are written as they are, a newline never becomes CR LF") {
        REQUIRE(write_file_atomically(path, std::string("a\nb\r\n\0\x1a", 7)).ok());
        CHECK(read_file(path) == std::optional<std::string>(std::string("a\nb\r\n\0\x1a", 7)));
    }
}

TEST_CASE("an atomic write leaves alone files named as its temporary file might be", "[files]") {
    // The temporary name is unpredictable; the obvious guesses are neither used nor removed.
    TempDir dir;
    for (const char* name : {".file.tmp.XXXXXX", ".file.tmp", "file.tmp"})
        write_file(dir / name, "precious");
    REQUIRE(write_file_atomically(dir / "file", "new").ok());
    for (const char* name : {".file.tmp.XXXXXX", ".file.tmp", "file.tmp"})
        CHECK(read_file(dir / name) == std::optional<std::string>("precious"));
    CHECK(list_directory(dir.path()) ==
          std::vector<std::string>{".file.tmp", ".file.tmp.XXXXXX", "file", "file.tmp"});
}

TEST_CASE("a failed atomic write names the path and the reason and leaves nothing", "[files]") {
    TempDir dir;
    SECTION("a folder stands where the file should be") {
        REQUIRE(fs::create_directory(dir / "file"));
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
    // A device would be replaced by a regular file.
#ifdef _WIN32
    CHECK(check_writable_path("NUL").error() == "not a regular file");
#else
    CHECK(check_writable_path("/dev/null").error() == "not a regular file");
#endif
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

    SECTION("a folder moves aside too") {
        REQUIRE(fs::create_directory(path));
        auto folder = move_aside(path);
        REQUIRE(folder.ok());
        CHECK(*folder == path + ".bad.4");
        CHECK(fs::is_directory(path + ".bad.4"));
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
    {
        auto lock = lock_file(path);
        REQUIRE(lock.ok());
        ninegrid::os::FileLock moved = std::move(*lock);
        // Another holder waits about five seconds, then is refused with the reason.
        std::string refused;
        std::thread other([&] {
            const auto second = lock_file(path);
            if (!second.ok()) refused = second.error();
        });
        other.join();
        CHECK(contains(refused, path));
        CHECK(contains(refused, "another ninegrid holds it"));
    }
    CHECK(lock_file(path).ok());
}

TEST_CASE("state and configuration live under the XDG folders, or the system's own", "[files]"){
    SECTION("XDG variables win when absolute"){ScopedEnv state("XDG_STATE_HOME", std::string("/s"));
ScopedEnv config("XDG_CONFIG_HOME", std::string("/c"));
ScopedEnv home("HOME", std::string("/h"));
CHECK(state_dir() == std::optional<std::string>("/s/ninegrid"));
CHECK(config_dir() == std::optional<std::string>("/c/ninegrid"));
}
#ifdef _WIN32
SECTION("relative or empty XDG variables are ignored: %LOCALAPPDATA% is used") {
    ScopedEnv state("XDG_STATE_HOME", std::string("relative"));
    ScopedEnv config("XDG_CONFIG_HOME", std::string(""));
    ScopedEnv local("LOCALAPPDATA", std::string("C:\\Users\\\u5f20\u4e09\\AppData\\Local"));
    CHECK(state_dir() ==
          std::optional<std::string>("C:\\Users\\\u5f20\u4e09\\AppData\\Local\\ninegrid\\state"));
    CHECK(config_dir() ==
          std::optional<std::string>("C:\\Users\\\u5f20\u4e09\\AppData\\Local\\ninegrid\\config"));
}
SECTION("no absolute base at all") {
    ScopedEnv state("XDG_STATE_HOME", std::nullopt);
    ScopedEnv config("XDG_CONFIG_HOME", std::nullopt);
    ScopedEnv local("LOCALAPPDATA", std::string("not\\absolute"));
    CHECK_FALSE(state_dir().has_value());
    CHECK_FALSE(config_dir().has_value());
}
#else
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
#endif
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
    fs::resize_file(path, 1000);
    std::vector<char> into(1 << 20);
    const auto got = (*opened)->read_at(0, into.data(), into.size());
    REQUIRE(got.ok());
    CHECK(*got == 1000);
}

TEST_CASE("a folder is listed with each name's kind, size and age", "[files]") {
    using ninegrid::os::list_folder;
    TempDir dir;
    write_file(dir / "a", "123");
    REQUIRE(fs::create_directory(dir / "sub"));
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
    fs::last_write_time(path, fs::last_write_time(path) - std::chrono::seconds(seconds));
}

bool ours(const std::string& target) {
    return target.rfind("pdb-", 0) == 0;
}

// A file held as a live writer holds its temporary file: POSIX, a flock of its own descriptor
// (another open file description); Windows, any open handle, as the writer shares it with no one.
class Held {
  public:
    explicit Held(const std::string& path) {
#ifdef _WIN32
        file_.open(path, std::ios::binary | std::ios::in);
        REQUIRE(file_.is_open());
#else
        fd_ = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
        REQUIRE(fd_ >= 0);
        REQUIRE(::flock(fd_, LOCK_EX | LOCK_NB) == 0);
#endif
    }
    ~Held() {
#ifndef _WIN32
        ::close(fd_);
#endif
    }
    Held(const Held&) = delete;
    Held& operator=(const Held&) = delete;

  private:
#ifdef _WIN32
    std::ifstream file_;
#else
    int fd_ = -1;
#endif
};

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
    std::optional<Held> held(std::in_place, dir / ".pdb-3.bin.tmp.cccccc");
    const auto removed = remove_stale_temporaries(dir.path(), ours, 600);
    held.reset();
    REQUIRE(removed.size() == 1);
    CHECK(removed[0].name == ".pdb-1.bin.tmp.aaaaaa");
    CHECK(removed[0].bytes == 3);
    CHECK(list_directory(dir.path()) ==
          std::vector<std::string>{".other.bin.tmp.dddddd", ".pdb-2.bin.tmp.bbbbbb",
                                   ".pdb-3.bin.tmp.cccccc", "pdb-4.bin"});
}

TEST_CASE("what is at a path: nothing, a file and its size, a folder, or why it cannot be seen",
          "[files]") {
    using ninegrid::os::path_info;
    using ninegrid::os::PathKind;
    TempDir dir;
    write_file(dir / "f", "12345");
    REQUIRE(fs::create_directory(dir / "sub"));
    for (const bool follow : {true, false}) {
        const auto none = path_info(dir / "none", follow);
        CHECK(none.kind == PathKind::None);
        CHECK(none.problem.empty());
        const auto file = path_info(dir / "f", follow);
        CHECK(file.kind == PathKind::Regular);
        CHECK(file.bytes == 5);
        CHECK(path_info(dir / "sub", follow).kind == PathKind::Folder);
        const auto under_file = path_info(dir / "f/inside", follow);
        CHECK(under_file.kind == PathKind::None);
        CHECK(under_file.problem == "Not a directory");
    }
}

TEST_CASE("a path is joined with the separator its folder is written with", "[files]") {
    using ninegrid::os::join_path;
    CHECK(join_path("/home/a/.local/state/ninegrid", "records") ==
          "/home/a/.local/state/ninegrid/records");
    CHECK(join_path("/s/", "records") == "/s/records");
#ifdef _WIN32
    CHECK(join_path("C:\\Users\\a\\AppData\\Local\\ninegrid\\cache", "pdb-2.bin") ==
          "C:\\Users\\a\\AppData\\Local\\ninegrid\\cache\\pdb-2.bin");
    CHECK(join_path("C:/tmp/x", "f") == "C:/tmp/x/f");
    CHECK(join_path("C:\\tmp/x", "f") == "C:\\tmp/x/f");
    CHECK(join_path("C:\\", "f") == "C:\\f");
    CHECK(join_path("here", "f") == "here\\f");
#else
    CHECK(join_path("here", "f") == "here/f");
    CHECK(join_path("C:\\tmp", "f") == "C:\\tmp/f");  // a backslash is a character of a name
#endif
}
