import TouchRoute

/// The photo pager the recognizer bands are played on, built in code as
/// `Examples/photos.yaml` describes it: a horizontal pager `pager` of three
/// pages, each holding a zoomable scroll view `photo0`…`photo2` (zoom 1 to 4)
/// with a double-tap recognizer `photoN.zoom` that toggles between zoom 1
/// and 2.5 at the tap; on the pager, a single-tap recognizer `chrome` that
/// requires every double tap to fail, and a long press `menu`.
///
/// A requirement that follows none of a touch's recognizers counts as failed,
/// so `chrome` waits only for the double tap of the photo under the finger.
///
/// With `rotates`, each photo also has a rotation recognizer `photoN.rotate`
/// (the standard threshold and onset, `RotationOnset`), as a layout that
/// adds rotation has: its two-finger pans must stay pans.
public final class PhotoPagerLayout {
    /// How many pages the pager holds; page 1, shown by default, has a neighbour on each side.
    public static let pageCount = 3
    /// The photos' largest zoom scale; their smallest is 1.
    public static let maximumZoomScale = 4.0
    /// The zoom scale a double tap on an unzoomed photo goes to.
    public static let doubleTapZoomScale = 2.5

    /// The window the strokes are played on, the pager its one subview.
    public let window: Window
    /// The horizontal paging scroll view, named `pager`, filling the window.
    public let pager: RemorsefulScrollView
    /// The zoomable photos, `photo0`…`photo2`, one filling each page, in page order.
    public let photos: [ScrollView]
    /// Each photo's double-tap recognizer, `photoN.zoom`, in page order: it zooms its photo to
    /// `doubleTapZoomScale` at the tap, or back to 1 when zoomed.
    public let zoomToggles: [TapGestureRecognizer]
    /// The pager's single-tap recognizer, named `chrome`, which requires every photo's double tap
    /// to fail.
    public let chrome: TapGestureRecognizer
    /// The pager's long-press recognizer, named `menu`, with the class's default duration and
    /// allowed movement.
    public let menu: LongPressGestureRecognizer
    /// The photos' rotation recognizers; empty unless built with `rotates`.
    public let rotations: [RotationGestureRecognizer]

    /// Build the layout for a screen of `screen` points, showing `page`;
    /// with `rotates`, the photos rotate too.
    public init(screen: Size = DefaultLayout.standardScreen, page: Int = 1, rotates: Bool = false) {
        window = Window(size: screen)
        pager = RemorsefulScrollView(name: "pager", frame: Rect(origin: .zero, size: screen))
        pager.isPagingEnabled = true
        pager.contentSize = Size(width: screen.width * Double(Self.pageCount), height: screen.height)
        window.addSubview(pager)
        var photos: [ScrollView] = []
        var toggles: [TapGestureRecognizer] = []
        var rotations: [RotationGestureRecognizer] = []
        for index in 0..<Self.pageCount {
            let page = View(
                name: "page\(index)",
                frame: Rect(x: screen.width * Double(index), y: 0, width: screen.width, height: screen.height))
            let photo = ScrollView(name: "photo\(index)", frame: Rect(origin: .zero, size: screen))
            photo.contentSize = screen
            photo.maximumZoomScale = Self.maximumZoomScale
            photo.addSubview(View(name: "photo\(index).image", frame: Rect(origin: .zero, size: screen)))
            let toggle = TapGestureRecognizer(name: "photo\(index).zoom")
            toggle.numberOfTapsRequired = 2
            toggle.onStateChange = { [weak photo] recognizer in
                guard recognizer.state == .recognized, let photo, let location = recognizer.values.location else {
                    return
                }
                let scale = photo.zoomScale > photo.minimumZoomScale ? photo.minimumZoomScale : Self.doubleTapZoomScale
                photo.zoom(toScale: scale, at: photo.convert(location, from: nil), animated: true)
            }
            photo.addGestureRecognizer(toggle)
            if rotates {
                let rotation = RotationGestureRecognizer(name: "photo\(index).rotate")
                photo.addGestureRecognizer(rotation)
                rotations.append(rotation)
            }
            page.addSubview(photo)
            pager.addSubview(page)
            photos.append(photo)
            toggles.append(toggle)
        }
        chrome = TapGestureRecognizer(name: "chrome")
        for toggle in toggles { chrome.require(toFail: toggle) }
        menu = LongPressGestureRecognizer(name: "menu")
        pager.addGestureRecognizer(chrome)
        pager.addGestureRecognizer(menu)
        self.photos = photos
        zoomToggles = toggles
        self.rotations = rotations
        let page = min(max(page, 0), Self.pageCount - 1)
        pager.contentOffset = Point(x: screen.width * Double(page), y: 0)
    }

    /// The photo on the page the pager shows most of.
    public var shownPhoto: ScrollView {
        let width = pager.bounds.width
        let page = width > 0 ? Int((pager.contentOffset.x / width).rounded()) : 0
        return photos[min(max(page, 0), photos.count - 1)]
    }
}
