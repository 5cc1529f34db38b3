import Testing
import TouchRoute

@testable import TouchRouteEvdev

extension MappingFixtures {
    /// Two 640x480 screens side by side in a 1280x480 window.
    static let twoScreens = Size(1280, 480)

    static func output(_ name: String, _ region: String, devices: [String] = []) throws -> NamedOutput {
        NamedOutput(
            name: name, region: try OutputRegion(parsing: region),
            devices: try devices.map(DeviceSelector.init(parsing:)))
    }
}

private let twoScreens = MappingFixtures.twoScreens
private func output(_ name: String, _ region: String) throws -> NamedOutput {
    try MappingFixtures.output(name, region)
}

/// What `OutputMap.init` checks: regions inside the window, not overlapping
/// unless identical, output names unique.
@Suite struct OutputMapTests {
    private func failure(
        _ window: Size = twoScreens, rules: [String] = [], outputs: [NamedOutput] = []
    ) throws -> String? {
        let rules = try rules.map(DeviceMappingRule.init(parsing:))
        do {
            _ = try OutputMap(windowSize: window, rules: rules, outputs: outputs)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func screensSideBySideAreAMap() throws {
        let map = try OutputMap(
            windowSize: twoScreens, rules: [try DeviceMappingRule(parsing: "ILITEK*=640x480+0+0")],
            outputs: [try output("left", "640x480+0+0"), try output("right", "640x480+640+0")])
        #expect(map.windowSize == twoScreens)
        #expect(map.output(named: "right")?.region.description == "640x480+640+0")
        #expect(map.output(named: "middle") == nil)
        #expect(
            try failure(rules: ["a=640x480+0+0", "b=640x480+640+0", "c=1280x480"]) != nil,
            "the whole window overlaps both")
    }

    @Test func identicalRegionsAreOneScreenAndAllowed() throws {
        // A touch overlay and a pen digitizer on one display.
        #expect(
            try failure(
                rules: ["ILITEK*=640x480+640+0", "Wacom*=640x480+640+0"],
                outputs: [try output("right", "640x480+640+0")]) == nil)
    }

    @Test func aRuleOffTheWindowSaysWhereItReachesAndWhatToDo() throws {
        #expect(
            try failure(rules: ["ILITEK*=640x480+800+0"]) == "--map 'ILITEK*=640x480+800+0': the region 640x480+800+0 "
                + "does not fit in the 1280x480 window: its right edge is at x 1440. Give a region inside the window "
                + "(X + W at most 1280, Y + H at most 480), or make the window larger (--screen, or the layout's size)."
        )
        #expect(
            try failure(Size(800, 480), rules: ["ILITEK*=1280x600,rotate=90"])
                == "--map 'ILITEK*=1280x600+0+0,rotate=90': "
                + "the region 1280x600+0+0 does not fit in the 800x480 window: its right edge is at x 1280 and its bottom edge "
                + "is at y 600. Give a region inside the window (X + W at most 800, Y + H at most 480), or make the window "
                + "larger (--screen, or the layout's size).")
    }

    @Test func anOutputOffTheWindowSaysToMoveItsFrame() throws {
        #expect(
            try failure(outputs: [try output("right", "640x480+640+10")]) == "output 'right': the region "
                + "640x480+640+10 does not fit in the 1280x480 window: its bottom edge is at y 490. Move or shrink the "
                + "output's frame in the layout's outputs:, or make the window larger (the layout's size, or --screen)."
        )
        let negative = NamedOutput(name: "left", region: OutputRegion(Rect(x: -10, y: -1, width: 640, height: 480)))
        #expect(
            try failure(outputs: [negative])?.hasPrefix(
                "output 'left': the region 640x480+-10+-1 does not fit in the "
                    + "1280x480 window: its left edge is at x -10 and its top edge is at y -1. ") == true)
        let broken = NamedOutput(name: "left", region: OutputRegion(Rect(x: 0, y: 0, width: .nan, height: 480)))
        #expect(try failure(outputs: [broken])?.contains(": its numbers are not all finite. ") == true)
    }

    @Test func overlappingRegionsNameBothAndTheAreaTheyShare() throws {
        #expect(
            try failure(rules: ["A=800x480+0+0"], outputs: [try output("right", "640x480+640+0")])
                == "--map 'A=800x480+0+0' and output 'right' overlap: 800x480+0+0 and 640x480+640+0 share 160x480+640+0. "
                + "Regions of different screens may share an edge but not area (identical regions are fine, for two "
                + "devices on one screen); move or shrink one of them.")
        #expect(
            try failure(outputs: [try output("left", "700x480+0+0"), try output("right", "640x480+640+0")])?
                .hasPrefix(
                    "output 'left' and output 'right' overlap: 700x480+0+0 and 640x480+640+0 share 60x480+640+0. ")
                == true)
    }

    @Test func twoOutputsWithOneNameAreRefused() throws {
        #expect(
            try failure(outputs: [try output("left", "640x480+0+0"), try output("left", "640x480+640+0")])
                == "outputs: the name 'left' is used more than once. Give every output its own name: WL_OUTPUT and "
                + "messages pick an output by it.")
    }

    @Test func theErrorSaysWhetherTheCommandLineIsInvolved() throws {
        func thrown(rules: [String] = [], outputs: [NamedOutput] = []) throws -> OutputMapError? {
            #expect(throws: OutputMapError.self) {
                try OutputMap(
                    windowSize: twoScreens, rules: try rules.map(DeviceMappingRule.init(parsing:)), outputs: outputs)
            }
        }
        #expect(try thrown(rules: ["a=2000x10"])?.involvesRule == true)
        #expect(try thrown(rules: ["a=700x10"], outputs: [try output("right", "640x480+640+0")])?.involvesRule == true)
        #expect(try thrown(outputs: [try output("right", "640x480+700+0")])?.involvesRule == false)
        #expect(try thrown(outputs: [try output("a", "10x10"), try output("a", "10x10+10+0")])?.involvesRule == false)
    }
}
