// Small checks on text that many tests make.
#pragma once

#include <string>

namespace support {

inline bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

}  // namespace support
