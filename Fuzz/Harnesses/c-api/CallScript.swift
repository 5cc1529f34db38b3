import CTouchRoute
import FuzzSupport

/// The handles one fuzz input has made, and the calls it can make on them.
///
/// Destroyed handles stay in the pools on purpose: the API promises to answer
/// a stale handle with TR_ERROR_STALE_HANDLE, never to use it.
final class CallScript {
    /// Calls per input at most.
    static let callLimit = 300

    private(set) var windows: [OpaquePointer] = []
    var views: [OpaquePointer] = []
    var time = 0.0
    /// One log per window made, kept after the window is destroyed so its
    /// final cancellations are checked too.
    private var logs: [DeliveryLog] = []
    /// The page sources of the nested containers made, alive as long as the script.
    var pageSupplies: [PageSupply] = []

    func call(_ input: inout FuzzBytes) {
        switch input.choice(24) {
        case 0: makeWindow(&input)
        case 1: if let window = pick(windows, &input) { _ = tr_window_destroy(window) }
        case 2: makeView(&input)
        case 3: if let view = pick(views, &input) { _ = tr_view_destroy(view) }
        case 4:
            if let parent = pick(views, &input), let child = pick(views, &input) {
                _ = tr_view_add_subview(parent, child)
            }
        case 5:
            if let parent = pick(views, &input), let child = pick(views, &input) {
                _ = tr_view_insert_subview(parent, child, Int(input.byte()) - 1)
            }
        case 6: if let view = pick(views, &input) { _ = tr_view_remove_from_superview(view) }
        case 7: if let view = pick(views, &input) { _ = tr_view_set_frame(view, rect(&input)) }
        case 8:
            if let view = pick(views, &input) {
                _ = tr_view_set_flag(view, tr_view_flag(UInt32(input.byte() % 16)), input.bool())
            }
        case 9: scrollSetting(&input)
        case 10, 11, 12: handleFrame(&input)
        case 13:
            time += input.double(in: -0.01...0.3)
            if let window = pick(windows, &input) { _ = tr_window_advance_time(window, time) }
        case 14:
            var rest = 0.0
            if let window = pick(windows, &input) { _ = tr_window_settle(window, input.double(in: 0...3), &rest) }
        case 15: if let window = pick(windows, &input) { _ = tr_window_cancel_all_touches(window, "fuzz") }
        case 16: findViews(&input)
        case 17: if let window = pick(windows, &input) { _ = tr_window_show_page(window, Int32(input.byte()) - 2) }
        case 18: pagerSetting(&input)
        case 19: makeNestedContainer(&input)
        case 20:
            if let view = pick(views, &input) {
                _ = tr_nested_container_scroll_to_page(view, Int32(input.byte()) - 2, input.bool())
                _ = tr_nested_container_reload(view)
            }
        case 21:
            if let window = pick(windows, &input) {
                _ = tr_window_set_refresh_rate(window, input.double(in: 1...500))
                _ = tr_window_set_display_sync(window, tr_display_sync(UInt32(input.byte() % 3)))
            }
        case 22:
            if let window = pick(windows, &input) {
                _ = tr_window_display_frame(window, time + input.double(in: 0...0.1))
            }
        default:
            var verdict = TR_VERDICT_UNDECIDED
            var strategy = tr_strategy(
                kind: tr_strategy_kind(UInt32(input.byte() % 5)),
                threshold_x: input.double(in: 0...40), threshold_y: input.double(in: 0...40))
            _ = tr_strategy_decide(&strategy, input.double(in: -50...50), input.double(in: -50...50), &verdict)
        }
    }

    /// Cancels what is down, destroys every window (a window's views go with
    /// it), then checks each window's deliveries, fatally.
    func finish() {
        for window in windows {
            _ = tr_window_cancel_all_touches(window, "the input ended")
            _ = tr_window_destroy(window)
        }
        for log in logs {
            log.check()
        }
    }

    // MARK: - Handles

    /// One of `pool`, or sometimes NULL (when the byte is 255).
    func pick(_ pool: [OpaquePointer], _ input: inout FuzzBytes) -> OpaquePointer? {
        let byte = input.byte()
        guard byte != 255, !pool.isEmpty else { return nil }
        return pool[Int(byte) % pool.count]
    }

    private func makeWindow(_ input: inout FuzzBytes) {
        guard windows.count < 4 else { return }
        var window: OpaquePointer?
        let size = tr_size(width: input.double(in: 1...2000), height: input.double(in: 1...2000))
        let status =
            input.bool() ? tr_window_create_default_layout(size, &window) : tr_window_create("fuzz", size, &window)
        guard status == TR_OK, let window else { return }
        windows.append(window)
        let log = DeliveryLog()
        logs.append(log)
        _ = tr_window_on_delivery(window, DeliveryLog.callback, Unmanaged.passUnretained(log).toOpaque())
        var root: OpaquePointer?
        if tr_window_root(window, &root) == TR_OK, let root { views.append(root) }
    }

    private func makeView(_ input: inout FuzzBytes) {
        guard let window = pick(windows, &input), views.count < 64 else { return }
        var view: OpaquePointer?
        let kind = tr_view_kind(UInt32(input.byte() % 9))
        if tr_view_create(window, kind, "v\(views.count)", rect(&input), &view) == TR_OK, let view {
            views.append(view)
        }
    }

    private func findViews(_ input: inout FuzzBytes) {
        guard let window = pick(windows, &input), views.count < 64 else { return }
        var found: OpaquePointer?
        let names = ["pager", "list0", "list1", "row0.3", "v1", "v2", "window", ""]
        if tr_window_find_view(window, names[input.choice(names.count)], &found) == TR_OK, let found {
            views.append(found)
        }
        found = nil
        if tr_window_hit_test(window, point(&input), &found) == TR_OK, let found { views.append(found) }
    }

    // MARK: - Values

    func point(_ input: inout FuzzBytes) -> tr_point {
        tr_point(x: input.double(in: -100...900), y: input.double(in: -100...600))
    }

    func rect(_ input: inout FuzzBytes) -> tr_rect {
        tr_rect(
            x: input.double(in: -100...900), y: input.double(in: -100...600),
            width: input.double(in: 0...1000), height: input.double(in: 0...1000))
    }

    private func handleFrame(_ input: inout FuzzBytes) {
        guard let window = pick(windows, &input) else { return }
        time += input.double(in: 0...0.05)
        var contacts: [tr_contact] = []
        for _ in 0..<input.choice(12) {
            let location = point(&input)
            contacts.append(
                tr_contact(
                    id: Int64(input.byte() % 12) - 1, phase: tr_phase(UInt32(input.byte() % 6)),
                    x: location.x, y: location.y, pressure: input.double(in: 0...1),
                    major: input.double(in: 0...20), minor: input.double(in: 0...20)))
        }
        _ = contacts.withUnsafeBufferPointer { tr_window_handle_frame(window, time, $0.baseAddress, $0.count) }
    }
}
