import InterfaceBuilder

/// A XIB in the `<archive>` format Xcode wrote before version 5: TripKit reads only part of it, so
/// most rules cannot check it.
struct LegacyArchiveFormat: Rule {
    static let description = RuleDescription(
        id: "legacy_archive_format", severity: .warning, category: .files,
        summary: "A XIB is in the legacy archive format (before Xcode 5), which is checked only in part.",
        documentation: RuleDocumentation(
            why: """
                A XIB in the archive format Xcode wrote before version 5 is read only in part, so most checks cannot \
                look at it, and current Xcode converts it on open.
                """,
            bad: """
                <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
                """,
            good: """
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="...">
                """,
            fix: """
                Open the XIB in a current Xcode and save it, which rewrites it in the document format.
                """))

    func check(_ file: InterfaceFile) -> [Diagnostic] {
        guard let archive = file.document.legacyArchive else { return [] }
        return [diagnostic(Diagnostic.Message(archive.message), at: file.document.root.location)]
    }
}
