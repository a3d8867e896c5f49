// The play session: turns actions into changes of the game and words for the player.
#include "games/eight/play_session.hpp"

#include <cstdio>

#include "term/terminal.hpp"

namespace ninegrid::eight {

namespace {

Action command(Action::Type t) {
    Action a;
    a.type = t;
    return a;
}

State first_start(const PlaySession::Params& p, Rng& rng) {
    return p.start ? *p.start : random_walk(p.goal, walk_length(p.difficulty), rng);
}

}  // namespace

Action slide_action(Move direction) {
    Action a;
    a.type = Action::Slide;
    a.direction = direction;
    return a;
}

Action action_for_char(char32_t c) {
    switch (c) {
        case 'w':
        case 'W':
            return slide_action(Move::Up);
        case 's':
        case 'S':
            return slide_action(Move::Down);
        case 'a':
        case 'A':
            return slide_action(Move::Left);
        case 'd':
        case 'D':
            return slide_action(Move::Right);
        case 'h':
        case 'H':
            return command(Action::Hint);
        case 'u':
        case 'U':
            return command(Action::Undo);
        case 'r':
        case 'R':
            return command(Action::Restart);
        case 'n':
        case 'N':
            return command(Action::NewGame);
        case 'p':
        case 'P':
            return command(Action::Autoplay);
        case 't':
        case 'T':
            return command(Action::ToggleKeys);
        case '?':
            return command(Action::Help);
        case 'q':
        case 'Q':
            return command(Action::Quit);
        case '1':
        case '2':
        case '3': {
            Action a = command(Action::SetDifficulty);
            a.difficulty = kAllDifficulties[static_cast<std::size_t>(c - '1')];
            return a;
        }
        default: {
            Action a = command(Action::Unknown);
            a.key = c < 0x20 || c == 0x7F ? "^" + std::string(1, static_cast<char>((c + 64) & 0x7F))
                                          : term::encode_utf8(c);
            return a;
        }
    }
}

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

PlaySession::PlaySession(const Params& params, RecordStore* records)
    : params_(params),
      records_(records),
      rng_(params.seed),
      table_(std::make_shared<DistanceTable>(params.goal)),
      game_(first_start(params_, rng_), table_) {
    announce();
}

std::string PlaySession::level_name() const {
    return std::string(params_.start
                           ? text().custom
                           : text().difficulty[static_cast<std::size_t>(params_.difficulty)]);
}

Move PlaySession::blank_move_for(Move key_direction) const {
    // With tile keys, the key names where a tile goes: the blank goes the other way.
    return params_.tile_keys ? opposite(key_direction) : key_direction;
}

std::string PlaySession::key_for(Move blank_move) const {
    static constexpr const char* kKeys[] = {"W", "S", "A", "D"};
    return kKeys[static_cast<std::size_t>(blank_move_for(blank_move))];
}

std::optional<std::string> PlaySession::best_text() const {
    if (!records_ || params_.start) return std::nullopt;
    const Records::Best& best = records_->records()[params_.difficulty];
    if (!best.over_par || !best.seconds) return std::nullopt;
    const auto ms = std::chrono::milliseconds(static_cast<long long>(*best.seconds * 1000));
    return fill(text().best_line, {{"difficulty", level_name()},
                                   {"over", count_moves(params_.lang, *best.over_par)},
                                   {"time", format_clock(ms)}});
}

std::chrono::milliseconds PlaySession::elapsed(Clock::time_point now) const {
    Clock::duration d{0};
    if (final_time_)
        d = *final_time_;
    else if (started_)
        d = now - *started_;
    return std::chrono::duration_cast<std::chrono::milliseconds>(d);
}

void PlaySession::announce() {
    message_.push_back(fill(text().new_puzzle,
                            {{"difficulty", level_name()}, {"par", std::to_string(game_.par())}}));
}

void PlaySession::new_game() {
    game_ = Game(first_start(params_, rng_), table_);
    started_.reset();
    final_time_.reset();
    assisted_ = false;
    autoplay_ = false;
    highlight_.reset();
    announce();
}

void PlaySession::on_move(Clock::time_point now) {
    highlight_.reset();
    if (!started_) started_ = now;
    if (!game_.solved()) return;
    final_time_ = now - *started_;
    const Messages& t = text();
    if (autoplay_) {  // the solver made the winning move
        autoplay_ = false;
        message_.push_back(
            fill(t.autoplay_done, {{"moves", count_moves(params_.lang, game_.moves())}}));
        return;
    }
    const int over = game_.moves() - game_.par();
    message_.push_back(fill(t.solved, {{"moves", count_moves(params_.lang, game_.moves())},
                                       {"par", std::to_string(game_.par())},
                                       {"time", format_clock(elapsed(now))},
                                       {"hints", count_hints(params_.lang, game_.hints())}}));
    message_.push_back(over == 0 ? std::string(t.optimal)
                                 : fill(t.over_par, {{"over", count_moves(params_.lang, over)}}));
    if (game_.hints() > 0 || assisted_ || params_.start) {
        if (!params_.start) message_.push_back(std::string(t.records_note));
        return;
    }
    if (!records_) return;
    std::string problem;
    const double seconds = std::chrono::duration<double>(*final_time_).count();
    if (records_->record_win(params_.difficulty, over, seconds, problem)) {
        message_.push_back(fill(t.new_record, {{"difficulty", level_name()}}));
    }
    if (!problem.empty()) message_.push_back(fill(t.records_unsaved, {{"problem", problem}}));
}

bool PlaySession::apply(const Action& action, Clock::time_point now) {
    message_.clear();
    const Messages& t = text();
    if (help_ && action.type != Action::Quit) {
        help_ = false;  // any key closes the help
        return true;
    }
    switch (action.type) {
        case Action::None:
            break;
        case Action::Slide: {
            if (game_.solved()) {
                message_.push_back(std::string(t.already_solved));
                break;
            }
            if (game_.move(blank_move_for(action.direction))) {
                on_move(now);
            } else {
                message_.push_back(
                    fill(t.cannot_move,
                         {{"dir",
                           std::string(t.direction[static_cast<std::size_t>(action.direction)])}}));
            }
            break;
        }
        case Action::Hint: {
            const std::optional<Hint> h = game_.solved() ? std::nullopt : game_.hint();
            if (!h) {
                message_.push_back(std::string(t.already_solved));
                break;
            }
            highlight_ = h->tile;
            // The tile slides the opposite way of the blank.
            const std::string dir(t.direction[static_cast<std::size_t>(opposite(h->move))]);
            message_.push_back(
                h->remaining == 0
                    ? fill(t.hint_last, {{"key", key_for(h->move)},
                                         {"tile", std::to_string(h->tile)},
                                         {"dir", dir}})
                    : fill(t.hint, {{"key", key_for(h->move)},
                                    {"tile", std::to_string(h->tile)},
                                    {"dir", dir},
                                    {"remaining", count_moves(params_.lang, h->remaining)}}));
            break;
        }
        case Action::Undo:
            if (game_.undo()) {
                highlight_.reset();
                final_time_.reset();
                message_.push_back(
                    fill(t.undone, {{"moves", count_moves(params_.lang, game_.moves())}}));
            } else {
                message_.push_back(std::string(t.nothing_to_undo));
            }
            break;
        case Action::Restart:
            // Hints and the solver's help stay with the puzzle: replaying what they showed is
            // not an unassisted win.
            game_.restart();
            started_.reset();
            final_time_.reset();
            highlight_.reset();
            message_.push_back(std::string(t.restarted));
            break;
        case Action::NewGame:
            params_.start.reset();
            new_game();
            break;
        case Action::SetDifficulty:
            params_.difficulty = action.difficulty;
            params_.start.reset();
            new_game();
            break;
        case Action::ToggleKeys:
            params_.tile_keys = !params_.tile_keys;
            message_.push_back(
                std::string(params_.tile_keys ? t.switched_tiles : t.switched_blank));
            break;
        case Action::Autoplay:
            if (game_.solved()) {
                message_.push_back(std::string(t.already_solved));
                break;
            }
            autoplay_ = true;
            assisted_ = true;
            highlight_.reset();
            message_.push_back(
                fill(t.autoplay_start, {{"moves", count_moves(params_.lang, game_.distance())}}));
            break;
        case Action::Help:
            help_ = true;
            break;
        case Action::Quit:
            return false;
        case Action::Unknown:
            message_.push_back(fill(t.unknown_key, {{"key", action.key}}));
            break;
    }
    return true;
}

void PlaySession::autoplay_step(Clock::time_point now) {
    const std::optional<Hint> next = game_.next_optimal();
    if (!autoplay_ || !next) {
        autoplay_ = false;
        return;
    }
    message_.clear();
    game_.move(next->move);
    on_move(now);
    if (autoplay_) {
        message_.push_back(
            fill(text().autoplay_start, {{"moves", count_moves(params_.lang, game_.distance())}}));
    }
}

void PlaySession::stop_autoplay() {
    if (!autoplay_) return;
    autoplay_ = false;
    message_.clear();
    message_.push_back(std::string(text().autoplay_stopped));
}

}  // namespace ninegrid::eight
