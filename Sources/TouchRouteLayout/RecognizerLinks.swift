import TouchRoute

/// The relationships between a layout's recognizers, made as they are built.
/// A nested container builds its pages lazily, so a `requiresFailureOf`
/// link waits until both of its recognizers exist, and is made then.
///
/// Shared (a class) by the layout's build and its nested containers' page
/// sources. It holds the recognizers weakly: their views own them.
final class RecognizerLinks {
    /// For each recognizer's name, the names it may recognize with
    /// simultaneously: the relation holds both ways, whichever side names it.
    let partners: [String: Set<String>]
    private var built: [String: WeakRecognizer] = [:]
    /// `requiresFailureOf` entries whose requirement is not built yet.
    private var waiting: [(owner: String, requirement: String)] = []

    private struct WeakRecognizer {
        weak var recognizer: GestureRecognizer?
    }

    /// - Parameter views: the document's views, whose recognizers (at any depth) are linked.
    init(views: [ViewNode]) {
        var partners: [String: Set<String>] = [:]
        func visit(_ node: ViewNode) {
            for recognizer in node.recognizers {
                for other in recognizer.simultaneousWith {
                    partners[recognizer.name, default: []].insert(other)
                    partners[other, default: []].insert(recognizer.name)
                }
            }
            node.childNodes.forEach(visit)
        }
        views.forEach(visit)
        self.partners = partners
    }

    /// Build `node`'s recognizer, attach it to `view`, and make every
    /// `requiresFailureOf` link whose two ends now exist.
    func attach(_ node: RecognizerNode, to view: View) {
        let recognizer = node.makeRecognizer(partners: partners[node.name] ?? [])
        view.addGestureRecognizer(recognizer)
        built[node.name] = WeakRecognizer(recognizer: recognizer)
        waiting += node.requiresFailureOf.map { (node.name, $0) }
        waiting.removeAll { link in
            guard let owner = built[link.owner]?.recognizer, let requirement = built[link.requirement]?.recognizer
            else { return false }
            owner.require(toFail: requirement)
            return true
        }
    }
}
