import TouchRoute

/// Maps a touchscreen's device units to window points, the way libinput does,
/// so that a touch lands where the desktop puts it.
///
///     device units ─▶ normalised 0…1 ─▶ calibration ─▶ rotation ─▶ flips ─▶ × screen size ─▶ + origin ─▶ points
///       (x, y)       (v − min) / span    a b c d e f    clockwise   mirror     width, height    x, y
///
/// The calibration is the given one, else the device's udev property
/// `LIBINPUT_CALIBRATION_MATRIX`, else the identity. The screen size is the
/// given one, else the touch area's physical size at `pointsPerMillimetre`, else
/// one point per device unit (see `ScreenSizeSource`). The origin is `.zero`
/// for a touchscreen that covers the whole window, or the top-left of its
/// output when the window spans several screens (see `OutputMap`).
///
/// ## Points and millimetres
/// A point is the router's unit: its thresholds are in points, such as
/// `RemorsefulRule`'s 12 pt of sideways travel and 4 pt of vertical drift. When
/// the screen size is derived from the device's resolution, one millimetre on
/// the glass is `pointsPerMillimetre` points, by default 163 / 25.4 ≈ 6.417 (a
/// point is 0.156 mm), the size of a point on the original 163 ppi iPhone. So
/// 12 pt ≈ 1.9 mm and 4 pt ≈ 0.6 mm, as on an iPhone. When the size is given, a
/// point is whatever the screen makes it: 1366 pt across a 293 mm panel is
/// 4.66 pt/mm, so 12 pt ≈ 2.6 mm there. When neither is known, a point is one
/// device unit and has no known size on the glass.
///
/// ## Edges
/// As in libinput, device unit `n` maps to the start of its cell: on a 0…799
/// axis mapped onto 800 pt, unit `n` is point `n` and the last unit is 799 pt.
/// A rotation or flip that reverses an axis reverses the cells too, so the
/// first unit lands on the far edge itself (800 pt). Mapped points therefore lie
/// in origin.x…origin.x + width and origin.y…origin.y + height, both ends
/// included, and values the device reports outside its axis range land outside
/// them. `clampedPoint(from:)`, which the input pipeline uses, keeps every touch
/// on its screen: an edge swipe on a rotated panel, or a finger that overshoots
/// the axis range, still lands on the view at the edge instead of outside the
/// window, or on the screen next to this one.
///
/// - Complexity: `point(from:)` is one affine transform, precomputed at init:
///   four multiplications and four additions, no allocation.
public struct CoordinateMapping: Sendable {
    /// The longest screen side derived from a device, in points: far beyond any
    /// real screen, small enough to catch a unit mistake (points per inch given
    /// as points per millimetre, say) or a broken axis range.
    public static let largestScreenSide = 100_000.0

    /// The device's name and source, for messages.
    public let deviceName: String
    /// The device node or file the device was described from; may be empty.
    public let deviceSource: String
    /// The axes positions are read from (`ABS_MT_POSITION_X/Y`, or `ABS_X/Y`).
    public let xAxis: AbsoluteAxis
    /// The axis Y positions are read from (`ABS_MT_POSITION_Y`, or `ABS_Y`), in device units.
    public let yAxis: AbsoluteAxis
    /// The size the touch area maps onto, in points, after rotation.
    public let screenSize: Size
    /// The top-left of the area the touch area maps onto, in window points;
    /// `.zero` unless the window spans several screens.
    public let origin: Point
    /// Where `screenSize` came from: given, derived from the glass's physical size, or from the axis ranges.
    public let screenSizeSource: ScreenSizeSource
    /// The calibration matrix in use, in normalised coordinates; the identity when there is none.
    public let calibration: CalibrationMatrix
    /// Where `calibration` came from: the options, the device's `LIBINPUT_CALIBRATION_MATRIX`, or neither.
    public let calibrationSource: CalibrationSource
    /// The quarter-turn applied after calibration, from the options.
    public let rotation: Rotation
    /// The mirror images applied after the rotation, from the options.
    public let flips: Flips
    /// The options the mapping was made with: to map a device that comes back
    /// (a panel replugged) the same way.
    public let options: Options
    /// Everything applied in normalised space: calibration, rotation, flips.
    public let normalizedTransform: CalibrationMatrix
    /// Points per device unit for contact sizes (`ABS_MT_TOUCH_MAJOR/MINOR`,
    /// `ABS_MT_WIDTH_MAJOR/MINOR`), which the kernel gives in position units.
    ///
    /// A contact's axes can point anywhere, while X and Y units may differ in
    /// size, so one scale cannot be right for every orientation. This one keeps
    /// areas: it is the square root of how much the mapping scales an area, the
    /// geometric mean of the X and Y scales when nothing shears. A round contact
    /// `d` units across covers as many square points as one `d · scale` points
    /// across. Exact when X and Y units have the same size on the screen.
    public let pointsPerContactUnit: Double

