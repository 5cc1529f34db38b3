// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "TouchRoute",
    products: [
        // The router: pure Swift, no C, no Glibc in its logic.
        .library(name: "TouchRoute", targets: ["TouchRoute"]),
        // Gesture builders, a trace recorder and a virtual-clock player for users' own tests.
        .library(name: "TouchRouteTesting", targets: ["TouchRouteTesting"]),
        .executable(name: "touchroute", targets: ["touchroute"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "TouchRoute"),
        .target(name: "TouchRouteTesting", dependencies: ["TouchRoute"]),
        .executableTarget(
            name: "touchroute",
            dependencies: [
                "TouchRoute",
                "TouchRouteTesting",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "TouchRouteTests", dependencies: ["TouchRoute", "TouchRouteTesting"]),
        .testTarget(name: "TouchRouteTestingTests", dependencies: ["TouchRoute", "TouchRouteTesting"]),
        .testTarget(name: "TouchRouteCLITests", dependencies: ["touchroute"], exclude: ["Fixtures"]),
    ]
)
