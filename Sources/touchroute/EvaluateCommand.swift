import ArgumentParser
import TouchRoute
import TouchRouteLayout
import TouchRouteStrokes

/// `touchroute evaluate`: a seeded suite of human-like gestures, judged under
/// each direction strategy, as a table of scores by band.
struct EvaluateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "evaluate",
        abstract: "Score the pager's direction strategies on a seeded suite of human-like gestures.",
        discussion: """
            Makes --per-band gestures for each band (drags, fast drags and flicks at 0–45° off \
            either axis, taps, drift-back drags, two-finger drags and taps, and fingers put on a \
            list that glides or springs back). Each gesture's fingers are traced once, every \
            millisecond, and played at each of --rates as a panel scanning at that rate reports \
            them, so the rate is the only thing that differs. Each play is in a fresh layout, on \
            the virtual clock, under each strategy (essay: the 12/4 rule re-tested on every move, \
            judged at the reports alone; decide-once: the same rule, stopping once a list claims \
            the touch; viewpager; gtk-pan; default: the 12/4 rule with last-one-standing \
            arbitration; all but essay judged on the finger's path between reports). The trace \
            and the rows' tap counts tell whether the page turned, the list scrolled, a row was \
            tapped, moving content was caught, or nothing happened. A cell holds, for each rate, \
            the percent of the band's gestures that did what their user meant; "changes with \
            the rate" counts the gestures whose outcome is not the same at every rate. The same \
            seed gives the same table.

            With --layout, every pager (type: pager) in the file gets each strategy, and the \
            first pager starts on its middle page. The judging means something when the file \
            is like the default layout: a horizontal pager whose pages hold vertical lists of \
            tap rows under the middle of the window. Gestures are placed by the window's size, \
            away from its edges; a takeover by a horizontal scroll view counts as a page turn \
            and by a vertical one as a scroll; taps are aimed 8 pt inside the view under them; \
            the glide and spring set-ups flick and pull the list under the middle of the \
            window, which should start at its top.

            A second table scores the gesture bands at each rate: pinch or two-finger pan, \
            double tap or two taps apart in time or place, long press or slow drag, a swipe past \
            a zoomed photo's edge, an edge pan or a list drag from the edge zone. Each is played \
            through the router on a photo pager or an edge-pan list built in code (whatever \
            --layout says) and judged from the trace's gesture, decision and scroll records, and \
            is given to each anchor's published rule (uikit, android, flutter, gtk) on the same \
            reports, as the anchors apply their rules; "–" marks an anchor that publishes no rule \
            for the band.
            """
    )

    @OptionGroup var layoutFile: LayoutArgument

    @OptionGroup var reportRates: ReportRatesArgument

    /// The seed as written: read in `validate()`, so that a bad one gets a
    /// sentence of ours rather than the parser's generic one.
    @Option(
        name: .customLong("seed"), parsing: .unconditional,
        help: ArgumentHelp("The suite's seed: the same seed makes the same gestures.", valueName: "N"))
    var seedText = "1"

    /// The suite's seed, a whole number from 0 to 2^64 - 1 (`validate()` checked it).
    var seed: UInt64 { UInt64(seedText) ?? 1 }

    @Option(parsing: .unconditional, help: ArgumentHelp("Gestures made for each band.", valueName: "N"))
    var perBand = 24

    @Flag(
        help: ArgumentHelp(
            "Print one JSON document (rates, bands, strategies, cells with rate, correct and total, and the "
                + "gestures that change with the rate) instead."))
    var json = false

    /// The most gestures per band: 1,000 takes minutes already at one rate.
    static let maximumPerBand = 1000

    func validate() throws {
        guard UInt64(seedText) != nil else {
            throw ValidationError(
                "--seed takes a whole number from 0 to \(UInt64.max), not '\(seedText)'. The same seed makes the same gestures; 1 is the default."
            )
        }
        guard (1...Self.maximumPerBand).contains(perBand) else {
            throw ValidationError("--per-band takes 1 to \(Self.maximumPerBand) gestures, not \(perBand).")
        }
    }

    func run() throws {
        let document = try layoutFile.document()
        let screen = document?.size ?? ScreenSizeArgument.standard
        let makeLayout = {
            let layout = RoutedLayout(document, screen: screen)
            if let pages = layout.pageCount { try? layout.show(page: pages / 2) }
            return LayoutUnderTest(window: layout.window, keepingAlive: layout)
        }
        if let document, EvaluatedStrategy.standard[0].apply(to: makeLayout().window) == 0 {
            throw CommandFailure(
                "\(document.file) has no pager (a view of type: pager), so the strategies have nothing to "
                    + "configure and every column would score the same. Add a pager, or leave out --layout "
                    + "to evaluate the default layout.")
        }
        let rates = reportRates.rates
        let suite = StrokeSuite(screen: screen, seed: seed, perBand: perBand)
        let evaluation = SuiteEvaluation(suite, rates: rates, layout: makeLayout)
        let layoutName = document?.file ?? "the default layout"
        let arena = ArenaEvaluation(ArenaSuite(screen: screen, seed: seed, perBand: perBand), rates: rates)
        if json {
            let layout = document?.file ?? "default"
            print(EvaluationJSON(suite: suite, evaluation: evaluation, arena: arena, layout: layout).text)
        } else {
            EvaluationReport(suite: suite, evaluation: evaluation, layout: layoutName).lines.forEach { print($0) }
            ArenaReport(evaluation: arena).lines.forEach { print($0) }
        }
    }
}
