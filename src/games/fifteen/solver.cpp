// The commands' solvers: the pattern databases of a goal (from the cache, or built and cached),
// and either IDA*.
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <optional>
#include <ostream>

#include "base/output.hpp"
#include "base/text.hpp"
#include "games/fifteen/commands.hpp"
#include "ninegrid/fifteen/ida.hpp"

namespace ninegrid::fifteen {

namespace {

// The progress of a set's build, each table weighted by its entries; drawn as a bar on a
// terminal.
struct Progress {
    std::ostream* err = nullptr;
    std::string label;
    std::uint64_t done_before = 0;  // entries of the tables already built
    std::uint64_t current = 0;      // entries of the table being built
    std::uint64_t all = 1;
    int shown = -1;
    std::atomic<int>* percent = nullptr;  // told the percentage as well, when set

    static void report(void* context, std::uint64_t done, std::uint64_t total) {
        auto& p = *static_cast<Progress*>(context);
        const double part =
            total == 0 ? 1.0 : static_cast<double>(done) / static_cast<double>(total);
        const double whole =
            (static_cast<double>(p.done_before) + part * static_cast<double>(p.current)) /
            static_cast<double>(p.all);
        const int percent = static_cast<int>(whole * 100.0);
        if (p.percent != nullptr) p.percent->store(percent, std::memory_order_relaxed);
        if (percent == p.shown || p.err == nullptr) return;
        p.shown = percent;
        *p.err << '\r' << p.label << ' '
               << base::progress_bar(static_cast<std::uint64_t>(percent), 100) << ' ' << percent
               << '%' << std::flush;
    }
    void clear() const {
        if (err != nullptr && shown >= 0) *err << "\r\033[K" << std::flush;
    }
};

}  // namespace

TableSetRead read_or_build_tables(TableSet set, const PdbCells& goal,
                                  const std::optional<std::string>& dir, const TableBuild& how,
                                  Lang lang, std::ostream* err) {
    const bool build = how.build;
    const Partition partition = partition_of(set, goal);
    const char* name = table_set_name(set);
    const auto note = [&](const std::string& line) {
        if (err != nullptr) *err << "ninegrid: " << line << '\n';
    };
    TableSetRead out;
    std::vector<std::optional<PatternTable>> tables(partition.size());
    std::vector<std::size_t> to_build;
    for (std::size_t g = 0; g < partition.size(); ++g) {
        if (dir) {
            const std::string path = table_file(*dir, goal, partition[g]);
            TableRead read = read_table(path, goal, partition[g]);
            if (read.table) {
                tables[g] = std::move(read.table);
                continue;
            }
            if (!read.missing) {
                note(say(build ? Msg::TableRefused : Msg::TableRefusedKept, lang,
                         {{"file", base::printable(path)},
                          {"problem", base::printable(read.problem)},
                          {"tables", name}}));
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
        if (dir) {
            note(
                say(Msg::BuildingTables, lang, {{"tables", name}, {"dir", base::printable(*dir)}}));
        } else {
            note(say(how.fresh ? Msg::BuildingTablesFresh : Msg::BuildingTablesNoCache, lang,
                     {{"tables", name}}));
        }
        const auto t0 = std::chrono::steady_clock::now();
        Progress progress;
        progress.err = how.bar ? err : nullptr;
        progress.percent = how.percent;
        progress.label = std::string("ninegrid: ") + name;
        progress.all = 0;
        for (const std::size_t g : to_build)
            progress.all += pattern_entries(partition[g].size());
        PdbBuildOptions options;
        options.threads = how.threads;
        options.cancel = how.cancel;
        options.on_progress = &Progress::report;
        options.progress_context = &progress;
        try {
            for (const std::size_t g : to_build) {
                progress.current = pattern_entries(partition[g].size());
                tables[g].emplace(goal, partition[g], options);
                progress.done_before += progress.current;
            }
        } catch (...) {
            progress.clear();
            throw;
        }
        progress.clear();
        const bool utf8 = base::utf8_locale();
        std::string kept;
        if (dir) {
            for (const std::size_t g : to_build) {
                const base::Status written =
                    write_table(table_file(*dir, goal, partition[g]), goal, *tables[g]);
                if (!written && kept.empty()) kept = written.error();
            }
        }
        note(say(Msg::BuiltTables, lang,
                 {{"tables", name},
                  {"time", base::format_duration(std::chrono::steady_clock::now() - t0, utf8)}}));
        if (!kept.empty())
            note(say(Msg::TablesNotKept, lang, {{"problem", base::printable(kept)}}));
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
    background_cancel_ = true;
    if (background_.joinable()) background_.join();
}

int Tables::background_percent() const noexcept {
    return background_running_.load(std::memory_order_relaxed)
               ? background_percent_.load(std::memory_order_relaxed)
               : -1;
}

const PatternDatabase& Tables::get() {
    if (background_done_.load(std::memory_order_acquire) && background_.joinable()) {
        background_.join();
        if (background_db_) {
            db_ = std::move(background_db_);
            set_ = TableSet::Large;
            loaded_ = false;
        }
    }
    if (db_) return *db_;
    const auto t0 = std::chrono::steady_clock::now();
    const std::optional<std::string> dir = use_cache_ ? table_cache_dir() : std::nullopt;
    TableBuild how;
    how.bar = err_ != nullptr && ::isatty(2) == 1;
    how.cancel = cancel_;
    how.fresh = !use_cache_;
    if (best_ && dir) {
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
        db_ = std::move(read.db);
        loaded_ = read.loaded;
        if (background_wanted_ && best_ && dir) start_background(*dir);
    }
    build_time_ = std::chrono::steady_clock::now() - t0;
    return *db_;
}

void Tables::start_background(const std::string& dir) {
    background_running_ = true;
    background_ = std::thread([this, dir] {
        TableBuild how;
        how.threads = 1;  // the other core stays with the game and its hints
        how.cancel = &background_cancel_;
        how.percent = &background_percent_;
        try {
            TableSetRead large =
                read_or_build_tables(TableSet::Large, goal_.cells(), dir, how, lang_, nullptr);
            background_db_ = std::move(large.db);
        } catch (const std::exception&) {
            // Cancelled, or out of memory: the 6-6-3 stay in use.
        }
        background_running_ = false;
        background_done_.store(true, std::memory_order_release);
    });
}

Answer solve_with(Algorithm algorithm, Tables& tables, const Board& start, const Board& goal,
                  bool reflect, std::uint64_t node_limit) {
    Answer answer;
    if (algorithm == Algorithm::Ida) {
        const auto t0 = std::chrono::steady_clock::now();
        const Solution s = solve_ida(start, goal, node_limit == 0 ? UINT64_MAX : node_limit);
        answer.elapsed = std::chrono::steady_clock::now() - t0;
        answer.solved = s.solved;
        answer.moves = s.moves;
        answer.nodes = s.nodes;
        return answer;
    }
    const PatternDatabase& db = tables.get();
    PdbOptions options;
    options.reflect = reflect && db.reflectable();
    options.node_limit = node_limit;
    const auto t0 = std::chrono::steady_clock::now();
    const PdbSolution s = solve_pdb(db, start.cells(), options);
    answer.elapsed = std::chrono::steady_clock::now() - t0;
    answer.solved = s.solved;
    answer.nodes = s.nodes;
    for (const std::uint8_t m : s.moves)
        answer.moves.push_back(static_cast<Move>(m));
    return answer;
}

}  // namespace ninegrid::fifteen
