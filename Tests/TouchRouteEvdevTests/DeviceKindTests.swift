import Testing
@testable import TouchRouteEvdev
