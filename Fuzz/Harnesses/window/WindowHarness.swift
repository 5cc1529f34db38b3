import FuzzSupport
import TouchRoute
import TouchRouteLayout

/// `Window.handle` fed arbitrary frames, on the default layout or the nested
/// one (Examples/nested-slide.yaml): contacts that move without beginning,
/// numbers reused, times that go back or are NaN, positions far off the
/// screen, timers and cancellations in between. Whatever comes in, every view
/// that saw a touch begin must see it end or be cancelled exactly once.
func fuzzWindow(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzBytes(fuzzInput(data, size))
    if input.bool() {
        let layout = DefaultLayout()
        FrameScript.play(&input, on: layout.window)
        withExtendedLifetime(layout) {}
    } else {
        let layout = NestedSlide.document.build()
        FrameScript.play(&input, on: layout.window)
        withExtendedLifetime(layout) {}
    }
    return 0
}
