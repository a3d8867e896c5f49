// SPDX-License-Identifier: MIT
// `ninegrid fifteen tables --size WxH`: the tables of a size other than 4x4 in the cache (those
// sliding/table_store.hpp keeps), listed, built, checked or removed on request.
#include <algorithm>
#include <atomic>
#include <exception>
#include <ostream>
#include <thread>

#include "base/args.hpp"
#include "base/json.hpp"
#include "base/progress.hpp"
#include "base/text.hpp"
#include "games/fifteen/commands.hpp"
#include "games/fifteen/sliding_cache.hpp"
#include "games/fifteen/tables_command.hpp"
#include "ninegrid/sliding/board_text.hpp"
#include "os/files.hpp"

namespace ninegrid::fifteen {

namespace {

std::string_view as_text(const std::vector<std::uint8_t>& bytes) {
    return {reinterpret_cast<const char*>(bytes.data()), bytes.size()};
}

struct SizedFile : TableFileState {
    sliding::TableKey key;
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
CacheClean clean_size(const std::string& dir, sliding::Size size) {
    CacheClean clean;
    const auto entries = os::list_folder(dir);
    if (!entries) return clean;
    const std::vector<std::string> names = size_table_names(size);
    for (const os::FolderEntry& entry : *entries) {
        const auto parts = sliding_file_name(entry.name);
        if (!parts || !entry.regular ||
            std::find(names.begin(), names.end(), parts->table) == names.end())
            continue;
        const std::string path = os::join_path(dir, entry.name);
        const base::Status gone = os::remove_file(path);
        if (gone) {
            clean.removed.push_back({path, entry.bytes});
        } else if (clean.problem.empty()) {
            clean.problem = gone.error();
        }
    }
    return clean;
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
    show_sized_build(bar, [&keys] { sliding::prepare_tables(keys); });
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

void show_sized_build(base::Progress& bar, const std::function<void()>& work) {
    std::atomic<bool> done{false};
    std::exception_ptr failure;
    std::thread worker([&work, &done, &failure] {
        try {
            work();
        } catch (...) {
            failure = std::current_exception();
        }
        done.store(true);
    });
    while (!done.load()) {
        const int percent = sliding::table_build_percent();
        if (percent >= 0) bar.update(static_cast<std::uint64_t>(percent), 100);
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    worker.join();
    bar.clear();
    if (failure) std::rethrow_exception(failure);
}

int run_sized_tables(const base::Args& args, sliding::Size size, Io io) {
    const Lang lang = io.lang;
    refuse_with_clean(args, lang);
    const auto build = args.value("build");
    if (build && *build != "all")
        throw base::UsageError(
            say(Msg::SizedUnknownSet, lang, {{"name", base::printable(*build)}}));
    const sliding::Board goal = args.has("goal")
                                    ? board_argument(*args.value("goal"), Msg::WhatGoal, size, lang)
                                    : sliding::Board::goal(size);
    const std::string dir = cache_dir_argument(lang);
    const bool json = args.has("json");
    if (args.has("where")) return print_where(dir, json, io);
    if (args.has("clean"))
        return report_clean(dir, clean_size(dir, size), sliding::size_text(size), json, io);

    report_sweep(sweep_sliding_tables(dir), lang, io.err);
    const std::vector<sliding::TableKey> keys = sliding::solver_tables(goal);
    if (build && !keys.empty()) {
        if (const std::string problem = build_folder_problem(dir); !problem.empty())
            throw base::UsageError(
                say(Msg::SizedCannotBuild, lang, {{"dir", dir}, {"problem", problem}}));
        if (const int status = build_all(keys, size, io); status != kExitOk) return status;
    }

    const bool verify = args.has("verify");
    const std::string folder_problem = cache_folder_problem(dir);
    bool sound = folder_problem.empty() || !verify;
    std::vector<SizedFile> files;
    std::size_t present = 0;
    for (const sliding::TableKey& key : keys) {
        SizedFile f{table_file_state(sliding_table_file(dir, key)), key};
        if (f.present) ++present;
        if (verify && f.present) {
            // Every check a solve makes, and then the table built again, byte for byte (the
            // largest, 2x8's, build in half a second each).
            SlidingRead read = read_sliding_table(f.path, key, true);
            if (!read.entries) {
                f.problem = read.missing ? "missing" : read.problem;
            } else {
                const std::vector<std::uint8_t> again = sliding::build_table(key);
                f.problem = tables_differ(as_text(*read.entries), as_text(again), true,
                                          json ? Lang::En : lang);
            }
            if (!f.problem.empty()) {
                sound = false;
                if (read.entries || !read.missing) {
                    const base::Result<std::string> aside = set_table_aside(f.path);
                    if (aside) f.aside = *aside;
                }
            }
        }
        files.push_back(std::move(f));
    }

    if (json) {
        base::JsonWriter w;
        w.begin_object();
        w.key("dir").string(dir);
        w.key("folder_problem").string_or_null(folder_problem);
        w.key("size").string(sliding::size_text(size));
        w.key("goal").string(sliding::to_compact(goal));
        w.key("ready").boolean(present == files.size());
        w.key("tables").begin_array();
        for (const SizedFile& f : files) {
            w.begin_object();
            w.key("name").string(f.key.name());
            write_file_members(w, f, verify);
            w.end_object();
        }
        w.end_array();
        w.end_object();
        io.out << w.str() << '\n';
        return sound ? kExitOk : kExitNo;
    }

    const std::string size_name = sliding::size_text(size);
    io.out << say(Msg::SizedHead, lang,
                  {{"size", size_name}, {"goal", sliding::to_compact(goal)}, {"dir", dir}})
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
        print_file_notes(io.out, f, lang);
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
