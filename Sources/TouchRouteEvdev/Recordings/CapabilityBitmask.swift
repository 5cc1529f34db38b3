/// A capability bitmask as the kernel's `EVIOCGBIT`/`EVIOCGPROP` fill it and
/// evemu's `P:` and `B:` lines print it: bit `i` of byte `j` stands for code
/// (or property) `8 * j + i`.
enum CapabilityBitmask {
    /// The codes whose bits are set in `bytes`, where `bytes[0]` is byte number
    /// `firstByte` of the whole mask (evemu spreads one mask over several lines).
    static func setBits(in bytes: some Sequence<UInt8>, firstByte: Int) -> [Int] {
        var codes: [Int] = []
        for (offset, byte) in bytes.enumerated() where byte != 0 {
            for bit in 0..<8 where byte & (1 << bit) != 0 {
                codes.append((firstByte + offset) * 8 + bit)
            }
        }
        return codes
    }

    /// A mask of `byteCount` bytes with the bits of `codes` set. Codes beyond
    /// the mask are the caller's to avoid (it sizes the mask from the largest).
    static func bytes(setting codes: some Sequence<UInt16>, byteCount: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: byteCount)
        for code in codes where Int(code) / 8 < byteCount {
            bytes[Int(code) / 8] |= 1 << (code % 8)
        }
        return bytes
    }
}
