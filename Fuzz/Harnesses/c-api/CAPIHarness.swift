import CTouchRoute
import FuzzSupport

/// The C API driven by a byte-coded sequence of calls, as a toolkit (or a
/// buggy one) would make them: windows and views made, nested, moved and
/// destroyed in any order, handles used after they were destroyed, any
/// numbers and enum values, frames of any contacts, time moved on and back.
///
/// Every call must return a status (bad input gives an error, never a trap),
/// and every view that a touch began in must hear it end or be cancelled
/// exactly once, as the delivery callback reports it. LeakSanitizer checks
/// that destroying the windows frees everything.
func fuzzCAPI(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzBytes(fuzzInput(data, size))
    let script = CallScript()
    var calls = 0
    while !input.isAtEnd, calls < CallScript.callLimit {
        calls += 1
        script.call(&input)
    }
    script.finish()
    return 0
}
