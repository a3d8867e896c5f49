// SPDX-License-Identifier: MIT
// The chart writer's messages and its escaping.
#include "base/svg.hpp"

#include "support/catch.hpp"
#include "support/text.hpp"
#include "support/texts.hpp"

using namespace ninegrid::base;
using support::contains;

TEST_CASE("the chart's messages say the same in both languages", "[svg]") {
    support::check_catalogue(svg_texts());
    CHECK(chart_cannot_write("out/c.svg", "No such file or directory", Lang::En) ==
          "cannot write the chart to 'out/c.svg': No such file or directory");
    CHECK(chart_not_written("disk full", Lang::Zh) == "图表没有写出：disk full");
}

TEST_CASE("an SVG escapes the text it is given", "[svg]") {
    CHECK(xml_escape("a<b & \"c\" 'd'>") == "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;");
    SvgWriter svg(10, 10);
    svg.text(1, 2, "<x>");
    const std::string out = svg.str();
    CHECK(out.find("&lt;x&gt;") != std::string::npos);
    CHECK(out.find("<x>") == std::string::npos);
}

TEST_CASE("a log plot spans the decades of its values and draws each decade once", "[svg]") {
    SvgWriter svg(200, 200);
    LogPlot plot(svg, 50, 10, 100, 100, 0.5, 2000);  // 0.1 .. 10000: five decades
    CHECK(plot.y(0.1) == 110);
    CHECK(plot.y(0.01) == 110);  // below the scale: on the axis
    CHECK(plot.y(10000) == 10);
    CHECK(plot.y(10) == Approx(70));  // two decades of five up
    plot.grid("nodes");
    plot.axes();
    const std::string out = svg.str();
    CHECK(contains(out, ">0.1<") == false);  // below 1 the default label is a power
    CHECK(contains(out, ">1e-1<"));
    CHECK(contains(out, ">1000<"));
    CHECK(contains(out, ">1e4<"));
    CHECK(contains(out, ">nodes<"));
    CHECK(LogPlot::decade_label(1) == "1");
    CHECK(LogPlot::decade_label(100000) == "1e5");
}

TEST_CASE("a log plot of values within one decade still spans one", "[svg]") {
    SvgWriter svg(10, 10);
    const LogPlot plot(svg, 0, 0, 10, 10, 1, 1);
    CHECK(plot.y(1) == 10);
    CHECK(plot.y(10) == 0);
}
