// SPDX-License-Identifier: MIT
// The session: keys become changes of the game and words for the player; states are kept whole,
// so undo, redo, restart and resuming a save are all a matter of going to a snapshot.
#include "shell/session.hpp"

#include <algorithm>
#include <cstdio>
#include <stdexcept>

#include "base/rng.hpp"
#include "base/utf8.hpp"
#include "os/console.hpp"

namespace ninegrid::shell {

namespace {

bool is_char(const term::Key& k, char32_t lower) {
    return k.type == term::KeyType::Char && (k.ch == lower || k.ch == lower - 32);
}

std::string key_text(const term::Key& k) {
    const char32_t c = k.ch;
    if (c < 0x20 || c == 0x7F) return "^" + std::string(1, static_cast<char>((c + 64) & 0x7F));
    return base::encode_utf8(c);
}

}  // namespace

std::string format_clock(std::chrono::milliseconds elapsed) {
    const long long total = elapsed.count() / 1000;
    char buf[32];
    if (total >= 3600) {
        std::snprintf(buf, sizeof buf, "%lld:%02lld:%02lld", total / 3600, total / 60 % 60,
                      total % 60);
    } else {
        std::snprintf(buf, sizeof buf, "%lld:%02lld", total / 60, total % 60);
    }
    return buf;
}

Session::Session(Backend& game, Params params, RecordKeeper* records)
    : game_(game), params_(std::move(params)), records_(records), rng_(params_.seed) {
    if (params_.custom) {
        states_ = {game_.snapshot()};
        distances_ = {game_.distance()};
        counts_ = {0};
        announce();
    } else {
        new_game(false);
    }
}

std::string Session::level_name() const {
    return params_.custom ? std::string(text().custom)
                          : game_.level_name(params_.level, params_.lang);
}

std::string Session::level_and_form() const {
    return params_.custom ? level_name() : level_in_form(params_.level);
}

std::string Session::level_in_form(const std::string& level) const {
    return game_.variants().empty()
               ? game_.level_name(level, params_.lang)
               : game_.variant_level_name(game_.variant(), level, params_.lang);
}

std::optional<std::string> Session::best_text() const {
    if (params_.custom) return std::nullopt;
    return best_line(params_.level, level_and_form());
}

std::optional<std::string> Session::best_line(const std::string& level,
                                              const std::string& name) const {
    if (!records_) return std::nullopt;
    const auto best = records_->best(params_.game, game_.record_level(level));
    if (!best || !best->over_par || !best->seconds) return std::nullopt;
    const auto ms = std::chrono::milliseconds(static_cast<long long>(*best->seconds * 1000));
    if (!game_.par()) {
        return fill(text().best_line_penalty,
                    {{"level", name},
                     {"time", format_clock(ms)},
                     {"over", game_.penalty_text(params_.lang, *best->over_par)}});
    }
    return fill(text().best_line, {{"level", name},
                                   {"over", count_moves(params_.lang, *best->over_par)},
                                   {"time", format_clock(ms)}});
}

void Session::show_records() {
    message_.clear();
    if (!records_) {
        message_.push_back(std::string(text().records_off));
        return;
    }
    for (const std::string& level : game_.levels()) {
        const std::string name = level_in_form(level);  // the records are the form's own
        const std::optional<std::string> line = best_line(level, name);
        message_.push_back(line ? *line : fill(text().no_record, {{"level", name}}));
    }
}

std::optional<std::string> Session::game_id() const {
    if (params_.custom) return game_.custom_id();
    return game_.deal_params(params_.level) + ":" + std::to_string(params_.seed);
}

std::string Session::code_line() const {
    const std::optional<std::string> id = game_id();
    // A custom puzzle whose ID is its code (the 8-puzzle's "813402765") says it once; one whose
    // ID says more (a link board's rows, the code being its size) shows the ID as a deal does.
    if (!id || *id == game_.code()) return fill(text().code_line_custom, {{"code", game_.code()}});
    return fill(text().code_line, {{"code", game_.code()}, {"id", *id}});
}

std::vector<std::string> Session::goodbye() const {
    std::vector<std::string> lines{
        fill(text().bye, {{"moves", count_moves(params_.lang, moves())}})};
    const std::optional<std::string> id = game_id();
    lines.push_back(
        id ? fill(text().bye_code, {{"code", game_.code()}, {"id", *id}, {"game", params_.game}})
           : fill(text().bye_code_custom, {{"code", game_.code()}}));
    return lines;
}

std::vector<std::string> Session::help_lines(const Style& style) const {
    std::vector<std::string> lines = game_.help(params_.lang, style);
    std::vector<std::string> levels;
    for (const std::string& l : game_.levels())
        levels.push_back(game_.level_name(l, params_.lang));
    // The key a help line is for: what comes before its column of words.
    const auto key_of = [](std::string_view line) {
        const std::size_t gap = line.find("  ");
        return gap == std::string_view::npos ? std::string_view() : line.substr(0, gap);
    };
    // A game's own line for one of the shell's keys (the link game's H and L, which give pairs of
    // a clearing order rather than moves) replaces the shell's; its remarks, after the first
    // empty line, name no key.
    const auto game_has = [&](std::string_view key) {
        for (const std::string& g : lines) {
            if (g.empty()) break;
            if (key_of(g) == key) return true;
        }
        return false;
    };
    std::vector<std::string> shell;
    for (std::string_view h : text().help) {
        if (const std::string_view key = key_of(h); !key.empty() && game_has(key)) continue;
        std::string line = help_line(h, levels, params_.lang);
        // Where the system has no job control (Windows) Ctrl-Z does nothing, and is not offered:
        // the remark ends at the separator before it ("; Ctrl-Z suspends", "；Ctrl-Z 挂起").
        if (const std::size_t z = line.find("Ctrl-Z");
            z != std::string::npos && !os::can_suspend()) {
            std::size_t cut = line.rfind("; ", z);
            if (cut == std::string::npos) cut = line.rfind("；", z);
            if (cut != std::string::npos) line.erase(cut);
        }
        shell.push_back(std::move(line));
    }
    // B, with the keys that show something, before "?".
    const auto help_key = std::find_if(shell.begin(), shell.end(), [](const std::string& line) {
        return !line.empty() && line[0] == '?';
    });
    shell.insert(help_key, std::string(text().help_records));
    // The shell's keys go first among the remarks the game may end with: before its first
    // empty line.
    std::size_t at = 0;
    while (at < lines.size() && !lines[at].empty())
        ++at;
    lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(at), shell.begin(), shell.end());
    // Where quitting saves (a terminal; never through a pipe, which writes nothing), it says so.
    if (save_check_) {
        if (at == lines.size() - shell.size()) lines.emplace_back();  // no remarks before it
        lines.emplace_back(text().help_keeps);
    }
    return lines;
}

