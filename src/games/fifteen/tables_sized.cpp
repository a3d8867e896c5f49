// `ninegrid fifteen tables --size WxH`: the tables of a size other than 4x4 in the cache (those
// sliding/table_store.hpp keeps), listed, built, checked or removed on request.
#include <algorithm>
#include <atomic>
#include <ostream>
#include <thread>

#include "base/args.hpp"
#include "base/json.hpp"
#include "base/progress.hpp"
#include "base/text.hpp"
#include "games/fifteen/commands.hpp"
#include "games/fifteen/sliding_cache.hpp"
#include "ninegrid/sliding/board_text.hpp"
#include "os/files.hpp"

namespace ninegrid::fifteen {

namespace {

struct SizedFile {
    sliding::TableKey key;
    std::string path;
    std::uint64_t bytes = 0;
    bool present = false;
    std::string problem;  // with --verify
    std::string aside;    // with --verify: where a refused file went
};

// The names of the tables a size's solvers use, for every cell of the goal's blank (every goal of
// the size uses the tables of one of them).
std::vector<std::string> size_table_names(sliding::Size size) {
    std::vector<std::string> names;
    std::vector<int> cells(static_cast<std::size_t>(size.cells()));
    for (int blank = 0; blank < size.cells(); ++blank) {
        for (int c = 0, tile = 1; c < size.cells(); ++c)
            cells[static_cast<std::size_t>(c)] = c == blank ? 0 : tile++;
        for (const sliding::TableKey& key : sliding::solver_tables(sliding::Board(size, cells)))
            names.push_back(key.name());
    }
    return names;
}

// `--clean` with --size: the files of every table the size uses (every goal's, those set aside;
// tables shared with other sizes too: 5x5, 6x6 and 8x8 share their 4x4 core's).
int clean_size(const std::string& dir, sliding::Size size, bool json, Io io) {
    std::vector<RemovedTableFile> removed;
    std::string problem;
    const auto entries = os::list_folder(dir);
    if (entries) {
        const std::vector<std::string> names = size_table_names(size);
        for (const os::FolderEntry& entry : *entries) {
            const auto parts = sliding_file_name(entry.name);
            if (!parts || !entry.regular ||
                std::find(names.begin(), names.end(), parts->table) == names.end())
                continue;
            const std::string path = os::join_path(dir, entry.name);
            const base::Status gone = os::remove_file(path);
            if (gone) {
                removed.push_back({path, entry.bytes});
            } else if (problem.empty()) {
                problem = gone.error();
            }
        }
    }
    std::uint64_t bytes = 0;
    for (const RemovedTableFile& f : removed)
        bytes += f.bytes;
    if (json) {
        base::JsonWriter w;
        w.begin_object();
        w.key("dir").string(dir);
        w.key("size").string(sliding::size_text(size));
        w.key("removed").begin_array();
        for (const RemovedTableFile& f : removed)
            w.string(f.path);
        w.end_array();
        w.key("bytes").number(bytes);
        w.key("problem");
        if (problem.empty()) {
            w.null();
        } else {
            w.string(problem);
        }
        w.end_object();
        io.out << w.str() << '\n';
    } else if (removed.empty()) {
        io.out << say(Msg::CleanNothing, io.lang, {{"dir", dir}}) << '\n';
    } else {
        io.out << say(Msg::CleanRemoved, io.lang,
                      {{"count", std::to_string(removed.size())},
                       {"size", base::format_megabytes(bytes)},
                       {"dir", dir}})
               << '\n';
    }
    if (problem.empty()) return kExitOk;
    io.err << "ninegrid: " << say(Msg::CleanFailed, io.lang, {{"problem", problem}}) << '\n';
    return kExitUsage;
}

// Builds what `keys` lacks through the cache (read when sound, else built and written), drawing
// the build's progress at a terminal once it has run for a second. Status 2 when what was built
// could not be kept (said by the cache).
int build_all(const std::vector<sliding::TableKey>& keys, sliding::Size size, Io io) {
    SlidingCacheScope scope(true, io.lang, &io.err);
    SlidingTableCache* cache = scope.cache();
    if (cache == nullptr) return 0;  // the folder's problem is said by the caller
    const auto t0 = std::chrono::steady_clock::now();
    base::Progress bar(
        io.err, base::progress_shown(io),
        "ninegrid: " + say(Msg::SizedBar, io.lang, {{"size", sliding::size_text(size)}}),
        std::chrono::milliseconds(1000));
    std::atomic<bool> done{false};
    std::thread worker([&keys, &done] {
        sliding::prepare_tables(keys);
        done.store(true);
    });
    while (!done.load()) {
        const int percent = sliding::table_build_percent();
        if (percent >= 0) bar.update(static_cast<std::uint64_t>(percent), 100);
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    worker.join();
    bar.clear();
    const std::size_t built = keys.size() - static_cast<std::size_t>(cache->loaded());
    if (built > 0) {
        io.err << "ninegrid: "
               << say(Msg::SizedBuilt, io.lang,
                      {{"count", std::to_string(built)},
                       {"time", base::format_duration(std::chrono::steady_clock::now() - t0,
                                                      base::utf8_locale())}})
               << '\n';
    } else {
        io.err << "ninegrid: "
               << say(Msg::SizedAlreadyBuilt, io.lang, {{"size", sliding::size_text(size)}})
               << '\n';
    }
    return cache->not_kept().empty() ? kExitOk : kExitUsage;
}

}  // namespace

int run_sized_tables(const base::Args& args, sliding::Size size, Io io) {
    const Lang lang = io.lang;
    if (args.has("clean")) {
        for (const char* other : {"goal", "build", "verify", "where"}) {
            if (args.has(other)) {
                throw base::UsageError(
                    say(Msg::CleanWith, lang, {{"option", std::string("--") + other}}));
            }
        }
    }
    const auto build = args.value("build");
    if (build && *build != "all")
        throw base::UsageError(
            say(Msg::SizedUnknownSet, lang, {{"name", base::printable(*build)}}));
    const sliding::Board goal = args.has("goal")
                                    ? board_argument(*args.value("goal"), Msg::WhatGoal, size, lang)
                                    : sliding::Board::goal(size);
    const std::optional<std::string> dir = table_cache_dir();
    if (!dir) throw base::UsageError(say(Msg::NoCacheDir, lang));
    const bool json = args.has("json");
    if (args.has("where")) {
        if (json) {
            base::JsonWriter w;
            w.begin_object().key("dir").string(*dir).end_object();
            io.out << w.str() << '\n';
        } else {
            io.out << base::printable(*dir) << '\n';
        }
        return kExitOk;
    }
    if (args.has("clean")) return clean_size(*dir, size, json, io);

    report_sweep(sweep_sliding_tables(*dir), lang, io.err);
    const std::vector<sliding::TableKey> keys = sliding::solver_tables(goal);
    if (build && !keys.empty()) {
        std::string problem = cache_folder_problem(*dir);
        if (problem.empty()) {
            if (const base::Status made = os::make_directories(*dir); !made) {
                problem = made.error();
            } else if (const base::Status writable =
                           os::check_writable_path(os::join_path(*dir, ".write-check"));
                       !writable) {
                problem = writable.error();
            }
        }
        if (!problem.empty())
            throw base::UsageError(
                say(Msg::SizedCannotBuild, lang, {{"dir", *dir}, {"problem", problem}}));
        if (const int status = build_all(keys, size, io); status != kExitOk) return status;
    }

    const bool verify = args.has("verify");
    const std::string folder_problem = cache_folder_problem(*dir);
    bool sound = folder_problem.empty() || !verify;
    std::vector<SizedFile> files;
    std::size_t present = 0;
    for (const sliding::TableKey& key : keys) {
        SizedFile f;
        f.key = key;
        f.path = sliding_table_file(*dir, key);
        const os::PathInfo info = os::path_info(f.path, false);
        f.present = info.kind != os::PathKind::None;
        f.bytes = info.bytes;
        if (f.present) ++present;
        if (verify && f.present) {
            // Every check a solve makes, and then the table built again, byte for byte (the
            // largest, 2x8's, build in half a second each).
            SlidingRead read = read_sliding_table(f.path, key, true);
            if (!read.entries) {
                f.problem = read.missing ? "missing" : read.problem;
            } else if (const std::vector<std::uint8_t> again = sliding::build_table(key);
                       again != *read.entries) {
                std::size_t differ = 0;
                for (std::size_t i = 0; i < again.size(); ++i)
                    differ += again[i] != (*read.entries)[i] ? 1U : 0U;
                f.problem = say(Msg::TablesDiffer, json ? Lang::En : lang,
                                {{"count", std::to_string(std::max<std::size_t>(differ, 1))},
                                 {"total", std::to_string(again.size())}});
            }
            if (!f.problem.empty()) {
                sound = false;
                if (read.entries || !read.missing) {
                    (void)os::remove_file(f.path + ".bad");
                    const base::Result<std::string> aside = os::move_aside(f.path);
                    if (aside) f.aside = *aside;
                }
            }
        }
        files.push_back(std::move(f));
    }

    if (json) {
        base::JsonWriter w;
        w.begin_object();
        w.key("dir").string(*dir);
        w.key("folder_problem");
        if (folder_problem.empty()) {
            w.null();
        } else {
            w.string(folder_problem);
        }
        w.key("size").string(sliding::size_text(size));
        w.key("goal").string(sliding::to_compact(goal));
        w.key("ready").boolean(present == files.size());
        w.key("tables").begin_array();
        for (const SizedFile& f : files) {
            w.begin_object();
            w.key("name").string(f.key.name());
            w.key("path").string(f.path);
            w.key("present").boolean(f.present);
            w.key("bytes").number(f.bytes);
            if (verify && f.present) {
                w.key("problem");
                if (f.problem.empty()) {
                    w.null();
                } else {
                    w.string(f.problem);
                }
                w.key("set_aside");
                if (f.aside.empty()) {
                    w.null();
                } else {
                    w.string(f.aside);
                }
            }
            w.end_object();
        }
        w.end_array();
        w.end_object();
        io.out << w.str() << '\n';
        return sound ? kExitOk : kExitNo;
    }

    const std::string size_name = sliding::size_text(size);
    io.out << say(Msg::SizedHead, lang,
                  {{"size", size_name}, {"goal", sliding::to_compact(goal)}, {"dir", *dir}})
           << '\n';
    if (!folder_problem.empty())
        io.out << say(Msg::TablesFolderProblem, lang, {{"problem", folder_problem}}) << '\n';
    if (files.empty()) {
        io.out << say(Msg::SizedNone, lang, {{"size", size_name}}) << '\n';
        return kExitOk;
    }
    for (const SizedFile& f : files) {
        if (!f.present) {
            io.out << say(Msg::SizedNotBuilt, lang, {{"name", f.key.name()}}) << '\n';
            continue;
        }
        io.out << say(Msg::SizedPresent, lang,
                      {{"name", f.key.name()}, {"size", base::format_megabytes(f.bytes)}})
               << '\n';
        if (!f.problem.empty()) {
            io.out << "    "
                   << say(Msg::TablesFileProblem, lang, {{"file", f.path}, {"problem", f.problem}})
                   << '\n';
        }
        if (!f.aside.empty()) {
            io.out << "    "
                   << say(Msg::TablesCheckedAside, lang, {{"file", f.path}, {"aside", f.aside}})
                   << '\n';
        }
    }
    io.out << (present == files.size() ? say(Msg::SizedUseAll, lang)
                                       : say(Msg::SizedUseSome, lang, {{"size", size_name}}))
           << '\n';
    if (verify) {
        io.out << (sound ? say(Msg::SizedAllSound, lang)
                         : say(Msg::SizedNotSound, lang, {{"size", size_name}}))
               << '\n';
    }
    return sound ? kExitOk : kExitNo;
}

}  // namespace ninegrid::fifteen
