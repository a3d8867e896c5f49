// The sliding tables' files: a header of text lines, a blank line, one byte an entry.
#include "games/fifteen/sliding_cache.hpp"

#include <algorithm>
#include <iomanip>
#include <sstream>

#include "base/text.hpp"
#include "games/fifteen/commands.hpp"
#include "games/fifteen/messages.hpp"
#include "os/files.hpp"

namespace ninegrid::fifteen {

namespace {

constexpr const char* kMagic = "ninegrid sliding table";
constexpr std::size_t kMaxHeader = 1024;
// How much of a table's data is read and checksummed at a time.
constexpr std::size_t kReadBlock = std::size_t{1} << 20;
constexpr int kUnset = 0xFF;

std::string hex64(std::uint64_t v) {
    std::string out(16, '0');
    for (int i = 15; i >= 0; --i, v >>= 4)
        out[static_cast<std::size_t>(i)] = "0123456789abcdef"[v & 0xFU];
    return out;
}

std::string_view as_text(const std::vector<std::uint8_t>& bytes) {
    return {reinterpret_cast<const char*>(bytes.data()), bytes.size()};
}

// The largest entry other than the unset mark (255).
int largest_set(std::string_view data) {
    int largest = 0;
    for (const char c : data) {
        const int e = static_cast<unsigned char>(c);
        if (e != kUnset) largest = std::max(largest, e);
    }
    return largest;
}

// The value of the header line "KEY VALUE" at `at`, moving `at` past it.
std::optional<std::string> field(std::string_view text, std::size_t& at, std::string_view key) {
    const std::size_t end = text.find('\n', at);
    if (end == std::string_view::npos) return std::nullopt;
    const std::string_view line = text.substr(at, end - at);
    if (line.size() <= key.size() || line.substr(0, key.size()) != key || line[key.size()] != ' ')
        return std::nullopt;
    at = end + 1;
    return std::string(line.substr(key.size() + 1));
}

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

std::string megabytes(std::uint64_t bytes) {
    std::ostringstream out;
    out << std::fixed << std::setprecision(1) << static_cast<double>(bytes) / 1e6 << " MB";
    return out.str();
}

struct Header {
    int max_entry = 0;
    std::uint64_t entries = 0;
    std::string checksum;
    std::size_t size = 0;  // where the data begins
};

std::string parse_header(std::string_view text, const sliding::TableKey& key, Header& out) {
    const std::size_t blank = text.find("\n\n");
    if (blank == std::string_view::npos || blank >= kMaxHeader)
        return "not a sliding table file (no header)";
    const std::string_view head = text.substr(0, blank + 1);
    std::size_t at = 0;
    const auto magic = field(head, at, kMagic);
    if (!magic) return "not a sliding table file";
    if (*magic != std::to_string(kSlidingFileVersion)) {
        return "version " + base::printable(*magic) + ", this program reads version " +
               std::to_string(kSlidingFileVersion);
    }
    const auto table = field(head, at, "table");
    const auto entries = field(head, at, "entries");
    const auto max_text = field(head, at, "max-entry");
    const auto checksum = field(head, at, "checksum");
    if (!table || !entries || !max_text || !checksum || at != head.size())
        return "a damaged header";
    if (*table != key.name()) return "made for another table";
    const auto count = number(*entries);
    const auto max_entry = number(*max_text);
    if (!count || *count != key.entries() || !max_entry || *max_entry > 254)
        return "a damaged header";
    out.entries = *count;
    out.max_entry = static_cast<int>(*max_entry);
    out.checksum = *checksum;
    out.size = blank + 2;
    return {};
}

}  // namespace

std::string sliding_table_file(const std::string& dir, const sliding::TableKey& key) {
    return os::join_path(
        dir, "slide-" + std::to_string(kSlidingFileVersion) + '-' + key.name() + ".bin");
}

std::optional<SlidingFileName> sliding_file_name(const std::string& name) {
    // slide-VERSION-NAME.bin[.bad[.N]]
    std::string_view rest = name;
    if (rest.substr(0, 6) != "slide-") return std::nullopt;
    rest.remove_prefix(6);
    SlidingFileName out;
    const std::size_t bin = rest.rfind(".bin");
    if (bin == std::string_view::npos) return std::nullopt;
    std::string_view suffix = rest.substr(bin + 4);
    rest = rest.substr(0, bin);
    if (!suffix.empty()) {
        if (suffix.substr(0, 4) != ".bad") return std::nullopt;
        suffix.remove_prefix(4);
        if (!suffix.empty()) {
            if (suffix[0] != '.' || suffix.size() < 2 || suffix.size() > 7 ||
                suffix.substr(1).find_first_not_of("0123456789") != std::string_view::npos)
                return std::nullopt;
        }
        out.aside = true;
    }
    const std::size_t dash = rest.find('-');
    if (dash == std::string_view::npos || dash == 0 || dash > 6 ||
        rest.substr(0, dash).find_first_not_of("0123456789") != std::string_view::npos)
        return std::nullopt;
    out.version = std::stoi(std::string(rest.substr(0, dash)));
    out.table = std::string(rest.substr(dash + 1));
    // Names of other versions are taken as they come (the sweep removes them); this version's
    // must be a key's.
    if (out.table.empty() ||
        (out.version == kSlidingFileVersion && !sliding::TableKey::from_name(out.table)))
        return std::nullopt;
    return out;
}

bool is_sliding_table_name(const std::string& name) {
    const auto parts = sliding_file_name(name);
    return parts && !parts->aside;
}

std::string sliding_table_header(const sliding::TableKey& key,
                                 const std::vector<std::uint8_t>& entries) {
    std::ostringstream h;
    h << kMagic << ' ' << kSlidingFileVersion << '\n'
      << "table " << key.name() << '\n'
      << "entries " << entries.size() << '\n'
      << "max-entry " << largest_set(as_text(entries)) << '\n'
      << "checksum " << hex64(table_checksum(as_text(entries))) << "\n\n";
    return h.str();
}

base::Status write_sliding_table(const std::string& path, const sliding::TableKey& key,
                                 const std::vector<std::uint8_t>& entries) {
    const std::string head = sliding_table_header(key, entries);
    return os::write_file_atomically(path, {head, as_text(entries)}, os::FileAccess::Owner);
}

SlidingRead read_sliding_table(const std::string& path, const sliding::TableKey& key, bool check) {
    SlidingRead out;
    auto opened = os::open_regular_file(path, key.entries() + kMaxHeader);
    if (!opened) {
        out.problem = opened.error();
        return out;
    }
    if (!*opened) {
        out.missing = true;
        return out;
    }
    const os::ReadableFile& file = **opened;
    // Read, not mapped, as the 4x4's tables are: a file shortened meanwhile reads short.
    std::string head(std::min(file.size(), kMaxHeader), '\0');
    const auto got = file.read_at(0, head.data(), head.size());
    if (!got) {
        out.problem = "cannot read it: " + got.error();
        return out;
    }
    head.resize(*got);
    Header header;
    out.problem = parse_header(head, key, header);
    if (!out.problem.empty()) return out;
    if (file.size() - header.size != header.entries) {
        out.problem = "truncated or padded: " + std::to_string(file.size() - header.size) +
                      " bytes of data, " + std::to_string(header.entries) + " expected";
        return out;
    }
    std::vector<std::uint8_t> data(header.entries);
    TableChecksum checksum(data.size());
    int largest = 0;
    for (std::size_t done = 0; done < data.size();) {
        const std::size_t count = std::min(kReadBlock, data.size() - done);
        const auto read = file.read_at(header.size + done, data.data() + done, count);
        if (!read) {
            out.problem = "cannot read it: " + read.error();
            return out;
        }
        if (*read != count) {
            out.problem = "changed while it was read: it ended after " +
                          std::to_string(done + *read) + " bytes of data";
            return out;
        }
        const std::string_view block(reinterpret_cast<const char*>(data.data() + done), count);
        checksum.add(block);
        largest = std::max(largest, largest_set(block));
        done += count;
    }
    if (hex64(checksum.value()) != header.checksum) {
        out.problem = "damaged: its checksum does not match";
        return out;
    }
    if (largest != header.max_entry) {
        out.problem = "impossible entries: the largest is " + std::to_string(largest) +
                      ", its header says " + std::to_string(header.max_entry);
        return out;
    }
    if (check) {
        if (std::string why = sliding::table_problem(key, data); !why.empty()) {
            out.problem = "impossible entries: " + why;
            return out;
        }
    }
    out.entries = std::move(data);
    return out;
}

CacheSweep sweep_sliding_tables(const std::string& dir) {
    CacheSweep sweep;
    for (const os::FolderEntry& entry :
         os::remove_stale_temporaries(dir, is_sliding_table_name, kStaleTemporarySeconds))
        sweep.unfinished.push_back({os::join_path(dir, entry.name), entry.bytes});
    const auto entries = os::list_folder(dir);
    if (!entries) return sweep;
    for (const os::FolderEntry& entry : *entries) {
        const auto parts = sliding_file_name(entry.name);
        if (!parts || !entry.regular || parts->version >= kSlidingFileVersion) continue;
        if (os::remove_file(os::join_path(dir, entry.name)))
            sweep.outdated.push_back({os::join_path(dir, entry.name), entry.bytes});
    }
    return sweep;
}

std::vector<RemovedTableFile> evict_sliding_tables(const std::string& dir, const std::string& keep,
                                                   std::uint64_t limit) {
    std::vector<RemovedTableFile> removed;
    const auto entries = os::list_folder(dir);
    if (!entries) return removed;
    std::vector<os::FolderEntry> files;
    std::uint64_t total = 0;
    for (const os::FolderEntry& entry : *entries) {
        if (!entry.regular || !sliding_file_name(entry.name)) continue;
        files.push_back(entry);
        total += entry.bytes;
    }
    // The used longest ago first (reading a table marks it used); by name between equals.
    std::sort(files.begin(), files.end(), [](const os::FolderEntry& a, const os::FolderEntry& b) {
        return a.modified != b.modified ? a.modified < b.modified : a.name < b.name;
    });
    for (const os::FolderEntry& f : files) {
        if (total <= limit) break;
        const std::string path = os::join_path(dir, f.name);
        if (path == keep) continue;
        if (!os::remove_file(path)) continue;
        total -= f.bytes;
        removed.push_back({path, f.bytes});
    }
    return removed;
}

SlidingTableCache::SlidingTableCache(std::string dir, bool keep, base::Lang lang, std::ostream* err)
    : dir_(std::move(dir)), keep_(keep), lang_(lang), err_(err) {}

void SlidingTableCache::note(const std::string& line) {
    if (err_ != nullptr) *err_ << "ninegrid: " << line << '\n';
}

std::optional<std::vector<std::uint8_t>> SlidingTableCache::load(const sliding::TableKey& key) {
    const std::string path = sliding_table_file(dir_, key);
    SlidingRead read = read_sliding_table(path, key);
    if (read.entries) {
        if (keep_) os::mark_used(path);  // for the eviction order
        ++loaded_;
        return std::move(read.entries);
    }
    if (!read.missing) refused(key, read.problem);
    return std::nullopt;
}

void SlidingTableCache::refused(const sliding::TableKey& key, const std::string& why) {
    ++refusals_;
    const std::string path = sliding_table_file(dir_, key);
    note(say(Msg::TableRefused, lang_, {{"file", path}, {"problem", why}}));
    // Set aside to be looked at (one a table: an older one goes), and out of the way of the
    // table built again; a run that does not keep tables leaves it where it is.
    if (!keep_) return;
    (void)os::remove_file(path + ".bad");
    const base::Result<std::string> aside = os::move_aside(path);
    if (aside) note(say(Msg::TableSetAside, lang_, {{"file", path}, {"aside", *aside}}));
}

void SlidingTableCache::store(const sliding::TableKey& key,
                              const std::vector<std::uint8_t>& entries) {
    if (!keep_) return;
    if (!swept_) {
        swept_ = true;
        const CacheSweep swept = sweep_sliding_tables(dir_);
        if (err_ != nullptr) report_sweep(swept, lang_, *err_);
    }
    const std::string path = sliding_table_file(dir_, key);
    base::Status made = os::make_directories(dir_);
    if (made) made = write_sliding_table(path, key, entries);
    if (!made) {
        if (not_kept_.empty()) {
            not_kept_ = made.error();
            note(say(Msg::TablesNotKept, lang_, {{"problem", not_kept_}}));
        }
        return;
    }
    ++stored_;
    for (const RemovedTableFile& gone : evict_sliding_tables(dir_, path)) {
        note(say(Msg::SlidingEvicted, lang_,
                 {{"file", gone.path},
                  {"size", megabytes(gone.bytes)},
                  {"limit", megabytes(kSlidingCacheBytes)}}));
    }
}

SlidingCacheScope::SlidingCacheScope(bool keep, base::Lang lang, std::ostream* err) {
    const std::optional<std::string> dir = table_cache_dir();
    if (dir && cache_folder_problem(*dir).empty())
        cache_ = std::make_unique<SlidingTableCache>(*dir, keep, lang, err);
    before_ = sliding::set_table_store(cache_.get());
}

SlidingCacheScope::~SlidingCacheScope() {
    sliding::set_table_store(before_);
}

}  // namespace ninegrid::fifteen