std::chrono::milliseconds Session::elapsed(Clock::time_point now) const {
    Clock::duration d = banked_;
    if (running_since_) d += now - *running_since_;
    return std::chrono::duration_cast<std::chrono::milliseconds>(d);
}

void Session::start_clock(Clock::time_point now) {
    if (!running_since_ && !hidden_) running_since_ = now;
}

void Session::set_hidden(bool hidden, Clock::time_point now) {
    if (hidden == hidden_) return;
    hidden_ = hidden;
    if (hidden) {
        stop_clock(now);
    } else if (started_ && !game_.solved() && !help_ && !paused_ && question_ == Question::None &&
               !resume_offer_) {
        start_clock(now);
    }
}

void Session::stop_clock(Clock::time_point now) {
    if (!running_since_) return;
    banked_ += now - *running_since_;
    running_since_.reset();
}

void Session::reset_clock() {
    running_since_.reset();
    banked_ = Clock::duration{0};
    started_ = false;
}

void Session::announce() {
    const std::optional<int> par = game_.par();
    // A game of several forms says which: "New 5x5 medium puzzle."
    const std::string name = level_and_form();
    message_.push_back(
        par ? fill(text().new_puzzle, {{"level", name}, {"par", std::to_string(*par)}})
            : fill(text().new_puzzle_no_par, {{"level", name}}));
}

