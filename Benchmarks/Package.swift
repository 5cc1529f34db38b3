// swift-tools-version:6.1
import PackageDescription

// Kept apart from the main package so that `swift test` never builds the
// benchmark tooling. Run with `swift package benchmark` from this folder.
let package = Package(
    name: "TouchRouteBenchmarks",
    dependencies: [
        .package(name: "TouchRoute", path: ".."),
        // MallocInterposer counts heap allocations without jemalloc.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "RouterBenchmarks",
            dependencies: [
                .product(name: "TouchRoute", package: "TouchRoute"),
                .product(name: "TouchRouteTraceFormat", package: "TouchRoute"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "RouterBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "InputBenchmarks",
            dependencies: [
                .product(name: "TouchRoute", package: "TouchRoute"),
                .product(name: "TouchRouteEvdev", package: "TouchRoute"),
                .product(name: "TouchRouteLibevdev", package: "TouchRoute"),
                .product(name: "TouchRouteTraceFormat", package: "TouchRoute"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "InputBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The same frames through the C API (libTouchRouteC.so) and through Swift, in one run.
        .executableTarget(
            name: "CAPIBenchmarks",
            dependencies: [
                .product(name: "TouchRoute", package: "TouchRoute"),
                .product(name: "TouchRouteC", package: "TouchRoute"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "CAPIBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
