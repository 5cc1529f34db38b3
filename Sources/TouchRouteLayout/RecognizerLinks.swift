import TouchRoute

/// The relationships between a layout's recognizers, made as they are built.
/// A nested container builds its pages lazily, so a `requiresFailureOf`
/// link waits until both of its recognizers exist, and is made then.
///
/// A page rebuilt by `NestedContainer.reload()` builds its recognizers
/// again: each owner of a requirement rebuilt so, on any page or outside
/// them (such as the photos' `chrome`), is linked to the new one in place of
/// the old, detached one.
///
/// Shared (a class) by the layout's build and its nested containers' page
/// sources. It holds built recognizers and owners weakly (their views own
/// them).
/// - Complexity: O(owners of the requirement) per build of a recognizer.
final class RecognizerLinks {
    /// For each recognizer's name, the names it may recognize with
    /// simultaneously: the relation holds both ways, whichever side names it.
    let partners: [String: Set<String>]
    private var built: [String: WeakRecognizer] = [:]
    /// The owners of `requiresFailureOf` entries, by the requirement's name:
    /// linked to each recognizer built under that name, the first or a rebuilt one.
    private var owners: [String: [WeakRecognizer]] = [:]

    private struct WeakRecognizer {
        weak var recognizer: GestureRecognizer?
    }

    /// Every name some relationship of the file gives: a scroll view's own
    /// recognizer is taken from it only when it is one of these, or has
    /// relationships of its own.
    private let related: Set<String>

    /// - Parameter views: the document's views, whose recognizers (at any depth) are linked.
    init(views: [ViewNode]) {
        var partners: [String: Set<String>] = [:]
        var related: Set<String> = []
        func visit(_ node: ViewNode) {
            for recognizer in node.recognizers + node.scrollRecognizers {
                for other in recognizer.simultaneousWith {
                    partners[recognizer.name, default: []].insert(other)
                    partners[other, default: []].insert(recognizer.name)
                }
                related.formUnion(recognizer.requiresFailureOf + recognizer.simultaneousWith)
            }
            node.childNodes.forEach(visit)
        }
        views.forEach(visit)
        self.partners = partners
        self.related = related
    }

    /// Build `node`'s recognizer, attach it to `view`, and make every
    /// `requiresFailureOf` link whose two ends now exist, replacing a link to
    /// a recognizer of the same name built before.
    func attach(_ node: RecognizerNode, to view: View) {
        let recognizer = node.makeRecognizer(partners: partners[node.name] ?? [])
        view.addGestureRecognizer(recognizer)
        link(recognizer, as: node)
    }

    /// Take `node`'s recognizer, the pan or the pinch, from `scrollView`, and
    /// link it as `attach(_:to:)` links one it builds, if the file relates it
    /// to anything; otherwise leave it unmade, so the scroll view decides
    /// alone, as without recognizers.
    func attachOwn(_ node: RecognizerNode, to scrollView: ScrollView) {
        guard related.contains(node.name) || !node.requiresFailureOf.isEmpty || !node.simultaneousWith.isEmpty
        else { return }
        let recognizer: GestureRecognizer =
            node.kind == .pinch ? scrollView.pinchGestureRecognizer : scrollView.panGestureRecognizer
        node.allowSimultaneousRecognition(of: recognizer, with: partners[node.name] ?? [])
        link(recognizer, as: node)
    }

    /// Make every `requiresFailureOf` link of `recognizer`, built from
    /// `node`, whose two ends now exist.
    private func link(_ recognizer: GestureRecognizer, as node: RecognizerNode) {
        let previous = built[node.name]?.recognizer
        built[node.name] = WeakRecognizer(recognizer: recognizer)
        for name in node.requiresFailureOf {
            if let requirement = built[name]?.recognizer { recognizer.require(toFail: requirement) }
            owners[name, default: []].append(WeakRecognizer(recognizer: recognizer))
        }
        guard var waiting = owners[node.name] else { return }
        waiting.removeAll { $0.recognizer == nil }  // owners whose views are gone
        for case let owner? in waiting.map(\.recognizer) where owner !== recognizer {
            if let previous {
                owner.replaceFailureRequirement(previous, with: recognizer)
            } else {
                owner.require(toFail: recognizer)
            }
        }
        owners[node.name] = waiting
    }
}