void Session::new_game(bool next) {
    if (next) params_.seed = static_cast<std::uint32_t>(rng_());
    base::Rng deal_rng(params_.seed);  // this puzzle's own draws: its seed deals it again
    game_.deal(params_.level, deal_rng);
    states_ = {game_.snapshot()};
    distances_ = {game_.distance()};
    counts_ = {0};
    restart_from_.reset();
    at_ = 0;
    hints_ = 0;
    assisted_ = false;
    seen_solution_ = false;
    solving_ = false;
    reset_clock();
    ++epoch_;
    announce();
}

void Session::push_state() {
    states_.resize(at_ + 1);  // a new move forgets what could have been redone
    distances_.resize(at_ + 1);
    counts_.resize(at_ + 1);
    restart_from_.reset();
    later_games_.clear();
    states_.push_back(game_.snapshot());
    distances_.push_back(game_.distance());
    counts_.push_back(counts_[at_] +
                      std::max(0, game_.moves_between(states_[at_], states_.back())));
    ++at_;
}

std::vector<int> Session::count_steps(const std::vector<std::string>& states) const {
    std::vector<int> counts{0};
    for (std::size_t i = 1; i < states.size(); ++i)
        counts.push_back(counts.back() +
                         std::max(0, game_.moves_between(states[i - 1], states[i])));
    return counts;
}

void Session::go_to(std::size_t index) {
    at_ = index;
    // Our own snapshot of this very puzzle: refusing it is a fault of the back end.
    if (const base::Status restored = game_.restore(states_[at_]); !restored)
        throw std::logic_error("the game refused its own snapshot: " + restored.error());
}

void Session::on_move(Clock::time_point now) {
    if (!started_ && step_moves(at_) > 0) {  // a move that counts none (a shuffle) starts nothing
        started_ = true;
        start_clock(now);
    }
    if (!game_.solved()) return;
    stop_clock(now);
    const Lang lang = params_.lang;
    const ShellTexts& t = text();
    const bool replay = seen_solution_;
    seen_solution_ = true;
    const std::optional<int> par = game_.par();
    const std::string time = format_clock(elapsed(now));
    if (solving_) {  // the solver made the winning move
        solving_ = false;
        message_.push_back(fill(t.autoplay_done, {{"moves", count_moves(lang, moves())}}));
        // A game with words of its own for the end says them too ("Board cleared: ...").
        if (std::string own = game_.win_line(lang, time, hints_); !own.empty())
            message_.push_back(std::move(own));
        return;
    }
    if (const std::string own = game_.win_line(lang, time, hints_); !own.empty()) {
        message_.push_back(own);
    } else if (par) {
        message_.push_back(fill(t.solved, {{"moves", count_moves(lang, moves())},
                                           {"par", std::to_string(*par)},
                                           {"time", time},
                                           {"hints", count_hints(lang, hints_)}}));
        const int over = moves() - *par;
        const MoveMarks marks = move_marks();
        if (over == 0) {
            message_.push_back(std::string(t.optimal));
        } else if (marks.unknown == 0) {  // the history knows every move
            message_.push_back(
                fill(t.wasted_not_optimal, {{"over", count_moves(lang, over)},
                                            {"bad", std::to_string(marks.not_optimal)},
                                            {"moves", count_moves(lang, moves())}}));
        } else {
            message_.push_back(fill(t.wasted, {{"over", count_moves(lang, over)}}));
        }
    } else {
        message_.push_back(fill(t.solved_no_par, {{"moves", count_moves(lang, moves())},
                                                  {"time", time},
                                                  {"hints", count_hints(lang, hints_)}}));
    }
    if (params_.custom) return;
    if (hints_ > 0 || assisted_) {
        message_.push_back(std::string(hints_ > 0 ? t.records_note : t.solver_note));
        return;
    }
    if (replay) {
        message_.push_back(std::string(t.replayed_note));
        return;
    }
    if (par) {
        record(now, moves() - *par);
    } else if (const std::optional<int> penalty = game_.penalty(moves())) {
        record(now, *penalty);
    } else {
        message_.push_back(std::string(t.no_par_note));
    }
}

