import CTouchRoute

// tr_set_log_handler, tr_set_log_priority: the process's log (see `Log`).

@_cdecl("tr_set_log_handler")
public func trSetLogHandler(_ handler: tr_log_fn?, _ userData: UnsafeMutableRawPointer?) -> tr_status {
    exported { Log.shared.setHandler(handler, userData: userData) }
}

@_cdecl("tr_set_log_priority")
public func trSetLogPriority(_ priority: tr_log_priority) -> tr_status {
    exported { () throws(APIFailure) in
        guard Log.priorities.contains(priority) else {
            throw .invalid(
                "priority is \(priority.rawValue), which is not a tr_log_priority; give TR_LOG_DEBUG (10), TR_LOG_INFO (20) or TR_LOG_ERROR (30)."
            )
        }
        Log.shared.setThreshold(priority)
    }
}
