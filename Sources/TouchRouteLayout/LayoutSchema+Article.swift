import TouchRoute

/// The schema article, `LayoutSchema.md` in the TouchRoute catalog, made from
/// the tables: `touchroute layout-schema` prints it, and `LayoutSchemaTests`
/// fails when the file in the repository is not what this makes.
extension LayoutSchema {
    /// The sections of the article: a node's title, the text before its table, and its keys.
    private static let sections: [(title: String, lead: String, node: Node)] = [
        (
            "The document",
            "A layout file is one mapping, in YAML or JSON. Lengths are points, or shares of the window where a view's geometry is given (`100vw` is the window's width, `50vh` half its height).",
            .document
        ),
        (
            "Every view",
            "Each item of `views`, `subviews`, a nested container's `header`, `hover` and `pages` is a view.",
            .view
        ),
        (
            "Scroll views", "A `scroll` or `pager` view takes these too; left out, each keeps `ScrollView`'s default.",
            .scroll
        ),
        ("Pagers", "A `pager` also takes these.", .pager),
        (
            "Nested containers",
            "A `nested` view takes these; it names its own parts `<name>.header`, `<name>.hover`, `<name>.pager` and `<name>.page<i>`, and manages its own scrolling, so it takes no scroll keys.",
            .nested
        ),
        ("Rows", "The mapping a scroll view's `rows` takes.", .rows),
        ("Zoom", "The mapping a scroll view's `zoom` takes.", .zoom),
        (
            "The remorseful rule", "A pager's `strategy` as a mapping, for the RemorsefulScrollView essay's rule.",
            .remorsefulRule
        ),
        ("The view-pager rule", "A pager's `strategy` as a mapping, for Android ViewPager's rule.", .viewPagerRule),
        ("The gtk-pan rule", "A pager's `strategy` as a mapping, for GTK's pan rule.", .gtkPanRule),
        (
            "A scroll view's own recognizers",
            "The mapping a scroll view's, pager's or nested container's `pan` and `pinch` take: the relationships of its own recognizers, `<name>.pan` and `<name>.pinch`, as a recognizer's keys of the same names.",
            .scrollRecognizer
        ),
        (
            "Recognizers",
            "Each item of a view's `recognizers`; each kind also takes its parameters, in the next section. Left out, each keeps the class's default.",
            .recognizer
        ),
        ("Actions", "The mapping a recognizer's `action` takes.", .action),
        (
            "Outputs",
            "Each item of `outputs`. A touchscreen goes to the first `--map` whose selector matches it, else the first output one of whose `devices` matches it, else the output its udev `WL_OUTPUT` names, else the whole window.",
            .output
        ),
    ]

    /// The article, as Markdown for DocC.
    public static var article: String {
        var lines = [
            "# Layout File Schema",
            "",
            "Every key a layout file takes, where it goes, and what it means.",
            "",
            "## Overview",
            "",
            "This article is made from the table the layout reader checks each key against",
            "(`LayoutSchema` in `TouchRouteLayout`), so a key listed here is accepted where it is",
            "listed, and a key listed nowhere is refused with an error that names its line.",
            "`touchroute layout-schema` prints it. <doc:LayoutFiles> shows the format at work.",
            "",
        ]
        for section in sections {
            lines += [
                "## \(section.title)", "", section.lead, "", "| key | value | meaning | example |", "|---|---|---|---|",
            ]
            for key in keys(of: section.node) {
                lines.append(
                    "| `\(key.name)` | \(cell(key.value)) | \(cell(key.meaning)) | `\(cell(key.example))` |")
            }
            lines.append("")
            if section.node == .recognizer { lines += parameterSection }
        }
        return lines.joined(separator: "\n")
    }

