import Foundation
import Testing
import TouchRoute

@testable import TouchRouteLayout

/// The schema table and the reader agree: every key the table lists is
/// accepted where it is listed (with its own example), a key it lists
/// nowhere is refused there, the recognizer parameters it explains are the
/// classes' own, and the article in the catalog is what the table makes.
@Suite struct LayoutSchemaTests {
    /// A flow mapping from `pairs`, with `key` set to `value` (replacing a
    /// pair of that key, or added last).
    static func mapping(_ pairs: [(String, String)], setting key: String? = nil, to value: String = "") -> String {
        var pairs = pairs
        if let key {
            if let index = pairs.firstIndex(where: { $0.0 == key }) {
                pairs[index].1 = value
            } else {
                pairs.append((key, value))
            }
        }
        return "{" + pairs.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + "}"
    }

    static let tapped = "{kind: tap, name: tapped}"

    /// A whole layout in which `key: value` stands in a mapping of `node`.
    static func layout(_ node: LayoutSchema.Node, _ key: String, _ value: String) -> String {
        func views(_ view: String) -> String { "views: [\(view)]\n" }
        let scroll: [(String, String)] = [
            ("type", "scroll"), ("name", "list"), ("frame", "[0, 0, 100, 100]"),
            ("subviews", "[{type: scroll, name: inner, frame: [0, 0, 10, 10]}]"), ("recognizers", "[\(tapped)]"),
        ]
        let pager: [(String, String)] = [("type", "pager"), ("name", "pager"), ("frame", "[0, 0, 800, 480]")]
        let nested: [(String, String)] = [
            ("type", "nested"), ("name", "slide"), ("frame", "[0, 0, 400, 400]"),
            (
                "pages",
                "[{type: scroll, name: feed0, rows: {count: 5, height: 64}}, {type: scroll, name: feedB, rows: {count: 5, height: 64}}]"
            ),
            ("recognizers", "[\(tapped)]"),
        ]
        let photo: [(String, String)] = [
            ("type", "scroll"), ("name", "photo"), ("frame", "[0, 0, 100, 100]"), ("zoom", "{minimum: 1, maximum: 4}"),
        ]
        let recognizer: [(String, String)] = [("kind", "tap"), ("name", "tapped")]
        switch node {
        case .document:
            let document = [("views", "[{type: view, name: box, frame: [0, 0, 10, 10]}]")]
            var text = ""
            for (name, value) in document where name != key { text += "\(name): \(value)\n" }
            return text + "\(key): \(value)\n"
        case .view:
            return views(
                mapping([("type", "view"), ("name", "box"), ("frame", "[0, 0, 10, 10]")], setting: key, to: value))
        case .scroll: return views(mapping(scroll, setting: key, to: value))
        case .pager: return views(mapping(pager, setting: key, to: value))
        case .nested: return views(mapping(nested, setting: key, to: value))
        case .rows:
            let rows = mapping([("count", "2"), ("height", "10")], setting: key, to: value)
            return views(mapping(scroll, setting: "rows", to: rows))
        case .zoom: return views(mapping(scroll, setting: "zoom", to: mapping([], setting: key, to: value)))
        case .remorsefulRule, .viewPagerRule, .gtkPanRule:
            let rule = node == .remorsefulRule ? "remorseful" : node == .viewPagerRule ? "view-pager" : "gtk-pan"
            let strategy = mapping([("rule", rule)], setting: key, to: value)
            return views(mapping(pager, setting: "strategy", to: strategy))
        case .scrollRecognizer: return views(mapping(scroll, setting: "pan", to: mapping([], setting: key, to: value)))
        case .recognizer:
            let recognizers = "[\(mapping(recognizer, setting: key, to: value)), {kind: tap, name: other}]"
            return views(mapping(photo, setting: "recognizers", to: recognizers))
        case .action:
            let action = mapping([], setting: key, to: value)
            return views(
                mapping(photo, setting: "recognizers", to: "[\(mapping(recognizer, setting: "action", to: action))]"))
        case .output:
            let output = mapping([("name", "left"), ("frame", "[0, 0, 400, 480]")], setting: key, to: value)
            return "size: [800, 480]\nviews: [{type: view, name: box, frame: [0, 0, 10, 10]}]\noutputs: [\(output)]\n"
        }
    }

    @Test(arguments: LayoutSchema.Node.allCases)
    func everyKeyTheTableListsIsAccepted(node: LayoutSchema.Node) throws {
        for key in LayoutSchema.keys(of: node) {
            let text = Self.layout(node, key.name, key.example)
            do {
                _ = try LayoutFile.parse(text, file: "schema.yaml").build()
            } catch {
                Issue.record("\(node).\(key.name): \(key.example) is refused: \(error)\n\(text)")
            }
        }
    }

    @Test(arguments: LayoutSchema.Node.allCases)
    func aKeyTheTableDoesNotListIsRefused(node: LayoutSchema.Node) throws {
        let text = Self.layout(node, "notInTheSchema", "1")
        let error = try #require(throws: LayoutError.self) { try LayoutFile.parse(text, file: "schema.yaml") }
        #expect(error.allErrors.contains { "\($0)".contains("unknown key 'notInTheSchema'") }, "\(error)")
    }

    @Test func theTableExplainsEveryRecognizerParameterAndNoOther() {
        let parameters = Set(BuiltInRecognizer.all.flatMap { $0.parameters.map(\.key) })
        let explained = Set(LayoutSchema.parameterMeanings.map(\.key))
        #expect(parameters == explained)
        // Each kind's parameters are accepted, as the reader takes them from the same table.
        for builtIn in BuiltInRecognizer.all {
            #expect(LayoutReader.parameterKeys(of: builtIn.kind) == builtIn.parameters.map(\.key))
        }
    }

    @Test func everyKeyHasAValueAMeaningAndAnExample() {
        for node in LayoutSchema.Node.allCases {
            let names = LayoutSchema.names(of: node)
            #expect(Set(names).count == names.count, "\(node) lists a key twice")
            for key in LayoutSchema.keys(of: node) {
                #expect(!key.value.isEmpty && !key.meaning.isEmpty && !key.example.isEmpty, "\(node).\(key.name)")
            }
        }
    }

    /// The catalog's article is what the table makes; after changing the
    /// table, write it again with
    /// `touchroute layout-schema > Sources/TouchRoute/TouchRoute.docc/LayoutSchema.md`.
    @Test func theArticleInTheCatalogIsWhatTheTableMakes() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let article = try String(
            contentsOf: root.appendingPathComponent("Sources/TouchRoute/TouchRoute.docc/LayoutSchema.md"),
            encoding: .utf8)
        #expect(
            article == LayoutSchema.article,
            "LayoutSchema.md is not what the table makes: run touchroute layout-schema > Sources/TouchRoute/TouchRoute.docc/LayoutSchema.md"
        )
    }
}
