// SPDX-License-Identifier: MIT
// run_program on Windows: CreateProcessW with standard streams redirected to temporary files
// deleted on close, in a job that a time limit kills whole.
#include <windows.h>

#include <algorithm>
#include <cwctype>
#include <stdexcept>

#include "support/run_program.hpp"

namespace support {
namespace {

std::wstring widen(const std::string& text) {
    if (text.empty()) return {};
    const int size = static_cast<int>(text.size());
    const int n = ::MultiByteToWideChar(CP_UTF8, 0, text.data(), size, nullptr, 0);
    std::wstring wide(static_cast<std::size_t>(n), L'\0');
    ::MultiByteToWideChar(CP_UTF8, 0, text.data(), size, &wide[0], n);
    return wide;
}

std::string narrow(const std::wstring& wide) {
    if (wide.empty()) return {};
    const int size = static_cast<int>(wide.size());
    const int n =
        ::WideCharToMultiByte(CP_UTF8, 0, wide.data(), size, nullptr, 0, nullptr, nullptr);
    std::string text(static_cast<std::size_t>(n), '\0');
    ::WideCharToMultiByte(CP_UTF8, 0, wide.data(), size, &text[0], n, nullptr, nullptr);
    return text;
}

std::string error_text(const std::string& what) {
    return what + " failed (Windows error " + std::to_string(::GetLastError()) + ")";
}

// Variable names are case-insensitive on Windows. Entries such as "=C:=C:\dir" (the current
// folder of each drive) have a name starting with '='.
std::string variable_name(const std::string& word) {
    std::string name = word.substr(0, word.find('=', 1));
    std::transform(name.begin(), name.end(), name.begin(), [](char c) {
        return c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c;
    });
    return name;
}

class Handle {
  public:
    explicit Handle(HANDLE h = nullptr) noexcept : h_(h) {}
    ~Handle() {
        if (h_ != nullptr && h_ != INVALID_HANDLE_VALUE) ::CloseHandle(h_);
    }
    Handle(const Handle&) = delete;
    Handle& operator=(const Handle&) = delete;
    HANDLE get() const noexcept { return h_; }

  private:
    HANDLE h_;
};

// A temporary file that the system deletes when its last handle closes, even if the test
// crashes; its handle is inheritable, so it can be a child's standard stream.
class TempFile {
  public:
    TempFile() {
        wchar_t dir[MAX_PATH + 1];
        wchar_t path[MAX_PATH + 1];
        if (::GetTempPathW(MAX_PATH + 1, dir) == 0 || ::GetTempFileNameW(dir, L"ngt", 0, path) == 0)
            throw std::runtime_error(error_text("making a temporary file"));
        SECURITY_ATTRIBUTES inherit{sizeof(SECURITY_ATTRIBUTES), nullptr, TRUE};
        file_ = ::CreateFileW(path, GENERIC_READ | GENERIC_WRITE,
                              FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, &inherit,
                              CREATE_ALWAYS, FILE_ATTRIBUTE_TEMPORARY | FILE_FLAG_DELETE_ON_CLOSE,
                              nullptr);
        if (file_ == INVALID_HANDLE_VALUE) {
            ::DeleteFileW(path);
            throw std::runtime_error(error_text("opening a temporary file"));
        }
    }
    ~TempFile() { ::CloseHandle(file_); }
    TempFile(const TempFile&) = delete;
    TempFile& operator=(const TempFile&) = delete;

    HANDLE handle() const noexcept { return file_; }

    void write_all(const std::string& data) {
        std::size_t done = 0;
        while (done < data.size()) {
            DWORD n = 0;
            const DWORD chunk =
                static_cast<DWORD>(std::min<std::size_t>(data.size() - done, 1U << 20));
            if (!::WriteFile(file_, data.data() + done, chunk, &n, nullptr) || n == 0)
                throw std::runtime_error(error_text("writing a temporary file"));
            done += n;
        }
        rewind();
    }

    std::string read_all() const {
        rewind();
        std::string data;
        char buf[65536];
        DWORD n = 0;
        while (::ReadFile(file_, buf, sizeof buf, &n, nullptr) && n > 0)
            data.append(buf, n);
        return data;
    }

  private:
    void rewind() const { ::SetFilePointer(file_, 0, nullptr, FILE_BEGIN); }

