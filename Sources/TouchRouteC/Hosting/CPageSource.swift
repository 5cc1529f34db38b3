import CTouchRoute
import TouchRoute

/// A nested container's data source that asks C (`tr_page_source`).
///
/// A page the source cannot give (NULL, a stale handle, not a scroll view, a
/// view of another window) is reported as a problem and an empty scroll view
/// stands in, so the container keeps its page count and nothing crashes.
final class CPageSource: NestedContainerDataSource {
    private let source: tr_page_source
    private unowned let owner: HostedWindow

    init(_ source: tr_page_source, owner: HostedWindow) {
        self.source = source
        self.owner = owner
    }

    func numberOfPages(in container: NestedContainer) -> Int {
        let count = Int(source.page_count?(source.user_data, owner.hosted(for: container).handle) ?? 0)
        guard count >= 0 else {
            report("host bug: the page source of \"\(container.name)\" gave \(count) pages; it has none.")
            return 0
        }
        return count
    }

    func nestedContainer(_ container: NestedContainer, scrollViewForPageAt index: Int) -> ScrollView {
        let handle = source.page?(source.user_data, owner.hosted(for: container).handle, Int32(clamping: index))
        let why: String
        do throws(APIFailure) {
            let page = try HostedView.from(handle, "page")
            if page.owner === owner, let scrollView = page.view as? ScrollView { return scrollView }
            why = page.owner === owner ? "is \(page.kind.article), not a scroll view" : "belongs to another window"
        } catch {
            why = handle == nil ? "is NULL" : "is a destroyed or foreign handle"
        }
        report("host bug: the page source of \"\(container.name)\" gave page \(index) that \(why); an empty page stands in.")
        return ScrollView(name: "\(container.name).page\(index)")
    }

    private func report(_ message: String) {
        owner.window.trace?(.problem(Problem(time: owner.window.clock.now, message: message)))
    }
}
