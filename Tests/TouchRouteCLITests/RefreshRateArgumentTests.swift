import Foundation
import Testing

/// `--refresh-rate HZ`, shared by `replay`, `run` and `demo`: any rate from 30
/// to 240 Hz.
@Suite struct RefreshRateArgumentTests {
    /// The pager's offsets while its snap runs after the swipe recording, at `hertz`.
    func pagerOffsets(_ hertz: String) throws -> [Double] {
        let output = try CLIRunner.run(ReplayCommandTests.swipe + ["--json", "--refresh-rate", hertz])
        #expect(output.status == 0)
        #expect(output.standardError.contains("mapping"), "the replay ran")
        return try JSONLinesCheck.records(in: output.standardOutput)
            .filter { $0["type"] as? String == "scroll" && $0["view"] as? String == "pager" }
            .compactMap { $0["x"] as? Double }
    }

    @Test func ratesBetweenTheCommonOnesAreAcceptedAndTheSnapEndsTheSame() throws {
        let counts = try ["59.94", "60", "90", "144"].map { hertz in
            let offsets = try pagerOffsets(hertz)
            #expect(offsets.last == 0, "at \(hertz) Hz the pager lands on its page")
            return offsets.count
        }
        // The snap lasts as long at every rate; a faster display shows more of its frames.
        #expect(counts[0] <= counts[1] && counts[1] < counts[2] && counts[2] < counts[3], "\(counts)")
    }

    @Test(arguments: ["29", "241", "nan", "inf", "fast"])
    func aRateOutsideThirtyToTwoHundredFortyIsRefusedNamingTheRange(hertz: String) throws {
        let result = try CLIRunner.run(["demo", "--refresh-rate", hertz])
        #expect(result.status == 64)
        #expect(result.standardOutput.isEmpty)
        #expect(
            result.standardError.hasPrefix(
                "Error: --refresh-rate takes a number of Hz from 30 to 240, such as 60, 90, 120 or 144, not \(hertz).\n"
            ))
    }

    @Test func theHelpNamesTheRange() throws {
        let result = try CLIRunner.run(["demo", "--help"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("steps: 30 to 240, such as 60, 90, 120 or 144."))
    }
}
