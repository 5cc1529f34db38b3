import Foundation
import Testing

/// `--map` and a layout file's `outputs:` on `replay`: the recording's device
/// maps onto its region of a window that spans several screens.
@Suite struct MapOptionTests {
    static let swipe = ["replay", "\(ReplayCommandTests.fixtures)/swipe.evemu"]
    static let twoPanels = swipe + ["--layout", "Examples/two-panels.yaml"]
    static let onTheRight = "TouchRoute Swipe*=640x480+640+0"

    @Test func aDeviceMappedOntoTheRightHalfTouchesAndScrollsOnlyThere() throws {
        let result = try CLIRunner.run(Self.twoPanels + ["--map", Self.onTheRight, "--json"])
        #expect(result.status == 0)
        #expect(
            result.standardError.contains(
                "touchroute: mapping 4096x4096 device units onto 640x480 pt (given) "
                    + "at (640, 0), rotated 0°, not flipped, no calibration\ntouchroute: mapping via --map '\(Self.onTheRight)'\n"
            ))
        #expect(!result.standardError.contains("warning"))
        let records = try JSONLinesCheck.records(in: result.standardOutput)
        let touches = records.filter { $0["type"] as? String == "touch" }
        let xs = touches.compactMap { $0["x"] as? Double }
        #expect(!xs.isEmpty && xs.count == touches.count)
        #expect(xs.allSatisfy { (640..<1280).contains($0) }, "\(xs)")
        // The swipe starts at device (100, 2000) of 0…4095: 640 + 15.625 across, 234.375 down.
        #expect(touches.first?["x"] as? Double == 655.625 && touches.first?["y"] as? Double == 234.375)
        let views = Set(touches.compactMap { $0["view"] as? String })
        #expect(views == ["rightPager", "right0"])
        let scrolled = Set(records.filter { $0["type"] as? String == "scroll" }.compactMap { $0["view"] as? String })
        #expect(scrolled == ["rightPager"])
        #expect(JSONLinesCheck.exactlyOnceViolations(in: records).isEmpty)
    }

    @Test func theRulesOwnFlipTurnsTheRightPagerToItsNextPage() throws {
        let result = try CLIRunner.run(Self.twoPanels + ["--map", Self.onTheRight + ",flip=horizontal"])
        #expect(result.status == 0)
        #expect(
            result.standardOutput.contains(
                "\nmapping 4096x4096 device units onto 640x480 pt (given) at (640, 0), rotated 0°, flipped horizontally, "
                    + "no calibration\nmapping via --map '\(Self.onTheRight),flip=horizontal'\n"))
        let last = try #require(result.standardOutput.split(separator: "\n").last)
        #expect(
            last == "offsets at the end: leftPager (0, 0)  left0 (0, 0)  left1 (0, 0)  left2 (0, 0)  "
                + "rightPager (640, 0)  right0 (0, 0)  right1 (0, 0)  right2 (0, 0)  (page 0)")
    }

    @Test func withoutAMapTheDeviceCoversTheWholeWindowAndSaysNothingMore() throws {
        let result = try CLIRunner.run(Self.twoPanels)
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        #expect(
            result.standardOutput.contains(
                "\nmapping 4096x4096 device units onto 1280x480 pt (given), rotated 0°, not flipped, no calibration\n   0.000"
            ))
        #expect(!result.standardOutput.contains("mapping via"))
        #expect(result.standardOutput.contains("#1 began at (31.25, 234.375) → leftPager, left0"))
    }

    @Test func aMapMatchingNoRecordedDeviceIsAWarningOnly() throws {
        let result = try CLIRunner.run(Self.swipe + ["--screen", "1280x480", "--map", "Elo*=640x480+640+0"])
        #expect(result.status == 0)
        #expect(
            result.standardError == "touchroute: warning: --map 'Elo*=640x480+640+0' matches no recorded device "
                + "(recorded: \(ReplayCommandTests.fixtures)/swipe.evemu ('TouchRoute Swipe Screen #2')); it is not "
                + "used.\n")
        #expect(result.standardOutput.contains("onto 1280x480 pt (given), rotated 0°"))
        #expect(!result.standardOutput.contains("mapping via"))
    }

    @Test func theFirstMatchingMapWins() throws {
        let result = try CLIRunner.run(
            Self.swipe + [
                "--screen", "1280x480", "--map", "0eef:7224=640x480+0+0", "--map", Self.onTheRight, "--json",
            ])
        #expect(result.status == 0)
        #expect(result.standardError.contains("touchroute: mapping via --map '0eef:7224=640x480+0+0'\n"))
        #expect(!result.standardError.contains("warning"), "the second rule matches the device too")
    }

    @Test(arguments: [
        (
            ["--map", "TouchRoute*=800x480+0+0,rotate=45"],
            "Error: --map 'TouchRoute*=800x480+0+0,rotate=45': rotate takes 0, 90, 180 or 270 (clockwise degrees), not '45'.\n"
        ),
        (
            ["--map", "TouchRoute*=800x480+0+0,rotate=450"],
            "Error: --map 'TouchRoute*=800x480+0+0,rotate=450': rotate takes 0, 90, 180 or 270 (clockwise degrees), "
                + "not '450'. Write 90 for the same turn.\n"
        ),
        (
            ["--rotate", "360"],
            "Error: --rotate takes 0, 90, 180 or 270 (clockwise degrees), not 360. Write 0 for the same turn.\n"
        ),
        (
            ["--rotate", "450"],
            "Error: --rotate takes 0, 90, 180 or 270 (clockwise degrees), not 450. Write 90 for the same turn.\n"
        ),
        (
            ["--map", "TouchRoute*=800x480+0"],
            "Error: --map 'TouchRoute*=800x480+0': the region '800x480+0' is not WxH+X+Y. Write WxH+X+Y in window "
                + "points: the width and height (above 0), then the offsets of the region's top-left corner from the "
                + "window's, such as 640x480+640+0 (WxH alone is at +0+0).\n"
        ),
        (
            ["--map", "TouchRoute*"],
            "Error: --map 'TouchRoute*': there is no \"=\" between the device selector and its region. Write "
                + "SELECTOR=WxH+X+Y[,rotate=N][,flip=horizontal|vertical|both][,calibration=a b c d e f], such as "
                + "'ILITEK*=640x480+640+0,rotate=90'.\n"
        ),
        (
            ["--screen", "1280x480", "--map", "TouchRoute*=640x480+700+0"],
            "Error: --map 'TouchRoute*=640x480+700+0': the region 640x480+700+0 does not fit in the 1280x480 window: "
                + "its right edge is at x 1340. Give a region inside the window (X + W at most 1280, Y + H at most 480), "
                + "or make the window larger (--screen, or the layout's size).\n"
        ),
        (
            ["--layout", "Examples/two-panels.yaml", "--map", "TouchRoute*=640x480+600+0"],
            "Error: --map 'TouchRoute*=640x480+600+0' and output 'left' overlap: 640x480+600+0 and 640x480+0+0 share "
                + "40x480+600+0. Regions of different screens may share an edge but not area (identical regions are "
                + "fine, for two devices on one screen); move or shrink one of them.\n"
        ),
    ])
    func aBadMapIsAUsageErrorThatSaysWhatIsWrong(arguments: [String], message: String) throws {
        let result = try CLIRunner.run(Self.swipe + arguments)
        #expect(result.status == 64)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix(message))
        #expect(result.standardError.hasSuffix(ReplayCommandTests.usage), "the usage shown is replay's")
    }

    /// A layout file of two outputs, `right` starting at `rightX`, with no size.
    private func withOutputs(rightX: Int, _ body: (String) throws -> Void) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("touchroute-outputs-\(UUID()).yaml")
        try """
        views:
          - {type: scroll, name: list, frame: [0, 0, 800, 480], rows: {count: 20, height: 64}}
        outputs:
          - {name: left, frame: [0, 0, 640, 480]}
          - {name: right, frame: [\(rightX), 0, 640, 480]}
        """.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        try body(file.path)
    }

    @Test func overlappingOutputsFailTheLayoutFileAtTheLine() throws {
        try withOutputs(rightX: 600) { path in
            let result = try CLIRunner.run(Self.swipe + ["--layout", path])
            #expect(result.status == 1)
            #expect(
                result.standardError == "Error: \(path):5: outputs[1].frame: the frame [600, 0, 640, 480] overlaps "
                    + "output 'left' at outputs[0].frame (line 4). Outputs may share an edge but not area (identical "
                    + "frames are one screen); move or shrink one.\n")
        }
    }

    @Test func anOutputOffTheScreenFailsNamingTheFileAndTheOutput() throws {
        try withOutputs(rightX: 640) { path in
            let result = try CLIRunner.run(Self.swipe + ["--layout", path, "--screen", "800x480"])
            #expect(result.status == 1)
            #expect(
                result.standardError == "Error: \(path):5: output 'right': the region 640x480+640+0 does not fit "
                    + "in the 800x480 window: its right edge is at x 1280. Move or shrink the output's frame in the "
                    + "layout's outputs:, or make the window larger (the layout's size, or --screen).\n")
            let wide = try CLIRunner.run(
                Self.swipe + ["--layout", path, "--screen", "1280x480", "--map", Self.onTheRight])
            #expect(wide.status == 0)
            #expect(wide.standardOutput.contains("\nmapping via --map '\(Self.onTheRight)'\n"))
        }
    }

    @Test func theDemoRunsOnTheTwoPanels() throws {
        let result = try CLIRunner.run(["demo", "--layout", "Examples/two-panels.yaml"])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        #expect(result.standardOutput.contains("offsets: leftPager (0, 0)"))
    }
}
