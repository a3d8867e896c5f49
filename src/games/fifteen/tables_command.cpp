// SPDX-License-Identifier: MIT
// `ninegrid fifteen tables`: the pattern tables in the cache, built, checked or removed on
// request.
#include "games/fifteen/tables_command.hpp"

#include <algorithm>
#include <ostream>
#include <random>

#include "base/args.hpp"
#include "base/json.hpp"
#include "base/progress.hpp"
#include "base/text.hpp"
#include "games/fifteen/commands.hpp"
#include "ninegrid/fifteen/board_text.hpp"
#include "ninegrid/fifteen/ida.hpp"
#include "os/files.hpp"

namespace ninegrid::fifteen {

namespace {

constexpr TableSet kSets[] = {TableSet::Small, TableSet::Large};

// Positions the spot check solves: random walks of up to this many moves from the goal, which
// the reference IDA* solves in a millisecond or so.
constexpr int kCheckDepth = 24;
constexpr int kCheckPositions = 200;

using FileState = TableFileState;

struct SetState {
    TableSet set;
    std::vector<FileState> files;
    std::size_t present = 0;
    std::size_t refused = 0;  // with --verify
    bool ready = true;        // every file present (and, verified, sound)
    std::string check;        // with --verify and ready: the spot check's failure, if any

