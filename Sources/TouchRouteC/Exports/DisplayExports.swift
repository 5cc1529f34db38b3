import CTouchRoute
import TouchRoute

// tr_window_*: who steps scroll motion, and how often.

@_cdecl("tr_window_set_refresh_rate")
public func trWindowSetRefreshRate(_ window: OpaquePointer?, _ hertz: Double) -> tr_status {
    exported { () throws(APIFailure) in
        let hosted = try HostedWindow.from(window)
        guard let rate = RefreshRate(hertz: hertz) else {
            let range = RefreshRate.supportedRange
            throw .invalid(
                "The refresh rate is \(hertz) Hz; give \(range.lowerBound.compactDescription) to \(range.upperBound.compactDescription) Hz."
            )
        }
        hosted.window.refreshRate = rate
    }
}

@_cdecl("tr_window_set_display_sync")
public func trWindowSetDisplaySync(_ window: OpaquePointer?, _ sync: tr_display_sync) -> tr_status {
    exported { () throws(APIFailure) in
        let hosted = try HostedWindow.from(window)
        let sync = try CArguments.choice(
            sync.rawValue, [DisplaySync.timer, .host], "sync", "TR_DISPLAY_SYNC_TIMER or TR_DISPLAY_SYNC_HOST")
        try hosted.callingOut { hosted.window.displaySync = sync }
    }
}

@_cdecl("tr_window_display_frame")
public func trWindowDisplayFrame(_ window: OpaquePointer?, _ time: Double) -> tr_status {
    exported { () throws(APIFailure) in
        let hosted = try HostedWindow.from(window)
        let time = try CArguments.finite(time, "time")
        try hosted.routing("tr_window_display_frame") { hosted.window.displayFrame(at: time) }
    }
}

@_cdecl("tr_window_needs_display_frames")
public func trWindowNeedsDisplayFrames(_ window: OpaquePointer?, _ needs: UnsafeMutablePointer<Bool>?) -> tr_status {
    exported { () throws(APIFailure) in
        let needs = try required(needs, "needs")
        needs.pointee = try HostedWindow.from(window).window.needsDisplayFrames
    }
}
