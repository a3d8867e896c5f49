// SPDX-License-Identifier: MIT
// The pattern tables' files: a header of text lines, a blank line, the table's data.
#include "games/fifteen/table_cache.hpp"

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstring>
#include <sstream>

#include "base/text.hpp"
#include "games/fifteen/sliding_cache.hpp"
#include "os/files.hpp"

namespace ninegrid::fifteen {

namespace {

constexpr const char* kMagic = "ninegrid pattern table";

char hex_digit(unsigned v) {
    return "0123456789abcdef"[v & 0xFU];
}

std::string hex_cells(const PdbCells& cells) {
    std::string out;
    for (const std::uint8_t v : cells)
        out += hex_digit(v);
    return out;
}

std::string hex_tiles(const std::vector<std::uint8_t>& tiles) {
    std::string out;
    for (const std::uint8_t t : tiles)
        out += hex_digit(t);
    return out;
}

const char* format_name(PdbFormat f) {
    return f == PdbFormat::Byte ? "byte" : "excess4";
}

}  // namespace

std::string table_header(const PdbCells& goal, const PatternTable& table) {
    std::ostringstream h;
    h << kMagic << ' ' << kTableFileVersion << '\n'
      << "goal " << hex_cells(goal) << '\n'
      << "tiles " << hex_tiles(table.tiles()) << '\n'
      << "format " << format_name(table.format()) << '\n'
      << "max-entry " << table.max_entry() << '\n'
      << "entries " << table.size() << '\n'
      << "bytes " << table.bytes() << '\n'
      << "checksum " << checksum_text(table_checksum(table.data())) << "\n\n";
    return h.str();
}

std::string checksum_text(std::uint64_t checksum) {
    std::string out(16, '0');
    for (int i = 15; i >= 0; --i, checksum >>= 4)
        out[static_cast<std::size_t>(i)] = hex_digit(static_cast<unsigned>(checksum));
    return out;
}

std::optional<std::string> HeaderLines::field(std::string_view key) {
    const std::size_t end = head_.find('\n', at_);
    if (end == std::string_view::npos) return std::nullopt;
    const std::string_view line = head_.substr(at_, end - at_);
    if (line.size() <= key.size() || line.substr(0, key.size()) != key || line[key.size()] != ' ')
        return std::nullopt;
    at_ = end + 1;
    return std::string(line.substr(key.size() + 1));
}

std::string open_header(std::string_view text, std::string_view magic, int version,
                        std::string_view kind, HeaderLines& lines) {
    const std::size_t blank = text.find("\n\n");
    if (blank == std::string_view::npos || blank >= kMaxTableHeader)
        return "not a " + std::string(kind) + " file (no header)";
    lines.head_ = text.substr(0, blank + 1);
    lines.at_ = 0;
    const auto first = lines.field(magic);
    if (!first) return "not a " + std::string(kind) + " file";
    if (*first != std::to_string(version)) {
        return "version " + base::printable(*first) + ", this program reads version " +
               std::to_string(version);
    }
    return {};
}

std::optional<std::uint64_t> header_number(const std::string& text) {
    if (text.empty() || text.size() > 19 || (text.size() > 1 && text[0] == '0'))
        return std::nullopt;
    std::uint64_t v = 0;
    for (const char c : text) {
        if (c < '0' || c > '9') return std::nullopt;
        v = v * 10 + static_cast<std::uint64_t>(c - '0');
    }
    return v;
}

std::string size_problem(std::uint64_t data_size, std::uint64_t expected) {
    return "truncated or padded: " + std::to_string(data_size) + " bytes of data, " +
           std::to_string(expected) + " expected";
}

namespace {

// How much of a table's data is read, checksummed and scanned at a time: small enough to be
// checked while it is still in the processor's cache, large enough to cost few calls.
constexpr std::size_t kReadBlock = std::size_t{1} << 20;

}  // namespace

base::Result<std::string> read_file_head(const os::ReadableFile& file) {
    std::string head(std::min(file.size(), kMaxTableHeader), '\0');
    const auto got = file.read_at(0, head.data(), head.size());
    if (!got) return base::Error{"cannot read it: " + got.error()};
    head.resize(*got);
    return head;
}

DataRead read_table_data(const os::ReadableFile& file, std::size_t offset, unsigned char* into,
                         std::size_t bytes, TableChecksum& checksum,
                         const std::function<void(std::string_view)>& scan) {
    DataRead out;
    for (std::size_t done = 0; done < bytes;) {
        const std::size_t count = std::min(kReadBlock, bytes - done);
        const auto read = file.read_at(offset + done, into + done, count);
        if (!read) {
            out.problem = "cannot read it: " + read.error();
            return out;
        }
        if (*read != count) {
            out.problem = "changed while it was read: it ended after " +
                          std::to_string(done + *read) + " bytes of data";
            out.ended_early = true;
            return out;
        }
        const std::string_view block(reinterpret_cast<const char*>(into + done), count);
        checksum.add(block);
        scan(block);
        done += count;
    }
    return out;
}

std::optional<CacheFileName> cache_file_name(std::string_view name, std::string_view prefix) {
    const auto digits = [](std::string_view t) {
        return !t.empty() && t.size() <= 6 &&
               t.find_first_not_of("0123456789") == std::string_view::npos;
    };
    std::string_view rest = name;
    if (rest.substr(0, prefix.size()) != prefix || rest.size() == prefix.size() ||
        rest[prefix.size()] != '-')
        return std::nullopt;
    rest.remove_prefix(prefix.size() + 1);
    CacheFileName out;
    const std::size_t bin = rest.rfind(".bin");
    if (bin == std::string_view::npos) return std::nullopt;
    std::string_view suffix = rest.substr(bin + 4);
    rest = rest.substr(0, bin);
    if (!suffix.empty()) {
        if (suffix.substr(0, 4) != ".bad") return std::nullopt;
        suffix.remove_prefix(4);
        if (!suffix.empty() && (suffix[0] != '.' || !digits(suffix.substr(1)))) return std::nullopt;
        out.aside = true;
    }
    const std::size_t dash = rest.find('-');
    if (dash == std::string_view::npos || !digits(rest.substr(0, dash))) return std::nullopt;
    out.version = std::stoi(std::string(rest.substr(0, dash)));
    out.rest = std::string(rest.substr(dash + 1));
    return out;
}

CacheSweep sweep_cache_files(const std::string& dir, bool (*is_table)(const std::string& name),
                             std::optional<int> (*version_of)(const std::string& name),
                             int version) {
    CacheSweep sweep;
    for (const os::FolderEntry& entry :
         os::remove_stale_temporaries(dir, is_table, kStaleTemporarySeconds))
        sweep.unfinished.push_back({os::join_path(dir, entry.name), entry.bytes});
    const auto entries = os::list_folder(dir);
    if (!entries) return sweep;
    for (const os::FolderEntry& entry : *entries) {
        const std::optional<int> was = version_of(entry.name);
        if (!was || !entry.regular || *was >= version) continue;
        if (os::remove_file(os::join_path(dir, entry.name)))
            sweep.outdated.push_back({os::join_path(dir, entry.name), entry.bytes});
    }
    return sweep;
}

const char* table_set_name(TableSet set) noexcept {
    return set == TableSet::Large ? "7-8" : "6-6-3";
}

std::optional<TableSet> table_set_from_name(std::string_view name) noexcept {
    if (name == "6-6-3") return TableSet::Small;
    if (name == "7-8") return TableSet::Large;
    return std::nullopt;
}

Partition partition_of(TableSet set, const PdbCells& goal) {
    return set == TableSet::Large ? partition_78(goal) : partition_663(goal);
}

std::optional<std::string> table_cache_dir() {
    return os::cache_dir();
}

std::string table_file(const std::string& dir, const PdbCells& goal,
                       const std::vector<std::uint8_t>& tiles) {
    return os::join_path(dir, "pdb-" + std::to_string(kTableFileVersion) + '-' + hex_cells(goal) +
                                  '-' + hex_tiles(tiles) + ".bin");
}

namespace {

constexpr std::uint64_t kMultiplier = 0xFF51AFD7ED558CCDULL;

}  // namespace

TableChecksum::TableChecksum(std::size_t total) noexcept
    : lane_{0x9E3779B97F4A7C15ULL ^ total, 0xC2B2AE3D27D4EB4FULL, 0x165667B19E3779F9ULL,
            0x27D4EB2F165667C5ULL} {}

void TableChecksum::add(std::string_view block) noexcept {
    // Four lanes of 8 bytes, each a multiply-xorshift chain, so that the chains' latencies
    // overlap (one chain ran at a quarter of the speed); the tail is folded in at the end.
    std::size_t i = 0;
    for (; i + 32 <= block.size(); i += 32) {
        for (std::size_t l = 0; l < 4; ++l) {
            std::uint64_t word = 0;
            std::memcpy(&word, block.data() + i + 8 * l, 8);
            lane_[l] = (lane_[l] ^ word) * kMultiplier;
            lane_[l] ^= lane_[l] >> 29;
        }
    }
    tail_.assign(block.substr(i));
}

std::uint64_t TableChecksum::value() const noexcept {
    std::uint64_t h = lane_[0];
    for (std::size_t l = 1; l < 4; ++l) {
        h = (h ^ lane_[l]) * kMultiplier;
        h ^= h >> 29;
    }
    for (const char c : tail_) {
        h = (h ^ static_cast<unsigned char>(c)) * 0xC4CEB9FE1A85EC53ULL;
        h ^= h >> 29;
    }
    return h;
}

std::uint64_t table_checksum(std::string_view data) noexcept {
    TableChecksum sum(data.size());
    sum.add(data);
    return sum.value();
}

namespace {

// What a file's header says, once it is known to be the header of the table asked for.
struct Header {
    PdbFormat format = PdbFormat::Excess4;
    int max_entry = 0;
    std::uint64_t bytes = 0;  // of data
    std::string checksum;
    std::size_t size = 0;  // of the header, its blank line included: where the data begins
};

// The header at the start of `text` (the whole file, or its first bytes) for the table of
// `tiles` and `goal`; the problem when it is not.
std::string parse_header(std::string_view text, const PdbCells& goal,
                         const std::vector<std::uint8_t>& tiles, Header& out) {
    const std::uint32_t entries = pattern_entries(tiles.size());
    HeaderLines lines;
    if (std::string problem = open_header(text, kMagic, kTableFileVersion, "pattern table", lines);
        !problem.empty())
        return problem;
    const auto goal_text = lines.field("goal");
    const auto tiles_text = lines.field("tiles");
    const auto format_text = lines.field("format");
    const auto max_text = lines.field("max-entry");
    const auto entries_text = lines.field("entries");
    const auto bytes_text = lines.field("bytes");
    const auto sum_text = lines.field("checksum");
    if (!goal_text || !tiles_text || !format_text || !max_text || !entries_text || !bytes_text ||
        !sum_text || !lines.done()) {
        return "a damaged header";
    }
    if (*goal_text != hex_cells(goal) || *tiles_text != hex_tiles(tiles))
        return "made for another goal or group of tiles";
    if (*format_text == "excess4") {
        out.format = PdbFormat::Excess4;
    } else if (*format_text == "byte") {
        out.format = PdbFormat::Byte;
    } else {
        return "an unknown format";
    }
    const auto max_entry = header_number(*max_text);
    const auto count = header_number(*entries_text);
    const auto bytes = header_number(*bytes_text);
    const std::uint64_t want = out.format == PdbFormat::Byte ? entries : (entries + 1ULL) / 2;
    if (!max_entry || *max_entry > 255 || !count || *count != entries || !bytes || *bytes != want)
        return "a damaged header";
    out.max_entry = static_cast<int>(*max_entry);
    out.bytes = *bytes;
    out.checksum = *sum_text;
    out.size = lines.size();
    return {};
}

// The checks of the data itself, in the table's own memory: the checksum the header gives, no
// value above what the header's maximum allows, and entries that can be this table's.
TableRead accept(const Header& header, std::uint64_t checksum, int largest, PdbBytes data,
                 const PdbCells& goal, const std::vector<std::uint8_t>& tiles) {
    TableRead out;
    if (checksum_text(checksum) != header.checksum) {
        out.problem = "damaged: its checksum does not match";
        return out;
    }
    if (largest > most_stored(header.format, header.max_entry)) {
        out.problem = "impossible entries: an entry above the largest its header gives (" +
                      std::to_string(header.max_entry) + ")";
        return out;
    }
    if (std::string why = PatternTable::stored_problem(goal, tiles, header.format, data.size());
        !why.empty()) {
        out.problem = why;
        return out;
    }
    PatternTable table(goal, tiles, header.format, header.max_entry, std::move(data));
    if (std::string why = table.implausible(goal); !why.empty()) {
        out.problem = "impossible entries: " + why;
        return out;
    }
    out.table.emplace(std::move(table));
    return out;
}

}  // namespace

TableRead read_table(const std::string& path, const PdbCells& goal,
                     const std::vector<std::uint8_t>& tiles) {
    TableRead out;
    const std::size_t largest = std::size_t{pattern_entries(tiles.size())} + kMaxTableHeader;
    auto opened = os::open_regular_file(path, largest);
    if (!opened) {
        out.problem = opened.error();
        return out;
    }
    if (!*opened) {
        out.missing = true;
        return out;
    }
    return read_table(**opened, goal, tiles);
}

TableRead read_table(const os::ReadableFile& file, const PdbCells& goal,
                     const std::vector<std::uint8_t>& tiles) {
    TableRead out;
    // The data goes once, straight into the table's memory, and is checked there, block by block
    // while in the cache.
    base::Result<std::string> head = read_file_head(file);
    if (!head) {
        out.problem = head.error();
        return out;
    }
    Header header;
    out.problem = parse_header(*head, goal, tiles, header);
    if (!out.problem.empty()) return out;
    if (file.size() - header.size != header.bytes) {
        out.problem = size_problem(file.size() - header.size, header.bytes);
        return out;
    }
    PdbBytes data = PdbBytes::uninitialized(header.bytes);
    TableChecksum checksum(header.bytes);
    int most = 0;
    DataRead read = read_table_data(file, header.size, data.data(), header.bytes, checksum,
                                    [&most, &header](std::string_view block) {
                                        most = std::max(most, largest_stored(block, header.format));
                                    });
    if (!read.problem.empty()) {
        out.problem = std::move(read.problem);
        if (read.ended_early) out.problem += ", " + std::to_string(header.bytes) + " expected";
        return out;
    }
    char extra = 0;
    if (const auto more = file.read_at(header.size + header.bytes, &extra, 1); more && *more != 0) {
        out.problem = "changed while it was read: it grew past its " +
                      std::to_string(header.bytes) + " bytes of data";
        return out;
    }
    return accept(header, checksum.value(), most, std::move(data), goal, tiles);
}

TableRead parse_table(std::string_view text, const PdbCells& goal,
                      const std::vector<std::uint8_t>& tiles) {
    TableRead out;
    Header header;
    out.problem = parse_header(text, goal, tiles, header);
    if (!out.problem.empty()) return out;
    const std::size_t data_size = text.size() - header.size;
    if (data_size != header.bytes) {
        out.problem = size_problem(data_size, header.bytes);
        return out;
    }
    const std::string_view data = text.substr(header.size);
    return accept(header, table_checksum(data), largest_stored(data, header.format), PdbBytes(data),
                  goal, tiles);
}

base::Status write_table(const std::string& path, const PdbCells& goal, const PatternTable& table) {
    const std::string head = table_header(goal, table);
    return os::write_file_atomically(path, {head, table.data()}, os::FileAccess::Owner);
}

std::string cache_folder_problem(const std::string& dir) {
    const os::PathInfo info = os::path_info(dir, true);
    if (!info.problem.empty()) return info.problem;
    if (info.kind != os::PathKind::None && info.kind != os::PathKind::Folder) return "not a folder";
    return {};
}

std::optional<TableFileName> table_file_name(const std::string& name) {
    // pdb-VERSION-GOAL-TILES.bin[.bad[.N]]
    const auto hex = [](std::string_view t) {
        return !t.empty() && t.find_first_not_of("0123456789abcdef") == std::string_view::npos;
    };
    const std::optional<CacheFileName> parts = cache_file_name(name, "pdb");
    if (!parts) return std::nullopt;
    const std::string_view rest = parts->rest;
    if (rest.size() < 18 || rest[16] != '-' || !hex(rest.substr(0, 16))) return std::nullopt;
    const std::string_view tiles = rest.substr(17);
    if (tiles.size() > 9 || !hex(tiles)) return std::nullopt;
    TableFileName out;
    out.version = parts->version;
    out.goal = std::string(rest.substr(0, 16));
    out.tiles = std::string(tiles);
    out.aside = parts->aside;
    return out;
}

namespace {

bool is_table_name(const std::string& name) {
    const auto parts = table_file_name(name);
    return parts && !parts->aside;
}

// The 4x4's tables, and the other sizes' (sliding_cache.hpp), for --clean.
bool is_any_table_name(const std::string& name) {
    return is_table_name(name) || is_sliding_table_name(name);
}

RemovedTableFile removed_file(const std::string& dir, const os::FolderEntry& entry) {
    return {os::join_path(dir, entry.name), entry.bytes};
}

std::optional<int> table_version(const std::string& name) {
    const auto parts = table_file_name(name);
    if (!parts) return std::nullopt;
    return parts->version;
}

}  // namespace

CacheSweep sweep_table_cache(const std::string& dir) {
    return sweep_cache_files(dir, is_table_name, table_version, kTableFileVersion);
}

std::vector<EvictedGoal> evict_table_goals(const std::string& dir) {
    struct Goal {
        std::string goal;
        std::int64_t used = 0;
        std::vector<os::FolderEntry> files;
    };
    std::vector<Goal> goals;
    const auto entries = os::list_folder(dir);
    if (!entries) return {};
    for (const os::FolderEntry& entry : *entries) {
        const auto parts = table_file_name(entry.name);
        if (!parts || !entry.regular || parts->version != kTableFileVersion ||
            parts->goal == kDefaultGoalText) {
            continue;
        }
        auto it = std::find_if(goals.begin(), goals.end(),
                               [&](const Goal& g) { return g.goal == parts->goal; });
        if (it == goals.end()) it = goals.insert(goals.end(), Goal{parts->goal, 0, {}});
        it->files.push_back(entry);
        // A goal is used when its tables are: those set aside say nothing of that.
        if (!parts->aside) it->used = std::max(it->used, entry.modified);
    }
    std::vector<EvictedGoal> evicted;
    if (goals.size() <= kKeptGoals) return evicted;
    std::sort(goals.begin(), goals.end(), [](const Goal& a, const Goal& b) {
        return a.used != b.used ? a.used > b.used : a.goal < b.goal;
    });
    for (std::size_t i = kKeptGoals; i < goals.size(); ++i) {
        EvictedGoal gone{goals[i].goal, 0, 0};
        for (const os::FolderEntry& file : goals[i].files) {
            if (!os::remove_file(os::join_path(dir, file.name))) continue;
            gone.bytes += file.bytes;
            ++gone.files;
        }
        if (gone.files > 0) evicted.push_back(gone);
    }
    return evicted;
}

base::Result<std::string> set_table_aside(const std::string& path) {
    (void)os::remove_file(path + ".bad");
    return os::move_aside(path);
}

CacheClean clean_table_cache(const std::string& dir) {
    CacheClean clean;
    for (const os::FolderEntry& entry : os::remove_stale_temporaries(dir, is_any_table_name, 0))
        clean.removed.push_back(removed_file(dir, entry));
    const auto entries = os::list_folder(dir);
    if (!entries) {
        clean.problem = entries.error();
        clean.unreadable = true;
        return clean;
    }
    for (const os::FolderEntry& entry : *entries) {
        const auto target = os::temporary_file_target(entry.name);
        if (target && is_any_table_name(*target)) {
            if (entry.regular) ++clean.live;  // still there: its writer holds it
            continue;
        }
        if ((!table_file_name(entry.name) && !sliding_file_name(entry.name)) || !entry.regular)
            continue;
        const base::Status removed = os::remove_file(os::join_path(dir, entry.name));
        if (removed) {
            clean.removed.push_back(removed_file(dir, entry));
        } else if (clean.problem.empty()) {
            clean.problem = removed.error();
        }
    }
    return clean;
}

}  // namespace ninegrid::fifteen