    // x' = xFromX·x + xFromY·y + xOffset, y' likewise, from device units to points.
    @usableFromInline let xFromX: Double
    @usableFromInline let xFromY: Double
    @usableFromInline let xOffset: Double
    @usableFromInline let yFromX: Double
    @usableFromInline let yFromY: Double
    @usableFromInline let yOffset: Double
    /// The largest coordinates inside the screen: just under its right and
    /// bottom edges (origin plus width or height).
    @usableFromInline let largestX: Double
    @usableFromInline let largestY: Double

    /// A mapping for `device`'s position axes. A mouse with a wheel or a
    /// touchpad (`DeviceDescription.isPointerDevice`) gets the contactless mapping over
    /// `options.screenSize` (`init(contactlessDevice:screen:)`): its pointer
    /// moves over the whole window, whatever region a touchscreen would get.
    ///
    /// - Throws: `CoordinateMappingError` when the device has no position axes
    ///   (a mouse included, when the options give no screen size) or an axis
    ///   with no range, or when a size, the origin, the points per
    ///   millimetre or a calibration matrix is unusable.
    public init(device: DeviceDescription, options: Options = Options()) throws(CoordinateMappingError) {
        func failure(_ problem: CoordinateMappingError.Problem) -> CoordinateMappingError {
            CoordinateMappingError(device: device, problem: problem)
        }
        if device.isPointerDevice, let screen = options.screenSize {
            self = try CoordinateMapping(contactlessDevice: device, screen: screen)
            return
        }
        guard let axes = device.positionAxes else { throw failure(.noPositionAxes) }
        let multitouch = device.multitouchProtocol != .singleTouch
        for (axis, code) in [
            (axes.x, multitouch ? EventCode.absMTPositionX : EventCode.absX),
            (axes.y, multitouch ? EventCode.absMTPositionY : EventCode.absY),
        ] where axis.maximum <= axis.minimum {
            throw failure(
                .emptyAxis(
                    axis: code.name(as: .abs) ?? "", code: code, minimum: axis.minimum, maximum: axis.maximum))
        }
        guard options.pointsPerMillimetre.isFinite, options.pointsPerMillimetre > 0 else {
            throw failure(.unusablePointsPerMillimetre(options.pointsPerMillimetre))
        }
        if let size = options.screenSize {
            guard [size.width, size.height].allSatisfy({ $0 > 0 && $0 <= Self.largestScreenSide }) else {
                throw failure(.unusableScreenSize(size))
            }
        }
        // Within the window's bound on any coordinate, so sums of positions stay finite.
        guard [options.origin.x, options.origin.y].allSatisfy({ abs($0) <= Window.largestCoordinate }) else {
            throw failure(.unusableOrigin(options.origin))
        }

        let calibration: CalibrationMatrix
        let calibrationSource: CalibrationSource
        if let given = options.calibration {
            guard given.isFinite else { throw failure(.nonFiniteCalibration(given)) }
            (calibration, calibrationSource) = (given, .given)
        } else if let text = device.udevProperties[CalibrationSource.udevPropertyName] {
            do {
                (calibration, calibrationSource) = (try CalibrationMatrix(parsing: text), .udevProperty)
            } catch {
                throw failure(.unreadableUdevCalibration(error))
            }
        } else {
            (calibration, calibrationSource) = (.identity, .identity)
        }
        guard !calibration.squeezesTouchArea else {
            throw failure(.singularCalibration(calibration, source: calibrationSource))
        }
        guard !calibration.movesTouchAreaOffScreen else {
            throw failure(.calibrationOffScreen(calibration, source: calibrationSource))
        }

        let (screenSize, screenSizeSource) = Self.screenSize(x: axes.x, y: axes.y, options: options)
        if screenSizeSource != .given {
            let sides = [screenSize.width, screenSize.height]
            guard sides.allSatisfy({ $0.isFinite && (1...Self.largestScreenSide).contains($0) }) else {
                throw failure(.unusableDerivedScreenSize(screenSize, screenSizeSource))
            }
        }
        let transform = calibration.followed(by: options.rotation.matrix).followed(by: options.flips.matrix)

        deviceName = device.name
        deviceSource = device.source
        xAxis = axes.x
        yAxis = axes.y
        self.screenSize = screenSize
        origin = options.origin
        self.screenSizeSource = screenSizeSource
        self.calibration = calibration
        self.calibrationSource = calibrationSource
        rotation = options.rotation
        flips = options.flips
        self.options = options
        normalizedTransform = transform

        // Points = origin + size × (transform of (v − min) / span). Dividing the
        // size by the span (rather than multiplying by its reciprocal) keeps
        // whole ratios exact: 800 pt over 800 units is exactly 1.
        xFromX = screenSize.width * transform.a / axes.x.span
        xFromY = screenSize.width * transform.b / axes.y.span
        xOffset =
            options.origin.x + screenSize.width * transform.c
            - xFromX * Double(axes.x.minimum) - xFromY * Double(axes.y.minimum)
        yFromX = screenSize.height * transform.d / axes.x.span
        yFromY = screenSize.height * transform.e / axes.y.span
        yOffset =
            options.origin.y + screenSize.height * transform.f
            - yFromX * Double(axes.x.minimum) - yFromY * Double(axes.y.minimum)
        pointsPerContactUnit = abs(xFromX * yFromY - xFromY * yFromX).squareRoot()
        largestX = (options.origin.x + screenSize.width).nextDown
        largestY = (options.origin.y + screenSize.height).nextDown
    }

