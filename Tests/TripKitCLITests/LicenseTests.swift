import Foundation
import TestSupport
import Testing

/// The licence a company checks before adopting tripkit: a file at the root, and named where users look.
@Suite("Licence")
struct LicenseTests {
    private static func text(_ path: String) throws -> String {
        try String(contentsOf: Paths.repository.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("LICENSE is the MIT licence, copyright The TripKit authors")
    func licenseFile() throws {
        let license = try Self.text("LICENSE")
        #expect(license.hasPrefix("MIT License\n"))
        #expect(license.contains("\nCopyright (c) The TripKit authors\n"))
        #expect(license.contains("Permission is hereby granted, free of charge, to any person obtaining a copy"))
        #expect(license.contains("The above copyright notice and this permission notice shall be included in all"))
    }

    @Test("the README and Package.swift's comments name the licence and its file")
    func namedWhereUsersLook() throws {
        let readme = try Self.text("README.md")
        #expect(readme.contains("## Licence\n\nTripKit is released under the MIT licence, copyright \"The TripKit authors\""))
        #expect(readme.contains("[`LICENSE`](LICENSE)"))
        let manifest = try Self.text("Package.swift")
        let comments = manifest.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            .joined(separator: "\n")
        #expect(comments.contains("MIT licence"))
        #expect(comments.contains("\"The TripKit authors\""))
        #expect(comments.contains("LICENSE"))
    }

    @Test("scripts/package puts LICENSE in the archive and scripts/check-package requires it")
    func inTheArchive() throws {
        #expect(try Self.text("scripts/package").contains("\ncp LICENSE \"$root/\"\n"))
        #expect(try Self.text("scripts/check-package").contains(" README.md LICENSE; do"))
    }
}
