/// How often each strategy did what the user meant, band by band, and what
/// it did overall: rows are bands in the suite's order, columns strategies.
public struct ScoreTable: Hashable, Sendable {
    /// Correct judgments out of all, in one cell.
    public struct Score: Hashable, Sendable {
        /// How many of the cell's strokes came out as their user meant.
        public var correct = 0
        /// How many strokes the cell holds, right or wrong.
        public var total = 0

        /// Makes a cell of `correct` right out of `total`; an empty cell by default.
        public init(correct: Int = 0, total: Int = 0) {
            self.correct = correct
            self.total = total
        }

        /// Percent correct, 0 to 100; nil for an empty cell.
        public var percentage: Double? { total > 0 ? 100 * Double(correct) / Double(total) : nil }
    }

    /// The bands, in row order: the suite's.
    public let bands: [StrokeBand]
    /// Strategy names, in column order.
    public let strategies: [String]
    /// `[band][strategy]`.
    private var scores: [[Score]]
    /// `[strategy][outcome]`: what each strategy's strokes did.
    private var outcomeCounts: [[StrokeOutcome: Int]]

    /// Makes an empty table with a row for each of `bands` and a column for each of `strategies`,
    /// in the orders given.
    public init(bands: [StrokeBand], strategies: [String]) {
        self.bands = bands
        self.strategies = strategies
        scores = Array(repeating: Array(repeating: Score(), count: strategies.count), count: bands.count)
        outcomeCounts = Array(repeating: [:], count: strategies.count)
    }

    /// Count `judgment` for the strategy named `strategy`. Both its band and
    /// the strategy must be in the table.
    public mutating func add(_ judgment: StrokeJudgment, strategy: String) {
        let column = strategies.firstIndex(of: strategy)!
        let row = bands.firstIndex(of: judgment.stroke.band)!
        scores[row][column].total += 1
        if judgment.isCorrect { scores[row][column].correct += 1 }
        outcomeCounts[column][judgment.observed.outcome, default: 0] += 1
    }

    /// The cell for `band` and the strategy named `strategy`.
    public func score(for band: StrokeBand, strategy: String) -> Score {
        guard let row = bands.firstIndex(of: band), let column = strategies.firstIndex(of: strategy) else {
            return Score()
        }
        return scores[row][column]
    }

    /// All bands together, for the strategy named `strategy`.
    public func overall(strategy: String) -> Score {
        bands.map { score(for: $0, strategy: strategy) }.reduce(Score()) {
            Score(correct: $0.correct + $1.correct, total: $0.total + $1.total)
        }
    }

    /// How many of the strategy's strokes came out as `outcome`.
    public func count(of outcome: StrokeOutcome, strategy: String) -> Int {
        guard let column = strategies.firstIndex(of: strategy) else { return 0 }
        return outcomeCounts[column][outcome] ?? 0
    }
}
