/// How much of some bytes reads as text, so that a message can point at the
/// first byte that does not (a recording's line, a layout file).
public enum UTF8TextPrefix {
    /// The length in bytes of the longest start of `bytes` made of whole UTF-8
    /// scalars, none of them NUL when `endingAtNUL`: the offset of the first
    /// byte that is not text, or the count when all of them are.
    /// - Complexity: O(n) in the bytes read.
    public static func length(of bytes: some Sequence<UInt8>, endingAtNUL: Bool = false) -> Int {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var length = 0
        while case .scalarValue(let scalar) = decoder.decode(&iterator), !(endingAtNUL && scalar.value == 0) {
            length += UTF8.width(scalar)
        }
        return length
    }
}
