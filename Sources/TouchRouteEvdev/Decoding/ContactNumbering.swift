/// Hands out the decoder's contact numbers: 1, 2, 3… in touch-down order, never
/// reused, so a router never confuses a new contact with an old one.
struct ContactNumbering {
    private var next = 1

    mutating func take() -> Int {
        defer { next &+= 1 }
        return next
    }
}
