import CTouchRoute
import TouchRouteEvdev

/// Why a C API call failed: the status it returns and the sentence
/// `tr_last_error()` gives, saying what was wrong and what to do.
struct APIFailure: Error {
    let status: tr_status
    let message: String

    init(_ status: tr_status, _ message: String) {
        self.status = status
        self.message = message
    }

    static func null(_ role: String) -> APIFailure {
        APIFailure(TR_ERROR_NULL, "The \(role) argument is NULL. Pass a valid pointer.")
    }

    static func stale(_ role: String) -> APIFailure {
        APIFailure(
            TR_ERROR_STALE_HANDLE,
            "The \(role) handle was destroyed, or did not come from TouchRoute. Use a handle only between its tr_…_create and tr_…_destroy (a window's views, recognizers and session go with the window)."
        )
    }

    /// A device that could not be opened or read; a removed one has its own status.
    init(_ error: DeviceError) {
        self.init(error.reason == .removed ? TR_ERROR_DEVICE_REMOVED : TR_ERROR_DEVICE, error.description)
    }

    static func invalid(_ message: String) -> APIFailure {
        APIFailure(TR_ERROR_INVALID_ARGUMENT, message)
    }

    /// A handle used on a thread other than its window's. The message goes on
    /// from the call's name, which `exported` puts before it.
    static func wrongThread(role: String, kind: HandleKind, owner: UInt32, caller: UInt32) -> APIFailure {
        APIFailure(
            TR_ERROR_WRONG_THREAD,
            "was called on thread \(caller) with the \(role) handle, \(kind) that belongs to thread \(owner) (thread numbers are kernel thread ids, as gettid gives). A window, its views, recognizers and session belong to the thread that made the window: make this call on that thread, for example by posting the work to its main loop, or give this thread a window of its own."
        )
    }

    static func reentrant(_ call: String) -> APIFailure {
        APIFailure(
            TR_ERROR_REENTRANT,
            "\(call) was called from a callback while the window was routing. Routing calls and changes to the view tree being routed must wait until the routing call returns; record what to do and do it then."
        )
    }
}

/// Run a C API call's body: TR_OK when it returns, else the failure's status,
/// with its message kept for `tr_last_error()`. `function` is the exporting
/// Swift function (`trWindowNow(_:_:)`), which names the C call
/// (`tr_window_now`) in a wrong-thread message; that failure is logged too,
/// at TR_LOG_ERROR, since the thread that made it may never read its
/// `tr_last_error()`.
@inline(__always)
func exported(function: StaticString = #function, _ body: () throws(APIFailure) -> Void) -> tr_status {
    do {
        try body()
        return TR_OK
    } catch {
        report(error, from: function)
        return error.status
    }
}

/// Keep `failure`'s message for `tr_last_error()`; out of line, off the hot path.
@inline(never)
private func report(_ failure: APIFailure, from function: StaticString) {
    var message = failure.message
    if failure.status == TR_ERROR_WRONG_THREAD {
        message = "\(cName(ofExport: function)) \(message)"
        Log.shared.write(message, priority: TR_LOG_ERROR)
    }
    message.withCString { tr_internal_set_last_error($0) }
}

/// The C name of an exporting Swift function: `trWindowHandleFrame(_:_:_:_:)`
/// is `tr_window_handle_frame`, as every `@_cdecl` in this module is named.
func cName(ofExport function: StaticString) -> String {
    var name = ""
    for character in function.description.prefix(while: { $0 != "(" }) {
        if character.isUppercase {
            name += "_" + character.lowercased()
        } else {
            name.append(character)
        }
    }
    return name
}

/// Check an out-parameter before any work, so a failed call changes nothing.
@inline(__always)
func required<T>(_ pointer: UnsafeMutablePointer<T>?, _ role: String) throws(APIFailure) -> UnsafeMutablePointer<T> {
    guard let pointer else { throw .null(role) }
    return pointer
}
