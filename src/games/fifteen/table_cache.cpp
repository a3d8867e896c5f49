// The pattern tables' files: a header of text lines, a blank line, the table's data.
#include "games/fifteen/table_cache.hpp"

#include <array>
#include <cstring>
#include <sstream>

#include "base/files.hpp"
#include "base/text.hpp"

namespace ninegrid::fifteen {

namespace {

constexpr const char* kMagic = "ninegrid pattern table";
// The header is a few hundred bytes; a file whose first kMaxHeader bytes hold no blank line is
// not one of ours.
constexpr std::size_t kMaxHeader = 1024;

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

std::string hex64(std::uint64_t v) {
    std::string out(16, '0');
    for (int i = 15; i >= 0; --i, v >>= 4)
        out[static_cast<std::size_t>(i)] = hex_digit(static_cast<unsigned>(v));
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
      << "checksum " << hex64(table_checksum(table.data())) << "\n\n";
    return h.str();
}

namespace {

// The value of the header line "KEY VALUE" at `at`, moving `at` past it; nothing when the line
// is not that key.
std::optional<std::string> field(std::string_view text, std::size_t& at, std::string_view key) {
    const std::size_t end = text.find('\n', at);
    if (end == std::string_view::npos) return std::nullopt;
    const std::string_view line = text.substr(at, end - at);
    if (line.size() <= key.size() || line.substr(0, key.size()) != key || line[key.size()] != ' ') {
        return std::nullopt;
    }
    at = end + 1;
    return std::string(line.substr(key.size() + 1));
}

// A number as the header writes it: decimal digits, no sign, no leading zero.
std::optional<std::uint64_t> number(const std::string& text) {
    if (text.empty() || text.size() > 19 || (text.size() > 1 && text[0] == '0'))
        return std::nullopt;
    std::uint64_t v = 0;
    for (const char c : text) {
        if (c < '0' || c > '9') return std::nullopt;
        v = v * 10 + static_cast<std::uint64_t>(c - '0');
    }
    return v;
}

}  // namespace

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
    return base::cache_dir();
}

std::string table_file(const std::string& dir, const PdbCells& goal,
                       const std::vector<std::uint8_t>& tiles) {
    return dir + "/pdb-" + std::to_string(kTableFileVersion) + '-' + hex_cells(goal) + '-' +
           hex_tiles(tiles) + ".bin";
}

std::uint64_t table_checksum(std::string_view data) noexcept {
    // Four lanes of 8 bytes, each a multiply-xorshift chain, so that the chains' latencies
    // overlap (one chain ran at a quarter of the speed); then the lanes and the tail folded in.
    std::array<std::uint64_t, 4> lane{0x9E3779B97F4A7C15ULL ^ data.size(), 0xC2B2AE3D27D4EB4FULL,
                                      0x165667B19E3779F9ULL, 0x27D4EB2F165667C5ULL};
    std::size_t i = 0;
    for (; i + 32 <= data.size(); i += 32) {
        for (std::size_t l = 0; l < 4; ++l) {
            std::uint64_t word = 0;
            std::memcpy(&word, data.data() + i + 8 * l, 8);
            lane[l] = (lane[l] ^ word) * 0xFF51AFD7ED558CCDULL;
            lane[l] ^= lane[l] >> 29;
        }
    }
    std::uint64_t h = lane[0];
    for (std::size_t l = 1; l < 4; ++l) {
        h = (h ^ lane[l]) * 0xFF51AFD7ED558CCDULL;
        h ^= h >> 29;
    }
    for (; i < data.size(); ++i) {
        h = (h ^ static_cast<unsigned char>(data[i])) * 0xC4CEB9FE1A85EC53ULL;
        h ^= h >> 29;
    }
    return h;
}

TableRead read_table(const std::string& path, const PdbCells& goal,
                     const std::vector<std::uint8_t>& tiles) {
    TableRead out;
    const std::size_t largest = std::size_t{pattern_entries(tiles.size())} + kMaxHeader;
    // Mapped, not read: the data is checked and copied once, into the table's own memory.
    auto mapped = base::map_regular_file(path, largest);
    if (!mapped) {
        out.problem = mapped.error();
        return out;
    }
    if (!*mapped) {
        out.missing = true;
        return out;
    }
    return parse_table((*mapped)->bytes(), goal, tiles);
}

TableRead parse_table(std::string_view text, const PdbCells& goal,
                      const std::vector<std::uint8_t>& tiles) {
    TableRead out;
    const std::uint32_t entries = pattern_entries(tiles.size());
    const std::size_t blank = text.find("\n\n");
    if (blank == std::string::npos || blank >= kMaxHeader) {
        out.problem = "not a pattern table file (no header)";
        return out;
    }
    const std::string_view head = text.substr(0, blank + 1);
    std::size_t at = 0;
    const auto magic = field(head, at, kMagic);
    if (!magic) {
        out.problem = "not a pattern table file";
        return out;
    }
    if (*magic != std::to_string(kTableFileVersion)) {
        out.problem = "version " + base::printable(*magic) + ", this program reads version " +
                      std::to_string(kTableFileVersion);
        return out;
    }
    const auto goal_text = field(head, at, "goal");
    const auto tiles_text = field(head, at, "tiles");
    const auto format_text = field(head, at, "format");
    const auto max_text = field(head, at, "max-entry");
    const auto entries_text = field(head, at, "entries");
    const auto bytes_text = field(head, at, "bytes");
    const auto checksum_text = field(head, at, "checksum");
    if (!goal_text || !tiles_text || !format_text || !max_text || !entries_text || !bytes_text ||
        !checksum_text || at != head.size()) {
        out.problem = "a damaged header";
        return out;
    }
    if (*goal_text != hex_cells(goal) || *tiles_text != hex_tiles(tiles)) {
        out.problem = "made for another goal or group of tiles";
        return out;
    }
    PdbFormat format{};
    if (*format_text == "excess4") {
        format = PdbFormat::Excess4;
    } else if (*format_text == "byte") {
        format = PdbFormat::Byte;
    } else {
        out.problem = "an unknown format";
        return out;
    }
    const auto max_entry = number(*max_text);
    const auto count = number(*entries_text);
    const auto bytes = number(*bytes_text);
    if (!max_entry || *max_entry > 255 || !count || *count != entries || !bytes) {
        out.problem = "a damaged header";
        return out;
    }
    const std::size_t data_size = text.size() - (blank + 2);
    if (data_size != *bytes) {
        out.problem = "truncated or padded: " + std::to_string(data_size) + " bytes of data, " +
                      std::to_string(*bytes) + " expected";
        return out;
    }
    const std::string_view data = text.substr(blank + 2);
    if (hex64(table_checksum(data)) != *checksum_text) {
        out.problem = "damaged: its checksum does not match";
        return out;
    }
    try {
        out.table.emplace(goal, tiles, format, static_cast<int>(*max_entry), data);
    } catch (const std::invalid_argument& e) {
        out.problem = e.what();
    }
    return out;
}

base::Status write_table(const std::string& path, const PdbCells& goal, const PatternTable& table) {
    const std::string head = table_header(goal, table);
    return base::write_file_atomically(path, {head, table.data()}, base::FileAccess::Owner);
}

}  // namespace ninegrid::fifteen
