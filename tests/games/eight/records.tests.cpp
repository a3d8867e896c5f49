// Best results: the file format, keeping a damaged file aside, atomic saving, where the file lives.
#include "games/eight/records.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <optional>
#include <string>
#include <vector>

#include "support/catch.hpp"
#include "support/temp_dir.hpp"

using ninegrid::eight::default_records_path;
using ninegrid::eight::Difficulty;
using ninegrid::eight::parse_records;
using ninegrid::eight::Records;
using ninegrid::eight::RecordStore;
using ninegrid::eight::serialize_records;
using support::list_directory;
using support::read_file;
using support::TempDir;
using support::write_file;

namespace {

constexpr const char* kHeader = "ninegrid-records 1\n";

std::optional<Records> parse(const std::string& text) {
    std::string problem;
    std::optional<Records> r = parse_records(text, problem);
    if (r) CHECK(problem.empty());
    return r;
}

std::string problem_of(const std::string& text) {
    std::string problem;
    CHECK_FALSE(parse_records(text, problem).has_value());
    return problem;
}

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

}  // namespace

TEST_CASE("records survive a round trip through their text", "[records]") {
    Records r;
    r[Difficulty::Easy].over_par = 0;
    r[Difficulty::Easy].seconds = 12.5;
    r[Difficulty::Hard].over_par = 14;
    r[Difficulty::Hard].seconds = 3600.25;
    const std::string text = serialize_records(r);
    CHECK(text == "ninegrid-records 1\neasy 0 12.50\nhard 14 3600.25\n");

    const std::optional<Records> back = parse(text);
    REQUIRE(back.has_value());
    for (Difficulty d : ninegrid::eight::kAllDifficulties) {
        CAPTURE(static_cast<int>(d));
        CHECK((*back)[d].over_par == r[d].over_par);
        CHECK((*back)[d].seconds == r[d].seconds);
    }
    CHECK(serialize_records(*back) == text);

    SECTION("no records is just the header") {
        CHECK(serialize_records(Records{}) == kHeader);
        const std::optional<Records> empty = parse(kHeader);
        REQUIRE(empty.has_value());
        CHECK_FALSE((*empty)[Difficulty::Medium].over_par.has_value());
    }
    SECTION("blank lines and a missing final newline are fine") {
        const std::optional<Records> p = parse("ninegrid-records 1\n\nmedium 2 41.25");
        REQUIRE(p.has_value());
        CHECK((*p)[Difficulty::Medium].over_par == std::optional<int>(2));
        CHECK((*p)[Difficulty::Medium].seconds == std::optional<double>(41.25));
    }
}

TEST_CASE("anything but a records file is refused with the reason", "[records]") {
    CHECK(contains(problem_of(""), "ninegrid-records 1"));
    CHECK(contains(problem_of("ninegrid-records 2\n"), "does not start with"));
    CHECK(contains(problem_of("easy 0 1.00\n"), "does not start with"));
    CHECK(contains(problem_of(" ninegrid-records 1\n"), "does not start with"));
    CHECK(contains(problem_of("\x89PNG\r\n\x1a\n"), "does not start with"));

    const std::vector<std::string> bad_lines{
        "garbage",        "easy",
        "easy 1",         "easy one 2.00",
        "easy 1 fast",    "easy -1 2.00",
        "easy 1 -2.00",   "easy 1 2.00 extra",
        "extreme 1 2.00", "EASY 1 2.00",
        "easy 1 nan",     "easy 1 inf",
        "easy 1 1e999",   "easy 99999999999 2.00",
        "easy 1.5",       "easy 1.5 2.00",
        "easy 0x1 2.00",
    };
    for (const std::string& line : bad_lines) {
        CAPTURE(line);
        const std::string problem = problem_of(std::string(kHeader) + line + "\n");
        CHECK(problem == "line 2 is not \"LEVEL MOVES_OVER_PAR SECONDS\"");
    }
    SECTION("a level twice") {
        CHECK(problem_of(std::string(kHeader) + "easy 1 2.00\nhard 0 9.00\neasy 0 1.00\n") ==
              "line 4 is not \"LEVEL MOVES_OVER_PAR SECONDS\"");
    }
}

TEST_CASE("a missing records file is an empty record, not a problem", "[records][store]") {
    TempDir dir;
    RecordStore store(dir / "nowhere/records");
    CHECK_FALSE(store.load().has_value());
    for (Difficulty d : ninegrid::eight::kAllDifficulties)
        CHECK_FALSE(store.records()[d].over_par.has_value());
    CHECK(list_directory(dir.path()).empty());  // reading creates nothing

    RecordStore none(std::nullopt);  // no place for records at all
    CHECK_FALSE(none.load().has_value());
    std::string problem;
    CHECK(none.record_win(Difficulty::Easy, 0, 1.0, problem));
    CHECK(problem.empty());
}