    HANDLE file_ = INVALID_HANDLE_VALUE;
};

// One argument as the C runtime's command-line parser (CommandLineToArgvW's rules) reads it back.
std::wstring quoted(const std::wstring& arg) {
    if (!arg.empty() && arg.find_first_of(L" \t\n\v\"") == std::wstring::npos) return arg;
    std::wstring out = L"\"";
    std::size_t backslashes = 0;
    for (const wchar_t c : arg) {
        if (c == L'\\') {
            ++backslashes;
            continue;
        }
        // Backslashes are literal unless a quote follows them: then each is doubled.
        out.append(c == L'"' ? 2 * backslashes + 1 : backslashes, L'\\');
        backslashes = 0;
        out.push_back(c);
    }
    out.append(2 * backslashes, L'\\');
    out.push_back(L'"');
    return out;
}

}  // namespace

std::vector<std::string> environment_with(const std::vector<std::string>& changes) {
    std::vector<std::string> env;
    if (wchar_t* block = ::GetEnvironmentStringsW()) {
        for (const wchar_t* e = block; *e != L'\0'; e += std::wcslen(e) + 1)
            env.push_back(narrow(e));
        ::FreeEnvironmentStringsW(block);
    }
    // In order, so a later change to the same variable wins.
    for (const std::string& c : changes) {
        const std::string name = variable_name(c);
        env.erase(
            std::remove_if(env.begin(), env.end(),
                           [&name](const std::string& w) { return variable_name(w) == name; }),
            env.end());
        if (c.find('=') != std::string::npos) env.push_back(c);
    }
    // CreateProcessW wants the block sorted by name, case-insensitively.
    std::stable_sort(env.begin(), env.end(), [](const std::string& a, const std::string& b) {
        return variable_name(a) < variable_name(b);
    });
    return env;
}

ProgramResult run_program(const std::string& program, const std::vector<std::string>& args,
                          const std::string& input, std::chrono::milliseconds limit,
                          const std::vector<std::string>& env_changes) {
    TempFile in, out, err;
    in.write_all(input);

    std::wstring command_line = quoted(widen(program));
    for (const std::string& a : args)
        command_line += L" " + quoted(widen(a));
    std::wstring environment;
    for (const std::string& e : environment_with(env_changes)) {
        environment += widen(e);
        environment.push_back(L'\0');
    }
    environment.push_back(L'\0');

    // The job takes the program and whatever it starts: a time limit ends them all.
    Handle job(::CreateJobObjectW(nullptr, nullptr));
    if (job.get() == nullptr) throw std::runtime_error(error_text("CreateJobObjectW"));
    JOBOBJECT_EXTENDED_LIMIT_INFORMATION limits{};
    limits.BasicLimitInformation.LimitFlags = JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE;
    ::SetInformationJobObject(job.get(), JobObjectExtendedLimitInformation, &limits, sizeof limits);

    STARTUPINFOW startup{};
    startup.cb = sizeof startup;
    startup.dwFlags = STARTF_USESTDHANDLES;
    startup.hStdInput = in.handle();
    startup.hStdOutput = out.handle();
    startup.hStdError = err.handle();
    PROCESS_INFORMATION process{};
    if (!::CreateProcessW(nullptr, &command_line[0], nullptr, nullptr, TRUE,
                          CREATE_SUSPENDED | CREATE_UNICODE_ENVIRONMENT | CREATE_NO_WINDOW,
                          &environment[0], nullptr, &startup, &process)) {
        throw std::runtime_error(error_text("could not execute " + program + ": CreateProcessW"));
    }
    Handle process_handle(process.hProcess);
    Handle thread_handle(process.hThread);
    ::AssignProcessToJobObject(job.get(), process.hProcess);
    ::ResumeThread(process.hThread);

    ProgramResult result;
    const auto ms = limit.count() < 0 ? 0 : limit.count();
    const DWORD wait =
        ms >= static_cast<long long>(INFINITE) ? INFINITE - 1 : static_cast<DWORD>(ms);
    if (::WaitForSingleObject(process.hProcess, wait) == WAIT_TIMEOUT) {
        ::TerminateJobObject(job.get(), 1);
        ::TerminateProcess(process.hProcess, 1);
        ::WaitForSingleObject(process.hProcess, INFINITE);
        result.timed_out = true;
    } else {
        DWORD code = 0;
        if (::GetExitCodeProcess(process.hProcess, &code))
            result.exit_code = static_cast<int>(code);
    }
    result.out = out.read_all();
    result.err = err.read_all();
    return result;
}

ProgramResult run_script(const std::string&, const std::string& program, const std::string&,
                         std::chrono::milliseconds, const std::vector<std::string>&) {
    throw std::runtime_error("run_script: no /bin/sh on Windows to run a script with " + program +
                             " (tag the test [posix])");
}

}  // namespace support
