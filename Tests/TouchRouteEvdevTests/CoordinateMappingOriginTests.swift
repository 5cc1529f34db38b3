import Testing
import TouchRoute

@testable import TouchRouteEvdev

/// `MappingFixtures.plain` (0…799 by 0…399) onto `size` at `origin`.
private func mapping(
    size: Size = Size(400, 800), origin: Point, rotation: Rotation = .upright, flips: Flips = []
) throws -> CoordinateMapping {
    try CoordinateMapping(
        device: MappingFixtures.plain,
        options: CoordinateMapping.Options(
            screenSize: size, origin: origin, rotation: rotation, flips: flips))
}

/// A touchscreen that covers one screen of a window spanning several: the
/// origin moves every point and bounds the clamping.
@Suite struct CoordinateMappingOriginTests {
    @Test func theOriginMovesEveryPointByItself() throws {
        let devices = [
            DevicePoint(x: 0, y: 0), DevicePoint(x: 799, y: 399), DevicePoint(x: 400, y: 200),
            DevicePoint(x: -30, y: 900),
        ]
        for rotation in Rotation.allCases {
            for flips in [Flips(), .horizontal, [.horizontal, .vertical]] {
                let atZero = try mapping(origin: .zero, rotation: rotation, flips: flips)
                let moved = try mapping(origin: Point(640, 24), rotation: rotation, flips: flips)
                for device in devices {
                    let expected = atZero.point(from: device) + Vector(dx: 640, dy: 24)
                    #expect(moved.point(from: device) == expected, "\(rotation) \(flips) \(device)")
                }
            }
        }
    }

    @Test func theCentreOfTheTouchAreaIsTheCentreOfItsScreen() throws {
        let right = try mapping(size: Size(640, 480), origin: Point(640, 0))
        #expect(right.point(from: DevicePoint(x: 400, y: 200)) == Point(960, 240))
        #expect(right.point(from: DevicePoint(x: 0, y: 0)) == Point(640, 0))
    }

    /// Turned 90°, the device's top-left lands on the right edge of its screen,
    /// which is the left edge of the screen next to it: clamping keeps it on
    /// this one.
    @Test func clampingKeepsTouchesOnTheirOwnScreenWhenTurned() throws {
        let left = try mapping(size: Size(400, 800), origin: Point(0, 0), rotation: .clockwise90)
        #expect(left.point(from: DevicePoint(x: 0, y: 0)) == Point(400, 0))
        #expect(left.clampedPoint(from: DevicePoint(x: 0, y: 0)) == Point(400.0.nextDown, 0))

        let right = try mapping(size: Size(400, 800), origin: Point(400, 100), rotation: .clockwise90)
        let corner = right.clampedPoint(from: DevicePoint(x: 0, y: 0))
        #expect(corner == Point(800.0.nextDown, 100))
        #expect(Rect(x: 400, y: 100, width: 400, height: 800).contains(corner))
        // Overshoot past either end of the axes is pulled back into the screen, not to the window's edges.
        #expect(right.clampedPoint(from: DevicePoint(x: 10_000, y: -500)) == Point(800.0.nextDown, 900.0.nextDown))
        #expect(right.clampedPoint(from: DevicePoint(x: -100, y: 1_000)) == Point(400, 100))
    }

    @Test func theDescriptionNamesAnOriginOnlyWhenThereIsOne() throws {
        #expect(
            try mapping(size: Size(640, 480), origin: .zero).description
                == "800x400 device units onto 640x480 pt (given), rotated 0°, not flipped, no calibration")
        #expect(
            try mapping(size: Size(640, 480), origin: Point(640, 0)).description
                == "800x400 device units onto 640x480 pt (given) at (640, 0), rotated 0°, not flipped, no calibration")
    }

    @Test func anOriginThatIsNotFiniteOrBeyondABillionPointsIsRefused() {
        #expect(throws: CoordinateMappingError.self) { try mapping(origin: Point(.nan, 0)) }
        #expect(throws: CoordinateMappingError.self) { try mapping(origin: Point(0, -1e300)) }
        let error = #expect(throws: CoordinateMappingError.self) { try mapping(origin: Point(.infinity, 0)) }
        #expect(
            error?.description == #"Cannot map touches from 'Test Touchscreen' (/dev/input/event7): "#
                + "the origin (inf, 0) pt is unusable. Give coordinates within ±1e9 window points, such as "
                + "(640, 0) for a screen that starts 640 pt from the window's left edge.")
    }
}
