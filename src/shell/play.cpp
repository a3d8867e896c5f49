// SPDX-License-Identifier: MIT
// The play loops: one for a terminal, one for a pipe, the same session behind both.
#include "shell/play.hpp"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <optional>
#include <ostream>
#include <random>
#include <sstream>
#include <utility>

#include "base/args.hpp"
#include "base/lines.hpp"
#include "base/output.hpp"
#include "os/console.hpp"
#include "os/time.hpp"
#include "shell/preferences.hpp"
#include "shell/records.hpp"
#include "shell/saves.hpp"
#include "shell/view.hpp"
#include "term/keys.hpp"
#include "term/screen.hpp"

namespace ninegrid::shell {

namespace {

void print_lines(std::ostream& out, const std::vector<std::string>& lines) {
    for (const std::string& l : lines)
        out << l << '\n';
}

// Words through a pipe (notes, messages), within 80 columns: a long message, a solution's keys,
// goes on to another line between words rather than being cut by a terminal.
void print_wrapped(std::ostream& out, const std::vector<std::string>& lines) {
    for (const std::string& l : lines) {
        for (const std::string& w : wrap(l, 80))
            out << w << '\n';
    }
}

// Newlines separate scripted keys, and keys no game uses do nothing: neither is shown.
bool is_command_key(const term::Key& key) {
    switch (key.type) {
        case term::KeyType::Char:
        case term::KeyType::Up:
        case term::KeyType::Down:
        case term::KeyType::Left:
        case term::KeyType::Right:
        case term::KeyType::Escape:
        case term::KeyType::CtrlC:
        case term::KeyType::CtrlD:
        case term::KeyType::Tab:
            return true;
        default:
            return false;
    }
}

void apply_preferences(Session& session, const PlayHooks& hooks) {
    if (!session.take_preferences_changed() || !hooks.on_preferences) return;
    const std::string problem = hooks.on_preferences(session);
    if (!problem.empty()) session.note(fill(session.text().prefs_unsaved, {{"problem", problem}}));
}

}  // namespace

Clock::time_point game_now() {
    return Clock::now() - std::chrono::duration_cast<Clock::duration>(term::stopped_time());
}

int play_scripted(Session& session, base::Io io, const PlayHooks& hooks) {
    const Lang lang = session.params().lang;
    // What the game says is gathered here and written out before each key is read, and on the
    // way out: the first write that fails (a full disk, a closed pipe) ends the game.
    std::ostringstream shown;
    const auto send = [&] {
        const base::Status sent = base::write_output(io.out, shown.str(), lang);
        shown.str("");
        if (!sent) io.err << "ninegrid: " << sent.error() << '\n';
        return sent.ok();
    };
    session.finish_work();  // the deal's verdict is in the first printout
    shown << session.game().title(lang) << '\n';
    for (const std::string& note : session.game().notes(lang))
        print_lines(shown, wrap_items(note, 80));
    print_wrapped(shown, session.message());
    print_lines(shown, render_plain(session, game_now()));
    term::KeyDecoder decoder;
    bool at_end = false;
    // Keys that show nothing (a link game's cursor moving) are echoed on one line, "> d d s",
    // not a block each; at the end of a line of input, the board is printed again if what it
    // shows has changed since it was last printed (the cursor), so a player typing lines sees it.
    bool run_open = false;  // a line "> d d" of such keys is being written
    std::vector<std::string> board_shown = session.game().draw_plain();
    const auto print_frame = [&](std::ostream& out) {
        print_lines(out, render_plain(session, game_now()));
        board_shown = session.game().draw_plain();
    };
    const auto end_run = [&] {
        if (run_open) shown << '\n';
        run_open = false;
    };
    const auto end_of_line = [&] {
        end_run();
        if (!session.paused() && session.game().draw_plain() != board_shown) print_frame(shown);
    };
    for (;;) {
        std::optional<term::Key> key = decoder.next(at_end);
        if (!key) {
            if (at_end) break;
            // One byte at a time, after showing everything so far: a program that drives the
            // game through a pipe sees the answer to each key before it sends the next.
            if (!send()) return base::kExitUsage;
            const int c = io.in.get();
            if (c == std::char_traits<char>::eof()) {
                at_end = true;
            } else {
                const char byte = static_cast<char>(c);
                decoder.feed(&byte, 1);
            }
            continue;
        }
        if (!is_command_key(*key)) {
            if (key->type == term::KeyType::Enter) end_of_line();
            continue;
        }
        const std::string before = session.game().snapshot();
        const int moves_before = session.moves();
        const int epoch_before = session.epoch();
        const bool help_before = session.showing_help();
        const std::string header = "\n> " + term::key_name(*key) + '\n';
        if (!session.key(*key, game_now())) {
            end_run();
            shown << header;
            print_wrapped(shown, session.goodbye());
            return send() ? base::kExitOk : base::kExitUsage;
        }
        session.finish_work();  // what a pipe shows never depends on timing
        apply_preferences(session, hooks);
        std::ostringstream answer;  // what the key shows
        bool printed = false;
        while (session.solving()) {  // no animation in a pipe: the whole solution at once
            const int moves_at = session.moves();
            session.solver_step(game_now());
            session.finish_work();
            if (session.moves() == moves_at) continue;  // the move was still being worked out
            print_frame(answer);
            printed = true;
        }
        if (session.showing_help() && !help_before) {
            answer << session.text().help_title << '\n';
            // Indented by two, within 80 columns, a key's description wrapped under itself.
            for (const std::string& h : session.help_lines(Style{})) {
                for (const std::string& line : wrap(h, 78, hanging_indent(h)))
                    answer << (line.empty() ? "" : "  ") << line << '\n';
            }
            session.close_help(game_now());  // printed: the next key is a key again
        }
        if (session.paused()) answer << session.text().paused << '\n';
        if (!printed && (session.game().snapshot() != before || session.moves() != moves_before ||
                         session.epoch() != epoch_before)) {
            print_frame(answer);
        }
        print_wrapped(answer, session.message());
        if (answer.str().empty()) {  // it showed nothing: its name joins the line of such keys
            shown << (run_open ? " " : "\n> ") << term::key_name(*key);
            run_open = true;
        } else {
            end_run();
            shown << header << answer.str();
        }
    }
    end_of_line();  // the last line of input may have no newline
    if (!send()) return base::kExitUsage;
    // A closed or unreadable standard input is not the end of the game's keys.
    if (const int error = base::read_error(io.in)) {
        io.err << "ninegrid: " << base::cannot_read_input(error, lang) << '\n';
        return base::kExitUsage;
    }
    shown << '\n' << session.text().end_of_input << '\n';
    return send() ? base::kExitOk : base::kExitUsage;
}

int play_interactive(Session& session, base::Io io, const term::Capabilities& caps,
                     const PlayHooks& hooks) {
    term::install_signal_handlers();
    session.set_saving(hooks.can_save);
    int exit_code = base::kExitOk;
    std::vector<std::string> farewell;
    {
        term::RawMode raw(0);
        term::Screen screen(1);
        term::KeyReader reader(0);
        screen.enter();
        constexpr int kAnimationMs = 220;
        auto last_step = game_now();  // the solver's last move, for the animation's pace
        Layout layout;                // where the frame last drawn put the board and the help
        for (;;) {
            if (const int sig = term::pending_termination()) {
                exit_code = 128 + sig;
                break;
            }
            if (term::take_resize()) screen.invalidate();
            const term::Size size = screen.size();
            const auto now = game_now();
            Frame frame =
                render_screen(session, now, {caps.color, caps.utf8, size.cols, size.rows});
            screen.draw(frame.lines);
            layout = frame.layout;                         // what the next key acts on
            session.set_hidden(!layout.board_shown, now);  // no time passes unseen
            // Wake up for the animation, when the clock shows the next second, or when the game
            // has something to do.
            int timeout = -1;
            if (session.solving()) {
                const auto since =
                    std::chrono::duration_cast<std::chrono::milliseconds>(now - last_step).count();
                timeout =
                    static_cast<int>(std::clamp<long long>(kAnimationMs - since, 0, kAnimationMs));
            } else if (session.clock_running()) {
                timeout = 1000 - static_cast<int>(session.elapsed(now).count() % 1000) + 5;
            }
            if (const auto wake = session.wake_at()) {
                const auto ms =
                    std::chrono::duration_cast<std::chrono::milliseconds>(*wake - now).count();
                const int game_timeout = static_cast<int>(std::clamp<long long>(ms, 0, 60000));
                timeout = timeout < 0 ? game_timeout : std::min(timeout, game_timeout);
            }
            const term::ReadResult r = reader.read(timeout);
            if (r.status == term::ReadStatus::Timeout) {
                const auto later = game_now();
                session.tick(later);
                if (session.solving() &&
                    later - last_step >= std::chrono::milliseconds(kAnimationMs)) {
                    session.solver_step(later);
                    last_step = later;
                }
                continue;
            }
            if (r.status == term::ReadStatus::Interrupted) continue;
            if (r.status == term::ReadStatus::EndOfInput) break;
            if (r.key.type == term::KeyType::CtrlZ) {  // suspend like any terminal program
                os::suspend();                         // the terminal layer restores and resumes
                continue;
            }
            if (!session.key(r.key, game_now(), layout)) break;
            apply_preferences(session, hooks);
            if (session.take_resume_declined() && hooks.on_resume_declined)
                hooks.on_resume_declined();
            if (const auto failure = session.take_resume_failure();
                failure && hooks.on_resume_failed) {
                if (std::string line = hooks.on_resume_failed(*failure); !line.empty())
                    session.note(std::move(line));
            }
        }
        if (hooks.on_exit) farewell = hooks.on_exit(session, game_now());
        screen.leave();
    }
    // Back on the terminal's own screen: wrapped between words as a pipe's are, not cut by the
    // terminal in the middle of one (a game ID's line passes 80 columns).
    print_wrapped(io.out, session.goodbye());
    print_wrapped(io.out, farewell);
    return exit_code;
}

namespace {

constexpr base::Text kUnknownLevel{"unknown level '{level}': use {levels}",
                                   "未知难度“{level}”：请用 {levels}"};
constexpr base::Text kListComma{", ", "、"};
constexpr base::Text kListOr{" or ", " 或 "};
constexpr base::Text kBadSeed{"seed '{seed}' is not a whole number from 0 to 4294967295",
                              "种子“{seed}”不是 0 到 4294967295 之间的整数"};

}  // namespace

std::vector<base::Text> option_texts() {
    return {kUnknownLevel, kListComma, kListOr, kBadSeed};
}

base::Result<std::string> level_option(const Backend& game, const std::string& text, Lang lang) {
    std::string names;
    const std::vector<std::string> levels = game.levels();
    for (std::size_t i = 0; i < levels.size(); ++i) {
        if (levels[i] == text) return text;
        names += std::string(i == 0                   ? ""
                             : i + 1 == levels.size() ? kListOr(lang)
                                                      : kListComma(lang)) +
                 levels[i];
    }
    return base::Error{fill(kUnknownLevel(lang), {{"level", text}, {"levels", names}})};
}

base::Result<std::uint32_t> seed_option(const std::string& text, Lang lang) {
    const auto parsed = base::parse_count(text, 0xFFFFFFFFULL);
    if (!parsed) return base::Error{fill(kBadSeed(lang), {{"seed", text}})};
    return static_cast<std::uint32_t>(*parsed);
}

namespace {

std::string utc_now() {
    const std::time_t t = std::time(nullptr);
    const std::tm tm = os::utc_time(t);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buf;
}

// A problem with a file, said in the player's language (fill escapes what comes from outside).
std::string file_problem(const LoadProblem& p, std::string_view moved, std::string_view stuck) {
    return p.kept_as.empty() ? fill(stuck, {{"problem", p.problem}})
                             : fill(moved, {{"problem", p.problem}, {"path", p.kept_as}});
}

}  // namespace

bool plays_at_terminal(const base::Io& io) {
    const term::Capabilities caps = term::detect_capabilities(0, 1);
    // A terminal that cannot move the cursor (TERM unset or "dumb") gets the plain line mode.
    return io.terminal && caps.interactive && caps.addressable;
}

int run_game(Backend& game, const PlayOptions& options, base::Io io) {
    const term::Capabilities caps = term::detect_capabilities(0, 1);
    const bool interactive = plays_at_terminal(io);
    // Preferences, records and saved games belong to a person at a terminal: a script must play
    // the same whoever runs it, and its wins and quits say nothing about a player.
    // Preferences: the game's (its name as prefix) unless the command line set them, and the
    // language unless --lang says; a language given is remembered.
    Preferences prefs(interactive ? Preferences::default_path() : std::nullopt);
    const std::optional<LoadProblem> prefs_problem = prefs.load();
    const std::string prefix = options.game + ".";
    for (auto& [name, value] : game.preferences()) {
        bool fixed = false;
        for (const std::string& f : options.fixed_preferences)
            fixed = fixed || f == name;
        if (const auto stored = prefs.get(prefix + name); stored && !fixed)
            game.set_preference(name, *stored);
    }
    Session::Params params;
    params.game = options.game;
    params.level = options.level;
    params.custom = options.custom;
    params.seed = options.seed ? *options.seed : std::random_device{}();
    std::string lang_problem;
    if (options.lang) {
        params.lang = *options.lang;
        if (interactive && prefs.get("lang") != lang_name(*options.lang)) {
            const base::Status saved = prefs.set("lang", std::string(lang_name(*options.lang)));
            if (!saved) lang_problem = saved.error();
        }
    } else if (const auto stored = prefs.get("lang"); stored && lang_from_name(*stored)) {
        params.lang = *lang_from_name(*stored);
    } else {
        params.lang = io.lang;  // the locale's, English where it cannot show Chinese
    }
    // The preferences' Chinese where the locale cannot show it (LANG=C): English, and why.
    const bool chinese_refused = !base::lang_shows(params.lang);
    if (chinese_refused) params.lang = Lang::En;
    const ShellTexts& t = shell_texts(params.lang);
    // A language the preferences name that is none of ours is said once, and the locale's used.
    std::optional<std::string> bad_lang;
    if (const auto stored = prefs.get("lang"); !options.lang && stored && !lang_from_name(*stored))
        bad_lang = fill(t.prefs_bad_lang, {{"value", *stored}});
    // A pipe neither reads nor sets aside the records (a damaged file waits for the player).
    RecordStore records(interactive ? RecordStore::default_path() : std::nullopt);
    StoredRecords keeper(records);
    const std::optional<LoadProblem> records_problem = records.load();
    Session session(game, params, interactive ? &keeper : nullptr);
    if (records_problem)
        session.note(file_problem(*records_problem, t.records_unreadable, t.records_stuck));
    if (prefs_problem)
        session.note(file_problem(*prefs_problem, t.prefs_unreadable, t.prefs_stuck));
    if (bad_lang) session.note(*bad_lang);
    if (chinese_refused) session.note(std::string(base::no_chinese_note()));
    if (!lang_problem.empty()) session.note(fill(t.prefs_unsaved, {{"problem", lang_problem}}));
    if (!interactive) return play_scripted(session, io, {});

    SaveStore saves(options.game, SaveStore::default_path(options.game));
    bool offered = false;
    if (!options.custom) {
        SaveStore::Loaded loaded = saves.load();
        if (loaded.problem)
            session.note(file_problem(*loaded.problem, t.save_unreadable, t.save_stuck));
        if (loaded.saved) {
            // A save the game refuses (a state of another size, a level its puzzle is not of)
            // is kept aside like a damaged one, and never offered.
            if (const base::Status fits = session.check_resume(*loaded.saved); !fits) {
                session.note(
                    file_problem(saves.refuse(fits.error()), t.save_unreadable, t.save_stuck));
            } else {
                session.offer_resume(*loaded.saved);
                offered = true;
            }
        }
    }
    PlayHooks hooks;
    hooks.on_preferences = [&](const Session& s) {
        std::string problem;
        for (auto& [name, value] : s.game().preferences()) {
            if (prefs.get(prefix + name) == value) continue;
            const base::Status saved = prefs.set(prefix + name, value);
            if (!saved) problem = saved.error();
        }
        return problem;
    };
    hooks.on_resume_declined = [&] {
        if (const base::Status removed = saves.remove(); !removed)
            session.note(fill(t.save_not_removed, {{"problem", removed.error()}}));
    };
    hooks.on_resume_failed = [&](const std::string& problem) {
        const LoadProblem kept = saves.refuse(problem);
        return kept.kept_as.empty() ? fill(t.save_kept_stuck, {{"problem", kept.problem}})
                                    : fill(t.save_kept, {{"path", kept.kept_as}});
    };
    hooks.can_save = [&](const SavedGame& progress) {
        SavedGame saved = progress;
        saved.saved_at = utc_now();  // as on_exit writes it
        return saves.check(saved);
    };
    hooks.on_exit = [&](const Session& s, Clock::time_point now) {
        std::vector<std::string> lines;
        if (std::optional<SavedGame> kept = s.game_to_save(now)) {
            SavedGame saved = std::move(*kept);
            saved.saved_at = utc_now();
            const base::Status done = saves.save(saved);
            lines.push_back(done ? std::string(s.text().saved)
                                 : fill(s.text().save_unsaved, {{"problem", done.error()}}));
        } else if (offered && !s.asking_resume()) {
            // The resumed game is over, or was declined.
            if (const base::Status removed = saves.remove(); !removed)
                lines.push_back(fill(s.text().save_not_removed, {{"problem", removed.error()}}));
        }
        return lines;
    };
    return play_interactive(session, io, caps, hooks);
}

}  // namespace ninegrid::shell