void Session::record(Clock::time_point now, int over) {
    if (!records_) return;
    const double seconds = std::chrono::duration<double>(elapsed(now)).count();
    const base::Result<bool> improved =
        records_->record_win(params_.game, record_level(), over, seconds);
    const ShellTexts& t = text();
    if (!improved) {
        message_.push_back(fill(t.records_unsaved, {{"problem", improved.error()}}));
    } else if (*improved) {
        message_.push_back(fill(t.new_record, {{"level", level_and_form()}}));
    }
}

bool Session::quit_requested(Clock::time_point now) {
    if (!in_progress()) return false;
    question_ = Question::Quit;
    stop_clock(now);  // no time passes while the question is open
    message_.clear();
    if (!save_check_) {
        message_.push_back(std::string(text().confirm_quit_no_save));
        return true;
    }
    // The question promises a save only when one can be written, and says why not otherwise.
    const std::string moves_text = count_moves(params_.lang, moves());
    if (const base::Status can = save_check_(progress(now)); !can) {
        message_.push_back(
            fill(text().confirm_quit_unsaved, {{"moves", moves_text}, {"problem", can.error()}}));
    } else {
        message_.push_back(fill(text().confirm_quit, {{"moves", moves_text}}));
    }
    return true;
}

bool Session::key(const term::Key& key, Clock::time_point now, const Layout& layout) {
    using term::KeyType;
    const ShellTexts& t = text();
    // Ctrl-C and the end of input end the session at once, whatever is open.
    if (key.type == KeyType::CtrlC || key.type == KeyType::CtrlD) return false;
    // Alt with a key is no key of ours (and never Escape followed by the key).
    if (key.alt) return true;
    tick(now);  // effects that are over end before the key acts
    // Of the mouse, a left press is a key like any other (it closes the help, resumes, stops
    // the solver); the wheel scrolls the help; the rest does nothing.
    if (key.type == KeyType::Mouse) {
        if (help_ && (key.button == term::MouseButton::WheelUp ||
                      key.button == term::MouseButton::WheelDown)) {
            term::Key arrow;
            arrow.type = key.button == term::MouseButton::WheelUp ? KeyType::Up : KeyType::Down;
            return this->key(arrow, now, layout);
        }
        if (key.release || key.button != term::MouseButton::Left) return true;
    }
    if (resume_offer_) {
        if (is_char(key, 'y')) {
            const SavedGame saved = *resume_offer_;
            resume_offer_.reset();
            message_.clear();
            if (const base::Status s = resume(saved, now); !s) {
                // The loop keeps the file aside (take_resume_failure): it must not be lost.
                message_.push_back(fill(t.resume_failed, {{"problem", s.error()}}));
                resume_failure_ = s.error();
            }
        } else if (is_char(key, 'n')) {
            resume_offer_.reset();
            resume_declined_ = true;
            message_.clear();
            message_.push_back(std::string(t.resume_declined));
        }
        return true;  // any other key: the question stays
    }
    if (question_ != Question::None) {
        const Question asked = std::exchange(question_, Question::None);
        message_.clear();
        const bool yes = is_char(key, 'y');
        if (yes && asked == Question::Quit) return false;
        if (yes) {  // a new puzzle: this game waits for U at its start
            deal_asked(new_level_, new_variant_, now);
            return true;
        }
        if (started_ && !game_.solved()) start_clock(now);
        if (asked == Question::NewGame) message_.push_back(std::string(t.new_declined));
        return true;
    }
    if (help_) {
        const int rows = layout.help_rows;
        const int total = layout.help_total;
        const bool long_help = rows < total;
        const bool forward = key.type == KeyType::Down || key.type == KeyType::PageDown ||
                             (key.type == KeyType::Char && key.ch == ' ');
        const bool back = key.type == KeyType::Up || key.type == KeyType::PageUp;
        if (long_help && forward && help_scroll_ + rows < total) {
            help_scroll_ =
                std::min(total - rows, help_scroll_ + (key.type == KeyType::Down ? 1 : rows));
            return true;
        }
        if (long_help && back && help_scroll_ > 0) {
            help_scroll_ = std::max(0, help_scroll_ - (key.type == KeyType::Up ? 1 : rows));
            return true;
        }
        close_help(now);  // any other key closes the help, Q included, as in less
        return true;
    }
    if (paused_) {
        paused_ = false;
        message_.clear();
        if (started_ && !game_.solved()) start_clock(now);
        return true;
    }
    if (solving_) {  // any key stops the solver
        solving_ = false;
        message_.clear();
        message_.push_back(std::string(t.autoplay_stopped));
        return true;
    }
    if (!layout.board_shown) {  // too small a window: only quitting and help
        const bool quit = is_char(key, 'q') || key.type == KeyType::Escape;
        if (quit) return quit_requested(now);
        if (key.type == KeyType::Char && key.ch == '?') {
            help_ = true;
            help_scroll_ = 0;
            stop_clock(now);
        }
        return true;
    }
    const bool was_won = won();
    if (!was_won) {
        term::Key offered = key;
        if (key.type == KeyType::Mouse) {  // on the board's lines, or nowhere
            if (!layout.board_top) return true;
            offered.row -= *layout.board_top;
            offered.col -= layout.left;
        }
        const Reply reply = game_.key(offered, params_.lang, layout);
        switch (reply.kind) {
            case Reply::Declined:
                break;
            case Reply::Moved:
                message_.clear();
                push_state();
                if (!reply.message.empty()) message_.push_back(reply.message);
                on_move(now);
                return true;
            case Reply::Refused:
            case Reply::Changed:
                message_.clear();
                if (!reply.message.empty()) message_.push_back(reply.message);
                if (reply.kind == Reply::Changed) prefs_changed_ = true;
                return true;
        }
    }
    return shell_key(key, now);
}

