import TouchRoute

/// Turns a touchpad's contacts (`TouchDecoder`'s frames, in device units) into
/// what its fingers mean, as a desktop's touchpad driver would: one finger
/// moves the pointer, two fingers moving together scroll the view under it
/// (`PointerScroll.Source.finger`, which glides on when they lift). Any other
/// number of fingers does nothing: three and four are the desktop's gestures.
///
/// ```
///  fingers  what they do
///  1        pointer motion, scaled, no acceleration
///  2        nothing until their mean travel is `scrollStartDistance` and more
///           than their spread changed (not a pinch); then .began with the
///           whole travel, .changed each frame after
///  lift, land, palm   the scroll ends (.ended, the window flings); no motion
///                     that frame, so the pointer never jumps to a new finger
/// ```
///
/// Why these choices:
/// - **Scale.** One scale for motion and scroll, as libinput's scroll is in
///   its pointer's units: by default crossing the pad's width once crosses
///   the window's width once (a 100 mm pad over an 800 pt window: 8 pt/mm).
///   The router draws no cursor and a replay must land where the recording
///   says, so there is no acceleration curve to tune per desktop.
/// - **Natural scrolling** by default: the content follows the fingers, as
///   it does under a finger on the touchscreen beside the pad (libinput
///   defaults the other way; GNOME and macOS turn it on for touchpads).
/// - **The whole travel** goes into `.began`, so the content ends where the
///   fingers say, and a scroll decided at 30 Hz or 240 Hz moves it as far.
/// - Fingers are counted from contacts: a pad that tracks one contact and
///   reports a second only as `BTN_TOOL_DOUBLETAP` (old PS/2 pads) points
///   but does not scroll. A contact whose tool is a palm is not a finger.
///
/// Cost: per frame, work in proportion to the contacts that changed and the
/// fingers down; nothing is allocated after `init`.
public struct TouchpadDecoder: Sendable {
    /// How the fingers' travel becomes points.
    public struct Options: Hashable, Sendable {
        /// Whether the content follows the fingers (true, the default) or
        /// moves against them, as a scroll bar dragged by them would.
        public var naturalScrolling: Bool
        /// Points of pointer motion and scroll per millimetre the fingers
        /// travel; nil (or a value that is not a positive number) makes the
        /// pad's width span the window's width.
        public var pointsPerMillimetre: Double?

        /// Makes options from their parts; each parameter is the property of the same name. The
        /// defaults are natural scrolling, with the pad's width spanning the window's.
        public init(naturalScrolling: Bool = true, pointsPerMillimetre: Double? = nil) {
            self.naturalScrolling = naturalScrolling
            self.pointsPerMillimetre = pointsPerMillimetre
        }
    }

    /// The mean travel of two fingers, in millimetres, before they scroll:
    /// less is two fingers resting, or settling for a click.
    public static let scrollStartDistance = 2.0
    /// The width assumed for a pad whose axes give no resolution, in
    /// millimetres: a laptop's pad, and the size libinput's tests assume too.
    public static let assumedWidthInMillimetres = 100.0
    /// The most fingers followed; a pad reports five at most, and more only
    /// ever means "not one, not two".
    static let mostFollowed = 10

    /// Device units per millimetre along x and y.
    public let unitsPerMillimetre: (x: Double, y: Double)
    /// Points per millimetre of travel (see `Options.pointsPerMillimetre`).
    public let pointsPerMillimetre: Double
    /// The options as given; `pointsPerMillimetre` holds the scale actually used.
    public let options: Options

    private struct Finger: Sendable {
        var id: Int
        var position: DevicePoint
        /// Travel this frame, in millimetres.
        var step: Vector
    }

    private var fingers: [Finger] = []
    /// Contacts beyond `mostFollowed`, counted but not followed.
    private var unfollowed = 0
    private var isScrolling = false
    /// The pair's mean travel, in millimetres, since it came down, until it scrolls.
    private var pendingTravel = Vector.zero
    /// The pair's spread when it came down, in millimetres.
    private var spreadAtStart = 0.0

