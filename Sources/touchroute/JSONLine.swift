import TouchRoute
import TouchRouteTraceFormat

/// One JSON object on one line, with keys in the order they are added: the
/// JSON Lines contract is stable and readable, so field order is fixed.
struct JSONLine {
    private var fields: [String] = []

    init(type: String, time: Double) {
        add("type", type)
        add("t", time)
    }

    /// A record that is not an event in time, such as a device description.
    init(type: String) {
        add("type", type)
    }

    mutating func add(_ key: String, _ value: String) {
        fields.append("\(Self.quoted(key)):\(Self.quoted(value))")
    }

    /// Numbers are written with at most three decimals (milliseconds, or
    /// thousandths of a point), which keeps the output stable across platforms.
    mutating func add(_ key: String, _ value: Double) {
        fields.append("\(Self.quoted(key)):\(value.isFinite ? value.compactDescription : "null")")
    }

    mutating func add(_ key: String, _ value: Int) {
        fields.append("\(Self.quoted(key)):\(value)")
    }

    var text: String { "{" + fields.joined(separator: ",") + "}" }

    /// A JSON string, escaped as the trace's are (`TraceBytes.append(jsonQuoted:)`).
    static func quoted(_ string: String) -> String {
        var bytes = TraceBytes(capacity: string.utf8.count + 2)
        bytes.append(jsonQuoted: string)
        return bytes.text
    }
}
