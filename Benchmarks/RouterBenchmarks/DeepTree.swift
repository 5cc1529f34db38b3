import TouchRoute

/// A 1,000-view tree, 20 levels deep, for measuring the router per frame.
///
/// ```
///  window ─ pager (RemorsefulScrollView) ─ page ─ list (ScrollView)
///          ─ spine4 ─ spine5 ─ … ─ spine19 ─ leaf0 … leaf9   (level 20)
/// ```
/// Every spine level also holds plain sibling views, so hit testing has to
/// skip them, until the tree has 1,000 views. Fingers land on the leaves.
struct DeepTree {
    static let viewCount = 1_000
    static let depth = 20
    static let leafCount = 10
    static let screen = Size(width: 800, height: 480)

    let window: Window
    let list: ScrollView
    let leaves: [View]

    /// - Parameter leavesHandleTouches: TapView leaves keep their touches; plain
    ///   leaves pass them up the responder chain through every level.
    init(leavesHandleTouches: Bool) {
        window = Window(size: Self.screen)
        let pager = RemorsefulScrollView(name: "pager", frame: Rect(origin: .zero, size: Self.screen))
        pager.contentSize = Size(width: Self.screen.width * 3, height: Self.screen.height)
        let page = View(name: "page", frame: Rect(origin: .zero, size: Self.screen))
        list = ScrollView(name: "list", frame: Rect(origin: .zero, size: Self.screen))
        list.contentSize = Size(width: Self.screen.width, height: Self.screen.height * 4)
        window.addSubview(pager)
        pager.addSubview(page)
        page.addSubview(list)
        var count = 5  // window, pager, page, list, and the leaves' level below
        var parent: View = list
        var spines: [View] = []
        for level in 4..<Self.depth {
            let spine = View(name: "spine\(level)", frame: Rect(x: 0, y: 0, width: 800, height: 480))
            parent.addSubview(spine)
            spines.append(spine)
            parent = spine
            count += 1
        }
        var leaves: [View] = []
        for index in 0..<Self.leafCount {
            let frame = Rect(x: 80 * Double(index), y: 0, width: 80, height: 480)
            let leaf =
                leavesHandleTouches
                ? TapView(name: "leaf\(index)", frame: frame) : View(name: "leaf\(index)", frame: frame)
            parent.addSubview(leaf)
            leaves.append(leaf)
            count += 1
        }
        // Siblings behind the spine at every level, off to the right where no
        // finger lands: hit tests must look at each and move on.
        var level = 0
        while count < Self.viewCount {
            let sibling = View(name: "sibling\(count)", frame: Rect(x: 900, y: 0, width: 10, height: 10))
            spines[level % spines.count].insertSubview(sibling, at: 0)
            level += 1
            count += 1
        }
        self.leaves = leaves
    }

    /// Two frames that move `fingers` fingers half a point up and down, for
    /// alternating steady-state moves that never pass any threshold.
    func moveFrames(fingers: Int) -> (TouchFrame, TouchFrame) {
        func frame(_ y: Double) -> TouchFrame {
            TouchFrame(
                timestamp: 0,
                contacts: (0..<fingers).map {
                    Contact(id: $0, phase: .moved, location: Point(x: 40 + 80 * Double($0), y: y))
                })
        }
        return (frame(240.5), frame(240))
    }

    /// Put `fingers` fingers down and let the list's content delay elapse, so
    /// moves travel all the way to the leaves.
    func touchDown(fingers: Int) {
        window.handle(
            TouchFrame(
                timestamp: 1,
                contacts: (0..<fingers).map {
                    Contact(id: $0, phase: .began, location: Point(x: 40 + 80 * Double($0), y: 240))
                }))
        window.advanceTime(to: 1.2)
    }
}
