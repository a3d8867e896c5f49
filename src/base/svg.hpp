// SPDX-License-Identifier: MIT
// A minimal SVG writer: rectangles, lines and text, enough for ninegrid's charts.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "base/lang.hpp"

namespace ninegrid::base {

// The colours of a chart's series, in order (Tableau 10).
inline constexpr const char* kSeriesColors[] = {"#4e79a7", "#e15759", "#f28e2b", "#59a14f",
                                                "#b07aa1", "#76b7b2", "#edc948", "#9c755f",
                                                "#ff9da7", "#bab0ac", "#499894", "#d37295"};

// Text with &, <, >, " and ' escaped for XML.
std::string xml_escape(std::string_view text);

// "cannot write the chart to 'FILE': REASON" (a --svg file checked before a run), and "the
// chart was not written: PROBLEM" (after it), in `lang`; FILE is printed as given.
std::string chart_cannot_write(std::string_view file, std::string_view reason, Lang lang);
std::string chart_not_written(std::string_view problem, Lang lang);
// Both, for the tests that the two languages say the same.
std::vector<Text> svg_texts();

class SvgWriter {
  public:
    SvgWriter(int width, int height);

    // `tooltip`, if not empty, becomes the element's <title> (shown on hover).
    void rect(double x, double y, double w, double h, std::string_view fill,
              std::string_view tooltip = {});
    void line(double x1, double y1, double x2, double y2, std::string_view stroke, double width = 1,
              bool dashed = false);
    enum class Anchor { Start, Middle, End };
    void text(double x, double y, std::string_view content, Anchor anchor = Anchor::Start,
              int size = 12, bool bold = false, int rotate = 0);

    // The complete document.
    std::string str() const;

  private:
    int width_;
    int height_;
    std::string body_;
};

// A plot whose vertical axis is on a log scale of whole decades, 10^low at the bottom to 10^high
// at the top: the chart of the 8-puzzle's bench (bars) and of the 15-puzzle's (dots) alike.
class LogPlot {
  public:
    // The decades hold every value from `smallest` to `largest` (both positive), at least one.
    LogPlot(SvgWriter& svg, double left, double top, double width, double height, double smallest,
            double largest);

    // The height of `v`; a value at or below 10^low sits on the bottom axis.
    double y(double v) const;

    // Before the data: a line at each decade (dashed above the bottom), labelled on the left by
    // `label(10^d)`, and `axis_title` turned up the left side.
    void grid(std::string_view axis_title,
              const std::function<std::string(double)>& label = decade_label);
    // After the data: the bottom and left axes.
    void axes();

    // 1, 10, 100, 1000, then 1e4, 1e5 ...
    static std::string decade_label(double power);

  private:
    SvgWriter& svg_;
    double left_, top_, width_, height_;
    int low_, high_;
};

}  // namespace ninegrid::base
