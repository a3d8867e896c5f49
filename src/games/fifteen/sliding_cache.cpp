// SPDX-License-Identifier: MIT
// The sliding tables' files: a header of text lines, a blank line, one byte an entry.
#include "games/fifteen/sliding_cache.hpp"

#include <algorithm>
#include <sstream>

#include "base/text.hpp"
#include "games/fifteen/commands.hpp"
#include "games/fifteen/messages.hpp"
#include "os/files.hpp"

namespace ninegrid::fifteen {

namespace {

constexpr const char* kMagic = "ninegrid sliding table";
constexpr int kUnset = 0xFF;

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

struct Header {
    int max_entry = 0;
    std::uint64_t entries = 0;
    std::string checksum;
    std::size_t size = 0;  // where the data begins
};

std::string parse_header(std::string_view text, const sliding::TableKey& key, Header& out) {
    HeaderLines lines;
    if (std::string problem =
            open_header(text, kMagic, kSlidingFileVersion, "sliding table", lines);
        !problem.empty())
        return problem;
    const auto table = lines.field("table");
    const auto entries = lines.field("entries");
    const auto max_text = lines.field("max-entry");
    const auto checksum = lines.field("checksum");
    if (!table || !entries || !max_text || !checksum || !lines.done()) return "a damaged header";
    if (*table != key.name()) return "made for another table";
    const auto count = header_number(*entries);
    const auto max_entry = header_number(*max_text);
    if (!count || *count != key.entries() || !max_entry || *max_entry > 254)
        return "a damaged header";
    out.entries = *count;
    out.max_entry = static_cast<int>(*max_entry);
    out.checksum = *checksum;
    out.size = lines.size();
    return {};
}

std::optional<int> sliding_version(const std::string& name) {
    const auto parts = sliding_file_name(name);
    if (!parts) return std::nullopt;
    return parts->version;
}

}  // namespace

std::string sliding_table_file(const std::string& dir, const sliding::TableKey& key) {
    return os::join_path(
        dir, "slide-" + std::to_string(kSlidingFileVersion) + '-' + key.name() + ".bin");
}

std::optional<SlidingFileName> sliding_file_name(const std::string& name) {
    // slide-VERSION-NAME.bin[.bad[.N]]
    const std::optional<CacheFileName> parts = cache_file_name(name, "slide");
    if (!parts) return std::nullopt;
    // Names of other versions are taken as they come (the sweep removes them); this version's
    // must be a key's.
    if (parts->rest.empty() ||
        (parts->version == kSlidingFileVersion && !sliding::TableKey::from_name(parts->rest)))
        return std::nullopt;
    SlidingFileName out;
    out.version = parts->version;
    out.table = parts->rest;
    out.aside = parts->aside;
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
      << "checksum " << checksum_text(table_checksum(as_text(entries))) << "\n\n";
    return h.str();
}

base::Status write_sliding_table(const std::string& path, const sliding::TableKey& key,
                                 const std::vector<std::uint8_t>& entries) {
    const std::string head = sliding_table_header(key, entries);
    return os::write_file_atomically(path, {head, as_text(entries)}, os::FileAccess::Owner);
}

SlidingRead read_sliding_table(const std::string& path, const sliding::TableKey& key, bool check) {
    SlidingRead out;
    auto opened = os::open_regular_file(path, key.entries() + kMaxTableHeader);
    if (!opened) {
        out.problem = opened.error();
        return out;
    }
    if (!*opened) {
        out.missing = true;
        return out;
    }
    const os::ReadableFile& file = **opened;
    base::Result<std::string> head = read_file_head(file);
    if (!head) {
        out.problem = head.error();
        return out;
    }
    Header header;
    out.problem = parse_header(*head, key, header);
    if (!out.problem.empty()) return out;
    if (file.size() - header.size != header.entries) {
        out.problem = size_problem(file.size() - header.size, header.entries);
        return out;
    }
    std::vector<std::uint8_t> data(header.entries);
    TableChecksum checksum(data.size());
    int largest = 0;
    DataRead read = read_table_data(
        file, header.size, data.data(), data.size(), checksum,
        [&largest](std::string_view block) { largest = std::max(largest, largest_set(block)); });
    if (!read.problem.empty()) {
        out.problem = std::move(read.problem);
        return out;
    }
    if (checksum_text(checksum.value()) != header.checksum) {
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
    return sweep_cache_files(dir, is_sliding_table_name, sliding_version, kSlidingFileVersion);
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
    const base::Result<std::string> aside = set_table_aside(path);
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
                  {"size", base::format_megabytes(gone.bytes)},
                  {"limit", base::format_megabytes(kSlidingCacheBytes)}}));
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
