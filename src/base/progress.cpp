// SPDX-License-Identifier: MIT
// The progress line of long runs, drawn on standard error at a terminal.
#include "base/progress.hpp"

#include <ostream>

#include "base/output.hpp"
#include "os/cleanup.hpp"
#include "os/files.hpp"

namespace ninegrid::base {

namespace {

constexpr auto kInterval = std::chrono::milliseconds(100);

}  // namespace

bool progress_shown(const Io& io) {
    return io.terminal && os::is_terminal(2);
}

Progress::Progress(std::ostream& err, bool shown, std::string label,
                   std::chrono::milliseconds delay)
    : err_(err),
      shown_(shown),
      label_(std::move(label)),
      start_(std::chrono::steady_clock::now()),
      delay_(delay) {}

Progress::~Progress() {
    clear();
}

bool Progress::due(int percent) {
    if (!shown_) return false;
    const auto now = std::chrono::steady_clock::now();
    if (now - start_ < delay_) return false;
    if (drawn_ && percent == percent_ && now - last_ < kInterval) return false;
    last_ = now;
    percent_ = percent;
    return true;
}

void Progress::draw(const std::string& line) {
    // \r and erase to the end, so a shorter line leaves nothing of a longer one behind.
    if (!drawn_) os::set_progress_line_shown(true);
    err_ << '\r' << line << "\033[K" << std::flush;
    drawn_ = true;
}

void Progress::update(std::uint64_t done, std::uint64_t total, std::string_view detail) {
    const int percent = total == 0
                            ? 100
                            : static_cast<int>(static_cast<double>(done > total ? total : done) *
                                               100.0 / static_cast<double>(total));
    if (!due(percent)) return;
    std::string line =
        label_ + ' ' + progress_bar(done, total) + ' ' + std::to_string(percent) + '%';
    if (!detail.empty()) line.append(" ").append(detail);
    draw(line);
}

void Progress::update(std::string_view detail) {
    if (!due(-1)) return;
    std::string line = label_;
    if (!detail.empty()) line.append(" ").append(detail);
    draw(line);
}

void Progress::clear() {
    if (!drawn_) return;
    err_ << "\r\033[K" << std::flush;
    os::set_progress_line_shown(false);
    drawn_ = false;
    percent_ = -1;
}

}  // namespace ninegrid::base
