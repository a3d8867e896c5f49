// SPDX-License-Identifier: MIT
// The Windows console's input records made into keys: tested here with synthetic events, on every
// platform, since no terminal (and not wine) can deliver a console's mouse or resize events.
#include <vector>

#include "support/catch.hpp"
#include "term/keys.hpp"

using ninegrid::os::ConsoleEvent;
using ninegrid::term::ConsoleInput;
using ninegrid::term::ConsoleTranslator;
using ninegrid::term::Key;
using ninegrid::term::KeyType;
using ninegrid::term::MouseButton;
namespace con = ninegrid::os::console;

namespace {

ConsoleEvent key_down(std::uint16_t vk, char16_t unit = 0, std::uint32_t modifiers = 0) {
    ConsoleEvent e;
    e.kind = ConsoleEvent::Kind::Key;
    e.key_down = true;
    e.virtual_key = vk;
    e.unit = unit;
    e.modifiers = modifiers;
    return e;
}

ConsoleEvent mouse(std::uint32_t buttons, std::uint32_t flags, int col, int row) {
    ConsoleEvent e;
    e.kind = ConsoleEvent::Kind::Mouse;
    e.buttons = buttons;
    e.mouse_flags = flags;
    e.col = col;
    e.row = row;
    return e;
}

Key only_key(ConsoleTranslator& t, const ConsoleEvent& e) {
    const ConsoleInput in = t.translate(e);
    REQUIRE(in.key.has_value());
    CHECK_FALSE(in.resize);
    return *in.key;
}

Key mouse_key(MouseButton button, bool release, int row, int col) {
    Key k;
    k.type = KeyType::Mouse;
    k.button = button;
    k.release = release;
    k.row = row;
    k.col = col;
    return k;
}

Key char_key(char32_t ch, bool alt = false) {
    Key k;
    k.type = KeyType::Char;
    k.ch = ch;
    k.alt = alt;
    return k;
}

}  // namespace

TEST_CASE("console keys by virtual-key code: arrows, editing keys, Enter, Tab, Escape at once",
          "[term][console]") {
    ConsoleTranslator t;
    const std::vector<std::pair<std::uint16_t, KeyType>> keys{
        {con::kVkUp, KeyType::Up},         {con::kVkDown, KeyType::Down},
        {con::kVkLeft, KeyType::Left},     {con::kVkRight, KeyType::Right},
        {con::kVkHome, KeyType::Home},     {con::kVkEnd, KeyType::End},
        {con::kVkPrior, KeyType::PageUp},  {con::kVkNext, KeyType::PageDown},
        {con::kVkInsert, KeyType::Insert}, {con::kVkDelete, KeyType::Delete},
        {con::kVkReturn, KeyType::Enter},  {con::kVkBack, KeyType::Backspace},
        {con::kVkTab, KeyType::Tab},       {con::kVkEscape, KeyType::Escape},
        {con::kVkF1, KeyType::Unknown},    {con::kVkF24, KeyType::Unknown}};
    for (const auto& [vk, type] : keys) {
        INFO("virtual key " << vk);
        // The console gives Enter '\r', Escape 27 and Tab '\t' as units too: the code decides.
        const char16_t unit = vk == con::kVkReturn ? u'\r' : vk == con::kVkEscape ? 27 : 0;
        CHECK(only_key(t, key_down(vk, unit)).type == type);
    }
    // With modifiers: Ctrl-Right is Right, as ESC [ 1 ; 5 C is; Shift-Tab is BackTab.
    CHECK(only_key(t, key_down(con::kVkRight, 0, con::kLeftCtrl | con::kEnhanced)).type ==
          KeyType::Right);
    CHECK(only_key(t, key_down(con::kVkUp, 0, con::kShift)).type == KeyType::Up);
    CHECK(only_key(t, key_down(con::kVkTab, u'\t', con::kShift)).type == KeyType::BackTab);
}

TEST_CASE("console characters: letters, CJK, a surrogate pair, Alt and AltGr", "[term][console]") {
    ConsoleTranslator t;
    CHECK(only_key(t, key_down(0x57, u'w')) == char_key(U'w'));
    CHECK(only_key(t, key_down(0x57, u'W', con::kShift)) == char_key(U'W'));
    CHECK(only_key(t, key_down(0, u'九')) == char_key(U'九'));
    // Alt-w: the character with alt; AltGr (right Alt + left Ctrl) types '@' plainly.
    CHECK(only_key(t, key_down(0x57, u'w', con::kLeftAlt)) == char_key(U'w', true));
    CHECK(only_key(t, key_down(0x51, u'@', con::kRightAlt | con::kLeftCtrl)) == char_key(U'@'));
    // U+1F600 comes as its two halves; the first makes nothing yet.
    CHECK_FALSE(t.translate(key_down(0, 0xD83D)).key.has_value());
    CHECK(only_key(t, key_down(0, 0xDE00)) == char_key(U'\U0001F600'));
    // A low half alone, or a high half followed by something else, is no character.
    CHECK(only_key(t, key_down(0, 0xDE00)).type == KeyType::Unknown);
    CHECK_FALSE(t.translate(key_down(0, 0xD83D)).key.has_value());
    CHECK(only_key(t, key_down(0x41, u'a')) == char_key(U'a'));
}

