import PropertyList

/// A `.plist`, `.strings`, `.stringsdict` or Xcode project (`project.pbxproj`) file that Apple's
/// reader refuses, or reads only in part: empty, an unexpected element or value, a bad number or
/// date, a malformed binary or OpenStep file (errors); a `.strings` table that CoreFoundation ends
/// early at a stray token or a quote never closed, dropping the entries after it (an error at the
/// token, while the entries before it are still read and compared); a `/*` comment with no end,
/// which Foundation takes with the rest of the file as comment (an error when entries are in it,
/// else a warning). A stray `;` after the last entry, which Foundation ignores, is not reported. A
/// property list of white space or comments alone, which Foundation reads as an empty dictionary
/// and stricter readers refuse, is a warning (in a `.strings` file it is an empty table, not reported).
/// Files that are not well-formed XML are reported by `xml_not_well_formed`. A file named like a
/// property list whose XML root element is none of a property list's (an Installer distribution
/// script, an HTML page) and that no target builds or names is another vocabulary: a note, as
/// nothing shows it is read as one; without a project to show that, an error as any refusal.
struct InvalidPropertyList: Rule {
    static let description = RuleDescription(
        id: "invalid_property_list", severity: .error, category: .plists,
        summary: "A .plist, .strings, .stringsdict or project.pbxproj file is not a valid property list.",
        documentation: RuleDocumentation(
            why: """
                Xcode and Foundation cannot read a property list, strings table or project.pbxproj that does not \
                parse: the build fails, or the app sees no values.
                """,
            bad: """
                "done" = "Done"
                "cancel" = "Cancel";
                """,
            good: """
                "done" = "Done";
                "cancel" = "Cancel";
                """,
            fix: """
                Correct the syntax at the position given (`tripkit plist lint` shows it), or restore the file from \
                version control.
                """))

    func check(_ project: ValidationProject) -> [Diagnostic] {
        project.failures.flatMap { refusal($0, in: project) } + project.propertyLists.flatMap(partialRead)
    }

    /// Whether the project shows that nothing uses a file: it lies in a project's folder, no target
    /// builds it, and no target's Info.plist setting names it (an entitlements file is always used).
    private static func isUnused(_ path: String, in project: ValidationProject) -> Bool {
        guard !path.hasSuffix(".entitlements"), project.targetMembership.notBuilt(path) != nil else { return false }
        let normalized = Paths.normalize(path)
        return !project.bundleIndex.bundles.contains { $0.infoPlistPath.map(Paths.normalize) == normalized }
    }

    private func refusal(_ failure: FileFailure, in project: ValidationProject) -> [Diagnostic] {
        guard case .propertyList(let error) = failure.reason else { return [] }
        switch error {
        case .unreadable:
            return []
        case .malformedXML(let xmlError) where XMLNotWellFormed.isWellFormednessError(xmlError):
            return []
        case .malformedXML(.unreadable):
            return []
        case let error where error.isForeignDocument && Self.isUnused(failure.path, in: project):
            // Named like a property list, written in another XML vocabulary, and nothing builds or
            // names it: whether anything reads it as a property list is not known.
            return [diagnostic(.foreignDocument(error.message), at: error.location, severity: .note)]
        default:
            return [diagnostic(Diagnostic.Message(error.message), at: error.location)]
        }
    }

    /// What Foundation reads leniently in a file that was read: an error where it drops entries.
    private func partialRead(_ file: PropertyListFile) -> [Diagnostic] {
        file.document.lenientReads.compactMap { read in
            switch read.kind {
            case .noValue where !file.path.hasSuffix(".strings"):
                diagnostic(Diagnostic.Message(read.message), at: read.location, severity: .warning)
            case .stringsTableEnds where read.losesData, .unterminatedComment where read.losesData:
                diagnostic(Diagnostic.Message(read.message), at: read.location)
            case .unterminatedComment:
                diagnostic(Diagnostic.Message(read.message), at: read.location, severity: .warning)
            case .stringsTableEnds, .noValue, .xmlControlCharacters:
                nil
            }
        }
    }
}

extension Diagnostic.Message {
    fileprivate static func foreignDocument(_ refusal: String) -> Self {
        Self(refusal + ": the file is another XML vocabulary, not a property list; Foundation refuses it if anything reads it as one")
    }
}
