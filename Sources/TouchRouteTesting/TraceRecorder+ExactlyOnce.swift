extension TraceRecorder {
    /// Breaches of the exactly-once invariant in the recorded deliveries; see
    /// `ExactlyOnceCheck`. Empty when all is well. Call it after every touch has lifted.
    public var exactlyOnceViolations: [String] {
        ExactlyOnceCheck.violations(in: deliveries)
    }
}
