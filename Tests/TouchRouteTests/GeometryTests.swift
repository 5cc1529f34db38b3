import Testing
import TouchRoute

@Suite struct GeometryTests {
    // MARK: Rect.contains

    @Test func rectContainsItsMinimumEdgesButNotItsMaximumEdges() {
        let rect = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect(rect.contains(Point(10, 20)))  // top-left corner: inside
        #expect(rect.contains(Point(10, 69.999)))  // left edge, just above the bottom
        #expect(rect.contains(Point(109.999, 20)))  // top edge, just left of the right edge
        #expect(!rect.contains(Point(110, 20)))  // right edge: outside
        #expect(!rect.contains(Point(10, 70)))  // bottom edge: outside
        #expect(!rect.contains(Point(110, 70)))  // bottom-right corner: outside
        #expect(!rect.contains(Point(9.999, 30)))
        #expect(!rect.contains(Point(50, 19.999)))
        #expect(rect.contains(rect.center))
    }

    @Test func twoRectsSharingAnEdgeNeverBothContainAPointOnIt() {
        let left = Rect(x: 0, y: 0, width: 50, height: 50)
        let right = Rect(x: 50, y: 0, width: 50, height: 50)
        for y in stride(from: 0.0, to: 50, by: 7.5) {
            let onEdge = Point(50, y)
            #expect(left.contains(onEdge) != right.contains(onEdge), "y \(y)")
            #expect(right.contains(onEdge))
        }
    }

    @Test func emptyAndNonFiniteRectsContainNothing() {
        #expect(!Rect.zero.contains(.zero))
        #expect(!Rect(x: 0, y: 0, width: 0, height: 10).contains(Point(0, 5)))
        let rect = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(!rect.contains(Point(.nan, 5)))
        #expect(!rect.contains(Point(5, .nan)))
        #expect(!rect.contains(Point(.infinity, 5)))
    }

    @Test func rectAccessors() {
        let rect = Rect(x: -10, y: 5, width: 30, height: 20)
        #expect(rect.minX == -10 && rect.minY == 5)
        #expect(rect.maxX == 20 && rect.maxY == 25)
        #expect(rect.width == 30 && rect.height == 20)
        #expect(rect.center == Point(5, 15))
        #expect(rect.description == "(-10, 5) 30x20")
    }

    // MARK: Point and Vector arithmetic

    @Test func pointPlusAndMinusVector() {
        let point = Point(10, 20)
        let offset = Vector(dx: 3, dy: -4)
        #expect(point + offset == Point(13, 16))
        #expect(point - offset == Point(7, 24))
        #expect(point + offset - offset == point)
        #expect(point + .zero == point)
    }

    @Test func displacementIsTheVectorFromOriginToPoint() {
        let origin = Point(1, 2)
        let point = Point(4, 6)
        let displacement = point.displacement(from: origin)
        #expect(displacement == Vector(dx: 3, dy: 4))
        #expect(displacement.length == 5)
        #expect(origin + displacement == point)
        #expect(origin.displacement(from: point) == -displacement)
    }

    @Test func vectorArithmetic() {
        let a = Vector(dx: 1, dy: 2)
        let b = Vector(dx: -3, dy: 5)
        #expect(a + b == Vector(dx: -2, dy: 7))
        #expect(a - b == Vector(dx: 4, dy: -3))
        #expect(-a == Vector(dx: -1, dy: -2))
        #expect(a * 2.5 == Vector(dx: 2.5, dy: 5))
        #expect(a * 0 == .zero)
        #expect(Vector(dx: -6, dy: 8).length == 10)
        #expect(Vector.zero.length == 0)
    }

    @Test func vectorAndSizeAxisSubscripts() {
        var vector = Vector(dx: 3, dy: 7)
        #expect(vector[.horizontal] == 3)
        #expect(vector[.vertical] == 7)
        vector[.vertical] = -1
        #expect(vector == Vector(dx: 3, dy: -1))
        var size = Size(10, 20)
        #expect(size[.horizontal] == 10 && size[.vertical] == 20)
        size[.horizontal] = 5
        #expect(size == Size(width: 5, height: 20))
        #expect(Axis.horizontal.cross == .vertical)
        #expect(Axis.vertical.cross == .horizontal)
    }

    @Test func axesOptionSet() {
        #expect(Axes.both.contains(.horizontal))
        #expect(Axes.both.contains(.vertical))
        #expect(Axes.horizontal.contains(.horizontal))
        #expect(!Axes.horizontal.contains(.vertical))
        #expect(!Axes([]).contains(.vertical))
        #expect(Axes(.vertical) == .vertical)
    }

    @Test func pointIsFinite() {
        #expect(Point(1, 2).isFinite)
        #expect(!Point(.nan, 2).isFinite)
        #expect(!Point(1, -.infinity).isFinite)
    }

    // MARK: Double.compactDescription

    @Test(
        arguments: [
            (12.0, "12"),
            (12.5, "12.5"),
            (-0.125, "-0.125"),
            (0.0, "0"),
            (-0.0, "0"),
            (0.0004, "0"),  // rounds to zero thousandths
            (-0.0004, "0"),  // and never prints "-0"
            (0.0005, "0.001"),
            (1.05, "1.05"),
            (0.1 + 0.2, "0.3"),
            (0.15, "0.15"),
            (-12, "-12"),
            (100, "100"),
            (1.0001, "1"),
            (2.9999, "3"),
            (0.007, "0.007"),
            (-3.07, "-3.07"),
            (800, "800"),
        ] as [(Double, String)])
    func compactDescription(value: Double, text: String) {
        #expect(value.compactDescription == text)
    }

    @Test func compactDescriptionOfNonFiniteValues() {
        #expect(Double.nan.compactDescription == "nan")
        #expect(Double.infinity.compactDescription == "inf")
        #expect((-Double.infinity).compactDescription == "-inf")
    }

    @Test func descriptionsUseCompactNumbers() {
        #expect(Point(12, -0.125).description == "(12, -0.125)")
        #expect(Vector(dx: 0.5, dy: 0).description == "(0.5, 0)")
        #expect(Size(800, 480).description == "800x480")
    }

    /// `compactDescription` converts the value in thousandths to `UInt64`, which
    /// traps for magnitudes of about 1.8e16 and up. Such a value is finite, so it
    /// reaches the formatter, e.g. in the "outside the window" problem message of a
    /// contact reported at a garbage (but finite) location.
    @Test func compactDescriptionOfAHugeFiniteValueDoesNotCrash() async {
        await #expect(processExitsWith: .success) {
            _ = (1e17).compactDescription
        }
    }

    @Test func aContactAtAHugeFiniteLocationIsReportedNotCrashed() async {
        await #expect(processExitsWith: .success) {
            let window = Window(size: Size(100, 100))
            window.handle(
                TouchFrame(
                    timestamp: 1,
                    contacts: [
                        Contact(id: 0, phase: .began, location: Point(1e17, 10))
                    ]))
        }
    }

    // MARK: Sizes stored in views

    @Test func settingANegativeFrameSizeClampsToZero() {
        let view = View(name: "v")
        view.frame = Rect(x: 5, y: 5, width: -10, height: 20)
        #expect(view.frame.size == Size(0, 20))
        #expect(view.bounds.size == Size(0, 20))
    }

    @Test func aNegativeFrameSizeGivenAtInitIsClamped() {
        let view = View(name: "v", frame: Rect(x: 0, y: 0, width: -10, height: 20))
        #expect(view.frame.size == Size(0, 20))
        #expect(view.bounds.size == Size(0, 20))
    }
}