TEST_CASE("a good records file is read", "[records][store]") {
    TempDir dir;
    write_file(dir / "records", std::string(kHeader) + "medium 3 88.50\n");
    RecordStore store(dir / "records");
    CHECK_FALSE(store.load().has_value());
    CHECK(store.records()[Difficulty::Medium].over_par == std::optional<int>(3));
    CHECK(store.records()[Difficulty::Medium].seconds == std::optional<double>(88.5));
    CHECK(list_directory(dir.path()) == std::vector<std::string>{"records"});
}

TEST_CASE("a corrupt records file is kept aside under a free name, never overwritten",
          "[records][store]") {
    TempDir dir;
    const std::string path = dir / "records";
    const std::string corrupt = "this is not\na records file\n";
    write_file(path, corrupt);

    RecordStore store(path);
    const std::optional<RecordStore::LoadProblem> p = store.load();
    REQUIRE(p.has_value());
    CHECK(p->problem == "it does not start with \"ninegrid-records 1\"");
    CHECK(p->kept_as == path + ".bad");
    CHECK(read_file(path + ".bad") == corrupt);
    CHECK_FALSE(support::path_exists(path));
    CHECK_FALSE(store.records()[Difficulty::Easy].over_par.has_value());

    SECTION("a second damaged file goes to .bad.1, and the first stays as it was") {
        const std::string second = std::string(kHeader) + "easy x y\n";
        write_file(path, second);
        RecordStore again(path);
        const std::optional<RecordStore::LoadProblem> q = again.load();
        REQUIRE(q.has_value());
        CHECK(q->problem == "line 2 is not \"LEVEL MOVES_OVER_PAR SECONDS\"");
        CHECK(q->kept_as == path + ".bad.1");
        CHECK(read_file(path + ".bad") == corrupt);
        CHECK(read_file(path + ".bad.1") == second);
    }
    SECTION("the next win starts a fresh file and leaves the damaged one alone") {
        std::string problem;
        CHECK(store.record_win(Difficulty::Hard, 4, 100.0, problem));
        CHECK(problem.empty());
        CHECK(read_file(path) == std::string(kHeader) + "hard 4 100.00\n");
        CHECK(read_file(path + ".bad") == corrupt);
    }
}

TEST_CASE("a records path that cannot be read is reported and moved aside", "[records][store]") {
    TempDir dir;
    const std::string path = dir / "records";

    SECTION("a directory in the file's place") {
        REQUIRE(::mkdir(path.c_str(), 0700) == 0);
        RecordStore store(path);
        const std::optional<RecordStore::LoadProblem> p = store.load();
        REQUIRE(p.has_value());
        CHECK_FALSE(p->problem.empty());
        CHECK(p->kept_as == path + ".bad");
        std::string problem;
        CHECK(store.record_win(Difficulty::Easy, 1, 5.0, problem));
        CHECK(problem.empty());
        CHECK(read_file(path) == std::string(kHeader) + "easy 1 5.00\n");
    }
    SECTION("a file without read permission") {
        write_file(path, std::string(kHeader) + "easy 1 5.00\n");
        REQUIRE(::chmod(path.c_str(), 0) == 0);
        if (::access(path.c_str(), R_OK) == 0) {
            WARN("permissions do not apply to this user (root?): unreadable file not tested");
            return;
        }
        RecordStore store(path);
        const std::optional<RecordStore::LoadProblem> p = store.load();
        REQUIRE(p.has_value());
        CHECK(p->problem == "Permission denied");
        CHECK(p->kept_as == path + ".bad");
        CHECK(support::path_exists(path + ".bad"));
    }
    SECTION("a file so large it cannot be records") {
        write_file(path, std::string(kHeader) + std::string(100000, '\n'));
        RecordStore store(path);
        const std::optional<RecordStore::LoadProblem> p = store.load();
        REQUIRE(p.has_value());
        CHECK(p->problem == "it is far too large");
        CHECK(p->kept_as == path + ".bad");
    }
    SECTION("a file under a plain file: it cannot be moved aside, so nothing is written") {
        write_file(dir / "plain", "keep me\n");
        RecordStore store(dir / "plain/records");
        const std::optional<RecordStore::LoadProblem> p = store.load();
        REQUIRE(p.has_value());
        CHECK(p->kept_as.empty());  // nowhere: it could not be moved
        std::string problem;
        CHECK(store.record_win(Difficulty::Easy, 1, 5.0, problem));
        CHECK(problem == "the old file could not be read or moved aside, so it is left alone");
        CHECK(read_file(dir / "plain") == std::string("keep me\n"));
        CHECK(list_directory(dir.path()) == std::vector<std::string>{"plain"});
    }
}

