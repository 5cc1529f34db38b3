import TouchRoute
import TouchRouteStrokes

/// `touchroute evaluate --json`: one JSON document, a band to a line.
///
/// ```
/// {"seed":1,"perBand":24,"layout":"default","screen":{"width":800,"height":480},
///  "rates":[30,60,120,240],
///  "strategies":[{"name":"essay","rule":"remorseful","arbitration":"literal","decisionSampling":"samples"},…],
///  "bands":[
///   {"band":"horizontal 0–10°","kind":"horizontalDrag","intent":"page","angles":[0,10],
///    "cells":[{"strategy":"essay","rate":30,"correct":22,"total":24},…]},…],
///  "outcomes":[{"strategy":"essay","rate":30,"page":64,"scroll":168,"tap":72,"catch":96,"none":56},…],
///  "changes":[{"strategy":"essay","count":1,
///    "gestures":[{"band":"horizontal 20–30°","seed":"8231…","outcomes":["scroll","page","page","page"]}]},…],
///  "gestureBands":[
///   {"band":"long press","kind":"longPress","intent":"menu",
///    "cells":[{"column":"touchroute","rate":30,"correct":24,"total":24},…]},…],
///  "gestureChanges":[{"column":"touchroute","count":0,"gestures":[]},…]}
/// ```
///
/// Cells go column by column, each at every rate in `rates`' order; a
/// changed gesture's outcomes are in that order too. A gesture band's cells
/// leave out the anchors that publish no rule for it. Seeds are strings: a
/// 64-bit seed is beyond the integers a JSON number holds exactly (2^53).
struct EvaluationJSON {
    let suite: StrokeSuite
    let evaluation: SuiteEvaluation
    let arena: ArenaEvaluation
    /// "default", or the layout file.
    let layout: String

    var text: String {
        let rates = evaluation.rates
        let strategies = evaluation.strategies.map { strategy in
            Self.object([
                ("name", JSONLine.quoted(strategy.name)), ("rule", JSONLine.quoted(strategy.strategy.name.rawValue)),
                ("arbitration", JSONLine.quoted(strategy.arbitration.rawValue)),
                ("decisionSampling", JSONLine.quoted(strategy.decisionSampling.rawValue)),
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
            let cells = evaluation.strategies.flatMap { strategy in
                zip(rates, evaluation.tables).map { rate, table in
                    Self.cell(("strategy", strategy.name), rate, table.score(for: band, strategy: strategy.name))
                }
            }
            fields.append(("cells", Self.array(cells)))
            return Self.object(fields)
        }
        let outcomes = evaluation.strategies.flatMap { strategy in
            zip(rates, evaluation.tables).map { rate, table in
                Self.object(
                    [("strategy", JSONLine.quoted(strategy.name)), ("rate", rate.hertz.compactDescription)]
                        + StrokeOutcome.allCases.map {
                            ($0.rawValue, "\(table.count(of: $0, strategy: strategy.name))")
                        })
            }
        }
        let changes = evaluation.strategies.map { strategy in
            Self.changes(("strategy", strategy.name), evaluation.rateDependentStrokes(strategy: strategy.name))
        }
        let arenaBands = arena.suite.bands.map { band in
            let cells = arena.columns.flatMap { column in
                rates.compactMap { rate in
                    arena.score(for: band, column: column, at: rate).map { Self.cell(("column", column), rate, $0) }
                }
            }
            return Self.object([
                ("band", JSONLine.quoted(band.description)), ("kind", JSONLine.quoted(band.rawValue)),
                ("intent", JSONLine.quoted(band.intent.rawValue)), ("cells", Self.array(cells)),
            ])
        }
        let arenaChanges = arena.columns.map { Self.changes(("column", $0), arena.rateDependentStrokes(column: $0)) }
        let screen = Self.object([
            ("width", suite.screen.width.compactDescription), ("height", suite.screen.height.compactDescription),
        ])
        return "{"
            + [
                "\"seed\":\(suite.seed)", "\"perBand\":\(suite.perBand)", "\"layout\":\(JSONLine.quoted(layout))",
                "\"screen\":\(screen)",
                "\"rates\":" + Self.array(rates.map { $0.hertz.compactDescription }),
                "\"strategies\":" + Self.array(strategies),
                "\"bands\":[\n" + bands.joined(separator: ",\n") + "\n]",
                "\"outcomes\":" + Self.array(outcomes),
                "\"changes\":[\n" + changes.joined(separator: ",\n") + "\n]",
                "\"gestureBands\":[\n" + arenaBands.joined(separator: ",\n") + "\n]",
                "\"gestureChanges\":[\n" + arenaChanges.joined(separator: ",\n") + "\n]",
            ].joined(separator: ",\n") + "}"
    }

    /// `{"strategy":"essay","rate":30,"correct":22,"total":24}`.
    private static func cell(_ column: (String, String), _ rate: ReportRate, _ score: ScoreTable.Score) -> String {
        object([
            (column.0, JSONLine.quoted(column.1)), ("rate", rate.hertz.compactDescription),
            ("correct", "\(score.correct)"), ("total", "\(score.total)"),
        ])
    }

    /// `{"strategy":"essay","count":1,"gestures":[{"band":…,"seed":"…","outcomes":[…]}]}`.
    private static func changes<Band, Outcome>(
        _ column: (String, String), _ strokes: [RateDependence<Band, Outcome>]
    ) -> String {
        let gestures = strokes.map { stroke in
            object([
                ("band", JSONLine.quoted(stroke.band.description)), ("seed", JSONLine.quoted("\(stroke.seed)")),
                ("outcomes", array(stroke.outcomes.map { JSONLine.quoted($0.rawValue) })),
            ])
        }
        return object([
            (column.0, JSONLine.quoted(column.1)), ("count", "\(strokes.count)"), ("gestures", array(gestures)),
        ])
    }

    /// `{"key":value,…}` from rendered JSON values, in order.
    private static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\(JSONLine.quoted($0.0)):\($0.1)" }.joined(separator: ",") + "}"
    }

    /// `[value,…]` from rendered JSON values.
    private static func array(_ values: [String]) -> String {
        "[" + values.joined(separator: ",") + "]"
    }
}
