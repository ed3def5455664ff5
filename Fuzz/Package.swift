// swift-tools-version:5.9
//
// libFuzzer targets for ListShot's input readers. Build and run with `make fuzz` from the
// repository root (see README.md here); they are not part of `make test`.
import PackageDescription

// Each target's entry point (Entry.swift) runs libFuzzer's driver (FuzzDriver) on its
// `testOneInput`; files are compiled with -parse-as-library, so there is no top-level code.
// The rest of the graph is built with `-sanitize=address -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp`
// (see the Makefile's `fuzz` target); only these targets link libFuzzer, because the same
// flags also reach SwiftPM's plugin tools, which cannot link it.
let fuzzer: [SwiftSetting] = [.unsafeFlags(["-parse-as-library", "-sanitize=fuzzer,address"])]
// gold stops with an internal error on these links; lld (in the toolchain) works.
let fuzzerLink: [LinkerSetting] = [.unsafeFlags(["-sanitize=fuzzer,address", "-use-ld=lld"])]

let package = Package(
  name: "ListShotFuzz",
  dependencies: [.package(name: "ListShot", path: "..")],
  targets: [
    // The driver call every target shares; its symbol comes from libFuzzer at the final link.
    .target(name: "FuzzDriver"),
    // The spec-to-pixels step and YAML quoting of the targets that render.
    .target(name: "FuzzRender", dependencies: [.product(name: "ListShot", package: "ListShot")]),
  ]
    + [
      "FuzzSpec", "FuzzTheme", "FuzzPNG", "FuzzDiff", "FuzzGolden", "FuzzOptions", "FuzzSVG", "FuzzText", "FuzzContent",
      "FuzzTextGolden",
    ].map { name in
      .executableTarget(
        name: name,
        dependencies: ["FuzzDriver", "FuzzRender", .product(name: "ListShot", package: "ListShot")],
        swiftSettings: fuzzer, linkerSettings: fuzzerLink)
    }
)
