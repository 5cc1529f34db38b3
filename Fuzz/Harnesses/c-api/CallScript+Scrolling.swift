import CTouchRoute
import FuzzSupport

/// Scroll views, pagers and nested containers: settings with any values,
/// including ones the API must refuse.
extension CallScript {
    func scrollSetting(_ input: inout FuzzBytes) {
        guard let view = pick(views, &input) else { return }
        switch input.choice(9) {
        case 0:
            _ = tr_scroll_set_content_size(
                view, tr_size(width: input.double(in: 0...5000), height: input.double(in: 0...5000)))
        case 1: _ = tr_scroll_set_content_offset(view, point(&input), input.bool())
        case 2:
            _ = tr_scroll_set_content_inset(
                view,
                tr_insets(
                    top: input.double(in: -50...200), left: input.double(in: -50...200),
                    bottom: input.double(in: -50...200), right: input.double(in: -50...200)))
        case 3: _ = tr_scroll_set_pan_start_threshold(view, input.double(in: 0...50))
        case 4: _ = tr_scroll_set_content_touch_delay(view, input.double(in: 0...1))
        case 5: _ = tr_scroll_set_deceleration_rate(view, input.double(in: 0.9...1))
        case 6: _ = tr_scroll_set_overscroll(view, tr_overscroll(UInt32(input.byte() % 4)))
        case 7: _ = tr_scroll_set_nested_priority(view, tr_nested_priority(UInt32(input.byte() % 4)))
        default: _ = tr_scroll_set_nested_child(view, pick(views, &input))
        }
    }

    func pagerSetting(_ input: inout FuzzBytes) {
        guard let view = pick(views, &input) else { return }
        if input.bool() {
            var strategy = tr_strategy(
                kind: tr_strategy_kind(UInt32(input.byte() % 5)),
                threshold_x: input.double(in: 0...40), threshold_y: input.double(in: 0...40))
            _ = tr_pager_set_strategy(view, &strategy)
        } else {
            _ = tr_pager_set_arbitration(view, tr_arbitration(UInt32(input.byte() % 4)))
        }
    }

    /// A nested container whose source gives `count` pages, made on demand
    /// with tr_view_create; page index 2 comes back NULL, as a buggy host's might.
    func makeNestedContainer(_ input: inout FuzzBytes) {
        guard let window = pick(windows, &input), views.count < 64 else { return }
        let pages = PageSupply(window: window, count: Int32(input.byte()) - 1)
        pageSupplies.append(pages)
        var source = tr_page_source(
            page_count: { user, _ in Unmanaged<PageSupply>.fromOpaque(user!).takeUnretainedValue().count },
            page: { user, _, index in Unmanaged<PageSupply>.fromOpaque(user!).takeUnretainedValue().page(index) },
            user_data: Unmanaged.passUnretained(pages).toOpaque())
        var container: OpaquePointer?
        let status = tr_nested_container_create(
            window, "nested\(views.count)", rect(&input), input.double(in: -10...300), input.double(in: -10...100),
            tr_page_creation(UInt32(input.byte() % 3)), &source, &container)
        if status == TR_OK, let container { views.append(container) }
    }
}

/// The pages a fuzzed nested container asks for.
final class PageSupply {
    let window: OpaquePointer
    let count: Int32

    init(window: OpaquePointer, count: Int32) {
        self.window = window
        self.count = count
    }

    func page(_ index: Int32) -> OpaquePointer? {
        guard index != 2 else { return nil }
        var page: OpaquePointer?
        _ = tr_view_create(window, TR_VIEW_SCROLL, "page\(index)", tr_rect(x: 0, y: 0, width: 100, height: 100), &page)
        return page
    }
}
