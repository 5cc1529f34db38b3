/// Every view that received `touchesBegan` for a touch, in order: the views
/// whose books the window closes when the touch ends. Held as `ViewLink`s, so
/// a touch that reached its window (as every touch passed up the responder
/// chain does) does not keep the window alive.
///
/// Its storage serves every touch of the object it belongs to: bounded by the
/// depth of the view tree, it allocates nothing once grown.
struct TouchRecipients: RandomAccessCollection {
    private var links: [ViewLink] = []

    init(reservingCapacity capacity: Int) {
        links.reserveCapacity(capacity)
    }

    var startIndex: Int { links.startIndex }
    var endIndex: Int { links.endIndex }
    subscript(position: Int) -> View { links[position].view.unsafelyUnwrapped }

    mutating func append(_ view: View) {
        links.append(ViewLink(view))
    }

    /// Forget every view, keeping the storage for the object's next touch.
    mutating func removeAll() {
        links.removeAll(keepingCapacity: true)
    }
}

extension TouchRecipients: CustomStringConvertible {
    var description: String { "[" + map(\.name).joined(separator: ", ") + "]" }
}
