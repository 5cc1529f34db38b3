import TouchRouteStrokes

/// The rates: a batching toolkit, a cheap panel, 90 Hz, a phone,
/// a fast phone.
let ratesUnderTest: [ReportRate] = [.hz30, .hz60, .hz90, .hz120, .hz240]

/// The standard suite (seed 1, 24 strokes a band, as `touchroute evaluate
/// --rates 30,60,90,120,240` prints it) under the standard strategies at
/// `ratesUnderTest`, made once for the tests that read it: about 11 s of
/// CPU in a debug build.
let standardEvaluation = SuiteEvaluation(StrokeSuite(seed: 1, perBand: 24), rates: ratesUnderTest)
