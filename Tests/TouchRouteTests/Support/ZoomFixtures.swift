import TouchRoute
import TouchRouteTesting

/// A zoomable photo, 400x300 at the window's origin, zoom 1 to 4, its
/// content the size of its view.
func makePhoto(_ name: String = "photo", x: Double = 0) -> ScrollView {
    let photo = ScrollView(name: name, frame: Rect(x: x, y: 0, width: 400, height: 300))
    photo.contentSize = Size(400, 300)
    photo.minimumZoomScale = 1
    photo.maximumZoomScale = 4
    return photo
}

/// Input for one window, on the virtual clock: each frame 8 ms after the last.
struct FingerScript {
    let window: Window
    var time = 1.0

    init(_ window: Window) { self.window = window }

    /// Fingers down at `starts`, moved in `steps` equal steps along straight
    /// lines to `ends`, then lifted (unless `lift` is false); ids from `firstID`.
    mutating func move(
        from starts: [Point], to ends: [Point], steps: Int = 20, firstID: Int = 0, down: Bool = true,
        lift: Bool = true
    ) {
        func contacts(_ phase: TouchPhase, _ fraction: Double) -> [Contact] {
            starts.indices.map { index in
                let start = starts[index]
                let end = ends[index]
                let point = Point(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
                return Contact(id: firstID + index, phase: phase, location: point)
            }
        }
        if down { step(contacts(.began, 0)) }
        for index in 1...max(1, steps) { step(contacts(.moved, Double(index) / Double(max(1, steps)))) }
        if lift { step(contacts(.ended, 1)) }
    }

    /// Lift fingers `ids` at `points`.
    mutating func lift(_ ids: [Int], at points: [Point]) {
        step(ids.indices.map { Contact(id: ids[$0], phase: .ended, location: points[$0]) })
    }

    mutating func step(_ contacts: [Contact]) {
        time += 0.008
        window.handle(TouchFrame(timestamp: time, contacts: contacts))
    }

    /// Run the clock until every motion rests.
    mutating func settle() {
        time = window.settle()
    }
}

/// The two kinds of pager a photo can sit in.
enum PagerKind: CaseIterable, Sendable {
    /// `RemorsefulScrollView`: forwards at once, takes over by the 12/4 rule,
    /// and a second finger blocks its takeover.
    case remorseful
    /// A paging `ScrollView` (UIKit's): the content delay and the pan start.
    case uikit

    /// A paging pager of this kind named `pager`, `frame` large and `pages` frames wide.
    func makePager(frame: Rect, pages: Int) -> ScrollView {
        let pager =
            self == .remorseful
            ? RemorsefulScrollView(name: "pager", frame: frame) : ScrollView(name: "pager", frame: frame)
        pager.contentSize = Size(frame.size.width * Double(pages), frame.size.height)
        pager.isPagingEnabled = true
        return pager
    }
}

/// A window 400x300 holding a pager named `pager` of three 400 pt pages,
/// each a plain view holding a zoomable photo, as Examples/photos.yaml lays
/// them out; it shows page 1.
struct PhotoPagerFixture {
    let window = Window(size: Size(400, 300))
    let pager: ScrollView
    let photos: [ScrollView]
    let trace: TraceRecorder

    init(_ kind: PagerKind = .remorseful) {
        pager = kind.makePager(frame: Rect(x: 0, y: 0, width: 400, height: 300), pages: 3)
        photos = (0..<3).map { makePhoto("photo\($0)") }
        for (index, photo) in photos.enumerated() {
            let page = View(name: "page\(index)", frame: Rect(x: 400 * Double(index), y: 0, width: 400, height: 300))
            page.addSubview(photo)
            pager.addSubview(page)
        }
        window.addSubview(pager)
        pager.contentOffset = Point(x: 400, y: 0)
        trace = TraceRecorder(window)
    }

    /// Photo 1 zoomed to 2, its content at its right edge (offset 400 of 400).
    func zoomedPhotoAtItsRightEdge() -> ScrollView {
        photos[1].zoom(toScale: 2, at: Point(200, 150))
        photos[1].contentOffset = Point(x: 400, y: 150)
        return photos[1]
    }
}
