import ArgumentParser
import TouchRoute

/// `--decisions path|samples`: where the window judges its thresholds
/// (`Window.decisionSampling`). Shared by `run`, `replay` and `demo`. Left
/// out, the `--layout` file's `decisions` holds, else the path.
struct DecisionSamplingArgument: ParsableArguments {
    /// The words `--decisions` takes, one per `DecisionSampling`.
    enum Choice: String, ExpressibleByArgument, CaseIterable {
        case path, samples

        var sampling: DecisionSampling {
            switch self {
            case .path: .path
            case .samples: .samples
            }
        }
    }

    @Option(
        name: .customLong("decisions"),
        help: ArgumentHelp(
            "Where scroll views judge their thresholds: path, on the finger's path between two reports, so a "
                + "gesture is decided alike at any report rate; or samples, at the reports alone, as UIKit and the "
                + "RemorsefulScrollView essay do (for comparison). (default: the --layout file's decisions, else path)",
            valueName: "path|samples"))
    var choice: Choice?

    /// Set the window's sampling when `--decisions` was given.
    func apply(to window: Window) {
        if let choice { window.decisionSampling = choice.sampling }
    }
}
