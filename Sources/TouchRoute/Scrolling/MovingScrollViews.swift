/// The scroll views of one window that move on their own (gliding, bouncing,
/// snapping to a page, animating), in the order they started: what a
/// host-stepped display frame steps, and what `Window.needsDisplayFrames`
/// reports.
///
/// Invariant: it holds every scroll view of the window whose motion is not
/// idle, each once, and no other. `ScrollView.motion` keeps it as a motion
/// starts and stops, and a view that leaves the window takes itself out.
///
/// Both lists keep their storage: adding, removing and stepping allocate
/// nothing once they have grown to the most views ever moving at once in
/// the window (room for `reservedCount` is made up front).
struct MovingScrollViews {
    /// Views moving at once before the storage grows: a chain of nested
    /// scroll views (`NestedScrollChain.reservedDepth`, 8) bouncing in two
    /// places at once fits twice over.
    static let reservedCount = 16

    /// In the order their motions started.
    private(set) var all: [ScrollView] = []
    /// A copy of `all` taken for one display frame, so that the views that
    /// start or stop while it steps (a chain handing on a bounce, a delegate
    /// stopping a view) do not disturb the walk. Empty between frames.
    private(set) var stepping: [ScrollView] = []

    init() {
        all.reserveCapacity(Self.reservedCount)
        stepping.reserveCapacity(Self.reservedCount)
    }

    var isEmpty: Bool { all.isEmpty }

    /// Note that `view` started moving. - Complexity: O(moving views).
    mutating func add(_ view: ScrollView) {
        guard !all.contains(where: { $0 === view }) else { return }
        all.append(view)
    }

    /// Note that `view` stopped moving or left. - Complexity: O(moving views).
    mutating func remove(_ view: ScrollView) {
        if let index = all.firstIndex(where: { $0 === view }) { all.remove(at: index) }
    }

    /// Copy the views moving now into `stepping`.
    mutating func beginStepping() {
        stepping.append(contentsOf: all)
    }

    /// Let the copy go, keeping its storage.
    mutating func endStepping() {
        stepping.removeAll(keepingCapacity: true)
    }
}
