import CTouchRoute
import TouchRoute

// tr_recognizer_set/get and …_flag: a recognizer's parameters and flags.

@_cdecl("tr_recognizer_set")
public func trRecognizerSet(_ recognizer: OpaquePointer?, _ parameter: tr_recognizer_parameter, _ value: Double)
    -> tr_status
{
    exported { () throws(APIFailure) in
        let hosted = try HostedRecognizer.from(recognizer)
        try RecognizerParameter.from(parameter).set(value, on: hosted.recognizer)
    }
}

@_cdecl("tr_recognizer_get")
public func trRecognizerGet(
    _ recognizer: OpaquePointer?, _ parameter: tr_recognizer_parameter, _ value: UnsafeMutablePointer<Double>?
) -> tr_status {
    exported { () throws(APIFailure) in
        let value = try required(value, "value")
        let hosted = try HostedRecognizer.from(recognizer)
        value.pointee = try RecognizerParameter.from(parameter).value(of: hosted.recognizer)
    }
}

@_cdecl("tr_recognizer_set_flag")
public func trRecognizerSetFlag(_ recognizer: OpaquePointer?, _ flag: tr_recognizer_flag, _ value: Bool) -> tr_status {
    exported { () throws(APIFailure) in
        let hosted = try HostedRecognizer.from(recognizer)
        let property = try RecognizerFlag.from(flag).property
        // Disabling one mid-gesture cancels it, which its callbacks hear.
        try hosted.owner.callingOut { hosted.recognizer[keyPath: property] = value }
    }
}

@_cdecl("tr_recognizer_get_flag")
public func trRecognizerGetFlag(
    _ recognizer: OpaquePointer?, _ flag: tr_recognizer_flag, _ value: UnsafeMutablePointer<Bool>?
) -> tr_status {
    exported { () throws(APIFailure) in
        let value = try required(value, "value")
        let hosted = try HostedRecognizer.from(recognizer)
        value.pointee = hosted.recognizer[keyPath: try RecognizerFlag.from(flag).property]
    }
}
