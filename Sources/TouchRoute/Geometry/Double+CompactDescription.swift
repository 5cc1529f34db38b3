extension Double {
    /// The value with at most three decimals and no trailing zeros: `12`, `12.5`, `-0.125`.
    /// Used for stable, readable output of points and seconds.
    public var compactDescription: String {
        // Beyond 1e15 thousandths do not fit the integer arithmetic below, and
        // nothing on a screen is that far: fall back to Swift's own spelling.
        guard isFinite, abs(self) < 1e15 else { return "\(self)" }
        let thousandths = (self * 1000).rounded()
        if thousandths == 0 { return "0" }
        let negative = thousandths < 0
        let magnitude = UInt64(abs(thousandths))
        let whole = magnitude / 1000
        var fraction = magnitude % 1000
        var text = (negative ? "-" : "") + String(whole)
        if fraction != 0 {
            var digits = 3
            while fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
            let fractionText = String(fraction)
            text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
        }
        return text
    }
}
