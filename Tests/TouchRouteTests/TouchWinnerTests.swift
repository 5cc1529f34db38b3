import Testing

@testable import TouchRoute

/// `Touch.winner`: one answer for who won a touch, whatever kind of member
/// won it, with `claimant` and `recognizer` as its views.
@Suite struct TouchWinnerTests {
    @Test func aClaimIsTheWinnerAndALaterClaimReplacesIt() throws {
        let touch = Touch()
        let row = View(name: "row", frame: .zero)
        let list = View(name: "list", frame: .zero)
        #expect(touch.winner == nil && !touch.isWon)
        touch.win(for: row)
        #expect(touch.winner?.view === row && touch.winner?.recognizer == nil)
        #expect(touch.claimant === row && touch.isWon)
        #expect(!touch.isWon(byOtherThan: row) && touch.isWon(byOtherThan: list))
        touch.win(for: list)
        #expect(touch.winner?.view === list && touch.claimant === list)
    }

    @Test func theFirstRecognizerToWinStaysAndAClaimSharesItsWin() throws {
        let touch = Touch()
        let pan = PanGestureRecognizer(name: "pan")
        let swipe = SwipeGestureRecognizer(name: "swipe")
        touch.win(for: pan)
        touch.win(for: swipe)
        #expect(touch.winner?.recognizer === pan && touch.winner?.view == nil)
        let pager = ScrollView(name: "pager", frame: .zero)
        touch.win(for: pager)
        guard case .shared(let view, let recognizer) = touch.winner else {
            Issue.record("a claim after a recognizer's win shares it")
            return
        }
        #expect(view === pager && recognizer === pan)
    }

    @Test func aRecognizersWinOutlivesTheRecognizer() throws {
        let touch = Touch()
        do {
            let tap = TapGestureRecognizer(name: "tap")
            touch.win(for: tap)
            #expect(touch.recognizer === tap)
        }
        // The link is weak: the winner no longer names the recognizer, but
        // the touch still counts as won (it is never a dead gesture).
        #expect(touch.winner == nil && touch.recognizer == nil)
        #expect(touch.isWon && touch.isWon(byOtherThan: View(name: "row", frame: .zero)))
    }
}
