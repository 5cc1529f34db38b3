import TouchRoute

/// One entry of a view's `recognizers:` list: a gesture recognizer to attach
/// to the view when the layout is built. Each setting left nil keeps the
/// recognizer class's own default.
///
/// ```yaml
/// recognizers:
///   - {kind: double-tap, name: zoom1, action: {zoomToggle: [1, 2.5]}}
///   - {kind: tap, name: chrome, requiresFailureOf: [zoom1]}
///   - {kind: long-press, name: menu, minimumDuration: 0.5}
/// ```
@dynamicMemberLookup
public struct RecognizerNode: Hashable, Sendable {
    /// `kind`: which recognizer class (a `double-tap` is a tap recognizer of 2
    /// taps). One of `GestureKind.allBuiltIn`: a layout makes no user's kind.
    public var kind: GestureKind
    /// `name`: the recognizer's name in traces; unique among the file's recognizers.
    public var name: String
    /// The kind's parameters the entry sets (`BuiltInRecognizer.parameters`),
    /// by key, in the table's units: `spanSlop: 8` is `["spanSlop": 8]`, a
    /// count a whole number, a `direction` or `edges` its bits. Also read and
    /// written as members: `node.taps = 2`.
    public var parameters: [String: Double] = [:]
    /// `requiresFailureOf`: names of recognizers that must fail before this
    /// one may recognize (`require(toFail:)`).
    public var requiresFailureOf: [String]
    /// `simultaneousWith`: names of recognizers this one may recognize
    /// together with; the relation holds both ways.
    public var simultaneousWith: [String]
    /// `cancelsTouches`, `delaysBegan`, `delaysEnded`: `cancelsTouchesInView`,
    /// `delaysTouchesBegan`, `delaysTouchesEnded`.
    public var cancelsTouches: Bool?
    /// `delaysBegan`: the recognizer's `delaysTouchesBegan`, holding back `touchesBegan` until it
    /// fails; nil keeps the default (false).
    public var delaysBegan: Bool?
    /// `delaysEnded`: the recognizer's `delaysTouchesEnded`, holding back `touchesEnded` until it
    /// fails or recognizes; nil keeps the default (true).
    public var delaysEnded: Bool?
    /// `action`: what the router does by itself when the recognizer
    /// recognizes (discrete) or begins (continuous); nil for none.
    public var action: RecognizerAction?
    /// The 1-based line where the entry starts in its file.
    public var line: Int
    /// A scroll view's own pan or pinch (`<view name>.pan`, `.pinch`;
    /// `ViewNode.scrollRecognizers`), which the build takes from its scroll
    /// view rather than makes: only its relationships come from the file.
    public var isScrollViewsOwn = false

    /// Makes an entry of `kind` named `name`, with no parameters, relationships or action set;
    /// `line` is 0 when the entry comes from code rather than a file.
    public init(kind: GestureKind, name: String, line: Int = 0) {
        self.kind = kind
        self.name = name
        self.requiresFailureOf = []
        self.simultaneousWith = []
        self.line = line
    }

    /// The parameter `key` (one of the kind's, `BuiltInRecognizer.parameters`):
    /// nil when the entry leaves the class's default.
    public subscript(dynamicMember key: String) -> Double? {
        get { parameters[key] }
        set {
            precondition(
                BuiltInRecognizer.registered(kind)?.parameter(key) != nil,
                "A \(kind.name) recognizer has no parameter \"\(key)\"; see BuiltInRecognizer.parameters.")
            parameters[key] = newValue
        }
    }
}

/// What a layout's recognizer does on its own when it fires.
public enum RecognizerAction: Hashable, Sendable {
    /// `zoomToggle: [from, to]`: zoom the nearest zoomable scroll view under
    /// the gesture to `to` at the gesture's location when it is at `from`,
    /// else back to `from` (`ScrollView.zoom(toScale:at:animated:)`): a
    /// photo's double tap, `[1, 2.5]`.
    case zoomToggle(from: Double, to: Double)
}
