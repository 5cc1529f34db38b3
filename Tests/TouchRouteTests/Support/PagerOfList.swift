import TouchRoute

/// Put `widget` in `list` in `pager` in `window`: a horizontal pager two
/// pages wide (paging) holding a vertical list 2,000 pt tall that hands its
/// content touches at once (`delaysContentTouches` off), as a control in a
/// table should hear the finger. The arena's tests build their screens so.
func assemble(_ window: Window, pager: RemorsefulScrollView, list: ScrollView, holding widget: View) {
    pager.contentSize = Size(width: 2 * pager.frame.width, height: pager.frame.height)
    pager.isPagingEnabled = true
    list.contentSize = Size(width: list.frame.width, height: 2000)
    list.delaysContentTouches = false
    window.addSubview(pager)
    pager.addSubview(list)
    list.addSubview(widget)
}
