import Testing
import TouchRouteTesting

@testable import TouchRoute

/// Swipes: direction, distance, speed, angle, fingers.
@Suite struct SwipeGestureRecognizerTests {
    @Test func aQuickStrokeInAPermittedDirectionRecognizesWithItsTranslationAndVelocity() {
        let fixture = RecognizerFixture()
        let swipe = fixture.attach(SwipeGestureRecognizer(name: "swipe"))
        swipe.direction = [.left, .right]
        var values: GestureValues?
        swipe.onStateChange = { values = $0.values }
        fixture.play(.swipe(from: Point(300, 200), to: Point(100, 200), duration: 0.15))
        #expect(values?.translation.map { $0.dx <= -SwipeGestureRecognizer.standardMinimumDistance } == true)
        #expect(values?.velocity.map { $0.dx < -SwipeGestureRecognizer.standardMinimumSpeed } == true)
        #expect(values?.location != nil)
    }

    @Test func aStrokeTheOtherWayOrTooSlowOrAskewFails() {
        let fixture = RecognizerFixture()
        fixture.attach(SwipeGestureRecognizer(name: "swipe"))
        fixture.play(.swipe(from: Point(300, 200), to: Point(100, 200)))
        fixture.play(.drag(from: Point(100, 200), to: Point(160, 200), duration: 1))
        fixture.play(.swipe(from: Point(100, 100), to: Point(250, 250)))
        fixture.play(.swipe(from: Point(100, 100), to: Point(300, 100)))
        #expect(fixture.states(of: "swipe") == [.failed, .failed, .failed, .recognized])
    }

    @Test func twoFingerSwipesNeedTwoFingers() {
        let fixture = RecognizerFixture()
        let swipe = fixture.attach(SwipeGestureRecognizer(name: "swipe"))
        swipe.numberOfTouchesRequired = 2
        swipe.direction = .up
        let up = TouchScript.swipe(from: Point(100, 300), to: Point(100, 100))
        fixture.play(up.adding(.swipe(from: Point(150, 300), to: Point(150, 100))))
        fixture.play(up)
        #expect(fixture.states(of: "swipe") == [.recognized, .failed])
    }

    /// With a 45° limit, a stroke 40° off to the right recognizes and one 50° off fails.
    @Test func theAngleLimitSeparatesStrokesEitherSideOfIt() {
        let fixture = RecognizerFixture()
        let swipe = fixture.attach(SwipeGestureRecognizer(name: "swipe"))
        swipe.maximumAngle = .pi / 4
        fixture.play(.swipe(from: Point(100, 100), to: Point(300, 100 + 200 * 0.8390996311772800)))  // tan 40°
        fixture.play(.swipe(from: Point(100, 100), to: Point(300, 100 + 200 * 1.19175359259421)))  // tan 50°
        #expect(fixture.states(of: "swipe") == [.recognized, .failed])
    }
}
