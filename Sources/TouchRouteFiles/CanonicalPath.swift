import Glibc

/// `path` with every symlink, `.` and `..` resolved and made absolute
/// (`realpath`), so that two names of one file compare equal: `event7` run
/// in `/dev/input`, `/dev/input/event7`, and a `/dev/input/by-path` link to
/// it. A path that does not resolve (a file that is not there) is returned
/// as given.
public func canonicalPath(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
}
