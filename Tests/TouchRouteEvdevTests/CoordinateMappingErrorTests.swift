import Testing
import TouchRoute

@testable import TouchRouteEvdev

/// The message `CoordinateMapping(device:options:)` fails with, or nil.
private func failure(_ device: DeviceDescription, _ options: CoordinateMapping.Options = .init()) -> String? {
    do {
        _ = try CoordinateMapping(device: device, options: options)
        return nil
    } catch {
        return error.description
    }
}

private let plainAxis = AbsoluteAxis(minimum: 0, maximum: 799)
private let prefix = #"Cannot map touches from 'Test Touchscreen' (/dev/input/event7): "#

@Suite struct CoordinateMappingErrorTests {
    @Test func deviceWithoutPositions() {
        let keyboard = DeviceDescription(
            name: "AT Translated Set 2 keyboard", codes: [EventType.key: [30, 31]], source: "/dev/input/event3")
        #expect(
            failure(keyboard) == #"Cannot map touches from 'AT Translated Set 2 keyboard' (/dev/input/event3): "#
                + "it reports no positions, neither ABS_MT_POSITION_X/Y nor ABS_X/Y. Choose a touchscreen instead.")
    }

    @Test func aDeviceWithoutSourceIsNamedAlone() {
        #expect(
            failure(DeviceDescription(name: "Nothing")) == #"Cannot map touches from 'Nothing': "#
                + "it reports no positions, neither ABS_MT_POSITION_X/Y nor ABS_X/Y. Choose a touchscreen instead.")
    }

    @Test func axesWithoutRoom() {
        let flat = MappingFixtures.touchscreen(x: AbsoluteAxis(minimum: 100, maximum: 100), y: plainAxis)
        #expect(
            failure(flat) == prefix
                + "its ABS_MT_POSITION_X axis runs from 100 to 100, which leaves no room for positions. "
                + "The kernel driver or the recording reports a broken range; correct it with a hwdb EVDEV_ABS_35 entry or choose another device."
        )
        let backwards = MappingFixtures.touchscreen(x: plainAxis, y: AbsoluteAxis(minimum: 0, maximum: -5))
        #expect(
            failure(backwards) == prefix
                + "its ABS_MT_POSITION_Y axis runs from 0 to -5, which leaves no room for positions. "
                + "The kernel driver or the recording reports a broken range; correct it with a hwdb EVDEV_ABS_36 entry or choose another device."
        )
        let singleTouch = DeviceDescription(
            name: "Resistive", axes: [EventCode.absX: AbsoluteAxis(minimum: 0, maximum: 0), EventCode.absY: plainAxis]
        )
        #expect(
            failure(singleTouch) == #"Cannot map touches from 'Resistive': its ABS_X axis runs from 0 to 0, "#
                + "which leaves no room for positions. The kernel driver or the recording reports a broken range; "
                + "correct it with a hwdb EVDEV_ABS_00 entry or choose another device.")
    }

    @Test(arguments: [0, -1, Double.nan, .infinity])
    func unusablePointsPerMillimetre(value: Double) {
        #expect(
            failure(MappingFixtures.plain, .init(pointsPerMillimetre: value)) == prefix
                + "\(value.compactDescription) points per millimetre is unusable. Give a finite number above 0, "
                + "or leave it out for 6.417 (163 ppi, the size of a point on the original iPhone).")
    }

    @Test(arguments: [
        Size(0, 768), Size(1366, -1), Size(.nan, 768), Size(1366, .infinity), Size(1e308, 768), Size(100_001, 1),
    ])
    func unusableScreenSize(size: Size) {
        #expect(
            failure(MappingFixtures.plain, .init(screenSize: size)) == prefix
                + "the screen size \(size) pt is unusable. Give a width and a height above 0 and at most 100000 points, "
                + "or leave the size out to derive it from the device.")
    }

    @Test func exactMessagesForSizes() {
        #expect(
            failure(MappingFixtures.plain, .init(screenSize: Size(0, 768)))?.contains(
                "the screen size 0x768 pt is unusable") == true)
        #expect(
            failure(MappingFixtures.plain, .init(pointsPerMillimetre: -2.5))?.contains("-2.5 points per millimetre")
                == true)
    }

    @Test func nonFiniteGivenCalibration() {
        #expect(
            failure(MappingFixtures.plain, .init(calibration: CalibrationMatrix(.nan, 0, 0, 0, 1, 0))) == prefix
                + "the given calibration matrix nan 0 0 0 1 0 holds a number that is not finite. "
                + "Give six finite numbers, such as 1 0 0 0 1 0 for no change.")
    }

    @Test func singularCalibrations() {
        #expect(
            failure(MappingFixtures.plain, .init(calibration: CalibrationMatrix(1, 1, 0, 1, 1, 0))) == prefix
                + "the given calibration matrix 1 1 0 1 1 0 squeezes every touch onto one line or point. "
                + "Check its numbers: x becomes a·x + b·y + c and y becomes d·x + e·y + f.")
        let device = MappingFixtures.touchscreen(
            x: plainAxis, y: plainAxis, udevProperties: ["LIBINPUT_CALIBRATION_MATRIX": "0 0 0.5 0 0 0.5"])
        #expect(
            failure(device) == prefix
                + "its udev property LIBINPUT_CALIBRATION_MATRIX is 0 0 0.5 0 0 0.5, which squeezes every touch onto one line or point. "
                + "Fix the property where a udev rule or hwdb entry sets it, or override it with --calibration.")
    }

    @Test func unreadableUdevCalibration() {
        let device = MappingFixtures.touchscreen(
            x: plainAxis, y: plainAxis, udevProperties: ["LIBINPUT_CALIBRATION_MATRIX": "1 0 0 0 1"])
        #expect(
            failure(device) == prefix
                + #"its udev property LIBINPUT_CALIBRATION_MATRIX is unusable. The calibration matrix '1 0 0 0 1' has 5 numbers, not 6. "#
                + #"Write six numbers a b c d e f separated by spaces, such as "1 0 0 0 1 0" for no change. "#
                + "Fix the property where a udev rule or hwdb entry sets it, or override it with --calibration.")
    }

    @Test func aCalibrationThatMovesTheTouchAreaOffTheScreenIsRefused() {
        let device = MappingFixtures.plain
        #expect(
            failure(device, .init(calibration: CalibrationMatrix(1, 0, 5, 0, 1, 5))) == prefix
                + "the given calibration matrix 1 0 5 0 1 5 moves the whole touch area off the screen, so every touch would "
                + "land on its edge. The numbers work on coordinates from 0 to 1: an offset c or f beyond ±1, or a huge scale, "
                + "leaves nothing on the screen.")
        #expect(
            failure(device, .init(calibration: CalibrationMatrix(-1, 0, -0.5, 0, 1, 0))) != nil,
            "mirrored to the left of the screen")
        let udev = MappingFixtures.touchscreen(
            x: plainAxis, y: plainAxis, udevProperties: ["LIBINPUT_CALIBRATION_MATRIX": "1 0 0 0 1 -2"])
        #expect(
            failure(udev)?.contains("its udev property LIBINPUT_CALIBRATION_MATRIX is 1 0 0 0 1 -2, which moves")
                == true)
        // Partly on the screen is a calibration, not a mistake.
        #expect(failure(device, .init(calibration: CalibrationMatrix(1, 0, 0.9, 0, 1, -0.9))) == nil)
        #expect(failure(device, .init(calibration: CalibrationMatrix(0, -1, 1, 1, 0, 0))) == nil)
    }

    @Test func aDerivedScreenSizeOutsideTheLimitsIsRefused() {
        let measured = MappingFixtures.wide  // 0…2776 × 0…1569 at 13 units/mm
        #expect(failure(measured, .init(pointsPerMillimetre: 1e308))?.contains("outside 1…100000 pt a side") == true)
        #expect(
            failure(measured, .init(pointsPerMillimetre: 1e-300))?.contains(
                "Give the screen size (--screen WIDTHxHEIGHT)") == true)
        let huge = MappingFixtures.touchscreen(x: AbsoluteAxis(minimum: 0, maximum: .max), y: plainAxis)
        #expect(failure(huge)?.contains("outside 1…100000 pt a side") == true)
        #expect(failure(huge, .init(screenSize: Size(800, 480))) == nil, "a given size is taken as it is")
    }

    @Test func errorsCarryTheDeviceAndTheProblem() {
        let device = MappingFixtures.touchscreen(
            x: plainAxis, y: plainAxis, udevProperties: ["LIBINPUT_CALIBRATION_MATRIX": "x"])
        #expect(
            throws: CoordinateMappingError(
                device: device,
                problem: .unreadableUdevCalibration(CalibrationMatrixParseError(text: "x", problem: .notANumber("x")))
            )
        ) {
            try CoordinateMapping(device: device)
        }
    }
}