bool Session::shell_key(const term::Key& key, Clock::time_point now) {
    using term::KeyType;
    const ShellTexts& t = text();
    const Lang lang = params_.lang;
    const bool was_won = won();
    if (key.type == KeyType::Escape || is_char(key, 'q')) {
        if (quit_requested(now)) return true;
        return false;
    }
    if (key.type == KeyType::Tab && !was_won) {
        message_.clear();
        paused_ = true;
        stop_clock(now);
        return true;
    }
    if (key.type != KeyType::Char) return true;  // Enter and the like separate scripted keys
    const char32_t c = key.ch;
    if (c == '?') {
        help_ = true;
        help_scroll_ = 0;
        stop_clock(now);
        return true;
    }
    // After a win the message stays until the player asks for something new: the keys below
    // that are not asking for it do nothing then.
    if (is_char(key, 'u')) {
        message_.clear();
        if (at_ == 0 && restart_from_ && *restart_from_ < states_.size()) {  // R taken back
            go_to(*restart_from_);
            restart_from_.reset();
            ++epoch_;
            if (started_ && !game_.solved()) start_clock(now);
            message_.push_back(fill(t.restart_undone, {{"moves", count_moves(lang, moves())}}));
            return true;
        }
        if (at_ == 0 && !earlier_games_.empty()) {  // a new puzzle taken back
            switch_game(true, now);
            return true;
        }
        if (at_ == 0) {
            message_.push_back(std::string(t.nothing_to_undo));
            return true;
        }
        go_to(at_ - 1);
        if (started_) start_clock(now);  // the clock runs again after undoing a win
        message_.push_back(fill(t.undone, {{"moves", count_moves(lang, moves())}}));
        return true;
    }
    if (is_char(key, 'y')) {
        if (was_won) return true;
        message_.clear();
        if (at_ + 1 >= states_.size() && !later_games_.empty()) {  // the newer puzzle again
            switch_game(false, now);
            return true;
        }
        if (at_ + 1 >= states_.size()) {
            message_.push_back(std::string(t.nothing_to_redo));
            return true;
        }
        go_to(at_ + 1);
        message_.push_back(fill(t.redone, {{"moves", count_moves(lang, moves())}}));
        on_move(now);
        return true;
    }
    if (is_char(key, 'r')) {
        message_.clear();
        // Hints and the solver's help stay with the puzzle: replaying what they showed is not
        // an unassisted win; nor is replaying a win already seen. The clock goes on: the time a
        // puzzle took counts the practice before a restart. The moves stay to be redone (Y), and
        // U takes the restart back.
        if (at_ == 0) {
            message_.push_back(std::string(t.restarted));
            return true;
        }
        restart_from_ = at_;
        go_to(0);
        ++epoch_;
        if (started_) start_clock(now);
        message_.push_back(std::string(t.restarted_undoable));
        return true;
    }
    if (is_char(key, 'n')) {
        ask_new_game(params_.level, now);
        return true;
    }
    if (c >= '1' && c <= '9') {
        const std::vector<std::string> levels = game_.levels();
        const std::size_t i = static_cast<std::size_t>(c - '1');
        if (i < levels.size()) {
            ask_new_game(levels[i], now, game_.level_variant(levels[i]));
            return true;
        }
    }
    if (is_char(key, 'z') && !game_.variants().empty()) {  // the next form of the game
        const std::vector<std::string> variants = game_.variants();
        const auto at = std::find(variants.begin(), variants.end(), game_.variant());
        const std::string next =
            at == variants.end() || at + 1 == variants.end() ? variants.front() : *(at + 1);
        ask_new_game(game_.variant_level(next, params_.level), now, next);
        return true;
    }
    if (is_char(key, 'b')) {  // the best results of each level, this game's rules
        show_records();
        return true;
    }
    if (was_won) return true;
    message_.clear();
    if (is_char(key, 'h')) {
        std::optional<Help> answer = game_.solved() ? std::nullopt : game_.hint(lang);
        // H again on the board a hint was counted on shows the same hint: counted once.
        const bool again = hinted_ && hinted_->first == epoch_ && hinted_->second == states_[at_];
        if (answer && answer->counted) {
            if (again) answer->counted = false;
            hinted_ = std::make_pair(epoch_, states_[at_]);
        }
        give_help(answer, t.no_hint);
        return true;
    }
    if (is_char(key, 'l')) {  // the rest of the solution: a hint for every move left
        give_help(game_.solved() ? std::nullopt : game_.solution(lang), t.no_solution);
        return true;
    }
    if (is_char(key, 'p')) {
        if (game_.solved()) {
            message_.push_back(std::string(t.already_solved));
            return true;
        }
        solving_ = true;
        assisted_ = true;
        const std::optional<int> d = game_.distance();
        message_.push_back(d ? fill(t.autoplay_start, {{"moves", count_moves(lang, *d)}})
                             : std::string(t.autoplay_start_unknown));
        return true;
    }
    message_.push_back(fill(t.unknown_key, {{"key", key_text(key)}}));
    return true;
}

