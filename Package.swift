// swift-tools-version:6.0
import PackageDescription

/// This folder: the linker needs the export map's absolute path, as it runs elsewhere.
let packageDirectory = String(#filePath.dropLast("/Package.swift".count))

/// `-mtls-dialect=gnu2` where clang takes it (x86-64); nothing elsewhere.
#if arch(x86_64)
    let tlsDescriptorFlags: [CSetting] = [.unsafeFlags(["-mtls-dialect=gnu2"])]
#else
    let tlsDescriptorFlags: [CSetting] = []
#endif

let package = Package(
    name: "TouchRoute",
    products: [
        // The router: pure Swift, no C, no Glibc in its logic.
        .library(name: "TouchRoute", targets: ["TouchRoute"]),
        // Scripted and human-like touches on the core alone (no C, no libevdev): touch scripts
        // and fingers, a virtual-clock player, a trace recorder, and the seeded stroke suite with
        // its judge and score table, which `touchroute demo` and `evaluate` play.
        .library(name: "TouchRouteStrokes", targets: ["TouchRouteStrokes"]),
        // For users' own tests, on the core alone: the exactly-once check and a logging view, and
        // (re-exported) everything TouchRouteStrokes has.
        .library(name: "TouchRouteTesting", targets: ["TouchRouteTesting"]),
        // Playback on real time and real devices, on top of the evdev backend: a uinput
        // touchscreen that plays recordings, paced playback on the monotonic clock, and a
        // scripted pipe that stands in for an evdev node.
        .library(name: "TouchRoutePlayback", targets: ["TouchRoutePlayback"]),
        // Evdev decoding, coordinate mapping, the Recording type and its writers: pure Swift,
        // no libevdev, no Foundation (it is on the live path).
        .library(name: "TouchRouteEvdev", targets: ["TouchRouteEvdev"]),
        // Loading recordings from evemu and `libinput record` files (YAML, streamed through libyaml).
        .library(name: "TouchRouteRecordings", targets: ["TouchRouteRecordings"]),
        // Live touchscreens through libevdev and libudev: discovery, hotplug, reading, grabs,
        // resync; virtual ones through uinput.
        .library(name: "TouchRouteLibevdev", targets: ["TouchRouteLibevdev"]),
        // Layout files: a view tree described in YAML or JSON, checked and built.
        .library(name: "TouchRouteLayout", targets: ["TouchRouteLayout"]),
        // The trace as text for people or JSON Lines, formatted into a reused
        // byte buffer without allocating: what `touchroute run` prints.
        .library(name: "TouchRouteTraceFormat", targets: ["TouchRouteTraceFormat"]),
        .executable(name: "touchroute", targets: ["touchroute"]),
        // The C API (include/touchroute.h in Sources/CTouchRoute) as a shared library for C
        // and C++ toolkits. SwiftPM names it libTouchRouteC.so; scripts/install.sh installs it
        // as libtouchroute.so with the header and a pkg-config file.
        .library(name: "TouchRouteC", type: .dynamic, targets: ["TouchRouteC", "TouchRouteCLibrary"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
        // run --stats: latency percentiles.
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.2.0"),
        // `swift package generate-documentation`: the DocC catalogs (scripts/docs.sh). A
        // plugin only: nothing of it is linked into any product.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(name: "TouchRoute"),
        // The targets point one way: TouchRoute ← TouchRouteEvdev ← TouchRouteLibevdev;
        // TouchRoute ← TouchRouteStrokes ← TouchRouteTesting; TouchRoutePlayback on top of the
        // backend.
        .target(name: "TouchRouteStrokes", dependencies: ["TouchRoute"]),
        .target(name: "TouchRouteTesting", dependencies: ["TouchRoute", "TouchRouteStrokes"]),
        .target(name: "TouchRouteEvdev", dependencies: ["TouchRoute", "TouchRouteFiles"]),
        // Reading a whole regular file within a size limit, on swift-system's FileDescriptor:
        // shared by recordings and layouts. No Foundation, so the live path may use it.
        .target(name: "TouchRouteFiles", dependencies: [.product(name: "SystemPackage", package: "swift-system")]),
        // YAML through the system libyaml's event parser (CYAML): events, a small composer,
        // and what the readers share. No Foundation: the C library and the CLI ship it.
        .target(name: "TouchRouteYAML", dependencies: ["CYAML"]),
        .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        // Reads outputs: into TouchRouteEvdev's NamedOutput.
        .target(
            name: "TouchRouteLayout",
            dependencies: ["TouchRoute", "TouchRouteEvdev", "TouchRouteFiles", "TouchRouteYAML"],
            // The default layout, compiled in: a link to Examples/remorseful-pager.yaml.
            resources: [.embedInCode("Resources/remorseful-pager.yaml")]
        ),
        // Recording.load: evemu through TouchRouteEvdev's parser, libinput record as a stream of
        // libyaml's events (TouchRouteYAML), frame by frame.
        .target(
            name: "TouchRouteRecordings",
            dependencies: ["TouchRoute", "TouchRouteEvdev", "TouchRouteYAML"]
        ),
        // The only C: libevdev's headers and a shim for input_event's time macros.
        .systemLibrary(
            name: "CLibevdev",
            pkgConfig: "libevdev",
            providers: [.apt(["libevdev-dev"])]
        ),
        // libudev's header: device properties (ID_INPUT_TOUCHSCREEN, ID_PATH, ID_SEAT,
        // LIBINPUT_CALIBRATION_MATRIX, WL_OUTPUT) and hotplug events.
        .systemLibrary(
            name: "CLibudev",
            pkgConfig: "libudev",
            providers: [.apt(["libudev-dev"])]
        ),
        .target(
            name: "TouchRouteLibevdev",
            dependencies: [
                "TouchRoute", "TouchRouteEvdev", "CLibevdev", "CLibudev",
                .product(name: "SystemPackage", package: "swift-system"),
            ]
        ),
        .target(name: "TouchRoutePlayback", dependencies: ["TouchRoute", "TouchRouteEvdev", "TouchRouteLibevdev"]),
        // The C API's header, its plain-C parts (the per-thread last error, status names), and
        // the Swift that implements the rest behind opaque handles.
        .target(name: "TouchRouteTraceFormat", dependencies: ["TouchRoute"]),
        .target(
            name: "CTouchRoute",
            // TLS descriptors for the two thread-locals (thread_number.c, status.c): the
            // library loads with dlopen, and its per-call thread check stays an indirect
            // call instead of __tls_get_addr. x86-64 only: clang knows the flag there alone,
            // and AArch64 uses descriptors already.
            cSettings: tlsDescriptorFlags
        ),
        .target(
            name: "TouchRouteC",
            dependencies: [
                "CTouchRoute", "TouchRoute", "TouchRouteEvdev", "TouchRouteLibevdev", "TouchRouteLayout",
                "TouchRouteRecordings",
            ]
        ),
        // What makes libTouchRouteC.so the shipped library, and nothing else: it exports the tr_*
        // functions alone (touchroute.map) and binds its own calls to itself (-Bsymbolic), so the
        // Swift runtime inside it can neither collide with nor be
        // taken over by a program's own. Linked by lld: gold keeps hundreds of the symbols the map
        // makes local in the dynamic symbol table (as LOCAL entries that GOT relocations name),
        // where nm -D lists them. SwiftPM adds a target's flags to every link that includes it, so
        // they live on this target, which only the TouchRouteC product includes: test bundles and
        // executables that use the Swift target TouchRouteC keep their own symbols (a sanitizer's
        // among them). Its one source freezes the layout of the structs programs hand in.
        .target(
            name: "TouchRouteCLibrary",
            dependencies: ["CTouchRoute"],
            exclude: ["touchroute.map"],
            // No header of its own: it adds nothing to the API.
            publicHeadersPath: ".",
            linkerSettings: [
                .unsafeFlags([
                    "-use-ld=lld",
                    "-Xlinker", "--version-script=\(packageDirectory)/Sources/TouchRouteCLibrary/touchroute.map",
                    "-Xlinker", "-Bsymbolic",
                    // dlclose leaves it loaded: its thread-exit destructor (the last error's
                    // buffer, status.c) and the Swift runtime inside must outlive every thread.
                    "-Xlinker", "-z", "-Xlinker", "nodelete",
                ])
            ]
        ),
        .executableTarget(
            name: "touchroute",
            dependencies: [
                // Only for TR_VERSION_*: the header is the one place the version is written.
                "CTouchRoute",
                "TouchRoute",
                // demo plays touch scripts and evaluate runs the stroke suite, on the virtual
                // clock; emulate plays recordings through uinput, replay --realtime paces on the
                // monotonic clock.
                "TouchRouteStrokes",
                "TouchRoutePlayback",
                "TouchRouteEvdev",
                "TouchRouteFiles",
                "TouchRouteLibevdev",
                "TouchRouteLayout",
                "TouchRouteRecordings",
                "TouchRouteTraceFormat",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Histogram", package: "hdrhistogram-swift"),
            ],
            // The executable exports none of its symbols: the static Swift runtime asks for
            // --export-dynamic, but nothing loads this binary's symbols by name (1 MB).
            // (Packed relocations are given by scripts/packed-relocations.sh where glibc can load them.)
            linkerSettings: [.unsafeFlags(["-Xlinker", "--no-export-dynamic"], .when(configuration: .release))]
        ),
        .testTarget(name: "TouchRouteTests", dependencies: ["TouchRoute", "TouchRouteTesting"]),
        .testTarget(name: "TouchRouteYAMLTests", dependencies: ["TouchRouteYAML"]),
        .testTarget(
            name: "TouchRouteTraceFormatTests",
            dependencies: ["TouchRoute", "TouchRouteTesting", "TouchRouteTraceFormat"]),
        .testTarget(name: "TouchRouteTestingTests", dependencies: ["TouchRoute", "TouchRouteTesting"]),
        .testTarget(
            name: "TouchRouteStrokesTests", dependencies: ["TouchRoute", "TouchRouteStrokes", "TouchRouteTesting"]),
        .testTarget(
            name: "TouchRoutePlaybackTests", dependencies: ["TouchRoute", "TouchRouteEvdev", "TouchRoutePlayback"]),
        .testTarget(
            name: "TouchRouteEvdevTests",
            dependencies: [
                "TouchRoute", "TouchRouteTesting", "TouchRoutePlayback", "TouchRouteEvdev", "TouchRouteRecordings",
            ],
            exclude: ["Fixtures"]
        ),
        // Compiles the C and C++ programs in C/ against the header and libTouchRouteC.so, and runs them.
        .testTarget(
            name: "TouchRouteCTests", dependencies: ["TouchRouteC", "TouchRoute", "touchroute"], exclude: ["C"]),
        .testTarget(
            name: "TouchRouteFilesTests",
            dependencies: ["TouchRouteFiles", .product(name: "SystemPackage", package: "swift-system")]
        ),
        .testTarget(
            name: "TouchRouteLayoutTests",
            dependencies: ["TouchRoute", "TouchRouteEvdev", "TouchRouteLayout", "TouchRouteTesting"]),
        .testTarget(
            name: "TouchRouteLibevdevTests",
            dependencies: [
                "TouchRoute", "TouchRouteEvdev", "TouchRouteLibevdev", "TouchRouteRecordings", "TouchRouteTesting",
                "TouchRoutePlayback",
            ]
        ),
        .testTarget(
            name: "TouchRouteCLITests",
            dependencies: [
                "touchroute", "TouchRoute", "TouchRouteEvdev", "TouchRouteLibevdev", "TouchRouteRecordings",
                "TouchRouteTesting", "TouchRoutePlayback",
            ],
            exclude: ["Fixtures"]
        ),
    ]
)
