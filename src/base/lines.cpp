// The bounded line reader: one byte at a time from the stream's buffer, keeping at most the limit.
#include "base/lines.hpp"

#include <cerrno>
#include <ios>
#include <system_error>

namespace ninegrid::base {

LineRead LineReader::next(std::string& line) {
    using Status = LineRead::Status;
    line.clear();
    LineRead result;
    if (over_) {
        result.status = error_ != 0 ? Status::Error : Status::End;
        result.error = error_;
        return result;
    }
    std::streambuf* buf = in_.rdbuf();
    bool too_long = false;
    bool any = false;  // a byte of this line was read
    int c = std::char_traits<char>::eof();
    try {
        while (buf != nullptr) {
            c = buf->sbumpc();
            if (c == std::char_traits<char>::eof() || c == '\n') break;
            any = true;
            // One byte more than the limit is kept: it may be the CR of a CR LF.
            if (too_long) continue;
            if (line.size() > max_) {
                too_long = true;
                line.clear();
                continue;
            }
            line.push_back(static_cast<char>(c));
        }
    } catch (const std::ios_base::failure& e) {  // a stream buffer that throws on a failed read
        error_ = e.code().category() == std::system_category() ? e.code().value() : EIO;
        c = std::char_traits<char>::eof();
    }
    if (c == std::char_traits<char>::eof()) {
        if (error_ == 0 && in_.bad()) error_ = EIO;
        if (error_ != 0 || !any) {
            over_ = true;
            line.clear();
            in_.setstate(error_ != 0 ? std::ios::badbit : std::ios::eofbit);
            result.status = error_ != 0 ? Status::Error : Status::End;
            result.error = error_;
            return result;
        }
    }
    result.number = ++number_;
    if (!too_long && !line.empty() && line.back() == '\r') line.pop_back();
    if (too_long || line.size() > max_) {
        line.clear();
        result.status = Status::TooLong;
        result.problem = "line " + std::to_string(result.number) + ": longer than " +
                         std::to_string(max_) + " bytes";
        return result;
    }
    result.status = Status::Line;
    return result;
}

}  // namespace ninegrid::base
