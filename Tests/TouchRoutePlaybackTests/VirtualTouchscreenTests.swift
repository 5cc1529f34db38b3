import Testing
import TouchRouteEvdev

@testable import TouchRoutePlayback

/// What can be checked of the virtual touchscreen without `/dev/uinput`: the
/// description it is made from. (Playing is `PacedPlaybackTests`.)
@Suite struct VirtualTouchscreenTests {
    static let recording = Recording(
        path: "fuzzy.evemu", format: .evemu,
        description: DeviceDescription(
            name: "Fuzzy Panel",
            axes: [
                EventCode.absX: AbsoluteAxis(minimum: 0, maximum: 2776, fuzz: 4, resolution: 10),
                EventCode.absY: AbsoluteAxis(minimum: 0, maximum: 1569, fuzz: 4, resolution: 10),
            ]),
        events: [])

    @Test func byDefaultTheDeviceIsDescribedExactlyAsRecorded() {
        #expect(VirtualTouchscreen.description(of: Self.recording, keepingFuzz: true) == Self.recording.description)
    }

    @Test func withoutFuzzOnlyTheFuzzChanges() {
        let description = VirtualTouchscreen.description(of: Self.recording, keepingFuzz: false)
        #expect(description.axes[EventCode.absX] == AbsoluteAxis(minimum: 0, maximum: 2776, fuzz: 0, resolution: 10))
        #expect(description.axes[EventCode.absY] == AbsoluteAxis(minimum: 0, maximum: 1569, fuzz: 0, resolution: 10))
        #expect(description.name == "Fuzzy Panel")
    }
}
