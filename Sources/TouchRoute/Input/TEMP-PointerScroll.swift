// TEMPORARY: the declarations of /work/notes/POINTER-SCROLL-CONTRACT.md, so that the input side
// compiles before scroll-core's PointerScroll is merged. Deleted before the last commit.
public struct PointerScroll: Hashable, Sendable {
    public enum Source: Hashable, Sendable { case wheel, finger, continuous }
    public enum Phase: Hashable, Sendable { case began, changed, ended }
    public var timestamp: Double
    public var location: Point
    public var source: Source
    public var phase: Phase
    public var delta: Vector

    public init(timestamp: Double, location: Point, source: Source, phase: Phase = .changed, delta: Vector) {
        self.timestamp = timestamp
        self.location = location
        self.source = source
        self.phase = phase
        self.delta = delta
    }
}

extension Window {
    public func handle(_ scroll: PointerScroll) {}
}
