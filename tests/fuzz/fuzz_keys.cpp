// SPDX-License-Identifier: MIT
// Fuzz target: the key decoder fed in random chunks. It makes the same keys as from the bytes fed
// whole, never keeps more than a key's worth of bytes waiting, and once no more bytes are coming
// (the escape delay has passed, or the input ended) decides everything that waits, even when that
// happens between every two chunks. Mouse keys hold a cell inside the limits, and each used the
// six bytes or more that the shortest report has.
//
// The input: the data[0] % 8 bytes after it are chunk sizes (1 + b % 64, used in turn; none at all
// feeds byte by byte), the rest is what the terminal sends.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <vector>

#include "term/keys.hpp"

namespace {

using ninegrid::term::Key;
using ninegrid::term::KeyDecoder;
using ninegrid::term::KeyType;
using ninegrid::term::MouseButton;

// The fewest bytes a mouse report takes: ESC [ M and three (ESC [ < 0 ; 1 ; 1 M takes ten).
constexpr std::size_t kShortestMouseReport = 6;

// What a key may hold: a Char a character (no surrogate, no control), nothing else a code point;
// a Mouse key a cell from 0 to kMaxMouseCoordinate - 1 and a button (None only for a release),
// every other key none of the mouse fields.
void check_key(const Key& key) {
    if (key.type == KeyType::Char) {
        const char32_t c = key.ch;
        if (c < 0x20 || (c >= 0x7F && c < 0xA0) || (c >= 0xD800 && c <= 0xDFFF) || c > 0x10FFFF)
            std::abort();
    } else if (key.ch != 0 || key.alt) {
        std::abort();
    }
    if (key.type == KeyType::Mouse) {
        constexpr int kMax = ninegrid::term::kMaxMouseCoordinate;
        if (key.row < 0 || key.col < 0 || key.row >= kMax || key.col >= kMax) std::abort();
        if (key.button == MouseButton::None && !key.release) std::abort();
        if (key.button > MouseButton::Other) std::abort();
    } else if (key.button != MouseButton::None || key.release || key.row != 0 || key.col != 0) {
        std::abort();
    }
}

// Every key uses a byte or more, and a Mouse key a whole report.
void check_count(const std::vector<Key>& keys, std::size_t length) {
    std::size_t least = 0;
    for (const Key& key : keys)
        least += key.type == KeyType::Mouse ? kShortestMouseReport : 1;
    if (least > length) std::abort();
}

// Every key that the bytes fed so far make while more could still come; what waits stays bounded.
void take_keys(KeyDecoder& decoder, std::vector<Key>& keys) {
    while (const std::optional<Key> key = decoder.next(false)) {
        check_key(*key);
        keys.push_back(*key);
    }
    if (decoder.pending_bytes() >= ninegrid::term::kMaxKeyBytes) std::abort();
}

// No more bytes are coming: everything that waits is decided, none of it is left.
void take_rest(KeyDecoder& decoder, std::vector<Key>& keys) {
    while (const std::optional<Key> key = decoder.next(true)) {
        check_key(*key);
        keys.push_back(*key);
    }
    if (decoder.pending()) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const std::size_t sizes = std::min<std::size_t>(data[0] % 8u, size - 1);
    const std::uint8_t* chunk_sizes = data + 1;
    const char* bytes = reinterpret_cast<const char*>(data + 1 + sizes);
    const std::size_t length = size - 1 - sizes;

    std::vector<Key> whole;
    {
        KeyDecoder decoder;
        decoder.feed(bytes, length);
        take_keys(decoder, whole);
        take_rest(decoder, whole);
    }

    // The same bytes in chunks; then again with the escape delay passing after every chunk (a slow
    // link): other keys, but still nothing left waiting each time.
    std::vector<Key> chunked;
    std::vector<Key> delayed;
    KeyDecoder decoder;
    KeyDecoder slow;
    for (std::size_t done = 0, turn = 0; done < length; ++turn) {
        const std::size_t wanted = sizes == 0 ? 1 : 1 + chunk_sizes[turn % sizes] % 64u;
        const std::size_t n = std::min(wanted, length - done);
        decoder.feed(bytes + done, n);
        take_keys(decoder, chunked);
        slow.feed(bytes + done, n);
        take_keys(slow, delayed);
        take_rest(slow, delayed);
        done += n;
    }
    take_rest(decoder, chunked);

    if (chunked != whole) std::abort();
    check_count(whole, length);
    check_count(delayed, length);
    return 0;
}
