import CTouchRoute
import TouchRoute

// tr_window_*: where the window judges its thresholds, on the path or at the samples.

/// The C values in raw-value order: TR_DECISION_SAMPLING_PATH is 0.
private let samplings: [DecisionSampling] = [.path, .samples]

@_cdecl("tr_window_set_decision_sampling")
public func trWindowSetDecisionSampling(_ window: OpaquePointer?, _ sampling: tr_decision_sampling) -> tr_status {
    exported { () throws(APIFailure) in
        let hosted = try HostedWindow.from(window)
        hosted.window.decisionSampling = try CArguments.choice(
            sampling.rawValue, samplings, "sampling", "TR_DECISION_SAMPLING_PATH or TR_DECISION_SAMPLING_SAMPLES")
    }
}

@_cdecl("tr_window_decision_sampling")
public func trWindowDecisionSampling(_ window: OpaquePointer?, _ sampling: UnsafeMutablePointer<tr_decision_sampling>?)
    -> tr_status
{
    exported { () throws(APIFailure) in
        let sampling = try required(sampling, "sampling")
        let current = try HostedWindow.from(window).window.decisionSampling
        sampling.pointee = tr_decision_sampling(rawValue: UInt32(samplings.firstIndex(of: current) ?? 0))
    }
}