void Session::ask_new_game(const std::string& level, Clock::time_point now,
                           std::optional<std::string> variant) {
    message_.clear();
    if (!in_progress()) {
        deal_asked(level, variant, now);
        return;
    }
    question_ = Question::NewGame;
    new_level_ = level;
    new_variant_ = variant;
    stop_clock(now);
    const std::string name = variant ? game_.variant_level_name(*variant, level, params_.lang)
                                     : game_.level_name(level, params_.lang);
    message_.push_back(fill(text().confirm_new, {{"level", name}}));
}

void Session::deal_asked(const std::string& level, const std::optional<std::string>& variant,
                         Clock::time_point now) {
    const bool keep = in_progress();
    if (keep) {
        earlier_games_.push_back(progress(now));
        if (earlier_games_.size() > kMaxKeptGames) earlier_games_.erase(earlier_games_.begin());
    }
    later_games_.clear();
    params_.level = level;
    params_.custom = false;
    if (variant) game_.take_variant(*variant);
    new_game();
    if (keep) message_.push_back(std::string(text().new_undoable));
}

void Session::switch_game(bool back, Clock::time_point now) {
    std::vector<SavedGame>& from = back ? earlier_games_ : later_games_;
    std::vector<SavedGame>& to = back ? later_games_ : earlier_games_;
    const SavedGame here = progress(now);
    std::vector<std::optional<int>> distances;
    // Games kept by this session from its own snapshots: refusing one is a fault of the back end.
    if (const base::Status s = try_save(from.back(), true, &distances); !s)
        throw std::logic_error("the game refused a game it kept: " + s.error());
    const SavedGame taken = std::move(from.back());
    from.pop_back();
    to.push_back(here);
    adopt(taken, std::move(distances), now);
    ++epoch_;
    message_.push_back(fill(back ? text().game_undone : text().game_redone,
                            {{"moves", count_moves(params_.lang, moves())}}));
}

