import CTouchRoute
import TouchRoute

/// A nested container's data source that asks C (`tr_page_source`).
///
/// A page the source cannot give (NULL, a stale handle, not a scroll view, a
/// view of another window, the container itself or a view that holds it, a
/// view already elsewhere in the window) is reported as a problem and an empty
/// scroll view stands in, so the container keeps its page count and nothing
/// crashes. More than `maximumPages` pages are refused the same way.
final class CPageSource: NestedContainerDataSource {
    /// Pages a container takes at most: each costs a view and a slot, and a
    /// garbage count (2³¹) must not ask for gigabytes.
    static let maximumPages = 4096

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
        guard count <= Self.maximumPages else {
            report(
                "host bug: the page source of \"\(container.name)\" gave \(count) pages; the first \(Self.maximumPages) are used."
            )
            return Self.maximumPages
        }
        return count
    }

    func nestedContainer(_ container: NestedContainer, scrollViewForPageAt index: Int) -> ScrollView {
        let handle = source.page?(source.user_data, owner.hosted(for: container).handle, Int32(clamping: index))
        let why: String
        do throws(APIFailure) {
            let page = try HostedView.from(handle, "page")
            if page.owner !== owner {
                why = "belongs to another window"
            } else if let scrollView = page.view as? ScrollView {
                // Free, or already one of this container's pages (a reload).
                let isOwnPage = scrollView.superview?.superview === container.pager
                if container.isDescendant(of: scrollView) {
                    why = "is the container or holds it"
                } else if scrollView === container.pager {
                    why = "is the container's own pager"
                } else if scrollView.superview != nil && !isOwnPage {
                    why = "is already in a superview, \"\(scrollView.superview!.name)\""
                } else {
                    return scrollView
                }
            } else {
                why = "is \(page.kind.article), not a scroll view"
            }
        } catch {
            why = handle == nil ? "is NULL" : "is a destroyed or foreign handle"
        }
        report(
            "host bug: the page source of \"\(container.name)\" gave page \(index) that \(why); an empty page stands in."
        )
        return ScrollView(name: "\(container.name).page\(index)")
    }

    private func report(_ message: String) {
        owner.window.trace?(.problem(Problem(time: owner.window.clock.now, kind: .pageSource, message: message)))
    }
}
