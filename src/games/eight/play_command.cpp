// `ninegrid play` (and plain `ninegrid`): the game loop, full-screen in a terminal, plain in a
// pipe.
#include <csignal>
#include <cstdlib>
#include <iostream>
#include <random>
#include <string_view>

#include "base/args.hpp"
#include "base/text.hpp"
#include "games/eight/commands.hpp"
#include "games/eight/format.hpp"
#include "games/eight/play_session.hpp"
#include "games/eight/play_view.hpp"
#include "ninegrid/eight/board_text.hpp"
#include "ninegrid/eight/solvability.hpp"
#include "term/keys.hpp"
#include "term/screen.hpp"
#include "term/terminal.hpp"

namespace ninegrid::eight {

namespace {

// What the player asked for with a key that is not a character command.
std::optional<Action> action_for_key(const term::Key& key) {
    // Alt-w and the like are keys the game has no use for: like an unknown key they do nothing,
    // and above all they are neither a move nor Escape.
    if (key.alt) return std::nullopt;
    switch (key.type) {
        case term::KeyType::Char:
            return action_for_char(key.ch);
        case term::KeyType::Up:
            return slide_action(Move::Up);
        case term::KeyType::Down:
            return slide_action(Move::Down);
        case term::KeyType::Left:
            return slide_action(Move::Left);
        case term::KeyType::Right:
            return slide_action(Move::Right);
        case term::KeyType::Escape:
        case term::KeyType::CtrlC:
        case term::KeyType::CtrlD: {
            Action quit;
            quit.type = Action::Quit;
            return quit;
        }
        default:
            return std::nullopt;  // newlines separate scripted keys; unknown keys do nothing
    }
}

std::string bye(const PlaySession& session) {
    return fill(session.text().bye,
                {{"moves", count_moves(session.params().lang, session.game().moves())}});
}

void print_lines(std::ostream& out, const std::vector<std::string>& lines) {
    for (const std::string& l : lines)
        out << l << '\n';
}

// Scripted play: every byte of input is a key; plain text out, no escape codes.
int play_scripted(PlaySession& session, Io io) {
    const Messages& t0 = session.text();
    io.out << t0.title << '\n'
           << (session.params().tile_keys ? t0.tile_keys : t0.blank_keys) << '\n';
    print_lines(io.out, session.message());
    print_lines(io.out, render_plain(session, Clock::now()));
    term::KeyDecoder decoder;
    bool at_end = false;
    for (;;) {
        std::optional<term::Key> key = decoder.next(at_end);
        if (!key) {
            if (at_end) break;
            // One byte at a time, after showing everything so far: a program that drives the
            // game through a pipe sees the answer to each key before it sends the next.
            io.out.flush();
            const int c = io.in.get();
            if (c == std::char_traits<char>::eof()) {
                at_end = true;
            } else {
                const char byte = static_cast<char>(c);
                decoder.feed(&byte, 1);
            }
            continue;
        }
        const std::optional<Action> action = action_for_key(*key);
        if (!action) continue;
        const State before = session.game().board();
        const bool showing_help = session.showing_help();
        io.out << "\n> " << term::key_name(*key) << '\n';
        if (!session.apply(*action, Clock::now())) {
            io.out << bye(session) << '\n';
            return kExitOk;
        }
        bool printed = false;
        while (session.autoplaying()) {  // no animation in a pipe: the whole solution at once
            session.autoplay_step(Clock::now());
            print_lines(io.out, render_plain(session, Clock::now()));
            printed = true;
        }
        if (session.showing_help() && !showing_help) {
            io.out << session.text().help_title << ":\n";
            for (std::string_view h : session.text().help)
                io.out << "  " << h << '\n';
            session.apply(Action{}, Clock::now());  // printed: the next key is a key again
        }
        if (!printed &&
            (session.game().board() != before || action->type == Action::NewGame ||
             action->type == Action::SetDifficulty || action->type == Action::Restart)) {
            print_lines(io.out, render_plain(session, Clock::now()));
        }
        print_lines(io.out, session.message());
    }
    io.out << '\n' << session.text().end_of_input << '\n';
    return kExitOk;
}

// Full-screen play in a terminal in raw mode, restored on every way out.
int play_interactive(PlaySession& session, Io io, const term::Capabilities& caps) {
    term::install_signal_handlers();
    int exit_code = kExitOk;
    {
        term::RawMode raw(0);
        term::Screen screen(1);
        term::KeyReader reader(0);
        screen.enter();
        constexpr int kAnimationMs = 220;
        for (;;) {
            if (const int sig = term::pending_termination()) {
                exit_code = 128 + sig;
                break;
            }
            if (term::take_resize()) screen.invalidate();
            const term::Size size = screen.size();
            const auto now = Clock::now();
            screen.draw(render_screen(session, now, {caps.color, caps.utf8, size.cols, size.rows}));
            // Wake up for the animation, or when the clock shows the next second.
            int timeout = -1;
            if (session.autoplaying()) {
                timeout = kAnimationMs;
            } else if (session.clock_running()) {
                timeout = 1000 - static_cast<int>(session.elapsed(now).count() % 1000) + 5;
            }
            const term::ReadResult r = reader.read(timeout);
            if (r.status == term::ReadStatus::Timeout) {
                if (session.autoplaying()) session.autoplay_step(Clock::now());
                continue;
            }
            if (r.status == term::ReadStatus::Interrupted) continue;
            if (r.status == term::ReadStatus::EndOfInput) break;
            if (session.autoplaying()) {  // any key stops the solver
                session.stop_autoplay();
                continue;
            }
            if (r.key.type == term::KeyType::CtrlZ) {  // suspend like any terminal program
                std::raise(SIGTSTP);                   // the terminal layer restores and resumes
                continue;
            }
            const std::optional<Action> action = action_for_key(r.key);
            if (action && !session.apply(*action, Clock::now())) break;
        }
        screen.leave();
    }
    io.out << bye(session) << '\n';
    return exit_code;
}

}  // namespace

const std::vector<base::OptionSpec> kPlayOptions{
    {"difficulty", "LEVEL"}, {"seed", "N"},     {"start", "BOARD"}, {"goal", "BOARD"},
    {"tile-keys", ""},       {"lang", "en|zh"}, {"help", ""}};

int run_play(const std::vector<std::string>& raw, Io io) {
    const base::Args args(raw, kPlayOptions, "ninegrid play");
    if (args.has("help")) {
        io.out << help_text("play");
        return kExitOk;
    }
    if (!args.positionals().empty()) {
        throw base::UsageError("play takes no boards as words; give one with --start BOARD");
    }
    PlaySession::Params params;
    if (auto d = args.value("difficulty")) {
        const auto parsed = difficulty_from_name(*d);
        if (!parsed)
            throw base::UsageError("unknown difficulty '" + *d + "': use easy, medium or hard");
        params.difficulty = *parsed;
    }
    if (auto l = args.value("lang")) {
        const auto parsed = lang_from_name(*l);
        if (!parsed) throw base::UsageError("unknown language '" + *l + "': use en or zh");
        params.lang = *parsed;
    } else {
        params.lang = lang_from_environment();
    }
    if (auto seed = args.value("seed")) {
        const auto parsed = base::parse_count(*seed, 0xFFFFFFFFULL);
        if (!parsed)
            throw base::UsageError("seed '" + *seed +
                                   "' is not a whole number from 0 to 4294967295");
        params.seed = static_cast<std::uint32_t>(*parsed);
    } else {
        params.seed = std::random_device{}();
    }
    params.tile_keys = args.has("tile-keys");
    if (auto g = args.value("goal")) params.goal = board_argument(*g, "goal");
    if (auto s = args.value("start")) {
        params.start = board_argument(*s, "start board");
        if (!is_solvable(*params.start, params.goal)) {
            io.err << "ninegrid: the start board " << to_inline(*params.start)
                   << " cannot reach the goal " << to_inline(params.goal) << ": "
                   << parity_explanation(*params.start, params.goal) << '\n';
            return kExitNo;
        }
        if (*params.start == params.goal) {
            throw base::UsageError("the start board is already the goal: nothing to play");
        }
    }

    // Problems with the records file are reported in every mode; wins are recorded only when a
    // person plays in a terminal (a script's times and moves say nothing about a player).
    RecordStore records(default_records_path());
    const auto problem = records.load();
    const term::Capabilities caps = term::detect_capabilities(0, 1);
    // A terminal that cannot move the cursor (TERM unset or "dumb") gets the plain line mode.
    const bool interactive = io.terminal && caps.interactive && caps.addressable;
    PlaySession session(params, interactive ? &records : nullptr);
    if (problem) {
        session.note(problem->kept_as.empty()
                         ? fill(session.text().records_stuck, {{"problem", problem->problem}})
                         : fill(session.text().records_unreadable,
                                {{"problem", problem->problem}, {"path", problem->kept_as}}));
    }
    if (interactive) return play_interactive(session, io, caps);
    return play_scripted(session, io);
}

}  // namespace ninegrid::eight
