import TouchRoute
import TouchRouteStrokes

/// `touchroute evaluate --json`: one JSON document, a band to a line.
///
/// ```
/// {"seed":1,"perBand":24,"layout":"default","screen":{"width":800,"height":480},
///  "strategies":[{"name":"essay","rule":"remorseful","arbitration":"literal"},…],
///  "bands":[
///   {"band":"horizontal 0–10°","kind":"horizontalDrag","intent":"page","angles":[0,10],
///    "cells":[{"strategy":"essay","correct":22,"total":24},…]},…],
///  "outcomes":[{"strategy":"essay","page":64,"scroll":168,"tap":72,"catch":96,"none":56},…],
///  "gestureBands":[
///   {"band":"long press","kind":"longPress","intent":"menu",
///    "cells":[{"column":"touchroute","correct":24,"total":24},{"column":"uikit",…},…]},…]}
/// ```
///
/// A gesture band's cells leave out the anchors that publish no rule for it.
struct EvaluationJSON {
    let suite: StrokeSuite
    let evaluation: SuiteEvaluation
    let arena: ArenaEvaluation
    /// "default", or the layout file.
    let layout: String

    var text: String {
        let table = evaluation.table
        let strategies = evaluation.strategies.map { strategy in
            Self.object([
                ("name", JSONLine.quoted(strategy.name)), ("rule", JSONLine.quoted(strategy.strategy.name.rawValue)),
                ("arbitration", JSONLine.quoted(strategy.arbitration.rawValue)),
            ])
        }
        let bands = suite.bands.map { band in
            var fields = [
                ("band", JSONLine.quoted(band.description)), ("kind", JSONLine.quoted(band.kind.rawValue)),
                ("intent", JSONLine.quoted(band.intent.rawValue)),
            ]
            if let angles = band.angles {
                fields.append(
                    ("angles", "[\(angles.lowerBound.compactDescription),\(angles.upperBound.compactDescription)]"))
            }
            if let bound = band.bound { fields.append(("bound", bound.compactDescription)) }
            let cells = table.strategies.map { strategy in
                let score = table.score(for: band, strategy: strategy)
                return Self.object([
                    ("strategy", JSONLine.quoted(strategy)), ("correct", "\(score.correct)"),
                    ("total", "\(score.total)"),
                ])
            }
            fields.append(("cells", "[" + cells.joined(separator: ",") + "]"))
            return Self.object(fields)
        }
        let outcomes = table.strategies.map { strategy in
            Self.object(
                [("strategy", JSONLine.quoted(strategy))]
                    + StrokeOutcome.allCases.map {
                        ($0.rawValue, "\(table.count(of: $0, strategy: strategy))")
                    })
        }
        let arenaBands = arena.suite.bands.map { band in
            let cells = arena.columns.compactMap { column in
                arena.score(for: band, column: column).map { score in
                    Self.object([
                        ("column", JSONLine.quoted(column)), ("correct", "\(score.correct)"),
                        ("total", "\(score.total)"),
                    ])
                }
            }
            return Self.object([
                ("band", JSONLine.quoted(band.description)), ("kind", JSONLine.quoted(band.rawValue)),
                ("intent", JSONLine.quoted(band.intent.rawValue)), ("cells", "[" + cells.joined(separator: ",") + "]"),
            ])
        }
        let screen = Self.object([
            ("width", suite.screen.width.compactDescription), ("height", suite.screen.height.compactDescription),
        ])
        return "{"
            + [
                "\"seed\":\(suite.seed)", "\"perBand\":\(suite.perBand)", "\"layout\":\(JSONLine.quoted(layout))",
                "\"screen\":\(screen)",
                "\"strategies\":[" + strategies.joined(separator: ",") + "]",
                "\"bands\":[\n" + bands.joined(separator: ",\n") + "\n]",
                "\"outcomes\":[" + outcomes.joined(separator: ",") + "]",
                "\"gestureBands\":[\n" + arenaBands.joined(separator: ",\n") + "\n]",
            ].joined(separator: ",\n") + "}"
    }

    /// `{"key":value,…}` from rendered JSON values, in order.
    private static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\(JSONLine.quoted($0.0)):\($0.1)" }.joined(separator: ",") + "}"
    }
}
