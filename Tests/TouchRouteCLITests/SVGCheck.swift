import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An SVG file parsed with Foundation's XMLParser, which refuses anything that
/// is not well-formed XML: every element with its attributes, its text, and the
/// id of the panel group (`screen`, `near`, `timeline`…) it is drawn in.
struct SVGCheck {
    struct Element {
        let name: String
        let attributes: [String: String]
        var text = ""
        let panel: String?

        var classes: [String] { (attributes["class"] ?? "").split(separator: " ").map(String.init) }
    }

    private(set) var elements: [Element] = []

    init(_ text: String) throws {
        let collector = Collector()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = collector
        let parsed = parser.parse()
        #expect(parsed, "not well-formed: \(parser.parserError.map { "\($0)" } ?? "?") at line \(parser.lineNumber)")
        try #require(parsed)
        elements = collector.elements
    }

    /// The elements of `panel` that have `className` among their classes.
    func elements(in panel: String, withClass className: String) -> [Element] {
        elements.filter { $0.panel == panel && $0.classes.contains(className) }
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        private var open: [Int] = []
        private var panels: [String?] = []

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String]
        ) {
            let panel = name == "g" && attributes["id"] != nil ? attributes["id"] : panels.last ?? nil
            panels.append(panel)
            open.append(elements.count)
            elements.append(Element(name: name, attributes: attributes, panel: panel))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let index = open.last { elements[index].text += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
            panels.removeLast()
        }
    }
}
