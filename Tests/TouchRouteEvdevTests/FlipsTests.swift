import Testing

@testable import TouchRouteEvdev

@Suite struct FlipsTests {
    @Test(
        arguments: [
            (Flips(), [NormalizedPoint(0, 0), NormalizedPoint(1, 0), NormalizedPoint(0, 1)]),
            (Flips.horizontal, [NormalizedPoint(1, 0), NormalizedPoint(0, 0), NormalizedPoint(1, 1)]),
            (Flips.vertical, [NormalizedPoint(0, 1), NormalizedPoint(1, 1), NormalizedPoint(0, 0)]),
            ([Flips.horizontal, .vertical], [NormalizedPoint(1, 1), NormalizedPoint(0, 1), NormalizedPoint(1, 0)]),
        ] as [(Flips, [NormalizedPoint])])
    func cornersMirrorAndTheCentreStays(flips: Flips, expected: [NormalizedPoint]) {
        let corners = [NormalizedPoint(0, 0), NormalizedPoint(1, 0), NormalizedPoint(0, 1)]
        #expect(corners.map(flips.apply(to:)) == expected)
        #expect(flips.apply(to: NormalizedPoint(0.5, 0.5)) == NormalizedPoint(0.5, 0.5))
        #expect(flips.apply(to: flips.apply(to: NormalizedPoint(0.25, 0.125))) == NormalizedPoint(0.25, 0.125))
    }

    @Test func bothFlipsAreAHalfTurn() {
        #expect(Flips([.horizontal, .vertical]).matrix == Rotation.clockwise180.matrix)
    }

    @Test func matrices() {
        #expect(Flips().matrix == .identity)
        #expect(Flips.horizontal.matrix == CalibrationMatrix(-1, 0, 1, 0, 1, 0))
        #expect(Flips.vertical.matrix == CalibrationMatrix(1, 0, 0, 0, -1, 1))
    }

    @Test func descriptions() {
        #expect(Flips().description == "not flipped")
        #expect(Flips.horizontal.description == "flipped horizontally")
        #expect(Flips.vertical.description == "flipped vertically")
        #expect(Flips([.vertical, .horizontal]).description == "flipped horizontally and vertically")
    }
}
