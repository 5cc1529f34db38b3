import CTouchRoute

/// `tr_window_handle_samples`: batched input, each sample with its own time.

@_cdecl("tr_window_handle_samples")
public func trWindowHandleSamples(_ window: OpaquePointer?, _ samples: UnsafePointer<tr_sample>?, _ count: Int)
    -> tr_status
{
    exported { () throws(APIFailure) in
        try HandleTable.shared.withObject(window, kind: .window, as: HostedWindow.self, role: "window") {
            (hosted: HostedWindow) throws(APIFailure) in
            try hosted.route(samples: samples, count: count, call: "tr_window_handle_samples")
        }
    }
}
