import Testing
import TouchRoute

@testable import TouchRouteEvdev

private func mapping(
    _ device: DeviceDescription = MappingFixtures.plain, screenSize: Size? = nil,
    pointsPerMillimetre: Double = 163 / 25.4,
    rotation: Rotation = .upright, flips: Flips = [], calibration: CalibrationMatrix? = nil
) throws -> CoordinateMapping {
    try CoordinateMapping(
        device: device,
        options: CoordinateMapping.Options(
            screenSize: screenSize, pointsPerMillimetre: pointsPerMillimetre, rotation: rotation, flips: flips,
            calibration: calibration
        ))
}

private func isClose(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

/// The corners of `MappingFixtures.plain` (0…799 by 0…399) and its centre.
private let corners = [
    DevicePoint(x: 0, y: 0), DevicePoint(x: 799, y: 0), DevicePoint(x: 0, y: 399), DevicePoint(x: 799, y: 399),
]
private let centre = DevicePoint(x: 400, y: 200)

@Suite struct CoordinateMappingTests {
    // MARK: Rotations and flips

    /// `plain` is 800x400 device units and one unit is one point, so a turned
    /// screen is 400x800 pt. Clockwise: the device's top edge goes to the right.
    @Test(arguments: [
        (Rotation.upright, [Point(0, 0), Point(799, 0), Point(0, 399), Point(799, 399)], Point(400, 200)),
        (Rotation.clockwise90, [Point(400, 0), Point(400, 799), Point(1, 0), Point(1, 799)], Point(200, 400)),
        (Rotation.clockwise180, [Point(800, 400), Point(1, 400), Point(800, 1), Point(1, 1)], Point(400, 200)),
        (Rotation.clockwise270, [Point(0, 800), Point(0, 1), Point(399, 800), Point(399, 1)], Point(200, 400)),
    ])
    func cornersAndCentreForEachRotation(rotation: Rotation, expectedCorners: [Point], expectedCentre: Point) throws {
        let mapping = try mapping(rotation: rotation)
        #expect(corners.map(mapping.point(from:)) == expectedCorners)
        #expect(mapping.point(from: centre) == expectedCentre)
    }

    @Test(
        arguments: [
            (Flips.horizontal, [Point(800, 0), Point(1, 0), Point(800, 399), Point(1, 399)]),
            (Flips.vertical, [Point(0, 400), Point(799, 400), Point(0, 1), Point(799, 1)]),
            ([.horizontal, .vertical], [Point(800, 400), Point(1, 400), Point(800, 1), Point(1, 1)]),
        ] as [(Flips, [Point])])
    func cornersAndCentreForEachFlip(flips: Flips, expectedCorners: [Point]) throws {
        let mapping = try mapping(flips: flips)
        #expect(corners.map(mapping.point(from:)) == expectedCorners)
        #expect(mapping.point(from: centre) == Point(400, 200))
    }

    /// Every rotation with every flip, against the formulas written out by hand:
    /// rotate first, then mirror in the screen's directions.
    @Test(arguments: Rotation.allCases, [Flips(), .horizontal, .vertical, [.horizontal, .vertical]])
    func flipsApplyAfterRotation(rotation: Rotation, flips: Flips) throws {
        let mapping = try mapping(rotation: rotation, flips: flips)
        let (width, height) = rotation.swapsAxes ? (400.0, 800.0) : (800.0, 400.0)
        #expect(mapping.screenSize == Size(width, height))
        for device in corners + [centre, DevicePoint(x: 123, y: 45)] {
            let (x, y) = (Double(device.x), Double(device.y))
            var expected =
                switch rotation {
                case .upright: Point(x, y)
                case .clockwise90: Point(400 - y, x)
                case .clockwise180: Point(800 - x, 400 - y)
                case .clockwise270: Point(y, 800 - x)
                }
            if flips.contains(.horizontal) { expected.x = width - expected.x }
            if flips.contains(.vertical) { expected.y = height - expected.y }
            #expect(mapping.point(from: device) == expected, "\(device)")
        }
    }

    @Test func fourQuarterTurnsOfTheMappingAreTheUprightMapping() throws {
        let upright = try mapping()
        var transform = CalibrationMatrix.identity
        for _ in 0..<4 { transform = transform.followed(by: Rotation.clockwise90.matrix) }
        let turned = try mapping(calibration: transform)
        for device in corners + [centre] {
            #expect(turned.point(from: device) == upright.point(from: device))
        }
    }

    // MARK: Units, ranges and sizes

    @Test func clampedPointsStayInsideTheScreen() throws {
        let mapping = try mapping(rotation: .clockwise90)
        // The device's top-left corner lands on the right edge itself…
        #expect(mapping.point(from: DevicePoint(x: 0, y: 0)).x == 400)
        // …and the clamped point just inside it, where the window still finds a view.
        let corner = mapping.clampedPoint(from: DevicePoint(x: 0, y: 0))
        #expect(corner == Point(400.0.nextDown, 0))
        #expect(Rect(x: 0, y: 0, width: 400, height: 800).contains(corner))
        // Overshoot beyond the axis range is pulled back to the edge.
        #expect(mapping.clampedPoint(from: DevicePoint(x: 10_000, y: -500)) == Point(400.0.nextDown, 800.0.nextDown))
    }

    @Test func unitNOfA0To799AxisIsPointNOf800() throws {
        let axis = AbsoluteAxis(minimum: 0, maximum: 799)
        let mapping = try mapping(MappingFixtures.touchscreen(x: axis, y: axis), screenSize: Size(800, 800))
        for n in Int32(0)..<800 {
            #expect(mapping.point(from: DevicePoint(x: n, y: 799 - n)) == Point(Double(n), Double(799 - n)))
        }
    }

    @Test func nonzeroMinimumsMapToTheOrigin() throws {
        let device = MappingFixtures.touchscreen(
            x: AbsoluteAxis(minimum: -100, maximum: 699), y: AbsoluteAxis(minimum: 50, maximum: 449))
        let mapping = try mapping(device)
        #expect(mapping.screenSize == Size(800, 400))
        #expect(mapping.point(from: DevicePoint(x: -100, y: 50)) == Point(0, 0))
        #expect(mapping.point(from: DevicePoint(x: 699, y: 449)) == Point(799, 399))
        #expect(mapping.point(from: DevicePoint(x: 300, y: 250)) == Point(400, 200))
        // Outside the axis range is outside the screen.
        #expect(mapping.point(from: DevicePoint(x: -101, y: 450)) == Point(-1, 400))
        #expect(mapping.normalizedPoint(from: DevicePoint(x: 300, y: 250)) == NormalizedPoint(0.5, 0.5))
    }

    @Test func nonSquareAxesOntoAGivenSizeScaleEachAxisOnItsOwn() throws {
        let mapping = try mapping(MappingFixtures.wide, screenSize: Size(1366, 768))
        #expect(mapping.point(from: DevicePoint(x: 0, y: 0)) == Point(0, 0))
        let far = mapping.point(from: DevicePoint(x: 2776, y: 1569))
        #expect(isClose(far, Point(1366.0 * 2776 / 2777, 768.0 * 1569 / 1570)))
        let middle = mapping.point(from: DevicePoint(x: 1000, y: 1000))
        #expect(isClose(middle, Point(1366.0 * 1000 / 2777, 768.0 * 1000 / 1570)))
    }

    @Test func givenSizeIsUsedAsItIsEvenWhenTurned() throws {
        for rotation in Rotation.allCases {
            let mapping = try mapping(MappingFixtures.wide, screenSize: Size(1366, 768), rotation: rotation)
            #expect(mapping.screenSize == Size(1366, 768))
            #expect(mapping.screenSizeSource == .given)
        }
    }

    @Test func resolutionGivesThePhysicalSizeAtPointsPerMillimetre() throws {
        let ppm = 163 / 25.4
        let mapping = try mapping(MappingFixtures.wide)
        let glass = PhysicalSize(width: 2777 / 13.0, height: 1570 / 13.0)
        #expect(mapping.screenSizeSource == .physical(glass, pointsPerMillimetre: ppm))
        #expect(mapping.screenSize == Size(glass.width * ppm, glass.height * ppm))
        // One millimetre on the glass (13 units) is ppm points, on both axes.
        let origin = mapping.point(from: DevicePoint(x: 0, y: 0))
        #expect(abs(mapping.point(from: DevicePoint(x: 13, y: 0)).x - origin.x - ppm) < 1e-9)
        #expect(abs(mapping.point(from: DevicePoint(x: 0, y: 13)).y - origin.y - ppm) < 1e-9)
    }

    @Test func pointsPerMillimetreScalesTheDerivedSize() throws {
        let axis = AbsoluteAxis(minimum: 0, maximum: 799, resolution: 10)
        let mapping = try mapping(MappingFixtures.touchscreen(x: axis, y: axis), pointsPerMillimetre: 10)
        #expect(mapping.screenSize == Size(800, 800))
        #expect(mapping.screenSizeSource == .physical(PhysicalSize(width: 80, height: 80), pointsPerMillimetre: 10))
    }

    @Test func turnedDerivedSizesSwapWidthAndHeight() throws {
        let ppm = 163 / 25.4
        for rotation in [Rotation.clockwise90, .clockwise270] {
            let physical = try mapping(MappingFixtures.wide, rotation: rotation)
            #expect(physical.screenSize == Size(1570 / 13.0 * ppm, 2777 / 13.0 * ppm))
            #expect(
                physical.screenSizeSource
                    == .physical(PhysicalSize(width: 1570 / 13.0, height: 2777 / 13.0), pointsPerMillimetre: ppm))
            let axisRange = try mapping(rotation: rotation)
            #expect(axisRange.screenSize == Size(400, 800))
            #expect(axisRange.screenSizeSource == .axisRange)
        }
        #expect(try mapping(rotation: .clockwise180).screenSize == Size(800, 400))
    }

    @Test func withoutBothResolutionsOneUnitIsOnePoint() throws {
        let device = MappingFixtures.touchscreen(
            x: AbsoluteAxis(minimum: 0, maximum: 4095, resolution: 20), y: AbsoluteAxis(minimum: 0, maximum: 4095))
        let mapping = try mapping(device)
        #expect(mapping.screenSizeSource == .axisRange)
        #expect(mapping.screenSize == Size(4096, 4096))
        #expect(mapping.point(from: DevicePoint(x: 1234, y: 567)) == Point(1234, 567))
    }

    @Test func singleTouchDevicesUseAbsXAndY() throws {
        let device = DeviceDescription(
            name: "Resistive", codes: [EventType.key: [EventCode.btnTouch]],
            axes: [
                EventCode.absX: AbsoluteAxis(minimum: 0, maximum: 99),
                EventCode.absY: AbsoluteAxis(minimum: 0, maximum: 49),
            ]
        )
        let mapping = try mapping(device)
        #expect(mapping.screenSize == Size(100, 50))
        #expect(mapping.point(from: DevicePoint(x: 10, y: 20)) == Point(10, 20))
    }

    // MARK: Calibration

    @Test func udevCalibrationIsUsedWhenNoneIsGiven() throws {
        let device = MappingFixtures.touchscreen(
            x: MappingFixtures.plain.axes[EventCode.absMTPositionX]!,
            y: MappingFixtures.plain.axes[EventCode.absMTPositionY]!,
            udevProperties: ["LIBINPUT_CALIBRATION_MATRIX": "1 0 0.25 0 1 -0.5"]
        )
        let mapping = try mapping(device)
        #expect(mapping.calibrationSource == .udevProperty)
        #expect(mapping.calibration == CalibrationMatrix(1, 0, 0.25, 0, 1, -0.5))
        #expect(mapping.point(from: DevicePoint(x: 0, y: 0)) == Point(200, -200))
        #expect(mapping.point(from: centre) == Point(600, 0))
    }

    @Test func givenCalibrationWinsOverUdevEvenAnUnreadableOne() throws {
        for property in ["1 0 0.25 0 1 -0.5", "garbage"] {
            let device = MappingFixtures.touchscreen(
                x: AbsoluteAxis(minimum: 0, maximum: 799), y: AbsoluteAxis(minimum: 0, maximum: 399),
                udevProperties: ["LIBINPUT_CALIBRATION_MATRIX": property]
            )
            let mapping = try mapping(device, calibration: .identity)
            #expect(mapping.calibrationSource == .given)
            #expect(mapping.point(from: centre) == Point(400, 200))
        }
    }

    @Test func withoutCalibrationTheIdentityIsUsed() throws {
        let mapping = try mapping()
        #expect(mapping.calibration == .identity)
        #expect(mapping.calibrationSource == .identity)
        #expect(mapping.normalizedTransform == .identity)
    }

    @Test func translationMovesByFractionsOfTheScreen() throws {
        let mapping = try mapping(calibration: CalibrationMatrix(1, 0, 0.1, 0, 1, -0.05))
        #expect(isClose(mapping.point(from: DevicePoint(x: 0, y: 0)), Point(80, -20)))
        #expect(isClose(mapping.point(from: centre), Point(480, 180)))
    }

    /// libinput's rotation matrices, given as calibration, do what the rotation
    /// option does once the screen size is the same.
    @Test(arguments: Rotation.allCases)
    func libinputRotationMatricesMatchTheRotationOption(rotation: Rotation) throws {
        let size = Size(1024, 600)
        let calibrated = try mapping(MappingFixtures.wide, screenSize: size, calibration: rotation.matrix)
        let rotated = try mapping(MappingFixtures.wide, screenSize: size, rotation: rotation)
        for x in stride(from: Int32(0), through: 2776, by: 347) {
            for y in stride(from: Int32(0), through: 1569, by: 523) {
                #expect(calibrated.point(from: DevicePoint(x: x, y: y)) == rotated.point(from: DevicePoint(x: x, y: y)))
            }
        }
    }

    @Test func calibrationAppliesBeforeRotation() throws {
        // (0, 0) → calibration (0.25, 0) → 90° (1, 0.25) → 400x800 pt.
        let mapping = try mapping(rotation: .clockwise90, calibration: CalibrationMatrix(1, 0, 0.25, 0, 1, 0))
        #expect(mapping.point(from: DevicePoint(x: 0, y: 0)) == Point(400, 200))
    }

    // MARK: Contact sizes

    @Test func contactScaleKeepsAreas() throws {
        #expect(try mapping(screenSize: Size(800, 400)).pointsPerContactUnit == 1)
        let ppm = 163 / 25.4
        let physical = try mapping(MappingFixtures.wide)
        #expect(abs(physical.pointsPerContactUnit - ppm / 13) < 1e-12)
        #expect(abs(physical.contactLength(fromDeviceUnits: 13) - ppm) < 1e-9)
        let stretched = try mapping(MappingFixtures.wide, screenSize: Size(1366, 768))
        #expect(abs(stretched.pointsPerContactUnit - (1366.0 / 2777 * 768.0 / 1570).squareRoot()) < 1e-12)
        for rotation in Rotation.allCases {
            #expect(abs(try mapping(MappingFixtures.wide, rotation: rotation).pointsPerContactUnit - ppm / 13) < 1e-12)
        }
    }

    // MARK: Descriptions

    @Test func descriptionSaysWhatIsMappedOntoWhatAndHow() throws {
        #expect(
            try mapping().description
                == "800x400 device units onto 800x400 pt (axis range, 1 unit = 1 pt), rotated 0°, not flipped, no calibration"
        )
        #expect(
            try mapping(MappingFixtures.wide).description
                == "2777x1570 device units onto 1370.839x775.015 pt (physical 213.615x120.769 mm at 6.417 pt/mm), rotated 0°, not flipped, no calibration"
        )
        let udev = MappingFixtures.touchscreen(
            x: AbsoluteAxis(minimum: 0, maximum: 2776), y: AbsoluteAxis(minimum: 0, maximum: 1569),
            udevProperties: ["LIBINPUT_CALIBRATION_MATRIX": "1 0 0.25 0 1 0"]
        )
        #expect(
            try mapping(udev, screenSize: Size(1366, 768), rotation: .clockwise90, flips: .horizontal).description
                == "2777x1570 device units onto 1366x768 pt (given), rotated 90°, flipped horizontally, calibration 1 0 0.25 0 1 0 (LIBINPUT_CALIBRATION_MATRIX)"
        )
        #expect(
            try mapping(calibration: CalibrationMatrix(0, -1, 1, 1, 0, 0)).description
                == "800x400 device units onto 800x400 pt (axis range, 1 unit = 1 pt), rotated 0°, not flipped, calibration 0 -1 1 1 0 0 (given)"
        )
    }

    @Test func pointsDescribeTheirSpace() {
        #expect(DevicePoint(x: -3, y: 1200).description == "(-3, 1200) device units")
        #expect(NormalizedPoint(0.5, 0.125).description == "(0.5, 0.125) normalized")
    }
}
