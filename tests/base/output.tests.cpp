// SPDX-License-Identifier: MIT
// Standard output that keeps the reason a write failed, and output that stops at the first
// failure and is reported once.
#include "base/output.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <ostream>
#include <sstream>
#include <string>

#include "base/progress.hpp"
#include "support/catch.hpp"
#include "support/temp_dir.hpp"
#include "support/texts.hpp"

using ninegrid::base::FdOutBuf;
using ninegrid::base::finish_output;
using ninegrid::base::Lang;
using ninegrid::base::write_error;
using ninegrid::base::write_output;

#ifdef O_BINARY
constexpr int kBinary = O_BINARY;  // Windows: no "\r" added to "\n"
#else
constexpr int kBinary = 0;
#endif

TEST_CASE("output reaches its file, small writes and large", "[output]") {
    const support::TempDir dir;
    const std::string path = dir / "out";
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | kBinary, 0600);
    REQUIRE(fd >= 0);
    std::string expected;
    {
        FdOutBuf buf(fd);
        std::ostream out(&buf);
        for (int i = 0; i < 20000; ++i)
            out << i << '\n';
        const std::string big(200000, 'x');
        REQUIRE(write_output(out, big, Lang::En).ok());
        out << "end\n";
        REQUIRE(finish_output(out, Lang::En).ok());
        for (int i = 0; i < 20000; ++i)
            expected += std::to_string(i) + '\n';
        expected += big + "end\n";
    }
    ::close(fd);
    CHECK(support::read_file(path) == expected);
}

TEST_CASE("a write that fails stops the output and says why, once", "[output]") {
    const int fd = ::open("/dev/full", O_WRONLY);
    REQUIRE(fd >= 0);
    SECTION("through write_output") {
        FdOutBuf buf(fd);
        std::ostream out(&buf);
        const ninegrid::base::Status sent = write_output(out, "1 R\n", Lang::En);
        REQUIRE_FALSE(sent.ok());
        CHECK(sent.error() == "cannot write standard output: No space left on device");
        CHECK(write_error(out) == ENOSPC);
        CHECK_FALSE(write_output(out, "more\n", Lang::En).ok());  // it stays failed
        CHECK(finish_output(out, Lang::En).ok());                 // said already: not again
    }
    SECTION("through the stream, found at the end") {
        FdOutBuf buf(fd);
        std::ostream out(&buf);
        out << "help text\n";
        const ninegrid::base::Status finished = finish_output(out, Lang::Zh);
        REQUIRE_FALSE(finished.ok());
        CHECK(finished.error() == "无法写入标准输出：No space left on device");
        CHECK(finish_output(out, Lang::Zh).ok());
    }
    ::close(fd);
    SECTION("a descriptor that is not open") {
        FdOutBuf buf(-1);
        std::ostream out(&buf);
        CHECK(write_output(out, "x", Lang::En).error() ==
              "cannot write standard output: Bad file descriptor");
    }
}

TEST_CASE("output to a string never fails", "[output]") {
    std::ostringstream out;
    CHECK(write_output(out, "abc", Lang::En).ok());
    CHECK(finish_output(out, Lang::En).ok());
    CHECK(out.str() == "abc");
    CHECK(write_error(out) == 0);
}

TEST_CASE("the words about output are said in both languages", "[output][lang]") {
    support::check_catalogue(ninegrid::base::output_texts());
}

TEST_CASE("a progress bar fills with the work done", "[output]") {
    using ninegrid::base::progress_bar;
    CHECK(progress_bar(0, 10, 10) == "[..........]");
    CHECK(progress_bar(3, 10, 10) == "[###.......]");
    CHECK(progress_bar(10, 10, 10) == "[##########]");
    CHECK(progress_bar(12, 10, 4) == "[####]");
    CHECK(progress_bar(0, 0, 4) == "[####]");
    CHECK(progress_bar(50, 100).size() == 32);
}

TEST_CASE("a progress line is drawn only when shown, in place, and cleared at the end",
          "[output]") {
    using ninegrid::base::Progress;
    using namespace std::chrono_literals;
    SECTION("shown: the bar, the percentage and the detail, then erased") {
        std::ostringstream err;
        {
            Progress p(err, true, "work:", 0ms);
            p.update(3, 10, "3/10");
            CHECK(err.str() == "\rwork: [#########.....................] 30% 3/10\033[K");
            p.update(10, 10);
            CHECK(err.str().find("100%") != std::string::npos);
        }
        CHECK(err.str().substr(err.str().size() - 4) == "\r\033[K");
    }
    SECTION("work without an end shows the detail alone") {
        std::ostringstream err;
        Progress p(err, true, "search:", 0ms);
        p.update("bound 62");
        CHECK(err.str() == "\rsearch: bound 62\033[K");
        p.clear();
        p.clear();  // once drawn, erased once
        CHECK(err.str() == "\rsearch: bound 62\033[K\r\033[K");
    }
    SECTION("not shown: nothing at all") {
        std::ostringstream err;
        {
            Progress p(err, false, "work:", 0ms);
            p.update(1, 2);
            p.update("x");
        }
        CHECK(err.str().empty());
    }
    SECTION("a run shorter than the delay leaves no trace") {
        std::ostringstream err;
        {
            Progress p(err, true, "work:", 1h);
            p.update(1, 2);
        }
        CHECK(err.str().empty());
    }
}
