import CTouchRoute

/// The version `touchroute --version` prints: `TR_VERSION_MAJOR`, `_MINOR`
/// and `_PATCH` from the C API's header (`Sources/CTouchRoute/include/
/// touchroute.h`), the one place the version is written, which
/// `scripts/install.sh` and `scripts/make-deb.sh` read too.
enum TouchRouteVersion {
    static let string = "\(TR_VERSION_MAJOR).\(TR_VERSION_MINOR).\(TR_VERSION_PATCH)"
}
