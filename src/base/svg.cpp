// SPDX-License-Identifier: MIT
// SVG output written by hand: no library, every string escaped.
#include "base/svg.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace ninegrid::base {

namespace {

std::string num(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", v);
    return buf;
}

}  // namespace

std::string xml_escape(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        switch (c) {
            case '&':
                out += "&amp;";
                break;
            case '<':
                out += "&lt;";
                break;
            case '>':
                out += "&gt;";
                break;
            case '"':
                out += "&quot;";
                break;
            case '\'':
                out += "&apos;";
                break;
            default:
                out += c;
        }
    }
    return out;
}

namespace {

constexpr Text kCannotWriteChart{"cannot write the chart to '{file}': {reason}",
                                 "无法把图表写入“{file}”：{reason}"};
constexpr Text kChartNotWritten{"the chart was not written: {problem}", "图表没有写出：{problem}"};

}  // namespace

std::string chart_cannot_write(std::string_view file, std::string_view reason, Lang lang) {
    return fill(kCannotWriteChart(lang),
                {{"file", std::string(file)}, {"reason", std::string(reason)}});
}

std::string chart_not_written(std::string_view problem, Lang lang) {
    return fill(kChartNotWritten(lang), {{"problem", std::string(problem)}});
}

std::vector<Text> svg_texts() {
    return {kCannotWriteChart, kChartNotWritten};
}

SvgWriter::SvgWriter(int width, int height) : width_(width), height_(height) {}

void SvgWriter::rect(double x, double y, double w, double h, std::string_view fill,
                     std::string_view tooltip) {
    body_ += "<rect x=\"" + num(x) + "\" y=\"" + num(y) + "\" width=\"" + num(w) + "\" height=\"" +
             num(h) + "\" fill=\"" + xml_escape(fill) + "\"";
    if (tooltip.empty()) {
        body_ += "/>\n";
    } else {
        body_ += "><title>" + xml_escape(tooltip) + "</title></rect>\n";
    }
}

void SvgWriter::line(double x1, double y1, double x2, double y2, std::string_view stroke,
                     double width, bool dashed) {
    body_ += "<line x1=\"" + num(x1) + "\" y1=\"" + num(y1) + "\" x2=\"" + num(x2) + "\" y2=\"" +
             num(y2) + "\" stroke=\"" + xml_escape(stroke) + "\" stroke-width=\"" + num(width) +
             "\"" + (dashed ? " stroke-dasharray=\"4 3\"" : "") + "/>\n";
}

void SvgWriter::text(double x, double y, std::string_view content, Anchor anchor, int size,
                     bool bold, int rotate) {
    static constexpr const char* kAnchors[] = {"start", "middle", "end"};
    body_ += "<text x=\"" + num(x) + "\" y=\"" + num(y) + "\" font-size=\"" + std::to_string(size) +
             "\" text-anchor=\"" + kAnchors[static_cast<int>(anchor)] + "\"";
    if (bold) body_ += " font-weight=\"bold\"";
    if (rotate != 0) {
        body_ +=
            " transform=\"rotate(" + std::to_string(rotate) + " " + num(x) + " " + num(y) + ")\"";
    }
    body_ += ">" + xml_escape(content) + "</text>\n";
}

std::string SvgWriter::str() const {
    const std::string w = std::to_string(width_);
    const std::string h = std::to_string(height_);
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" +
           w + "\" height=\"" + h + "\" viewBox=\"0 0 " + w + " " + h +
           "\" font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\">\n"
           "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n" +
           body_ + "</svg>\n";
}

LogPlot::LogPlot(SvgWriter& svg, double left, double top, double width, double height,
                 double smallest, double largest)
    : svg_(svg),
      left_(left),
      top_(top),
      width_(width),
      height_(height),
      low_(static_cast<int>(std::floor(std::log10(smallest)))),
      high_(std::max(low_ + 1, static_cast<int>(std::ceil(std::log10(largest))))) {}

double LogPlot::y(double v) const {
    const double f =
        v <= std::pow(10.0, low_) ? 0 : (std::log10(v) - low_) / static_cast<double>(high_ - low_);
    return top_ + height_ * (1 - f);
}

void LogPlot::grid(std::string_view axis_title, const std::function<std::string(double)>& label) {
    for (int d = low_; d <= high_; ++d) {
        const double power = std::pow(10.0, d);
        const double at = y(power);
        svg_.line(left_, at, left_ + width_, at, "#dddddd", 1, d > low_);
        svg_.text(left_ - 8, at + 4, label(power), SvgWriter::Anchor::End, 11);
    }
    svg_.text(22, top_ + height_ / 2, axis_title, SvgWriter::Anchor::Middle, 12, false, -90);
}

void LogPlot::axes() {
    svg_.line(left_, top_ + height_, left_ + width_, top_ + height_, "#333333");
    svg_.line(left_, top_, left_, top_ + height_, "#333333");
}

std::string LogPlot::decade_label(double power) {
    const int d = static_cast<int>(std::lround(std::log10(power)));
    return d < 4 && d >= 0 ? std::to_string(static_cast<long long>(std::llround(power)))
                           : "1e" + std::to_string(d);
}

}  // namespace ninegrid::base
