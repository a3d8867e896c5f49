// SPDX-License-Identifier: MIT
// The commands' solvers: the pattern databases of a goal (from the cache, or built and cached),
// and either IDA*.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <optional>
#include <ostream>

#include "base/output.hpp"
#include "base/progress.hpp"
#include "base/text.hpp"
#include "games/fifteen/commands.hpp"
#include "ninegrid/fifteen/ida.hpp"
#include "ninegrid/sliding/ida.hpp"
#include "ninegrid/sliding/near.hpp"
#include "ninegrid/sliding/optimal.hpp"
#include "os/files.hpp"

namespace ninegrid::fifteen {

namespace {

// "950", "12.3 k", "4.5 M", "1.2 G": a count of nodes on a progress line.
std::string short_count(std::uint64_t n) {
    char text[32];
    const auto v = static_cast<double>(n);
    if (n >= 1000000000) {
        std::snprintf(text, sizeof text, "%.1f G", v / 1e9);
    } else if (n >= 1000000) {
        std::snprintf(text, sizeof text, "%.1f M", v / 1e6);
    } else if (n >= 10000) {
        std::snprintf(text, sizeof text, "%.1f k", v / 1e3);
    } else {
        std::snprintf(text, sizeof text, "%llu", static_cast<unsigned long long>(n));
    }
    return text;
}

// The progress of a set's build, each table weighted by its entries, for the progress line and
// for a game that shows the background build's percentage.
struct BuildProgress {
    base::Progress* bar = nullptr;
    std::uint64_t done_before = 0;  // entries of the tables already built
    std::uint64_t current = 0;      // entries of the table being built
    std::uint64_t all = 1;
    std::atomic<int>* percent = nullptr;  // told the percentage as well, when set
    std::uint64_t shown = 0;              // the most entries said so far

