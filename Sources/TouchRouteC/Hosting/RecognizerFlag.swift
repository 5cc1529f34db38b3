import CTouchRoute
import TouchRoute

/// The C API's recognizer flags (`tr_recognizer_flag`).
enum RecognizerFlag: UInt32, CaseIterable {
    case enabled, cancelsTouchesInView, delaysTouchesBegan, delaysTouchesEnded

    static func from(_ flag: tr_recognizer_flag) throws(APIFailure) -> RecognizerFlag {
        guard let known = RecognizerFlag(rawValue: flag.rawValue) else {
            throw .invalid("flag is \(flag.rawValue), which is not a tr_recognizer_flag.")
        }
        return known
    }

    var property: ReferenceWritableKeyPath<GestureRecognizer, Bool> {
        switch self {
        case .enabled: \.isEnabled
        case .cancelsTouchesInView: \.cancelsTouchesInView
        case .delaysTouchesBegan: \.delaysTouchesBegan
        case .delaysTouchesEnded: \.delaysTouchesEnded
        }
    }
}
