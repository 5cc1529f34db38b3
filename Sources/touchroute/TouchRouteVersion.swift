/// The version `touchroute --version` prints.
///
/// The C header `Sources/CTouchRoute/include/touchroute.h` is the one source of
/// truth (`TR_VERSION_MAJOR`, `_MINOR`, `_PATCH`; `scripts/install.sh` and
/// `scripts/make-deb.sh` read it). This copy exists because the CLI does not
/// link the C API; `VersionTests` fails when the two differ, so bump both.
enum TouchRouteVersion {
    static let string = "0.11.0"
}
