import Testing
import TouchRoute

@testable import TouchRouteEvdev

@Suite struct PointerPositionTests {
    @Test func thePointerStartsAtTheCentreAndMovesOnePointPerUnit() {
        var pointer = PointerPosition(area: Rect(x: 0, y: 0, width: 800, height: 480))
        #expect(pointer.location == Point(x: 400, y: 240))
        pointer.move(dx: 10, dy: -5)
        #expect(pointer.location == Point(x: 410, y: 235))
    }

    @Test func thePointerIsKeptWithinTheAreaEdgesIncluded() {
        var pointer = PointerPosition(area: Rect(x: 0, y: 0, width: 800, height: 480))
        pointer.move(dx: -5000, dy: 9000)
        #expect(pointer.location == Point(x: 0, y: 480))
        pointer.move(dx: 30, dy: -40)
        #expect(pointer.location == Point(x: 30, y: 440))
    }

    @Test func aMotionThatIsNotANumberIsIgnored() {
        var pointer = PointerPosition(area: Rect(x: 0, y: 0, width: 100, height: 100))
        pointer.move(dx: .nan, dy: 1)
        pointer.move(dx: .infinity, dy: 1)
        #expect(pointer.location == Point(x: 50, y: 50))
    }
}
