// SPDX-License-Identifier: MIT
// Keys for the terminal layer's tests: short ways to write the keys expected, failure messages
// that name them ("Up", "q") instead of printing "{?}", and what a decoder makes of some bytes.
#pragma once

#include <chrono>
#include <initializer_list>
#include <string>
#include <thread>
#include <vector>

#include "support/catch.hpp"
#include "support/pipe.hpp"
#include "term/keys.hpp"

namespace Catch {
template <>
struct StringMaker<ninegrid::term::Key> {
    static std::string convert(const ninegrid::term::Key& key) {
        return ninegrid::term::key_name(key);
    }
};
}  // namespace Catch

namespace support {

inline ninegrid::term::Key key(ninegrid::term::KeyType type) {
    return ninegrid::term::Key{type, 0};
}
inline ninegrid::term::Key ch(char32_t c) {
    return ninegrid::term::Key{ninegrid::term::KeyType::Char, c};
}
inline ninegrid::term::Key alt(char32_t c) {
    return ninegrid::term::Key{ninegrid::term::KeyType::Char, c, true};
}
// A Mouse key at a cell counted from 0, as Key has it.
inline ninegrid::term::Key mouse(ninegrid::term::MouseButton button, bool release, int row,
                                 int col) {
    ninegrid::term::Key k{ninegrid::term::KeyType::Mouse, 0};
    k.button = button;
    k.release = release;
    k.row = row;
    k.col = col;
    return k;
}
inline ninegrid::term::Key press(ninegrid::term::MouseButton button, int row, int col) {
    return mouse(button, false, row, col);
}
inline ninegrid::term::Key release(ninegrid::term::MouseButton button, int row, int col) {
    return mouse(button, true, row, col);
}

inline std::vector<ninegrid::term::Key> keys(std::initializer_list<ninegrid::term::Key> list) {
    return std::vector<ninegrid::term::Key>(list);
}

// Every key the bytes make while more could still come, then (if `then_timeout`) what the
// leftovers make once no more bytes will.
inline std::vector<ninegrid::term::Key> decode(const std::string& bytes, bool then_timeout = true) {
    ninegrid::term::KeyDecoder decoder;
    decoder.feed(bytes.data(), bytes.size());
    std::vector<ninegrid::term::Key> found;
    while (auto k = decoder.next(false))
        found.push_back(*k);
    if (then_timeout) {
        while (auto k = decoder.next(true))
            found.push_back(*k);
    }
    return found;
}

// Checks that a reader on `read_fd` (with a 1 s escape delay) makes one Up of an arrow whose ESC
// comes 80 ms before the rest, as a slow link sends it, written to `write_fd` by another thread.
inline void check_split_arrow(int write_fd, int read_fd) {
    ninegrid::term::KeyReader reader(read_fd, 1000);
    bool written = false;
    std::thread terminal([write_fd, &written] {
        const bool esc = write_bytes(write_fd, "\x1b");
        std::this_thread::sleep_for(std::chrono::milliseconds(80));
        written = esc && write_bytes(write_fd, "[A");
    });
    const ninegrid::term::ReadResult r = reader.read(-1);
    terminal.join();
    REQUIRE(written);
    CHECK(r.status == ninegrid::term::ReadStatus::Key);
    CHECK(r.key == key(ninegrid::term::KeyType::Up));
    // Nothing is left behind: no '[' and no 'A'.
    CHECK(reader.read(100).status == ninegrid::term::ReadStatus::Timeout);
}

}  // namespace support