    /// A decoder for `device`, a touchpad in a window `windowWidth` points
    /// wide; nil when it is not a touchpad (`DeviceDescription.isTouchpadPointer`)
    /// or has no position axes.
    public init?(device: DeviceDescription, windowWidth: Double, options: Options = Options()) {
        guard device.isTouchpadPointer, let axes = device.positionAxes else { return nil }
        let xUnits =
            axes.x.resolution > 0 ? Double(axes.x.resolution) : axes.x.span / Self.assumedWidthInMillimetres
        let yUnits = axes.y.resolution > 0 ? Double(axes.y.resolution) : xUnits
        unitsPerMillimetre = (xUnits, yUnits)
        self.options = options
        let widthInMillimetres = axes.x.span / xUnits
        if let given = options.pointsPerMillimetre, given > 0, given.isFinite {
            pointsPerMillimetre = given
        } else {
            let width = windowWidth.isFinite && windowWidth > 0 ? windowWidth : 800
            pointsPerMillimetre = width / widthInMillimetres
        }
        fingers.reserveCapacity(Self.mostFollowed)
    }

    /// The fingers down, palms left out.
    public var fingerCount: Int { fingers.count + unfollowed }

    /// Take one decoded frame (its changed contacts) and say what it meant.
    public mutating func take(_ frame: DeviceFrame) -> TouchpadReport {
        let countBefore = fingerCount
        var fingersChanged = false
        for index in fingers.indices { fingers[index].step = .zero }
        for contact in frame.contacts {
            fingersChanged = follow(contact) || fingersChanged
        }
        var report = TouchpadReport()
        if fingersChanged || fingerCount != countBefore {
            if isScrolling {
                isScrolling = false
                report.scrollPhase = .ended
            }
            pendingTravel = .zero
            spreadAtStart = fingerCount == 2 ? spread() : 0
            return report
        }
        switch fingerCount {
        case 1 where fingers.count == 1:
            report.motion = points(fingers[0].step)
        case 2 where fingers.count == 2:
            let mean = (fingers[0].step + fingers[1].step) * 0.5
            if isScrolling {
                // A frame that moved neither finger (a click, a pressure
                // change) is no step of the scroll.
                guard mean != .zero else { break }
                report.scrollPhase = .changed
                report.scrollDelta = scroll(mean)
            } else {
                pendingTravel = pendingTravel + mean
                let travel = pendingTravel.length
                if travel >= Self.scrollStartDistance, travel > abs(spread() - spreadAtStart) {
                    isScrolling = true
                    report.scrollPhase = .began
                    report.scrollDelta = scroll(pendingTravel)
                    pendingTravel = .zero
                }
            }
        default:
            break
        }
        return report
    }

    /// Input stops with fingers down (a session stopped): end a scroll under
    /// way, and forget the fingers, as if they had lifted.
    public mutating func end() -> TouchpadReport {
        fingers.removeAll(keepingCapacity: true)
        unfollowed = 0
        pendingTravel = .zero
        guard isScrolling else { return TouchpadReport() }
        isScrolling = false
        return TouchpadReport(scrollPhase: .ended)
    }

    /// Follow one changed contact; true when the fingers down changed.
    private mutating func follow(_ contact: DeviceContact) -> Bool {
        let index = fingers.firstIndex { $0.id == contact.id }
        let isFinger = contact.toolType != .palm
        switch contact.phase {
        case .began:
            guard isFinger else { return false }
            if fingers.count < Self.mostFollowed {
                fingers.append(Finger(id: contact.id, position: contact.position, step: .zero))
            } else {
                unfollowed += 1
            }
            return true
        case .moved, .stationary:
            guard let index else { return false }
            guard isFinger else {
                fingers.remove(at: index)
                return true
            }
            let old = fingers[index].position
            fingers[index].position = contact.position
            fingers[index].step = Vector(
                dx: (Double(contact.position.x) - Double(old.x)) / unitsPerMillimetre.x,
                dy: (Double(contact.position.y) - Double(old.y)) / unitsPerMillimetre.y)
            return false
        case .ended, .cancelled:
            if let index {
                fingers.remove(at: index)
                return true
            }
            guard isFinger, unfollowed > 0 else { return false }
            unfollowed -= 1
            return true
        }
    }

    /// The distance between the first two fingers, in millimetres.
    private func spread() -> Double {
        guard fingers.count >= 2 else { return 0 }
        let a = fingers[0].position
        let b = fingers[1].position
        return Vector(
            dx: (Double(a.x) - Double(b.x)) / unitsPerMillimetre.x,
            dy: (Double(a.y) - Double(b.y)) / unitsPerMillimetre.y
        ).length
    }

    private func points(_ millimetres: Vector) -> Vector { millimetres * pointsPerMillimetre }

    /// The fingers' travel as a scroll: natural scrolling moves the content
    /// with them, so the offset grows as they move up or left.
    private func scroll(_ millimetres: Vector) -> Vector {
        points(millimetres) * (options.naturalScrolling ? -1 : 1)
    }
}