void Session::give_help(const std::optional<Help>& answer, std::string_view none) {
    if (!answer) {
        message_.push_back(std::string(game_.solved() ? text().already_solved : none));
        return;
    }
    if (answer->counted) ++hints_;
    message_.push_back(answer->text);
}

std::vector<Session::HistoryEntry> Session::history(const Style& style, std::size_t most) const {
    std::vector<HistoryEntry> entries;
    const std::size_t first = at_ > most ? at_ - most + 1 : 1;
    for (std::size_t i = first; i <= at_; ++i) {
        HistoryEntry e;
        e.number = counts_[i];
        e.label = game_.move_label(states_[i - 1], states_[i], style);
        if (e.label.empty()) return {};  // a game without a history
        e.optimal = optimal_move(i);
        entries.push_back(std::move(e));
    }
    return entries;
}

std::optional<bool> Session::optimal_move(std::size_t i) const {
    const std::optional<int> before = distances_[i - 1];
    const std::optional<int> after = distances_[i];
    const int counted = step_moves(i);
    if (!before || !after || counted == 0) return std::nullopt;
    return *before - *after == counted;  // a run of slides (a click) must gain each of its moves
}

Session::MoveMarks Session::move_marks() const {
    MoveMarks marks;
    for (std::size_t i = 1; i <= at_; ++i) {
        // Counted as par counts: each tile of a click that slides a run of them. A single move
        // brings the goal one nearer or takes it one further, so of `counted` moves that gained
        // `gained`, (counted + gained) / 2 were optimal.
        const int counted = step_moves(i);
        const std::optional<int> before = distances_[i - 1];
        const std::optional<int> after = distances_[i];
        if (!before || !after) {
            marks.unknown += counted;
            continue;
        }
        const int good = std::clamp((counted + *before - *after) / 2, 0, counted);
        marks.optimal += good;
        marks.not_optimal += counted - good;
    }
    return marks;
}

void Session::close_help(Clock::time_point now) {
    help_ = false;
    if (started_ && !game_.solved()) start_clock(now);
}

bool Session::tick(Clock::time_point now) {
    return take_update(game_.tick(now, params_.lang));
}

void Session::finish_work() {
    take_update(game_.finish_work(params_.lang));
}

void Session::learn_distance() {
    // A game whose solver works on the side may know a state's distance only later (the par of
    // a deal, the path behind a hint, a move judged on the side): the history's marks take it
    // when it comes, for the states left behind too.
    if (!distances_[at_]) distances_[at_] = game_.distance();
    for (std::size_t i = 0; i < states_.size(); ++i)
        if (!distances_[i]) distances_[i] = game_.distance_of(states_[i]);
}

bool Session::take_update(Update update) {
    learn_distance();
    if (!update.message) return update.changed;
    message_.clear();
    message_.push_back(std::move(*update.message));
    return true;
}

void Session::solver_step(Clock::time_point now) {
    if (!solving_) return;
    const Step step = game_.solved() ? Step::None : game_.solver_step();
    if (step == Step::Waiting) return;  // the move is on its way: ask again
    if (step == Step::None) {
        solving_ = false;
        return;
    }
    message_.clear();
    push_state();
    on_move(now);
    if (solving_) {
        const std::optional<int> d = game_.distance();
        message_.push_back(
            d ? fill(text().autoplay_start, {{"moves", count_moves(params_.lang, *d)}})
              : std::string(text().autoplay_start_unknown));
    }
}

SavedGame Session::progress(Clock::time_point now) const {
    SavedGame p;
    p.game = params_.game;
    p.level = params_.custom ? "custom" : params_.level;
    p.code = game_.save_code();
    p.seed = params_.seed;
    p.states = states_;
    p.at = at_;
    p.elapsed_ms = std::min<long long>(elapsed(now).count(), kMaxElapsedMs);
    p.hints = std::min(hints_, kMaxHints);
    p.assisted = assisted_;
    p.seen_solution = seen_solution_;
    return p;
}