    static void report(void* context, std::uint64_t done, std::uint64_t total) {
        auto& p = *static_cast<BuildProgress*>(context);
        const double part =
            total == 0 ? 1.0 : static_cast<double>(done) / static_cast<double>(total);
        // A layer's count is estimated from one thread's share while it is built and exact once
        // it is done, so it may come out a little lower: the bar never goes back.
        p.shown = std::max(p.shown, p.done_before + static_cast<std::uint64_t>(
                                                        part * static_cast<double>(p.current)));
        const std::uint64_t entries = p.shown;
        if (p.percent != nullptr) {
            p.percent->store(
                static_cast<int>(static_cast<double>(entries) * 100.0 / static_cast<double>(p.all)),
                std::memory_order_relaxed);
        }
        if (p.bar != nullptr) p.bar->update(entries, p.all);
    }
};

}  // namespace

void report_sweep(const CacheSweep& sweep, Lang lang, std::ostream& err) {
    for (const RemovedTableFile& f : sweep.unfinished) {
        err << "ninegrid: "
            << say(Msg::RemovedUnfinished, lang,
                   {{"file", f.path}, {"size", base::format_megabytes(f.bytes)}})
            << '\n';
    }
    for (const RemovedTableFile& f : sweep.outdated) {
        err << "ninegrid: "
            << say(Msg::RemovedOutdated, lang,
                   {{"file", f.path}, {"size", base::format_megabytes(f.bytes)}})
            << '\n';
    }
}

std::optional<std::vector<PatternTable>> build_pattern_tables(
    const PdbCells& goal, const Partition& partition, const std::vector<std::size_t>& groups,
    const TableBuild& how, const char* name, Lang lang, std::ostream* err) {
    std::vector<PatternTable> built;
    std::ostream nowhere(nullptr);
    BuildProgress progress;
    base::Progress bar(err != nullptr ? *err : nowhere, how.bar && err != nullptr,
                       "ninegrid: " + say(Msg::TablesBar, lang, {{"tables", name}}));
    progress.bar = &bar;
    progress.percent = how.percent;
    progress.all = 0;
    for (const std::size_t g : groups)
        progress.all += pattern_entries(partition[g].size());
    PdbBuildOptions options;
    options.threads = how.threads;
    options.cancel = how.cancel;
    options.on_progress = &BuildProgress::report;
    options.progress_context = &progress;
    for (const std::size_t g : groups) {
        progress.current = pattern_entries(partition[g].size());
        std::optional<PatternTable> table = PatternTable::try_build(goal, partition[g], options);
        if (!table) return std::nullopt;
        built.push_back(std::move(*table));
        progress.done_before += progress.current;
    }
    return built;
}  // the line cleared

TableSetRead read_or_build_tables(TableSet set, const PdbCells& goal,
                                  std::optional<std::string> dir, const TableBuild& how, Lang lang,
                                  std::ostream* err) {
    const bool build = how.build;
    const Partition partition = partition_of(set, goal);
    const char* name = table_set_name(set);
    const auto note = [&](const std::string& line) {
        if (err != nullptr) *err << "ninegrid: " << line << '\n';
    };
    TableSetRead out;
    // A cache folder that cannot hold tables (a file in its place, a parent that is no folder)
    // is said once, not once a table; the tables are then built for this run.
    std::string unusable;
    if (dir) {
        unusable = cache_folder_problem(*dir);
        if (!unusable.empty()) {
            if (!build) return out;
            note(say(Msg::CacheUnusable, lang,
                     {{"dir", *dir}, {"problem", unusable}, {"tables", name}}));
            out.not_kept = unusable;
            dir.reset();
        }
    }
    std::vector<std::optional<PatternTable>> tables(partition.size());
    std::vector<std::size_t> to_build;
    for (std::size_t g = 0; g < partition.size(); ++g) {
        if (dir && how.read) {
            const std::string path = table_file(*dir, goal, partition[g]);
            TableRead read = read_table(path, goal, partition[g]);
            if (read.table) {
                if (how.keep) os::mark_used(path);  // for the eviction order
                tables[g] = std::move(read.table);
                continue;
            }
            if (!read.missing) {
                note(say(build ? Msg::TableRefused : Msg::TableRefusedKept, lang,
                         {{"file", path}, {"problem", read.problem}, {"tables", name}}));
            }
        }
        if (!build) return out;
        to_build.push_back(g);
    }
    // The largest first, so that its build's states are gone before the smaller ones are built
    // beside the tables already made (7-8: 637 MB at the peak the other way round, 608 MB so).
    std::sort(to_build.begin(), to_build.end(), [&](std::size_t a, std::size_t b) {
        return partition[a].size() > partition[b].size();
    });
    if (!to_build.empty()) {
        out.loaded = false;
        if (dir && how.keep) {
            note(say(Msg::BuildingTables, lang, {{"tables", name}, {"dir", *dir}}));
        } else if (!dir && unusable.empty()) {
            note(say(how.fresh ? Msg::BuildingTablesFresh : Msg::BuildingTablesNoCache, lang,
                     {{"tables", name}}));
        }
        const auto t0 = std::chrono::steady_clock::now();
        std::optional<std::vector<PatternTable>> built =
            build_pattern_tables(goal, partition, to_build, how, name, lang, err);
        if (!built) {
            out.cancelled = true;
            return out;
        }
        for (std::size_t i = 0; i < to_build.size(); ++i)
            tables[to_build[i]].emplace(std::move((*built)[i]));
        const bool utf8 = base::utf8_locale();
        if (dir && how.keep) {
            const CacheSweep swept = sweep_table_cache(*dir);
            if (err != nullptr) report_sweep(swept, lang, *err);
            for (const std::size_t g : to_build) {
                const base::Status written =
                    write_table(table_file(*dir, goal, partition[g]), goal, *tables[g]);
                if (!written && out.not_kept.empty()) out.not_kept = written.error();
            }
        }
        note(say(Msg::BuiltTables, lang,
                 {{"tables", name},
                  {"time", base::format_duration(std::chrono::steady_clock::now() - t0, utf8)}}));
        if (dir && how.keep) {
            if (!out.not_kept.empty()) {
                note(say(Msg::TablesNotKept, lang, {{"problem", out.not_kept}}));
            }
            for (const EvictedGoal& gone : evict_table_goals(*dir)) {
                note(say(Msg::EvictedGoal, lang,
                         {{"goal", gone.goal},
                          {"size", base::format_megabytes(gone.bytes)},
                          {"count", std::to_string(kKeptGoals)}}));
            }
        }
    }
    std::vector<PatternTable> ready;
    for (auto& table : tables)
        ready.push_back(std::move(*table));
    out.db = std::make_unique<PatternDatabase>(goal, std::move(ready));
    return out;
}

Tables::Tables(const Board& goal, Lang lang, std::ostream* err)
    : goal_(goal), lang_(lang), err_(err) {}

Tables::Tables(const Board& goal, TableSet set, bool use_cache, Lang lang, std::ostream* err)
    : goal_(goal), lang_(lang), err_(err), set_(set), best_(false), use_cache_(use_cache) {}

std::unique_ptr<Tables> Tables::cached(const Board& goal, TableSet set, Lang lang,
                                       std::ostream* err) {
    const std::optional<std::string> dir = table_cache_dir();
    if (!dir) return nullptr;
    const auto t0 = std::chrono::steady_clock::now();
    TableBuild how;
    how.build = false;
    TableSetRead read = read_or_build_tables(set, goal.cells(), dir, how, lang, err);
    if (!read.db) return nullptr;
    auto tables = std::make_unique<Tables>(goal, set, true, lang, err);
    tables->db_ = std::move(read.db);
    tables->loaded_ = true;
    tables->build_time_ = std::chrono::steady_clock::now() - t0;
    return tables;
}

Tables::~Tables() {
    background_.reset();  // cancels a build still running
}

int Tables::background_percent() const noexcept {
    // background_ is made on the thread that calls get() and never replaced after: the flag
    // says when another thread (the game's, drawing the progress) may look at it.
    return background_started_.load(std::memory_order_acquire) && background_->busy()
               ? background_percent_.load(std::memory_order_relaxed)
               : -1;
}

const PatternDatabase& Tables::get() {
    const PatternDatabase* db = try_get();
    if (db == nullptr) throw std::logic_error("Tables::get() on tables that may be cancelled");
    return *db;
}

const PatternDatabase* Tables::try_get() {
    for (auto& done : background_ ? background_->take() : std::vector<Background::Done>{}) {
        if (done.result) {
            db_ = std::move(done.result);
            set_ = TableSet::Large;
            loaded_ = false;
        }
    }
    if (db_) return db_.get();
    const auto t0 = std::chrono::steady_clock::now();
    const std::optional<std::string> dir = use_cache_ ? table_cache_dir() : std::nullopt;
    TableBuild how;
    how.bar = progress_ && err_ != nullptr;
    how.cancel = cancel_;
    how.fresh = !use_cache_;
    how.keep = keep_;
    how.read = !distrusted_;
    if (best_ && dir && !distrusted_) {
        TableBuild read_only = how;
        read_only.build = false;
        TableSetRead large =
            read_or_build_tables(TableSet::Large, goal_.cells(), dir, read_only, lang_, err_);
        if (large.db) {
            set_ = TableSet::Large;
            db_ = std::move(large.db);
            loaded_ = true;
        }
    }
    if (!db_) {
        TableSetRead read = read_or_build_tables(set_, goal_.cells(), dir, how, lang_, err_);
        if (read.cancelled) return nullptr;
        db_ = std::move(read.db);
        loaded_ = read.loaded;
        if (background_wanted_ && best_ && dir && keep_ && !distrusted_ && !background_)
            start_background(*dir);
    }
    build_time_ = std::chrono::steady_clock::now() - t0;
    return db_.get();
}

bool Tables::discard_wrong() {
    const auto note = [&](const std::string& line) {
        if (err_ != nullptr) *err_ << "ninegrid: " << line << '\n';
    };
    const char* name = table_set_name(set_);
    if (!db_ || !loaded_) {
        note(say(Msg::TablesStillWrong, lang_, {{"tables", name}}));
        return false;
    }
    note(say(Msg::TablesWrong, lang_, {{"tables", name}}));
    const std::optional<std::string> dir = use_cache_ ? table_cache_dir() : std::nullopt;
    if (dir && keep_) {
        for (const auto& group : partition_of(set_, goal_.cells())) {
            const std::string path = table_file(*dir, goal_.cells(), group);
            const base::Result<std::string> aside = set_table_aside(path);
            if (aside) {
                note(say(Msg::TableSetAside, lang_, {{"file", path}, {"aside", *aside}}));
            } else {
                note(aside.error());
            }
        }
    }
    db_.reset();
    distrusted_ = true;
    if (best_) set_ = TableSet::Small;
    return true;
}

void Tables::start_background(const std::string& dir) {
    background_ = std::make_unique<Background>(
        [this](const std::string& folder,
               const std::atomic<bool>& cancel) -> std::optional<std::unique_ptr<PatternDatabase>> {
            TableBuild how;
            how.threads = 1;  // the other core stays with the game and its hints
            how.cancel = &cancel;
            how.percent = &background_percent_;
            try {
                TableSetRead large = read_or_build_tables(TableSet::Large, goal_.cells(), folder,
                                                          how, lang_, nullptr);
                if (large.cancelled) return std::nullopt;
                return std::move(large.db);
            } catch (const std::exception&) {
                return std::unique_ptr<PatternDatabase>();  // out of memory: the 6-6-3 stay
            }
        });
    background_->post(dir);
    background_started_.store(true, std::memory_order_release);
}

namespace {

// A search's progress on its line: the bound searched and the nodes so far.
void show_search(void* context, int bound, std::uint64_t nodes) {
    const SearchBar& p = *static_cast<const SearchBar*>(context);
    if (p.board.empty()) {
        p.bar->update(say(Msg::SearchProgress, p.lang,
                          {{"bound", std::to_string(bound)}, {"nodes", short_count(nodes)}}));
    } else {
        p.bar->update(say(
            Msg::BatchProgress, p.lang,
            {{"board", p.board}, {"bound", std::to_string(bound)}, {"nodes", short_count(nodes)}}));
    }
}

}  // namespace

Answer solve_with(Algorithm algorithm, Tables& tables, const Board& start, const Board& goal,
                  bool reflect, std::uint64_t node_limit, SearchBar progress, int threads) {
    Answer answer;
    const bool shown = progress.bar != nullptr && progress.bar->shown();
    if (algorithm == Algorithm::Ida) {
        IdaProgress report;
        if (shown) report = IdaProgress{&show_search, &progress};
        const auto t0 = std::chrono::steady_clock::now();
        const Solution s =
            solve_ida(start, goal, node_limit == 0 ? UINT64_MAX : node_limit, report);
        answer.elapsed = std::chrono::steady_clock::now() - t0;
        answer.solved = s.solved;
        answer.moves = s.moves;
        answer.nodes = s.nodes;
        return answer;
    }
    // Tables from the cache that prove wrong are built again, and the search run again once.
    for (int attempt = 0; attempt < 2; ++attempt) {
        const PatternDatabase& db = tables.get();
        PdbOptions options;
        options.reflect = reflect && db.reflectable();
        options.node_limit = node_limit;
        options.threads = threads;
        if (shown) {
            options.on_progress = &show_search;
            options.progress_context = &progress;
        }
        const auto t0 = std::chrono::steady_clock::now();
        const PdbSolution s = solve_pdb(db, start.cells(), options);
        answer.elapsed = std::chrono::steady_clock::now() - t0;
        answer.solved = s.solved;
        answer.nodes = s.nodes;
        answer.moves.clear();
        for (const std::uint8_t m : s.moves)
            answer.moves.push_back(static_cast<Move>(m));
        if (!s.overestimated) break;
        if (progress.bar != nullptr) progress.bar->clear();  // the build draws its own
        if (!tables.discard_wrong()) break;
    }
    return answer;
}

Answer solve_sized(const sliding::Board& start, const sliding::Board& goal, Algorithm algorithm,
                   bool optimal, SearchBar progress) {
    Answer answer;
    if (!optimal && !solved_optimally(start.size())) {
        const auto t0 = std::chrono::steady_clock::now();
        sliding::NearSolution near = sliding::solve_near(start, goal);
        answer.elapsed = std::chrono::steady_clock::now() - t0;
        answer.solved = true;
        answer.optimal = false;
        answer.moves = std::move(near.moves);
        answer.nodes = near.nodes;
        return answer;
    }
    sliding::IdaLimits limits;
    if (progress.bar != nullptr && progress.bar->shown()) {
        limits.report = &show_search;
        limits.context = &progress;
    }
    const auto t0 = std::chrono::steady_clock::now();
    // Up to 16 cells, IDA* over the size's pattern tables (built first, in the time measured,
    // with the build's percent at a terminal: 15-25 s on 2x8 and 8x2) unless Manhattan distance
    // and linear conflict are asked for; beyond, only those.
    if (algorithm == Algorithm::Pdb && start.cell_count() <= sliding::kOptimalMaxCells &&
        progress.bar != nullptr && progress.bar->shown() && !sliding::optimal_tables_ready(goal)) {
        show_sized_build(*progress.bar, [&goal] { sliding::prepare_optimal_tables(goal); });
    }
    const sliding::Solution s =
        algorithm == Algorithm::Pdb && start.cell_count() <= sliding::kOptimalMaxCells
            ? sliding::solve_optimal(start, goal, limits)
            : sliding::solve_ida(start, goal, limits);
    answer.elapsed = std::chrono::steady_clock::now() - t0;
    answer.solved = s.solved;
    answer.moves = s.moves;
    answer.nodes = s.nodes;
    return answer;
}

}  // namespace ninegrid::fifteen
