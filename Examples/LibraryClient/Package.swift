// swift-tools-version:6.0
// A client of TripKit's libraries, as a team's own package would be: it depends on the products
// only, so it compiles against exactly the public surface. `scripts/test` builds and runs it, and a
// test checks that the README's "Using the libraries" code is this package's main.swift.
import PackageDescription

let package = Package(
    name: "LibraryClient",
    dependencies: [.package(name: "TripKit", path: "../..")],
    targets: [
        .executableTarget(
            name: "LibraryClient",
            dependencies: [
                .product(name: "PropertyList", package: "TripKit"),
                .product(name: "InterfaceBuilder", package: "TripKit"),
                .product(name: "Validation", package: "TripKit"),
                .product(name: "Defaults", package: "TripKit"),
            ]),
    ]
)