    /// The recognizer parameters: each key once, with the kinds that take it
    /// and each kind's default, as the classes hold them.
    private static var parameterSection: [String] {
        var lines = [
            "## Recognizer parameters",
            "",
            "The keys each kind of recognizer takes besides those above: every parameter its class registers",
            "(`BuiltInRecognizer.parameters`, which the C API's `tr_recognizer_parameter` reads too), under",
            "the same name. Defaults are the class's own.",
            "",
            "| key | kinds and defaults | value | meaning |",
            "|---|---|---|---|",
        ]
        var seen: [String] = []
        for builtIn in BuiltInRecognizer.all {
            for parameter in builtIn.parameters where !seen.contains(parameter.key) {
                seen.append(parameter.key)
                let kinds = BuiltInRecognizer.all.compactMap { other -> String? in
                    guard let own = other.parameter(parameter.key) else { return nil }
                    let value = own.value(of: other.make(name: "default")).map { defaultText($0, of: own) } ?? ""
                    return "\(other.kind.name) \(value)"
                }
                let meaning = parameterMeanings.first { $0.key == parameter.key }?.value ?? ""
                lines.append(
                    "| `\(parameter.key)` | \(kinds.joined(separator: ", ")) | \(valueText(of: parameter.key)) | \(cell(meaning)) |"
                )
            }
        }
        return lines + [""]
    }

    /// What the reader takes for the parameter `key`, in words: one text
    /// when every kind that has it takes the same, else each kind's.
    private static func valueText(of key: String) -> String {
        let texts = BuiltInRecognizer.all.compactMap { builtIn in
            builtIn.parameter(key).map { (kind: builtIn.kind.name, text: valueText(of: $0)) }
        }
        guard let first = texts.first else { return "" }
        if texts.allSatisfy({ $0.text == first.text }) { return first.text }
        return texts.map { "\($0.kind): \($0.text)" }.joined(separator: "; ")
    }

    /// What the reader takes for `parameter`, in words.
    private static func valueText(of parameter: RecognizerParameter) -> String {
        switch parameter.measure {
        case .count(let noun, let least, _):
            parameter.atLeast.map { "\(noun), from `\($0)` to 10" } ?? "\(noun), \(least) to 10"
        case .seconds: "seconds, more than 0, at most 60"
        case .points(_, let allowsZero): allowsZero ? "points, 0 or more" : "points, more than 0"
        case .pointsPerSecond: "points per second, 0 or more"
        case .radians(let allowsZero, let limit, _):
            "radians, \(allowsZero ? "from 0 to" : "more than 0, at most") \(limit.symbol) (\(limit.decimals))"
        case .directions: LayoutReader.directions.map { "`\($0.key)`" }.joined(separator: ", ") + ", or a list"
        case .edges: LayoutReader.edges.map { "`\($0.key)`" }.joined(separator: ", ") + ", or a list"
        }
    }

    /// A class's default for `parameter`, as the file would write it.
    private static func defaultText(_ value: Double, of parameter: RecognizerParameter) -> String {
        switch parameter.measure {
        case .directions:
            words(LayoutReader.directions, matching: SwipeDirection(rawValue: UInt8(value)))
        case .edges:
            words(LayoutReader.edges, matching: RectEdges(rawValue: UInt8(value)))
        case .radians:
            value.isFinite ? "\((value * 10_000).rounded() / 10_000)" : "∞"
        case .count:
            value.isFinite ? "\(Int(value))" : "no limit"
        default:
            value.isFinite ? value.compactDescription : "∞"
        }
    }

    /// The words of the options `set` holds, or `none`.
    private static func words<Option: OptionSet>(_ words: KeyValuePairs<String, Option>, matching set: Option) -> String
    where Option.Element == Option {
        let held = words.filter { !$0.value.isEmpty && set.isSuperset(of: $0.value) && $0.key != "all" }.map(\.key)
        return held.isEmpty ? "none" : held.joined(separator: "+")
    }

    /// Text for a table cell: a `|` would end the cell, so it is written
    /// `\|`, which Markdown tables read as a bar inside one.
    private static func cell(_ text: String) -> String {
        text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }
}
