// A minimal SVG writer: rectangles, lines and text, enough for ninegrid's charts.
#pragma once

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

}  // namespace ninegrid::base
