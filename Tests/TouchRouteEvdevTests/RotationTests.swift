import Testing
import TouchRouteTesting

@testable import TouchRouteEvdev

@Suite struct RotationTests {
    /// Where the top-left, top-right, bottom-left corners and the centre go:
    /// clockwise on a y-down screen, the top edge moves to the right.
    @Test(arguments: [
        (Rotation.upright, [NormalizedPoint(0, 0), NormalizedPoint(1, 0), NormalizedPoint(0, 1)]),
        (Rotation.clockwise90, [NormalizedPoint(1, 0), NormalizedPoint(1, 1), NormalizedPoint(0, 0)]),
        (Rotation.clockwise180, [NormalizedPoint(1, 1), NormalizedPoint(0, 1), NormalizedPoint(1, 0)]),
        (Rotation.clockwise270, [NormalizedPoint(0, 1), NormalizedPoint(0, 0), NormalizedPoint(1, 1)]),
    ])
    func cornersTurnClockwiseAndTheCentreStays(rotation: Rotation, expected: [NormalizedPoint]) {
        let corners = [NormalizedPoint(0, 0), NormalizedPoint(1, 0), NormalizedPoint(0, 1)]
        #expect(corners.map(rotation.apply(to:)) == expected)
        #expect(rotation.apply(to: NormalizedPoint(0.5, 0.5)) == NormalizedPoint(0.5, 0.5))
    }

    @Test func matricesAreLibinputsDocumentedOnes() {
        #expect(Rotation.upright.matrix == CalibrationMatrix(1, 0, 0, 0, 1, 0))
        #expect(Rotation.clockwise90.matrix == CalibrationMatrix(0, -1, 1, 1, 0, 0))
        #expect(Rotation.clockwise180.matrix == CalibrationMatrix(-1, 0, 1, 0, -1, 1))
        #expect(Rotation.clockwise270.matrix == CalibrationMatrix(0, 1, 0, -1, 0, 1))
    }

    @Test func onlyTheFourQuarterTurnsAreRotations() {
        for degrees in [360, 450, 540, 720, -90, -180, -270, -360, Int.max, Int.min] {
            #expect(Rotation(degrees: degrees) == nil, "\(degrees)")
        }
    }

    @Test func degrees() {
        #expect(Rotation(degrees: 0) == .upright)
        #expect(Rotation(degrees: 90) == .clockwise90)
        #expect(Rotation(degrees: 180) == .clockwise180)
        #expect(Rotation(degrees: 270) == .clockwise270)
        #expect(Rotation(degrees: 45) == nil)
        #expect(Rotation(degrees: -1) == nil)
        #expect(Rotation.allCases.map(\.degrees) == [0, 90, 180, 270])
        #expect(Rotation.clockwise270.description == "270°")
        #expect(Rotation.allCases.filter(\.swapsAxes) == [.clockwise90, .clockwise270])
    }

    @Test func followedByAddsTheTurns() {
        for first in Rotation.allCases {
            for second in Rotation.allCases {
                let combined = first.followed(by: second)
                #expect(combined.degrees == (first.degrees + second.degrees) % 360)
                #expect(combined.matrix == first.matrix.followed(by: second.matrix), "\(first) then \(second)")
            }
        }
    }

    @Test func fourQuarterTurnsAreTheIdentityMatrix() {
        let quarter = Rotation.clockwise90.matrix
        #expect(quarter.followed(by: quarter).followed(by: quarter).followed(by: quarter) == .identity)
    }

    /// Seeded: any point, inside the area or not, comes back after four quarter
    /// turns (to rounding: 1 − (1 − y) need not be y).
    @Test(arguments: 0..<20 as Range<UInt64>)
    func fourQuarterTurnsBringEveryPointBack(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        for _ in 0..<500 {
            let point = NormalizedPoint(
                Double.random(in: -0.5...1.5, using: &random), Double.random(in: -0.5...1.5, using: &random))
            var turned = point
            for _ in 0..<4 { turned = Rotation.clockwise90.apply(to: turned) }
            #expect(
                abs(turned.x - point.x) < 1e-12 && abs(turned.y - point.y) < 1e-12,
                "seed \(seed): \(point) came back as \(turned)")
        }
    }
}