TEST_CASE("console control keys: Ctrl-C is a key, releases and modifiers alone are nothing",
          "[term][console]") {
    ConsoleTranslator t;
    CHECK(only_key(t, key_down(0x43, 3, con::kLeftCtrl)).type == KeyType::CtrlC);
    CHECK(only_key(t, key_down(0x44, 4, con::kLeftCtrl)).type == KeyType::CtrlD);
    CHECK(only_key(t, key_down(0x5A, 26, con::kRightCtrl)).type == KeyType::CtrlZ);
    CHECK(only_key(t, key_down(0x08, 127, con::kLeftCtrl)).type == KeyType::Backspace);
    CHECK(only_key(t, key_down(0x47, 7, con::kLeftCtrl)).type == KeyType::Unknown);
    for (const std::uint16_t vk : {con::kVkShift, con::kVkControl, con::kVkMenu}) {
        const ConsoleInput in = t.translate(key_down(vk));
        CHECK_FALSE(in.key.has_value());
        CHECK_FALSE(in.resize);
    }
    ConsoleEvent up = key_down(0x57, u'w');
    up.key_down = false;
    CHECK_FALSE(t.translate(up).key.has_value());
    // A held key's repeats, folded into one record, are counted.
    ConsoleEvent held = key_down(con::kVkLeft);
    held.repeat = 3;
    CHECK(t.translate(held).repeat == 3);
}

TEST_CASE("console mouse: press, release, drag, wheel, double click", "[term][console]") {
    ConsoleTranslator t;
    CHECK(only_key(t, mouse(con::kLeftButton, 0, 4, 2)) ==
          mouse_key(MouseButton::Left, false, 2, 4));
    // Dragging with the button held is a move, not a click.
    CHECK(only_key(t, mouse(con::kLeftButton, con::kMouseMoved, 5, 2)).type == KeyType::Unknown);
    CHECK(only_key(t, mouse(0, 0, 5, 2)) == mouse_key(MouseButton::Left, true, 2, 5));
    // A move with no button held: nothing at all.
    CHECK_FALSE(t.translate(mouse(0, con::kMouseMoved, 6, 2)).key.has_value());
    CHECK(only_key(t, mouse(con::kRightButton, 0, 0, 0)) ==
          mouse_key(MouseButton::Right, false, 0, 0));
    CHECK(only_key(t, mouse(0, 0, 0, 0)) == mouse_key(MouseButton::Right, true, 0, 0));
    CHECK(only_key(t, mouse(con::kMiddleButton, 0, 1, 1)) ==
          mouse_key(MouseButton::Middle, false, 1, 1));
    CHECK(only_key(t, mouse(0, 0, 1, 1)) == mouse_key(MouseButton::Middle, true, 1, 1));
    // The wheel: the high word is the signed step, positive away from the user.
    CHECK(only_key(t, mouse(0x00780000u, con::kMouseWheeled, 3, 3)) ==
          mouse_key(MouseButton::WheelUp, false, 3, 3));
    CHECK(only_key(t, mouse(0xFF880000u, con::kMouseWheeled, 3, 3)) ==
          mouse_key(MouseButton::WheelDown, false, 3, 3));
    CHECK(only_key(t, mouse(0x00780000u, con::kMouseHWheeled, 3, 3)) ==
          mouse_key(MouseButton::Other, false, 3, 3));
    // A double click: press, release, then the second press flagged as a double click.
    CHECK(only_key(t, mouse(con::kLeftButton, 0, 7, 1)).button == MouseButton::Left);
    CHECK(only_key(t, mouse(0, 0, 7, 1)).release);
    CHECK(only_key(t, mouse(con::kLeftButton, con::kDoubleClick, 7, 1)) ==
          mouse_key(MouseButton::Left, false, 1, 7));
}

TEST_CASE("a console resize is a resize, and other events are nothing", "[term][console]") {
    ConsoleTranslator t;
    ConsoleEvent resize;
    resize.kind = ConsoleEvent::Kind::Resize;
    resize.size = {100, 30};
    const ConsoleInput in = t.translate(resize);
    CHECK(in.resize);
    CHECK_FALSE(in.key.has_value());
    const ConsoleInput other = t.translate(ConsoleEvent{});
    CHECK_FALSE(other.resize);
    CHECK_FALSE(other.key.has_value());
}