std::optional<SavedGame> Session::game_to_save(Clock::time_point now) const {
    if (in_progress()) return progress(now);
    if (!earlier_games_.empty()) return earlier_games_.back();
    return std::nullopt;
}

void Session::offer_resume(SavedGame saved) {
    const std::string level = saved.level == "custom" ? std::string(text().custom)
                                                      : game_.level_name(saved.level, params_.lang);
    message_.clear();
    message_.push_back(fill(
        text().resume_question,
        {{"level", level},
         {"moves",
          count_moves(params_.lang,
                      count_steps(saved.states).at(std::min(saved.at, saved.states.size() - 1)))},
         {"time", format_clock(std::chrono::milliseconds(saved.elapsed_ms))}}));
    resume_offer_ = std::move(saved);
}

base::Status Session::try_save(const SavedGame& saved, bool keep,
                               std::vector<std::optional<int>>* distances) {
    const bool custom = saved.level == "custom";
    bool known = custom;
    for (const std::string& l : game_.levels())
        known = known || l == saved.level;
    if (!known) return base::Error{"unknown level '" + saved.level + "'"};
    if (saved.states.empty() || saved.at >= saved.states.size())
        return base::Error{"no state to resume"};
    // Everything is tried on the game's current puzzle, put back after a refusal (and after a
    // check only), so a bad save changes nothing: the puzzle, its level, then every state.
    const std::string before_code = game_.save_code();
    const std::string before_state = game_.snapshot();
    const auto put_back = [&] {
        // What the game was a moment ago: refusing it is a fault of the back end.
        const base::Status loaded = game_.load(before_code);
        const base::Status restored = loaded ? game_.restore(before_state) : loaded;
        if (!restored)
            throw std::logic_error("the game refused its own puzzle back: " + restored.error());
    };
    const auto refused = [&](std::string problem) -> base::Status {
        put_back();
        return base::Error{std::move(problem)};
    };
    if (base::Status s = game_.load(saved.code); !s) return refused("puzzle: " + s.error());
    if (!custom) {
        if (base::Status s = game_.check_level(saved.level); !s)
            return refused("level " + saved.level + ": " + s.error());
    }
    for (std::size_t i = 0; i < saved.states.size(); ++i) {
        // A check only reads each state (a game may start work on a state it takes: the link
        // game's solver); a resume takes each, for its distance.
        if (base::Status s =
                keep ? game_.restore(saved.states[i]) : game_.check_snapshot(saved.states[i]);
            !s)
            return refused("state " + std::to_string(i + 1) + ": " + s.error());
        if (distances) distances->push_back(game_.distance());
    }
    if (!keep) put_back();
    return base::ok();
}

base::Status Session::check_resume(const SavedGame& saved) {
    return try_save(saved, false, nullptr);
}

base::Status Session::resume(const SavedGame& saved, Clock::time_point now) {
    std::vector<std::optional<int>> distances;  // what the history marks are made of
    if (base::Status s = try_save(saved, true, &distances); !s) return s;
    earlier_games_.clear();
    later_games_.clear();
    adopt(saved, std::move(distances), now);
    message_.push_back(fill(text().resumed, {{"moves", count_moves(params_.lang, moves())}}));
    return base::ok();
}

void Session::adopt(const SavedGame& saved, std::vector<std::optional<int>> distances,
                    Clock::time_point now) {
    const bool custom = saved.level == "custom";
    params_.custom = custom;
    if (!custom) {
        params_.level = saved.level;
        game_.take_level(saved.level);
    }
    params_.seed = saved.seed;
    rng_.seed(saved.seed);
    states_ = saved.states;
    distances_ = std::move(distances);
    counts_ = count_steps(states_);
    restart_from_.reset();
    hints_ = saved.hints;
    assisted_ = saved.assisted;
    seen_solution_ = saved.seen_solution;
    solving_ = false;
    go_to(saved.at);
    reset_clock();
    banked_ = std::chrono::milliseconds(saved.elapsed_ms);
    started_ = at_ > 0 || saved.elapsed_ms > 0;
    if (started_ && !game_.solved()) start_clock(now);
}

}  // namespace ninegrid::shell
