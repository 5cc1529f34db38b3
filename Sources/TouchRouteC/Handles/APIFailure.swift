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
            "The \(role) handle was destroyed, or did not come from TouchRoute. Use a handle only between its tr_…_create and tr_…_destroy (a window's views and session go with the window)."
        )
    }

    /// A device that could not be opened or read; a removed one has its own status.
    init(_ error: DeviceError) {
        self.init(error.reason == .removed ? TR_ERROR_DEVICE_REMOVED : TR_ERROR_DEVICE, error.description)
    }

    static func invalid(_ message: String) -> APIFailure {
        APIFailure(TR_ERROR_INVALID_ARGUMENT, message)
    }

    static func reentrant(_ call: String) -> APIFailure {
        APIFailure(
            TR_ERROR_REENTRANT,
            "\(call) was called from a callback while the window was routing. Routing calls and changes to the view tree being routed must wait until the routing call returns; record what to do and do it then."
        )
    }
}

/// Run a C API call's body: TR_OK when it returns, else the failure's status,
/// with its message kept for `tr_last_error()`.
@inline(__always)
func exported(_ body: () throws(APIFailure) -> Void) -> tr_status {
    do {
        try body()
        return TR_OK
    } catch {
        error.message.withCString { tr_internal_set_last_error($0) }
        return error.status
    }
}

/// Check an out-parameter before any work, so a failed call changes nothing.
@inline(__always)
func required<T>(_ pointer: UnsafeMutablePointer<T>?, _ role: String) throws(APIFailure) -> UnsafeMutablePointer<T> {
    guard let pointer else { throw .null(role) }
    return pointer
}
