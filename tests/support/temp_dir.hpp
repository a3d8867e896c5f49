// SPDX-License-Identifier: MIT
// Scratch directories and small file helpers, so tests never touch the user's real files.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace support {

// A fresh directory under $TMPDIR (or /tmp), removed with everything in it when the object dies.
class TempDir {
  public:
    TempDir();
    ~TempDir();
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;

    const std::string& path() const noexcept { return path_; }
    // path() + "/" + relative
    std::string operator/(const std::string& relative) const { return path_ + "/" + relative; }

  private:
    std::string path_;
};

// The whole content of a file, or nothing when it cannot be read.
std::optional<std::string> read_file(const std::string& path);
// Creates or replaces a file (not its directories); throws std::runtime_error on failure.
void write_file(const std::string& path, const std::string& text);
bool path_exists(const std::string& path);
// The names in a directory, sorted; empty when it does not exist.
std::vector<std::string> list_directory(const std::string& path);

// Sets (value) or removes (nothing) an environment variable for as long as the object lives,
// then puts back what was there.
class ScopedEnv {
  public:
    ScopedEnv(std::string name, const std::optional<std::string>& value);
    ~ScopedEnv();
    ScopedEnv(const ScopedEnv&) = delete;
    ScopedEnv& operator=(const ScopedEnv&) = delete;

  private:
    std::string name_;
    std::optional<std::string> saved_;
};

}  // namespace support
