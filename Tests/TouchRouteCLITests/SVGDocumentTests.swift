import Testing

@testable import touchroute

@Suite struct SVGDocumentTests {
    @Test(arguments: [
        (3.0, "3"), (12.3456, "12.35"), (-0.001, "0"), (-7.5, "-7.5"), (0.1 + 0.2, "0.3"), (Double.nan, "0"),
    ])
    func numbersHaveAtMostTwoDecimalsAndNoTrailingZeros(value: Double, written: String) {
        #expect(SVGDocument.number(value) == written)
    }

    @Test func textAndAttributesAreEscapedAndReadBackUnchanged() throws {
        let odd = "list <1> & \"quoted\" 'single'"
        var svg = SVGDocument(width: 100, height: 50)
        svg.add("g", ["id": "panel"]) { svg in
            svg.add("text", ["x": 1.5, "y": 10, "data-name": odd], text: odd)
        }
        let check = try SVGCheck(svg.text)
        let text = try #require(check.elements.first { $0.name == "text" })
        #expect(text.text == odd)
        #expect(text.attributes["data-name"] == odd)
        #expect(text.panel == "panel")
    }

    @Test func charactersXMLCannotHoldAreReplacedSoTheFileStaysWellFormed() throws {
        let name = "bell\u{7}and\u{1}nul"
        var svg = SVGDocument(width: 10, height: 10)
        svg.add("text", ["data-name": name], text: name)
        let text = try #require(try SVGCheck(svg.text).elements.first { $0.name == "text" })
        #expect(text.text == "bell\u{FFFD}and\u{FFFD}nul")
        #expect(text.attributes["data-name"] == "bell\u{FFFD}and\u{FFFD}nul")
    }

    @Test func theSameDrawingGivesTheSameBytes() {
        func draw() -> String {
            var svg = SVGDocument(width: 20, height: 20)
            svg.add("polyline", ["points": SVGDocument.points([(0, 0), (1.234, 5.678)]), "fill": "none"])
            return svg.text
        }
        #expect(draw() == draw())
        #expect(draw().contains("<polyline points=\"0,0 1.23,5.68\" fill=\"none\"/>"))
    }
}
