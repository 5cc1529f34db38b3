// swift-tools-version:6.0
import PackageDescription

// A toolkit's own unit test of direction decisions, set up as a package that
// uses TouchRoute would set it up: it depends only on the router (`TouchRoute`)
// and its pure testing module (`TouchRouteTesting`), so it builds and runs on a
// machine without libevdev-dev. CI builds and tests it before installing any
// system package (.ci/run).
let package = Package(
    name: "DirectionTest",
    dependencies: [
        .package(name: "TouchRoute", path: "../..")
    ],
    targets: [
        .testTarget(
            name: "DirectionTests",
            dependencies: [
                .product(name: "TouchRoute", package: "TouchRoute"),
                .product(name: "TouchRouteTesting", package: "TouchRoute"),
            ]
        )
    ]
)
