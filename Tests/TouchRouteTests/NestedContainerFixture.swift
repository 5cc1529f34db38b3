import TouchRoute
import TouchRouteTesting

/// Pages for a `NestedContainer` under test: one tall list per page, and a
/// log of what the container asked for.
final class ListPages: NestedContainerDataSource {
    var count: Int
    /// The page indices the container asked for, in order.
    private(set) var requests: [Int] = []
    /// Each list's content height, in points: 2000, several screens.
    var listHeight = 2000.0

    init(count: Int) {
        self.count = count
    }

    func numberOfPages(in container: NestedContainer) -> Int { count }

    func nestedContainer(_ container: NestedContainer, scrollViewForPageAt index: Int) -> ScrollView {
        requests.append(index)
        let list = ScrollView(name: "list\(index)")
        list.contentSize = Size(0, listHeight)
        return list
    }
}

/// Everything a `NestedContainer` tells its delegate, in order.
final class ContainerEvents: NestedContainerDelegate {
    private(set) var progress: [Double] = []
    private(set) var currentPages: [Int] = []
    private(set) var created: [Int] = []

    func nestedContainer(_ container: NestedContainer, didChangePageProgress progress: Double) {
        self.progress.append(progress)
    }

    func nestedContainer(_ container: NestedContainer, didChangeCurrentPage index: Int) {
        currentPages.append(index)
    }

    func nestedContainer(_ container: NestedContainer, didCreatePageAt index: Int) {
        created.append(index)
    }
}

/// A 400 × 600 container named "c" at the window's top-left, with a 200 pt
/// header and a 50 pt hover bar, so the pager is at y = 250 (window points,
/// header shown) and 400 × 550. The container, its data source and its
/// delegate are kept here, since the container holds the last two weakly.
struct NestedContainerFixture {
    static let frame = Rect(x: 0, y: 0, width: 400, height: 600)
    /// A window point on page content while the header is shown.
    static let onPage = Point(300, 450)

    let window = Window(size: Size(800, 900))
    let container: NestedContainer
    let pages: ListPages
    let events = ContainerEvents()

    init(pageCount: Int = 3, creation: PageCreation = .lazy, frame: Rect = frame) {
        container = NestedContainer(name: "c", frame: frame, headerHeight: 200, hoverHeight: 50, pageCreation: creation)
        pages = ListPages(count: pageCount)
        window.addSubview(container)
        container.containerDelegate = events
        container.dataSource = pages
    }

    /// A one-way horizontal drag of `distance` points (positive: the finger
    /// moves left, towards the next page) over 0.3 s at 120 Hz, starting on the
    /// page content. Perfectly horizontal, so the pager takes it over.
    static func swipe(_ distance: Double, at start: Point = onPage) -> TouchScript {
        .drag(from: start, to: Point(start.x - distance, start.y), duration: 0.3)
    }

    /// Turn one page forward (`+1`) or back (`-1`) with a swipe, and settle.
    func turn(_ direction: Double) {
        let start = direction > 0 ? Point(350, 450) : Point(50, 450)
        window.play(Self.swipe(300 * direction, at: start))
    }
}
