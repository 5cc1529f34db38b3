import Foundation
import Testing

/// Option values that start with a minus sign reach the option: a number or
/// a matrix is taken as written, and the answer is a result or a message
/// about the value, never "Missing value" (the argument parser reads a word
/// starting with "-" as the next option unless the option says otherwise).
@Suite struct NegativeOptionValueTests {
    static let swipe = ["replay", "\(ReplayCommandTests.fixtures)/swipe.evemu"]

    /// The first touch's position in the JSON Lines trace of the swipe on an
    /// 800x800 screen with `extra` options.
    func firstTouch(_ extra: [String]) throws -> (x: Double, y: Double) {
        let result = try CLIRunner.run(Self.swipe + ["--screen", "800x800", "--json"] + extra)
        #expect(result.status == 0, "\(result.standardError)")
        let touch = try #require(
            try JSONLinesCheck.records(in: result.standardOutput).first { $0["type"] as? String == "touch" })
        return (try #require(touch["x"] as? Double), try #require(touch["y"] as? Double))
    }

    @Test func aMirrorCalibrationThatStartsWithMinusOneIsApplied() throws {
        // The swipe starts at device (100, 2000) of 0…4095: (19.531, 390.625)
        // on 800x800; x' = -x + 1 mirrors it to 800 - 19.531.
        let mirrored = try firstTouch(["--calibration", "-1 0 1 0 1 0"])
        #expect(mirrored == (780.469, 390.625))
        let result = try CLIRunner.run(Self.swipe + ["--calibration", "-1 0 1 0 1 0"])
        #expect(result.standardOutput.contains("calibration -1 0 1 0 1 0 (given)"), "\(result.standardOutput)")
    }

    @Test(arguments: [
        (
            ["--rotate", "-90"],
            "--rotate takes 0, 90, 180 or 270 (clockwise degrees), not -90. Write 270 for the same turn."
        ),
        (["--rotate", "-270"], "not -270. Write 90 for the same turn."),
        (["--calibration", "-1 0 1"], "--calibration: The calibration matrix '-1 0 1' has 3 numbers, not 6."),
        (["--points-per-mm", "-3"], "--points-per-mm must be a number above 0, such as 6.417."),
        (["--screen", "-640x480"], "The value '-640x480' is invalid for '--screen <WxH>'"),
        (["--page", "-1"], "--page takes a page number from 0, not -1."),
        (["--refresh-rate", "-60"], "--refresh-rate takes a number of Hz from 30 to 240"),
        (["--map", "TouchRoute Swipe*=640x480-10+0"], "has an offset with \"-\""),
        (["--map", "TouchRoute Swipe*=640x480+0+0,rotate=-90"], "not '-90'. Write 270 for the same turn."),
    ])
    func aNegativeValueIsRefusedForWhatItIs(arguments: [String], message: String) throws {
        let result = try CLIRunner.run(Self.swipe + arguments)
        #expect(result.status == 64)
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(!result.standardError.contains("Missing value"), "\(result.standardError)")
    }

    @Test func aMapRuleWithAMirrorCalibrationIsApplied() throws {
        let result = try CLIRunner.run(
            Self.swipe + ["--map", "TouchRoute Swipe*=800x800+0+0,calibration=-1 0 1 0 1 0", "--json"])
        #expect(result.status == 0, "\(result.standardError)")
        let touch = try #require(
            try JSONLinesCheck.records(in: result.standardOutput).first { $0["type"] as? String == "touch" })
        #expect(touch["x"] as? Double == 780.469 && touch["y"] as? Double == 390.625)
    }

    @Test(arguments: [
        (["emulate", "--speed", "-1", "missing.evemu"], "--speed takes 0 (as fast as possible) or a number above 0"),
        (["emulate", "--start-delay", "-1", "missing.evemu"], "--start-delay"),
        (["emulate", "--linger", "-1", "missing.evemu"], "--linger"),
        (["evaluate", "--per-band", "-3"], "--per-band takes 1 to 1000 gestures, not -3."),
        (["evaluate", "--seed", "-3"], "--seed takes a whole number from 0 to 18446744073709551615, not '-3'."),
        (["evaluate", "--rates", "-30"], "--rates takes report rates from 1 to 1000 Hz"),
        (["demo", "--screen", "-800x480"], "The value '-800x480' is invalid for '--screen <WxH>'"),
    ])
    func otherCommandsTakeTheValueToo(arguments: [String], message: String) throws {
        let result = try CLIRunner.run(arguments)
        #expect(result.status == 64)
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(!result.standardError.contains("Missing value"), "\(result.standardError)")
    }

    @Test func anOptionNameGivenAsTheValueIsNamedAsTheBadValue() throws {
        let result = try CLIRunner.run(Self.swipe + ["--rotate", "--flip", "horizontal"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("The value '--flip' is invalid for '--rotate <N>'"))
    }
}
