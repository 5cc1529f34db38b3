extension RecognizerParameter {
    /// What a parameter's values measure, and the range that makes sense for
    /// it. Each front end words its own messages from it and may bound it
    /// further (a layout file asks for at most 10 fingers and 60 seconds; the
    /// C API for at most 64 fingers and 1e9 seconds).
    public enum Measure: Hashable, Sendable {
        /// A whole number of `noun` ("fingers", "taps") from `least` (1, or
        /// 2 for a double tap's taps). `unlimited`: `.infinity` for no limit.
        case count(noun: String, least: Int, unlimited: Bool)
        /// Seconds, above 0 (from 0 if `allowsZero`).
        case seconds(allowsZero: Bool)
        /// Points, from 0 (above 0 unless `allowsZero`: a swipe of no
        /// distance, or an edge zone of no width, is never recognized).
        /// `noun` names it in messages: "the slop".
        case points(noun: String, allowsZero: Bool)
        /// Points per second, from 0.
        case pointsPerSecond
        /// Radians, from 0 (above 0 unless `allowsZero`) up to `limit`;
        /// `example` is a value worth suggesting, such as "0.0175 (1°)".
        case radians(allowsZero: Bool, limit: TurnLimit, example: String)
        /// A non-empty set of `SwipeDirection` bits.
        case directions
        /// A non-empty set of `RectEdges` bits.
        case edges
    }

    /// The most an angle parameter may be.
    public enum TurnLimit: Hashable, Sendable {
        /// π/2: a swipe's angle off its direction.
        case quarterTurn
        /// π: a rotation's threshold.
        case halfTurn

        /// The limit, in radians.
        public var radians: Double { self == .quarterTurn ? .pi / 2 : .pi }
        /// "π/2" or "π".
        public var symbol: String { self == .quarterTurn ? "π/2" : "π" }
        /// The limit to four decimals, for messages: "1.5708" or "3.1416".
        public var decimals: String { self == .quarterTurn ? "1.5708" : "3.1416" }
        /// "a quarter turn" or "a half turn".
        public var words: String { self == .quarterTurn ? "a quarter turn" : "a half turn" }
    }
}
