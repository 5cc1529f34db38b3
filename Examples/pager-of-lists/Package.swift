// swift-tools-version:6.0
import PackageDescription

// The tutorial's package (Sources/TouchRoute/TouchRoute.docc/BuildingAPagerOfLists.md):
// a pager of lists, built in code, routing a recording through the same
// pipeline as a live touchscreen. It depends on TouchRoute as a toolkit's own
// package would; scripts/check-readme.sh builds and runs it, and checks that
// the tutorial shows this package's code and output.
let package = Package(
    name: "PagerOfLists",
    dependencies: [
        .package(name: "TouchRoute", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "PagerOfLists",
            dependencies: [
                .product(name: "TouchRoute", package: "TouchRoute"),
                .product(name: "TouchRouteEvdev", package: "TouchRoute"),
                .product(name: "TouchRouteRecordings", package: "TouchRoute"),
            ]
        )
    ]
)
