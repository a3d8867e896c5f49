// A minimal SVG writer: rectangles, lines and text, enough for ninegrid's charts.
#pragma once

#include <string>
#include <string_view>

namespace ninegrid::base {

// Text with &, <, >, " and ' escaped for XML.
std::string xml_escape(std::string_view text);

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
