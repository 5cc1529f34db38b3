extension Contact {
    /// Where this report moves its touch along the finger's path, kept within
    /// the window's coordinates (`Window.largestCoordinate`): nil for a report
    /// that begins or cancels its touch (it has no segment) or whose location
    /// is not finite. The one filter both the path search
    /// (`PathCrossingSearch.segmentEnd(of:)`) and its cheap pre-check
    /// (`TouchTable.mayReachPathTest(_:beyond:)`) apply, so that they agree.
    var pathTarget: Point? {
        guard phase == .moved || phase == .stationary || phase == .ended else { return nil }
        let target = kept(within: Window.largestCoordinate).location
        return target.isFinite ? target : nil
    }
}
