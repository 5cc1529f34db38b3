import ArgumentParser
import TouchRoute
import TouchRouteEvdev
import TouchRouteLayout

/// Parses `--screen WIDTHxHEIGHT` (points), such as `800x480`.
enum ScreenSizeArgument {
    static let standard = LayoutDocument.standardScreen
    /// The largest side accepted, in points: far beyond any real screen, small
    /// enough that a typo (an extra zero or two) is caught. The same limit
    /// holds for sizes derived from a device.
    static let maximumSide = CoordinateMapping.largestScreenSide

    static func parse(_ argument: String) throws -> Size {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            (1...maximumSide).contains(width), (1...maximumSide).contains(height)
        else {
            throw ValidationError(
                "expected WIDTHxHEIGHT in points, each side from 1 to 100000, such as 800x480.")
        }
        return Size(width: width, height: height)
    }
}