    bool sound() const { return refused == 0 && check.empty() && (present == 0 || ready); }
};

// Random walks from the goal that never undo a step, solved by the reference: the tables'
// bound must never exceed the length, nor with the reflection. Empty when none does, else the
// failure in `lang`.
std::string spot_check(const PatternDatabase& db, const Board& goal, Lang lang) {
    std::mt19937 rng(15);
    for (int i = 0; i < kCheckPositions; ++i) {
        Board b = goal;
        int last = -1;
        const int steps = 1 + static_cast<int>(rng() % kCheckDepth);
        for (int s = 0; s < steps;) {
            const int m = static_cast<int>(rng() % 4);
            if (last >= 0 && (m ^ 1) == last) continue;
            if (!b.apply(static_cast<Move>(m))) continue;
            last = m;
            ++s;
        }
        const Solution exact = solve_ida(b, goal, UINT64_MAX);
        const int length = static_cast<int>(exact.moves.size());
        const int bound = db.heuristic_reflected(b.cells());
        if (bound > length) {
            return say(Msg::TablesSpotFail, lang,
                       {{"board", to_compact(b)},
                        {"bound", std::to_string(bound)},
                        {"length", std::to_string(length)}});
        }
    }
    return {};
}

constexpr base::OptionSpec kTablesOptionTable[]{{"goal", "GOAL"}, {"build", "SET"}, {"verify", ""},
                                                {"where", ""},    {"clean", ""},    {"json", ""},
                                                {"size", "WxH"},  {"help", ""}};

}  // namespace

const base::Options kTablesOptions{kTablesOptionTable};

void refuse_with_clean(const base::Args& args, Lang lang) {
    if (!args.has("clean")) return;
    for (const char* other : {"goal", "build", "verify", "where"}) {
        if (args.has(other)) {
            throw base::UsageError(
                say(Msg::CleanWith, lang, {{"option", std::string("--") + other}}));
        }
    }
}

std::string cache_dir_argument(Lang lang) {
    const std::optional<std::string> dir = table_cache_dir();
    if (!dir) throw base::UsageError(say(Msg::NoCacheDir, lang));
    return *dir;
}

int print_where(const std::string& dir, bool json, Io io) {
    if (json) {
        base::JsonWriter w;
        w.begin_object().key("dir").string(dir).end_object();
        io.out << w.str() << '\n';
    } else {
        io.out << base::printable(dir) << '\n';
    }
    return kExitOk;
}

std::string build_folder_problem(const std::string& dir) {
    std::string problem = cache_folder_problem(dir);
    if (!problem.empty()) return problem;
    if (const base::Status made = os::make_directories(dir); !made) return made.error();
    if (const base::Status writable = os::check_writable_path(os::join_path(dir, ".write-check"));
        !writable)
        return writable.error();
    return {};
}

int report_clean(const std::string& dir, const CacheClean& clean,
                 const std::optional<std::string>& size, bool json, Io io) {
    std::uint64_t bytes = 0;
    for (const RemovedTableFile& f : clean.removed)
        bytes += f.bytes;
    if (json) {
        base::JsonWriter w;
        w.begin_object();
        w.key("dir").string(dir);
        if (size) w.key("size").string(*size);
        w.key("removed").begin_array();
        for (const RemovedTableFile& f : clean.removed)
            w.string(f.path);
        w.end_array();
        w.key("bytes").number(bytes);
        if (!size) w.key("live").number(static_cast<std::uint64_t>(clean.live));
        w.key("problem").string_or_null(clean.problem);
        w.end_object();
        io.out << w.str() << '\n';
    } else {
        if (clean.removed.empty()) {
            if (!clean.unreadable)
                io.out << say(Msg::CleanNothing, io.lang, {{"dir", dir}}) << '\n';
        } else {
            io.out << say(Msg::CleanRemoved, io.lang,
                          {{"count", std::to_string(clean.removed.size())},
                           {"size", base::format_megabytes(bytes)},
                           {"dir", dir}})
                   << '\n';
        }
        if (clean.live > 0)
            io.out << say(Msg::CleanLive, io.lang, {{"count", std::to_string(clean.live)}}) << '\n';
    }
    if (clean.problem.empty()) return kExitOk;
    io.err << "ninegrid: "
           << (clean.unreadable
                   ? say(Msg::CleanUnreadable, io.lang, {{"dir", dir}, {"problem", clean.problem}})
                   : say(Msg::CleanFailed, io.lang, {{"problem", clean.problem}}))
           << '\n';
    return kExitUsage;
}

TableFileState table_file_state(const std::string& path) {
    TableFileState f;
    f.path = path;
    const os::PathInfo info = os::path_info(path, false);
    f.present = info.kind != os::PathKind::None;
    f.bytes = info.bytes;
    return f;
}

void write_file_members(base::JsonWriter& w, const TableFileState& f, bool verify) {
    w.key("path").string(f.path);
    w.key("present").boolean(f.present);
    w.key("bytes").number(f.bytes);
    if (verify && f.present) {
        w.key("problem").string_or_null(f.problem);
        w.key("set_aside").string_or_null(f.aside);
    }
}

void print_file_notes(std::ostream& out, const TableFileState& f, Lang lang) {
    if (f.present && !f.problem.empty()) {
        out << "    "
            << say(Msg::TablesFileProblem, lang, {{"file", f.path}, {"problem", f.problem}})
            << '\n';
    }
    if (!f.aside.empty()) {
        out << "    " << say(Msg::TablesCheckedAside, lang, {{"file", f.path}, {"aside", f.aside}})
            << '\n';
    }
}

std::string tables_differ(std::string_view read, std::string_view built, bool same_maximum,
                          Lang lang) {
    std::size_t differ = 0;
    if (read.size() != built.size()) {
        differ = built.size();
    } else {
        for (std::size_t i = 0; i < read.size(); ++i)
            differ += read[i] != built[i] ? 1U : 0U;
    }
    if (differ == 0 && same_maximum) return {};
    return say(Msg::TablesDiffer, lang,
               {{"count", std::to_string(std::max<std::size_t>(differ, 1))},
                {"total", std::to_string(built.size())}});
}

int run_tables(const std::vector<std::string>& raw, Io io) {
    const Lang lang = io.lang;
    const shell::CommandContext context(game_entry(), "tables", raw, io);
    if (context.helped()) return kExitOk;
    const base::Args& args = context.args();
    args.no_positionals();
    // The other sizes' tables (sliding_cache.hpp); 4x4 is the 15-puzzle's own databases.
    if (const sliding::Size size = size_option(args, lang); size != kSize)
        return run_sized_tables(args, size, io);
    refuse_with_clean(args, lang);
    std::optional<TableSet> build;
    if (const auto name = args.value("build")) {
        build = table_set_from_name(*name);
        if (!build) {
            throw base::UsageError(
                say(Msg::UnknownTableSet, lang, {{"name", base::printable(*name)}}));
        }
    }
    const Board goal =
        args.has("goal") ? board_argument(*args.value("goal"), Msg::WhatGoal, lang) : Board::goal();
    const std::string dir = cache_dir_argument(lang);
    const bool json = args.has("json");
    if (args.has("where")) return print_where(dir, json, io);
    if (args.has("clean")) return report_clean(dir, clean_table_cache(dir), std::nullopt, json, io);

    // What no run reads again goes first: the temporary files of killed builds, older versions.
    report_sweep(sweep_table_cache(dir), lang, io.err);

    if (build) {
        // Keeping them is the whole point: a folder that cannot hold them is said before the
        // build, and tables that could not be written end the command with status 2.
        if (const std::string problem = build_folder_problem(dir); !problem.empty()) {
            // Tables already there and sound are kept already: a folder that cannot take more
            // does not matter to them.
            TableBuild read_only;
            read_only.build = false;
            read_only.keep = false;
            if (read_or_build_tables(*build, goal.cells(), dir, read_only, lang, nullptr).db) {
                io.err << "ninegrid: "
                       << say(Msg::TablesAlreadyBuilt, lang, {{"tables", table_set_name(*build)}})
                       << '\n';
                build.reset();
            } else {
                throw base::UsageError(
                    say(Msg::CannotKeepTables, lang, {{"dir", dir}, {"problem", problem}}));
            }
        }
    }
    if (build) {
        TableBuild how;
        how.bar = base::progress_shown(io);
        TableSetRead made = read_or_build_tables(*build, goal.cells(), dir, how, lang, &io.err);
        if (!made.not_kept.empty()) return kExitUsage;  // said by read_or_build_tables
        if (made.loaded) {
            io.err << "ninegrid: "
                   << say(Msg::TablesAlreadyBuilt, lang, {{"tables", table_set_name(*build)}})
                   << '\n';
        }
    }

    const bool verify = args.has("verify");
    std::vector<SetState> sets;
    // A folder that cannot hold tables is said, and is no sound cache.
    const std::string folder_problem = cache_folder_problem(dir);
    bool all_sound = folder_problem.empty() || !verify;
    for (const TableSet set : kSets) {
        SetState state{set, {}, 0, 0, true, {}};
        const Partition partition = partition_of(set, goal.cells());
        for (const auto& group : partition) {
            state.files.push_back(table_file_state(table_file(dir, goal.cells(), group)));
            if (state.files.back().present) {
                ++state.present;
            } else {
                state.ready = false;
            }
        }
        if (verify && state.present > 0) {
            // Every file there is read, whatever is missing beside it; the set is spot-checked
            // when all of it is there and sound.
            std::vector<PatternTable> tables;
            for (std::size_t g = 0; g < partition.size(); ++g) {
                FileState& f = state.files[g];
                if (!f.present) continue;
                TableRead read = read_table(f.path, goal.cells(), partition[g]);
                if (read.table) {
                    tables.push_back(std::move(*read.table));
                } else {
                    f.problem = read.missing ? "missing" : read.problem;
                    ++state.refused;
                    state.ready = false;
                }
            }
            // English in JSON, which is for programs.
            const Lang say_in = json ? Lang::En : lang;
            if (state.ready && set == TableSet::Small) {
                // Small enough to build again in a few seconds: then every entry is checked.
                std::vector<std::size_t> groups(partition.size());
                for (std::size_t g = 0; g < groups.size(); ++g)
                    groups[g] = g;
                TableBuild how;
                how.bar = base::progress_shown(io);
                const std::vector<PatternTable> again =
                    *build_pattern_tables(goal.cells(), partition, groups, how, table_set_name(set),
                                          lang, &io.err);  // no cancel
                for (std::size_t g = 0; g < partition.size(); ++g) {
                    state.files[g].problem =
                        tables_differ(tables[g].data(), again[g].data(),
                                      tables[g].max_entry() == again[g].max_entry(), say_in);
                    if (!state.files[g].problem.empty()) ++state.refused;
                }
            } else if (state.ready) {
                const PatternDatabase db(goal.cells(), std::move(tables));
                state.check = spot_check(db, goal, say_in);
            }
            if (state.ready && !state.sound()) {
                // Read well and wrong: a solve would trust them, so they go aside and the next
                // solve or --build makes them again.
                for (FileState& f : state.files) {
                    if (set == TableSet::Small && f.problem.empty()) continue;  // its own is right
                    const base::Result<std::string> aside = set_table_aside(f.path);
                    if (aside) f.aside = *aside;
                }
            }
            if (!state.sound()) all_sound = false;
        }
        sets.push_back(std::move(state));
    }

    if (json) {
        base::JsonWriter w;
        w.begin_object();
        w.key("dir").string(dir);
        w.key("folder_problem").string_or_null(folder_problem);
        w.key("goal").string(to_compact(goal));
        w.key("sets").begin_array();
        for (const SetState& s : sets) {
            w.begin_object();
            w.key("name").string(table_set_name(s.set));
            w.key("ready").boolean(s.ready);
            if (verify) {
                w.key("check");
                if (!s.ready) {
                    w.null();
                } else {
                    w.string(s.check.empty() ? "ok" : s.check);
                }
            }
            w.key("files").begin_array();
            for (const FileState& f : s.files) {
                w.begin_object();
                write_file_members(w, f, verify);
                w.end_object();
            }
            w.end_array();
            w.end_object();
        }
        w.end_array();
        w.end_object();
        io.out << w.str() << '\n';
        return all_sound ? kExitOk : kExitNo;
    }

    io.out << say(Msg::TablesHead, lang, {{"goal", to_compact(goal)}, {"dir", dir}}) << '\n';
    if (!folder_problem.empty())
        io.out << say(Msg::TablesFolderProblem, lang, {{"problem", folder_problem}}) << '\n';
    for (const SetState& s : sets) {
        std::uint64_t bytes = 0;
        for (const FileState& f : s.files)
            bytes += f.bytes;
        io.out << "  " << table_set_name(s.set) << (s.set == TableSet::Small ? "  " : "    ");
        if (s.present == 0) {
            io.out << say(s.set == TableSet::Large ? Msg::TablesNotBuiltLarge
                                                   : Msg::TablesNotBuiltSmall,
                          lang)
                   << '\n';
            continue;
        }
        io.out << say(Msg::TablesFiles, lang,
                      {{"present", std::to_string(s.present)},
                       {"count", std::to_string(s.files.size())},
                       {"size", base::format_megabytes(bytes)}});
        if (verify) {
            if (s.refused > 0) {
                io.out << say(Msg::TablesRefusedCount, lang,
                              {{"count", std::to_string(s.refused)}});
            } else if (!s.ready) {
                io.out << say(Msg::TablesIncomplete, lang);
            } else {
                io.out << (s.check.empty()
                               ? say(Msg::TablesSound, lang)
                               : say(Msg::TablesCheckedFail, lang, {{"problem", s.check}}));
            }
        }
        io.out << '\n';
        for (const FileState& f : s.files) {
            if (!f.present)
                io.out << "    " << say(Msg::TablesMissing, lang, {{"file", f.path}}) << '\n';
            print_file_notes(io.out, f, lang);
        }
    }
    io.out << say(sets[1].ready ? Msg::TablesUseLarge : Msg::TablesUseSmall, lang) << '\n';
    if (verify) {
        if (all_sound) {
            io.out << say(Msg::TablesAllSound, lang,
                          {{"positions", std::to_string(kCheckPositions)},
                           {"depth", std::to_string(kCheckDepth)}})
                   << '\n';
            if (sets[0].present > 0 || sets[1].present > 0)
                io.out << say(Msg::TablesLargeSpot, lang) << '\n';
        } else {
            for (const SetState& s : sets) {
                if (s.present > 0 && !s.sound()) {
                    io.out << say(Msg::TablesNotSound, lang, {{"tables", table_set_name(s.set)}})
                           << '\n';
                }
            }
        }
    }
    return all_sound ? kExitOk : kExitNo;
}

}  // namespace ninegrid::fifteen
