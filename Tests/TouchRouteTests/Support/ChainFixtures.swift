import TouchRouteTesting

@testable import TouchRoute

/// View trees for the scroll-chaining tests, and a way to watch them frame by frame.
enum ChainFixtures {
    /// A multi-level linked list page (a chain of collapsing scroll views): A holds a 100 pt top area and B; B
    /// holds an 80 pt top area and C; C is a list with 300 pt to scroll. A and
    /// B collapse first, so their maximum offsets (100, 80) are where each
    /// hands on to the next. The window is 400x600.
    struct ThreeLevels {
        let window = Window(size: Size(400, 600))
        let a = ScrollView(name: "A", frame: Rect(x: 0, y: 0, width: 400, height: 600))
        let b = ScrollView(name: "B", frame: Rect(x: 0, y: 100, width: 400, height: 600))
        let c = ScrollView(name: "C", frame: Rect(x: 0, y: 80, width: 400, height: 600))

        init() {
            a.contentSize = Size(400, 700)
            a.nestedScrollPriority = .collapseFirst
            a.addSubview(View(name: "A.top", frame: Rect(x: 0, y: 0, width: 400, height: 100)))
            b.contentSize = Size(400, 680)
            b.nestedScrollPriority = .collapseFirst
            b.addSubview(View(name: "B.top", frame: Rect(x: 0, y: 0, width: 400, height: 80)))
            c.contentSize = Size(400, 900)
            for row in 0..<15 {
                c.addSubview(
                    TapView(name: "C.row\(row)", frame: Rect(x: 0, y: 60 * Double(row), width: 400, height: 60)))
            }
            b.addSubview(c)
            a.addSubview(b)
            a.nestedScrollingChild = b
            b.nestedScrollingChild = c
            window.addSubview(a)
        }

        var views: [ScrollView] { [a, b, c] }
    }

    /// A profile page: a parent with a 200 pt header and a 50 pt
    /// hover bar above a list (1,500 pt of content in a 550 pt viewport). The
    /// window is 400x600; the parent's maximum offset is the header height.
    /// `top` points above the parent (a navigation bar, say) let a drag that
    /// starts on the header travel further than the header is tall.
    struct HeaderAndList {
        static let headerHeight = 200.0
        let window: Window
        let parent: ScrollView
        let header = View(name: "header", frame: Rect(x: 0, y: 0, width: 400, height: 200))
        let hover = View(name: "hover", frame: Rect(x: 0, y: 200, width: 400, height: 50))
        let list = ScrollView(name: "list", frame: Rect(x: 0, y: 250, width: 400, height: 550))

        init(listContentHeight: Double = 1500, top: Double = 0) {
            window = Window(size: Size(400, 600 + top))
            parent = ScrollView(name: "parent", frame: Rect(x: 0, y: top, width: 400, height: 600))
            parent.contentSize = Size(400, 800)
            parent.nestedScrollPriority = .collapseFirst
            list.contentSize = Size(400, listContentHeight)
            list.alwaysBounceVertical = true
            parent.addSubview(header)
            parent.addSubview(hover)
            parent.addSubview(list)
            parent.nestedScrollingChild = list
            window.addSubview(parent)
        }

        var views: [ScrollView] { [parent, list] }
    }

    /// One frame's state: its time, where finger 0 was (if down), and each
    /// watched view's offset along `axis`, in finger space too.
    struct Sample {
        var time: Double
        var finger: Point?
        var offsets: [Double]
        var fingerSpaceOffsets: [Double]
        var dragging: Bool
    }

    /// Play `gesture` one input frame at a time, then step the clock to each
    /// display frame of the motion that follows until nothing is scheduled
    /// (10 s at most), sampling `views` after every step.
    static func samplesWithMotion(
        of gesture: TouchScript, in window: Window, watching views: [ScrollView], along axis: Axis = .vertical
    ) -> [Sample] {
        var samples: [Sample] = []
        func sample(_ finger: Point?) {
            samples.append(
                Sample(
                    time: window.clock.now, finger: finger,
                    offsets: views.map { $0.offset(along: axis) },
                    fingerSpaceOffsets: views.map { $0.fingerSpaceOffset(along: axis) },
                    dragging: views.contains { $0.isDragging }))
        }
        sample(nil)
        for frame in gesture.frames(startingAt: window.clock.now + 1) {
            window.handle(frame)
            sample(frame.contacts.first { $0.id == 0 }.map(\.location))
        }
        let end = window.clock.now + 10
        while let deadline = window.clock.nextDeadline, deadline <= end {
            window.advanceTime(to: deadline)
            sample(nil)
        }
        return samples
    }
}
