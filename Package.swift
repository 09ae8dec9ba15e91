// swift-tools-version:6.0
// TripKit is released under the MIT licence, copyright "The TripKit authors": see LICENSE at the
// repository root (also in every release archive).
import PackageDescription

let package = Package(
    name: "TripKit",
    products: [
        // What a user adopts: the readers and models, the validator, the defaults store, the location
        // vocabulary they all speak, and the tool. Everything else is plumbing between our modules.
        .library(name: "PropertyList", targets: ["PropertyList"]),
        .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
        .library(name: "RuleEngine", targets: ["RuleEngine"]),
        .library(name: "Validation", targets: ["Validation"]),
        .library(name: "Defaults", targets: ["Defaults"]),
        .library(name: "TripSource", targets: ["TripSource"]),
        .executable(name: "tripkit", targets: ["tripkit"]),
    ],
    targets: [
        // The only C: libxml2 through pkg-config. TripXML is the one Swift module that imports it.
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        .target(name: "TripSource"),
        .target(name: "TripXML", dependencies: ["CLibXML2", "TripSource"]),
        // Text formats our modules read and write: the YAML-subset and JSON document readers (with
        // positions), JSON and XML output helpers, SHA-256. Package-only: not a product.
        .target(name: "TextFormats", dependencies: ["TripSource"]),
        .target(name: "PropertyList", dependencies: ["TripXML", "TripSource", "TextFormats"]),
        .target(name: "InterfaceBuilder", dependencies: ["TripXML", "TripSource", "TextFormats"]),
        // The rule engine alone: the rule protocol and registry, diagnostics, configuration,
        // suppression, baseline, reporters and globs. Knows no plist, storyboard or Xcode project.
        .target(name: "RuleEngine", dependencies: ["TripSource", "TextFormats"]),
        // The domain: the project model, the evidence readers and the rules over them.
        .target(name: "Validation",
                dependencies: ["RuleEngine", "TripSource", "TripXML", "TextFormats", "PropertyList", "InterfaceBuilder"]),
        // The UserDefaults-equivalent store: durable, lock-protected XML plists, one per domain.
        .target(name: "Defaults", dependencies: ["PropertyList", "TripSource"]),
        .target(name: "RoadTrip", dependencies: ["PropertyList", "RuleEngine", "Defaults", "TripSource"]),
        // The generic command-line framework: commands as data, parsing, help, completion scripts, the
        // manual page, the terminal and the picker. Knows nothing of plists, storyboards or RoadTrip.
        .target(name: "CommandLineKit", dependencies: ["TripSource"]),
        // The tool's commands over the libraries; `tripkit` is a thin shell over it.
        .target(name: "TripKitCLI",
                dependencies: ["CommandLineKit", "RoadTrip", "Validation", "Defaults", "PropertyList", "InterfaceBuilder", "TextFormats", "TripSource"],
                plugins: ["BuildInfoPlugin"]),
        // Records the commit the tool is built from, for `tripkit --version`.
        .plugin(name: "BuildInfoPlugin", capability: .buildTool()),
        .executableTarget(name: "tripkit", dependencies: ["TripKitCLI"]),

        // The fuzz targets (not shipped): one entry point per reader, driven by libFuzzer through
        // tripkit-fuzz (scripts/fuzz) and replayed over Fuzz/regressions by FuzzRegressionTests.
        .target(name: "TripKitFuzz", dependencies: ["PropertyList", "InterfaceBuilder", "RuleEngine", "Validation"]),
        .executableTarget(name: "tripkit-fuzz", dependencies: ["TripKitFuzz"]),

        // The measuring half of scripts/bench (not shipped), and the generated inputs it shares with
        // the tests (hostile shapes, storyboards of a given size), which depend on no test code.
        .target(name: "BenchmarkSupport"),
        .executableTarget(name: "tripkit-bench",
                          dependencies: ["TripXML", "PropertyList", "InterfaceBuilder", "Validation", "Defaults",
                                         "BenchmarkSupport"]),

        // Helpers shared by the test targets: marked text, corpus lookup, the python3 oracle.
        .target(name: "TestSupport", dependencies: ["TripSource", "TripXML", "PropertyList", "RuleEngine", "Defaults", "BenchmarkSupport"],
                path: "Tests/TestSupport"),
        .testTarget(name: "TripSourceTests", dependencies: ["TripSource", "TestSupport"]),
        .testTarget(name: "TextFormatsTests", dependencies: ["TextFormats", "TripSource", "TestSupport"]),
        .testTarget(name: "TripXMLTests", dependencies: ["TripXML", "TripSource", "TestSupport"]),
        .testTarget(name: "PropertyListTests", dependencies: ["PropertyList", "TripSource", "TestSupport"]),
        .testTarget(name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder", "TripXML", "TripSource", "TestSupport"],
                    exclude: ["Golden"]),
        .testTarget(name: "RuleEngineTests", dependencies: ["RuleEngine", "TripSource", "TestSupport"],
                    exclude: ["Golden"]),
        .testTarget(name: "ValidationTests",
                    dependencies: ["Validation", "TripSource", "TripXML", "PropertyList", "InterfaceBuilder", "TestSupport"],
                    exclude: ["Golden"]),
        // Not shipped: a small program the Defaults tests run as many processes (concurrency, SIGKILL,
        // dropped privileges).
        .executableTarget(name: "defaults-stress", dependencies: ["Defaults", "PropertyList"],
                          path: "Tests/DefaultsStress"),
        .testTarget(name: "DefaultsTests", dependencies: ["Defaults", "PropertyList", "TripSource", "TestSupport",
                                                          "defaults-stress", "tripkit"]),
        .testTarget(name: "RoadTripTests", dependencies: ["RoadTrip", "PropertyList", "Defaults", "TripSource", "TestSupport"]),
        .testTarget(name: "CommandLineKitTests", dependencies: ["CommandLineKit"]),
        .testTarget(name: "TripKitCLITests", dependencies: ["CommandLineKit", "TripKitCLI", "tripkit", "TestSupport"],
                    exclude: ["Golden"]),
        .testTarget(name: "FuzzRegressionTests", dependencies: ["TripKitFuzz", "TestSupport"]),
    ]
)
