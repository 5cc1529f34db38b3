import CTouchRoute
import TouchRoute

/// The C API's view flags (`tr_view_flag`): which property each one is, and
/// which views have it.
enum ViewFlag: UInt32, CaseIterable {
    case hidden, userInteractionEnabled, multipleTouchEnabled, clipsToBounds, cancellableByScrolling
    case scrollEnabled, pagingEnabled, bounces, alwaysBounceHorizontal, alwaysBounceVertical
    case directionalLockEnabled, delaysContentTouches, canCancelContentTouches, bouncesZoom

    static func from(_ flag: tr_view_flag) throws(APIFailure) -> ViewFlag {
        guard let known = ViewFlag(rawValue: flag.rawValue) else {
            throw .invalid("flag is \(flag.rawValue), which is not a tr_view_flag.")
        }
        return known
    }

    /// The property, on any view or on scroll views.
    private var property: Property {
        switch self {
        case .hidden: .view(\.isHidden)
        case .userInteractionEnabled: .view(\.isUserInteractionEnabled)
        case .multipleTouchEnabled: .view(\.isMultipleTouchEnabled)
        case .clipsToBounds: .view(\.clipsToBounds)
        case .cancellableByScrolling: .view(\.isCancellableByScrolling)
        case .scrollEnabled: .scroll(\.isScrollEnabled)
        case .pagingEnabled: .scroll(\.isPagingEnabled)
        case .bounces: .scroll(\.bounces)
        case .alwaysBounceHorizontal: .scroll(\.alwaysBounceHorizontal)
        case .alwaysBounceVertical: .scroll(\.alwaysBounceVertical)
        case .directionalLockEnabled: .scroll(\.isDirectionalLockEnabled)
        case .delaysContentTouches: .scroll(\.delaysContentTouches)
        case .canCancelContentTouches: .scroll(\.canCancelContentTouches)
        case .bouncesZoom: .scroll(\.bouncesZoom)
        }
    }

    private enum Property {
        case view(ReferenceWritableKeyPath<View, Bool>)
        case scroll(ReferenceWritableKeyPath<ScrollView, Bool>)
    }

    func set(_ value: Bool, on hosted: HostedView) throws(APIFailure) {
        switch property {
        case .view(let path): hosted.view[keyPath: path] = value
        case .scroll(let path): try hosted.scrollView(for: "tr_view_set_flag(\(self))")[keyPath: path] = value
        }
    }

    func value(of hosted: HostedView) throws(APIFailure) -> Bool {
        switch property {
        case .view(let path): hosted.view[keyPath: path]
        case .scroll(let path): try hosted.scrollView(for: "tr_view_get_flag(\(self))")[keyPath: path]
        }
    }
}