TEST_CASE("a win is saved atomically into directories made on the way", "[records][store]") {
    TempDir dir;
    const std::string path = dir / "a/b/ninegrid/records";
    RecordStore store(path);
    REQUIRE_FALSE(store.load().has_value());
    std::string problem;
    CHECK(store.record_win(Difficulty::Medium, 3, 61.5, problem));
    CHECK(problem.empty());
    CHECK(read_file(path) == std::string(kHeader) + "medium 3 61.50\n");
    // No temporary file is left next to it.
    CHECK(list_directory(dir / "a/b/ninegrid") == std::vector<std::string>{"records"});
    struct stat st {};
    REQUIRE(::stat((dir / "a/b/ninegrid").c_str(), &st) == 0);
    CHECK((st.st_mode & 0777) == 0700);  // state directories are private
    REQUIRE(::stat(path.c_str(), &st) == 0);
    CHECK((st.st_mode & 0077) == 0);

    SECTION("a new store reads back what was saved") {
        RecordStore again(path);
        CHECK_FALSE(again.load().has_value());
        CHECK(again.records()[Difficulty::Medium].over_par == std::optional<int>(3));
        CHECK(again.records()[Difficulty::Medium].seconds == std::optional<double>(61.5));
    }
}

TEST_CASE("the best moves and the best time are kept independently", "[records][store]") {
    TempDir dir;
    const std::string path = dir / "records";
    RecordStore store(path);
    REQUIRE_FALSE(store.load().has_value());
    std::string problem;
    REQUIRE(store.record_win(Difficulty::Easy, 4, 30.0, problem));

    // Fewer moves, slower: only the moves improve.
    CHECK(store.record_win(Difficulty::Easy, 2, 50.0, problem));
    CHECK(store.records()[Difficulty::Easy].over_par == std::optional<int>(2));
    CHECK(store.records()[Difficulty::Easy].seconds == std::optional<double>(30.0));
    // Faster, more moves: only the time improves.
    CHECK(store.record_win(Difficulty::Easy, 6, 20.0, problem));
    CHECK(store.records()[Difficulty::Easy].over_par == std::optional<int>(2));
    CHECK(store.records()[Difficulty::Easy].seconds == std::optional<double>(20.0));
    CHECK(read_file(path) == std::string(kHeader) + "easy 2 20.00\n");
    // Neither: nothing improves, and the file is not touched.
    CHECK_FALSE(store.record_win(Difficulty::Easy, 2, 20.0, problem));
    CHECK_FALSE(store.record_win(Difficulty::Easy, 9, 99.0, problem));
    CHECK(read_file(path) == std::string(kHeader) + "easy 2 20.00\n");
    // Levels are separate.
    CHECK(store.record_win(Difficulty::Hard, 7, 300.0, problem));
    CHECK(read_file(path) == std::string(kHeader) + "easy 2 20.00\nhard 7 300.00\n");
    CHECK(problem.empty());
    CHECK(list_directory(dir.path()) == std::vector<std::string>{"records"});
}

TEST_CASE("the records live in XDG_STATE_HOME, else under HOME", "[records][path]") {
    using support::ScopedEnv;
    SECTION("XDG_STATE_HOME first") {
        ScopedEnv state("XDG_STATE_HOME", std::string("/x/state"));
        ScopedEnv home("HOME", std::string("/home/someone"));
        CHECK(default_records_path() == std::optional<std::string>("/x/state/ninegrid/records"));
    }
    SECTION("HOME when XDG_STATE_HOME is unset, empty or relative") {
        ScopedEnv home("HOME", std::string("/home/someone"));
        for (const std::optional<std::string>& value :
             {std::optional<std::string>(), std::optional<std::string>(""),
              std::optional<std::string>("relative/dir")}) {
            ScopedEnv state("XDG_STATE_HOME", value);
            CHECK(default_records_path() ==
                  std::optional<std::string>("/home/someone/.local/state/ninegrid/records"));
        }
    }
    SECTION("nowhere when neither is an absolute path") {
        ScopedEnv state("XDG_STATE_HOME", std::nullopt);
        ScopedEnv home("HOME", std::string("relative"));
        CHECK_FALSE(default_records_path().has_value());
        ScopedEnv no_home("HOME", std::nullopt);
        CHECK_FALSE(default_records_path().has_value());
    }
}
