import TouchRoute

/// The relationships between a layout's recognizers, made as they are built.
/// A nested container builds its pages lazily, so a `requiresFailureOf`
/// link waits until both of its recognizers exist, and is made then.
///
/// Shared (a class) by the layout's build and its nested containers' page
/// sources. It holds built recognizers weakly (their views own them), and
/// an owner waiting for a requirement only until that is built.
/// - Complexity: O(1) per link, whichever end is built first.
final class RecognizerLinks {
    /// For each recognizer's name, the names it may recognize with
    /// simultaneously: the relation holds both ways, whichever side names it.
    let partners: [String: Set<String>]
    private var built: [String: WeakRecognizer] = [:]
    /// The owners of `requiresFailureOf` entries whose requirement is not
    /// built yet, by the requirement's name.
    private var waiting: [String: [GestureRecognizer]] = [:]

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
        for name in node.requiresFailureOf {
            if let requirement = built[name]?.recognizer {
                recognizer.require(toFail: requirement)
            } else {
                waiting[name, default: []].append(recognizer)
            }
        }
        for owner in waiting.removeValue(forKey: node.name) ?? [] { owner.require(toFail: recognizer) }
    }
}
