import Testing
import TouchRoute
import TouchRouteLayout

/// The keys that say how a layout's window decides on a finger's path: the
/// document's `decisions` (`Window.decisionSampling`) and a scroll view's
/// `panDeclineDominance`, read, built, and refused with the file, line and
/// key path when wrong.
@Suite struct LayoutDecisionKeysTests {
    static let list = "views:\n  - {type: scroll, name: list, frame: [0, 0, 400, 300], axis: vertical"

    @Test func decisionsChooseTheWindowsSampling() throws {
        for (word, sampling) in [("path", DecisionSampling.path), ("samples", .samples)] {
            let document = try LayoutFile.parse("decisions: \(word)\n\(Self.list)}\n", file: "x.yaml")
            #expect(document.decisionSampling == sampling)
            #expect(document.build().window.decisionSampling == sampling)
        }
    }

    @Test func withoutDecisionsTheWindowDecidesOnThePath() throws {
        let document = try LayoutFile.parse("\(Self.list)}\n", file: "x.yaml")
        #expect(document.decisionSampling == nil)
        #expect(document.build().window.decisionSampling == .path)
        #expect(LayoutDocument.defaultLayout.build().window.decisionSampling == .path)
    }

    @Test func anUnknownDecisionSamplingListsTheChoices() {
        #expect(
            layoutMessage("decisions: reports\n\(Self.list)}\n")
                == "x.yaml:1: decisions: unknown decision sampling 'reports'. Use one of: path, samples.")
        #expect(
            layoutMessage("decisions: [path]\n\(Self.list)}\n")
                == "x.yaml:1: decisions: unknown decision sampling a list of 1. Use one of: path, samples.")
    }

    @Test func theDeclineRatioSetsTheScrollView() throws {
        let document = try LayoutFile.parse("\(Self.list), panDeclineDominance: 2.5}\n", file: "x.yaml")
        let list = try #require(document.build().view(named: "list") as? ScrollView)
        #expect(list.panDeclineDominance == 2.5)
        let plain = try LayoutFile.parse("\(Self.list)}\n", file: "x.yaml")
        let standard = try #require(plain.build().view(named: "list") as? ScrollView)
        #expect(standard.panDeclineDominance == ScrollView.standardPanDeclineDominance)
    }

    @Test func aDeclineRatioBelowOneIsRefused() {
        let remedy =
            "Give how many times further across the axis than along it a move must go for the view to decline it: "
            + "1 or more, such as 1.1 (the default)."
        #expect(
            layoutMessage("\(Self.list), panDeclineDominance: 0.5}\n")
                == "x.yaml:2: views[0].panDeclineDominance: the ratio is 0.5, less than 1. \(remedy)")
        #expect(
            layoutMessage("\(Self.list), panDeclineDominance: steep}\n")
                == "x.yaml:2: views[0].panDeclineDominance: expected a number, found 'steep'. \(remedy)")
        #expect(
            layoutMessage("\(Self.list), panDeclineDominance: .inf}\n")
                == "x.yaml:2: views[0].panDeclineDominance: expected a finite number, found '.inf'. \(remedy)")
    }

    @Test func aDeclineRatioOnAPlainViewIsUnknown() {
        #expect(
            layoutMessage("views:\n  - {type: view, name: a, frame: [0, 0, 1, 1], panDeclineDominance: 2}\n")
                == "x.yaml:2: views[0].panDeclineDominance: unknown key 'panDeclineDominance' for a plain view. "
                + "Use one of: type, name, frame, hidden, interaction, multipleTouch, subviews, recognizers.")
    }
}
