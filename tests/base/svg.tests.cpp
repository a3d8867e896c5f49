// The chart writer's messages and its escaping.
#include "base/svg.hpp"

#include "support/catch.hpp"
#include "support/texts.hpp"

using namespace ninegrid::base;

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
