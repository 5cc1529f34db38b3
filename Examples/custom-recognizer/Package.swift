// swift-tools-version:6.0
import PackageDescription

// A continuous recognizer written here and nowhere else: a knob turned by a
// one-finger circular drag, with a kind of its own in the trace
// (`knob-turn`), on a row of a vertical list whose pan waits for it to fail.
// It depends on TouchRoute by path, as a toolkit's package would, and only
// on the pure modules (no libevdev). CI builds it and runs its test (.ci/run).
let package = Package(
    name: "CustomRecognizer",
    dependencies: [
        .package(name: "TouchRoute", path: "../..")
    ],
    targets: [
        .target(
            name: "Knob",
            dependencies: [.product(name: "TouchRoute", package: "TouchRoute")]
        ),
        .executableTarget(
            name: "knob-demo",
            dependencies: [
                "Knob",
                .product(name: "TouchRouteTesting", package: "TouchRoute"),
                .product(name: "TouchRouteTraceFormat", package: "TouchRoute"),
            ]
        ),
        .testTarget(
            name: "KnobTests",
            dependencies: [
                "Knob",
                .product(name: "TouchRouteTesting", package: "TouchRoute"),
                .product(name: "TouchRouteTraceFormat", package: "TouchRoute"),
            ]
        ),
    ]
)
