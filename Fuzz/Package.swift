// swift-tools-version:6.0
import PackageDescription

// libFuzzer harnesses, one per input surface, kept apart from the main package
// because they link only when built with `-sanitize=fuzzer`, which supplies
// libFuzzer's driver. Build and run them with scripts/fuzz.sh; each harness's seed corpus
// is in Corpus/NAME and its dictionary in Dictionaries/NAME.dict.
let package = Package(
    name: "TouchRouteFuzz",
    dependencies: [
        .package(name: "TouchRoute", path: "..")
    ],
    targets: [
        // libFuzzer's driver, declared for Swift.
        .target(name: "FuzzerDriver", path: "Driver"),
        .target(
            name: "FuzzSupport",
            dependencies: [
                "FuzzerDriver",
                .product(name: "TouchRoute", package: "TouchRoute"),
                .product(name: "TouchRouteEvdev", package: "TouchRoute"),
                .product(name: "TouchRouteTesting", package: "TouchRoute"),
            ],
            path: "Support"
        ),
        harness("evemu", ["TouchRouteEvdev"]),
        harness("libinput-record", ["TouchRouteEvdev", "TouchRouteRecordings"]),
        harness("layout", ["TouchRoute", "TouchRouteLayout", "TouchRouteTesting"]),
        harness("decoder", ["TouchRoute", "TouchRouteEvdev"]),
        // The nested layout it routes on, compiled in (a link to Examples/nested-slide.yaml),
        // so that no input depends on a file of the source tree at run time.
        harness(
            "window", ["TouchRoute", "TouchRouteLayout", "TouchRouteTesting"],
            resources: [.embedInCode("Resources/nested-slide.yaml")]),
        harness("c-api", ["TouchRouteC", "TouchRoute", "TouchRouteTesting"]),
    ]
)

/// The executable `fuzz-NAME` from Harnesses/NAME; `resources` are paths in that folder.
func harness(_ name: String, _ products: [String], resources: [Resource]? = nil) -> Target {
    .executableTarget(
        name: "fuzz-\(name)",
        dependencies: ["FuzzSupport"] + products.map { .product(name: $0, package: "TouchRoute") },
        path: "Harnesses/\(name)",
        resources: resources
    )
}