    /// The size to map onto and where it came from; see `Options.screenSize`.
    private static func screenSize(x: AbsoluteAxis, y: AbsoluteAxis, options: Options) -> (Size, ScreenSizeSource) {
        if let given = options.screenSize { return (given, .given) }
        let derived: (size: Size, source: ScreenSizeSource)
        if let width = x.lengthInMillimetres, let height = y.lengthInMillimetres {
            let glass = PhysicalSize(width: width, height: height)
            let scale = options.pointsPerMillimetre
            derived = (Size(glass.width * scale, glass.height * scale), .physical(glass, pointsPerMillimetre: scale))
        } else {
            derived = (Size(x.span, y.span), .axisRange)
        }
        guard options.rotation.swapsAxes else { return derived }
        let turned = Size(derived.size.height, derived.size.width)
        guard case .physical(let glass, let scale) = derived.source else { return (turned, derived.source) }
        return (turned, .physical(PhysicalSize(width: glass.height, height: glass.width), pointsPerMillimetre: scale))
    }

    /// Where a contact at `devicePoint` lands, in window points.
    ///
    /// - Complexity: O(1), four multiplications and four additions, no allocation.
    @inlinable
    public func point(from devicePoint: DevicePoint) -> Point {
        let x = Double(devicePoint.x)
        let y = Double(devicePoint.y)
        return Point(x: xFromX * x + xFromY * y + xOffset, y: yFromX * x + yFromY * y + yOffset)
    }

    /// Where a contact at `devicePoint` lands, kept on the screen: each
    /// coordinate is clamped to origin.x ..< origin.x + width (or the same in
    /// y), the half-open range a view's frame contains, so a touch at the right
    /// edge of the left of two screens stays on the left one.
    ///
    /// - Complexity: O(1), `point(from:)` plus four comparisons, no allocation.
    @inlinable
    public func clampedPoint(from devicePoint: DevicePoint) -> Point {
        let point = point(from: devicePoint)
        return Point(x: min(max(point.x, origin.x), largestX), y: min(max(point.y, origin.y), largestY))
    }

    /// A contact length (`ABS_MT_TOUCH_MAJOR` and the like), in points.
    @inlinable
    public func contactLength(fromDeviceUnits units: Int32) -> Double {
        Double(units) * pointsPerContactUnit
    }

    /// `devicePoint` as a fraction of the touch area, before calibration,
    /// rotation and flips.
    public func normalizedPoint(from devicePoint: DevicePoint) -> NormalizedPoint {
        NormalizedPoint(x: xAxis.normalized(devicePoint.x), y: yAxis.normalized(devicePoint.y))
    }
}
