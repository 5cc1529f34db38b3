/// Mirror images of the touch coordinates, applied after the rotation, so
/// "horizontal" and "vertical" are the screen's directions.
///
/// `.horizontal` swaps left and right, `x → 1 − x`; `.vertical` swaps top and
/// bottom, `y → 1 − y`; both together are the same as a 180° rotation. Panels
/// mounted face down or wired with a reversed axis need them.
public struct Flips: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Left and right swap places.
    public static let horizontal = Flips(rawValue: 1 << 0)
    /// Top and bottom swap places.
    public static let vertical = Flips(rawValue: 1 << 1)

    /// The flips as a libinput matrix, in normalised coordinates.
    public var matrix: CalibrationMatrix {
        let flipsX = contains(.horizontal)
        let flipsY = contains(.vertical)
        return CalibrationMatrix(flipsX ? -1 : 1, 0, flipsX ? 1 : 0, 0, flipsY ? -1 : 1, flipsY ? 1 : 0)
    }

    /// Where the flips take `point`.
    public func apply(to point: NormalizedPoint) -> NormalizedPoint {
        matrix.apply(to: point)
    }
}

extension Flips: CustomStringConvertible {
    /// `flipped horizontally`, `flipped horizontally and vertically`, `not flipped`.
    public var description: String {
        switch (contains(.horizontal), contains(.vertical)) {
        case (true, true): "flipped horizontally and vertically"
        case (true, false): "flipped horizontally"
        case (false, true): "flipped vertically"
        case (false, false): "not flipped"
        }
    }
}
