import Testing
import TouchRouteTesting

@testable import TouchRoute

/// `shouldBegin()` and `shouldBeginRule`, UIKit's
/// `gestureRecognizerShouldBegin(_:)`: asked when a recognizer asks to
/// recognize or begin, and a no fails it.
@Suite struct RecognizerShouldBeginTests {
    /// A pan that begins only when `allowed`, as a subclass decides.
    final class GatedPan: PanGestureRecognizer {
        var allowed = false
        private(set) var asked = 0
        override func shouldBegin() -> Bool {
            asked += 1
            return allowed
        }
    }

    @Test func aSubclassThatSaysNoFailsInsteadOfBeginning() {
        let fixture = RecognizerFixture()
        let pan = fixture.attach(GatedPan(name: "gated"))
        fixture.play(.drag(from: Point(100, 100), to: Point(300, 100), duration: 0.2))
        #expect(fixture.states(of: "gated") == [.failed])
        #expect(pan.asked == 1, "asked once, when the pan passed its threshold")
        // The pad heard the whole drag: nothing took it.
        #expect(fixture.pad.phases.last == .ended)
        pan.allowed = true
        fixture.play(.drag(from: Point(100, 100), to: Point(300, 100), duration: 0.2))
        #expect(fixture.states(of: "gated").dropFirst().first == .began)
        #expect(fixture.states(of: "gated").last == .ended)
        #expect(fixture.illegal.isEmpty)
    }

    @Test func aRuleThatSaysNoFailsADiscreteRecognizerInsteadOfRecognizing() {
        let fixture = RecognizerFixture()
        let tap = fixture.attach(TapGestureRecognizer(name: "tap"))
        var asked: [String] = []
        tap.shouldBeginRule = { recognizer in
            asked.append(recognizer.name)
            return false
        }
        fixture.play(.tap(at: Point(100, 100)))
        #expect(fixture.states(of: "tap") == [.failed])
        #expect(asked == ["tap"])
        tap.shouldBeginRule = nil
        fixture.play(.tap(at: Point(100, 100)))
        #expect(fixture.states(of: "tap") == [.failed, .recognized])
    }

    @Test func theRuleIsAskedAfterTheSubclassAndOnlyWhenItAgrees() {
        let fixture = RecognizerFixture()
        let pan = fixture.attach(GatedPan(name: "gated"))
        var ruleAsked = 0
        pan.shouldBeginRule = { _ in
            ruleAsked += 1
            return true
        }
        fixture.play(.drag(from: Point(100, 100), to: Point(300, 100), duration: 0.2))
        #expect(ruleAsked == 0)
        pan.allowed = true
        fixture.play(.drag(from: Point(100, 100), to: Point(300, 100), duration: 0.2))
        #expect(ruleAsked == 1)
        #expect(fixture.states(of: "gated").contains(.began))
    }

    @Test func aRefusedPanLeavesTheDragToTheScrollView() {
        let window = Window(size: Size(width: 400, height: 600))
        let list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 400, height: 600))
        list.contentSize = Size(width: 400, height: 2000)
        window.addSubview(list)
        let pan = PanGestureRecognizer(name: "pan")
        list.addGestureRecognizer(pan)
        var refuse = true
        pan.shouldBeginRule = { _ in !refuse }
        window.play(.drag(from: Point(200, 500), to: Point(200, 300), duration: 0.2))
        #expect(list.contentOffset.y > 100)
        refuse = false
        list.contentOffset = .zero
        window.play(.drag(from: Point(200, 500), to: Point(200, 300), duration: 0.2))
        #expect(list.contentOffset == .zero)
    }

    @Test func outsideAWindowTheAnswerStillCounts() {
        let pan = GatedPan(name: "alone")
        #expect(!pan.transition(to: .began))
        #expect(pan.state == .failed)
        let tap = TapGestureRecognizer(name: "tap")
        tap.shouldBeginRule = { _ in false }
        #expect(!tap.transition(to: .began), "illegal for a discrete recognizer: ignored, not refused")
        #expect(tap.state == .possible)
    }
}
