// Best results: parsing, atomic saving, and keeping a damaged file aside instead of losing it.
#include "games/eight/records.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sstream>

#include "term/terminal.hpp"

namespace ninegrid::eight {

namespace {

constexpr std::string_view kHeader = "ninegrid-records 1";

std::string errno_text(int e) {
    return std::strerror(e);
}

// mkdir -p with private permissions (the XDG base directory spec asks for 0700).
bool make_directories(const std::string& dir) {
    if (dir.empty()) return true;
    struct stat st {};
    if (::stat(dir.c_str(), &st) == 0) return S_ISDIR(st.st_mode);
    const std::size_t slash = dir.find_last_of('/');
    if (slash != std::string::npos && slash > 0 && !make_directories(dir.substr(0, slash)))
        return false;
    return ::mkdir(dir.c_str(), 0700) == 0 || errno == EEXIST;
}

std::string directory_of(const std::string& path) {
    const std::size_t slash = path.find_last_of('/');
    return slash == std::string::npos ? std::string(".") : path.substr(0, slash);
}

}  // namespace

std::string serialize_records(const Records& r) {
    std::string out(kHeader);
    out += '\n';
    for (Difficulty d : kAllDifficulties) {
        const Records::Best& b = r[d];
        if (!b.over_par || !b.seconds) continue;
        char line[64];
        std::snprintf(line, sizeof line, "%s %d %.2f\n", std::string(difficulty_name(d)).c_str(),
                      *b.over_par, *b.seconds);
        out += line;
    }
    return out;
}

std::optional<Records> parse_records(std::string_view text, std::string& problem) {
    std::istringstream in{std::string(text)};
    std::string line;
    if (!std::getline(in, line) || line != kHeader) {
        problem = "it does not start with \"" + std::string(kHeader) + "\"";
        return std::nullopt;
    }
    Records r;
    int number = 1;
    const auto digits = [](const std::string& t) {
        return !t.empty() && t.find_first_not_of("0123456789") == std::string::npos;
    };
    while (std::getline(in, line)) {
        ++number;
        if (line.empty()) continue;
        std::istringstream fields(line);
        std::string name, over, seconds, extra;
        fields >> name >> over >> seconds;
        const auto d = difficulty_from_name(name);
        // MOVES is a whole number, SECONDS a decimal like 41.25; nothing else on the line.
        const std::size_t point = seconds.find('.');
        const bool seconds_ok = digits(seconds.substr(0, point)) &&
                                (point == std::string::npos || digits(seconds.substr(point + 1)));
        if (!d || !digits(over) || over.size() > 6 || !seconds_ok || seconds.size() > 12 ||
            (fields >> extra) || r[*d].over_par) {
            problem = "line " + std::to_string(number) + " is not \"LEVEL MOVES_OVER_PAR SECONDS\"";
            return std::nullopt;
        }
        r[*d].over_par = std::stoi(over);
        r[*d].seconds = std::stod(seconds);
    }
    return r;
}

std::optional<std::string> default_records_path() {
    const char* state = std::getenv("XDG_STATE_HOME");
    if (state && state[0] == '/') return std::string(state) + "/ninegrid/records";
    const char* home = std::getenv("HOME");
    if (home && home[0] == '/') return std::string(home) + "/.local/state/ninegrid/records";
    return std::nullopt;
}

std::optional<RecordStore::LoadProblem> RecordStore::load() {
    records_ = Records{};
    if (!path_) return std::nullopt;
    std::string problem;
    const int fd = ::open(path_->c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        if (errno == ENOENT) return std::nullopt;
        problem = errno_text(errno);
    } else {
        std::string text;
        char buf[4096];
        ssize_t n;
        while ((n = ::read(fd, buf, sizeof buf)) != 0) {
            if (n < 0) {
                if (errno == EINTR) continue;
                problem = errno_text(errno);
                break;
            }
            text.append(buf, static_cast<std::size_t>(n));
            if (text.size() > (1 << 16)) {
                problem = "it is far too large";
                break;
            }
        }
        ::close(fd);
        if (problem.empty()) {
            if (auto parsed = parse_records(text, problem)) {
                records_ = *parsed;
                return std::nullopt;
            }
        }
    }
    // Keep the damaged file aside under a name that is not taken yet; never write over it.
    for (int i = 0; i < 100; ++i) {
        const std::string aside = *path_ + ".bad" + (i == 0 ? "" : "." + std::to_string(i));
        if (::access(aside.c_str(), F_OK) == 0) continue;
        if (::rename(path_->c_str(), aside.c_str()) == 0) return LoadProblem{problem, aside};
        break;
    }
    writable_ = false;
    return LoadProblem{problem, {}};
}

bool RecordStore::record_win(Difficulty d, int over_par, double seconds, std::string& problem) {
    Records::Best& best = records_[d];
    bool improved = false;
    if (!best.over_par || over_par < *best.over_par) {
        best.over_par = over_par;
        improved = true;
    }
    if (!best.seconds || seconds < *best.seconds) {
        best.seconds = seconds;
        improved = true;
    }
    if (!improved || !path_) return improved;
    if (!writable_) {
        problem = "the old file could not be read or moved aside, so it is left alone";
        return improved;
    }

    const std::string dir = directory_of(*path_);
    if (!make_directories(dir)) {
        problem = "cannot create " + dir + ": " + errno_text(errno);
        return improved;
    }
    const std::string temp = *path_ + ".tmp." + std::to_string(::getpid());
    const int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (fd < 0) {
        problem = "cannot create " + temp + ": " + errno_text(errno);
        return improved;
    }
    const bool written = term::write_all(fd, serialize_records(records_)) && ::fsync(fd) == 0;
    const int write_errno = errno;
    ::close(fd);
    if (!written || ::rename(temp.c_str(), path_->c_str()) != 0) {
        problem = "cannot write " + *path_ + ": " + errno_text(written ? errno : write_errno);
        ::unlink(temp.c_str());
    }
    return improved;
}

}  // namespace ninegrid::eight
