import Testing
import TouchRoute

@testable import TouchRouteEvdev

/// The invariant checker catches each kind of breach, so a property test that
/// passes means something.
@Suite struct ContactLifecycleCheckTests {
    private func frame(_ seconds: Double, _ contacts: (Int, TouchPhase)...) -> DeviceFrame {
        DeviceFrame(
            time: .at(seconds),
            contacts: contacts.map { DeviceContact(id: $0.0, phase: $0.1, position: DevicePoint(x: 0, y: 0)) })
    }

    @Test func aWellFormedListPasses() {
        let frames = [
            frame(0.01, (1, .began)), frame(0.02, (1, .moved), (2, .began)),
            frame(0.02, (2, .ended)), frame(0.03, (1, .cancelled)),
        ]
        #expect(ContactLifecycleCheck.violations(in: frames) == [])
    }

    @Test func eachBreachIsNamed() {
        let frames = [
            frame(0.01, (1, .began), (1, .moved)),
            frame(0.02, (3, .began), (2, .moved)),
            frame(0.03, (1, .ended), (1, .began)),
            frame(0.025, (3, .stationary)),
            frame(0.04, (1, .cancelled)),
        ]
        #expect(
            ContactLifecycleCheck.violations(in: frames) == [
                "contact 1 at 0.010000: twice in one frame",
                "contact 3 at 0.020000: began, but the next number is 2",
                "contact 2 at 0.020000: moved before it began",
                "contact 1 at 0.030000: twice in one frame",
                "contact 1 at 0.030000: began again (a reused number)",
                "the frame at 0.025000 comes after one at 0.030000",
                "contact 3 at 0.025000: stationary, but unchanged contacts are left out",
                "contact 1 at 0.040000: cancelled after its end",
                "contact 3: never ended or cancelled",
            ])
    }

    @Test func contactsStillDownPassWhenClosingIsNotRequired() {
        #expect(ContactLifecycleCheck.violations(in: [frame(0.01, (1, .began))], closing: .notRequired) == [])
    }
}
