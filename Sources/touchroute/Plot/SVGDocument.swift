import TouchRoute

/// An SVG image built element by element, written as UTF-8 text.
///
/// Output is deterministic: attributes keep the order they are given in,
/// numbers are written with at most two decimals (a hundredth of a pixel is
/// below anything a renderer shows) and no trailing zeros, and text and
/// attribute values are escaped, so the same drawing always gives the same bytes.
struct SVGDocument {
    /// The canvas, in SVG user units (pixels at 100 %).
    let width: Double
    let height: Double
    private var body: [String] = []
    private var depth = 1

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    typealias Attributes = KeyValuePairs<String, any SVGValue>

    /// An element without content: `<line x1="0" … />`.
    mutating func add(_ name: String, _ attributes: Attributes) {
        append("<\(name)\(Self.written(attributes))/>")
    }

    /// An element holding text: `<text x="4" y="12">list1 y</text>`.
    mutating func add(_ name: String, _ attributes: Attributes, text: String) {
        append("<\(name)\(Self.written(attributes))>\(Self.escaped(text, quotes: false))</\(name)>")
    }

    /// An element holding others: the elements `content` adds go inside
    /// `<g …>…</g>` (or `<clipPath>`, `<defs>`).
    mutating func add(_ name: String, _ attributes: Attributes, content: (inout SVGDocument) -> Void) {
        append("<\(name)\(Self.written(attributes))>")
        depth += 1
        content(&self)
        depth -= 1
        append("</\(name)>")
    }

    /// A polyline's or polygon's `points` value: `x,y x,y …`.
    static func points(_ points: [(x: Double, y: Double)]) -> String {
        points.map { number($0.x) + "," + number($0.y) }.joined(separator: " ")
    }

    /// The whole document.
    var text: String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Self.number(width))" \
            height="\(Self.number(height))" viewBox="0 0 \(Self.number(width)) \(Self.number(height))">

            """
        for line in body {
            text += line
            text += "\n"
        }
        return text + "</svg>\n"
    }

    private mutating func append(_ line: String) {
        body.append(String(repeating: "  ", count: depth) + line)
    }

    private static func written(_ attributes: Attributes) -> String {
        attributes.map { " \($0.key)=\"\($0.value.svgWritten)\"" }.joined()
    }

    /// A number with at most two decimals and no trailing zeros; never `-0`,
    /// and `0` for what is not finite (which no drawing should contain).
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded() / 100
        return rounded == 0 ? "0" : rounded.compactDescription
    }

    /// `&`, `<` and `>` as entities, and in attributes both quotes too. Control
    /// characters XML 1.0 cannot hold at all become U+FFFD, so any view name
    /// gives a well-formed file.
    static func escaped(_ text: String, quotes: Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where quotes: result += "&quot;"
            case "'" where quotes: result += "&apos;"
            case "\t", "\n", "\r": result += quotes ? "&#\(scalar.value);" : String(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

/// What an attribute can hold: numbers are written by `SVGDocument.number`,
/// text is escaped.
protocol SVGValue {
    var svgWritten: String { get }
}

extension Double: SVGValue {
    var svgWritten: String { SVGDocument.number(self) }
}

extension Int: SVGValue {
    var svgWritten: String { String(self) }
}

extension String: SVGValue {
    var svgWritten: String { SVGDocument.escaped(self, quotes: true) }
}
