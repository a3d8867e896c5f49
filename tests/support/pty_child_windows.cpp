// SPDX-License-Identifier: MIT
// PtyChild on Windows: there are no pseudo-terminals (a ConPTY is not one a test can drive the
// same way), so ok() is false and the tests that need one say so and check nothing.
#include <stdexcept>

#include "support/pty_child.hpp"

namespace support {

PtyChild::PtyChild(int, int) : problem_("no pseudo-terminals on Windows") {}

PtyChild::~PtyChild() = default;

void PtyChild::start(const std::string&, const std::vector<std::string>&,
                     const std::vector<std::string>&) {
    throw std::runtime_error(problem_);
}

bool PtyChild::wait_for(const std::string&, std::chrono::milliseconds) {
    return false;
}

void PtyChild::type(const std::string&) {}

void PtyChild::resize(int, int) {}

void PtyChild::send_signal(int) {}

void PtyChild::close_master() {}

PtyChild::Exit PtyChild::wait_exit(std::chrono::milliseconds) {
    return Exit{};
}

}  // namespace support
