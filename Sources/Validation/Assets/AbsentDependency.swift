import TripSource

/// A dependency a manifest declares whose files are not there: a git submodule `.gitmodules`
/// lists whose folder is missing or empty (not checked out), or a local Swift package
/// (`.package(path:)` in a `Package.swift`, an `XCLocalSwiftPackageReference` in a
/// `project.pbxproj`) whose folder is missing.
///
/// What such a dependency holds is not known, so it could provide any image or color to the files
/// near it (a project may even build files from inside it): the asset rules take the evidence for
/// those files as partial.
public struct AbsentDependency: Hashable, Sendable {
    /// How the dependency is declared.
    public enum Kind: String, Hashable, Sendable {
        /// A git submodule `.gitmodules` lists.
        case gitSubmodule = "git submodule"
        /// A local Swift package, by path.
        case localPackage = "local Swift package"
    }

    /// How it is declared.
    public let kind: Kind
    /// Its folder, as diagnostics name paths.
    public let path: String
    /// The file declaring it (`.gitmodules`, `Package.swift`, `project.pbxproj`).
    public let manifest: String
    /// The folder whose files it may serve: the manifest's (for an Xcode project, its project
    /// folder).
    public let scope: String

    /// A dependency declared in `manifest`, whose folder `path` is not there, for the files below `scope`.
    public init(kind: Kind, path: String, manifest: String, scope: String) {
        self.kind = kind
        self.path = path
        self.manifest = manifest
        self.scope = scope
    }

    /// Why a name not found may still come from it, for messages.
    public var reason: String {
        let state = kind == .gitSubmodule ? "is not checked out" : "is absent"
        return "the \(kind.rawValue) '\(path)' (\(manifest)) \(state), and it may provide it"
    }
}

/// The dependencies a project's manifests declare by path, as written.
enum DependencyManifest {
    /// The `path = ...` of each `[submodule]` section of a `.gitmodules` file.
    static func submodulePaths(in text: String) -> [String] {
        var paths: [String] = []
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("path"), let equals = trimmed.firstIndex(of: "=") else { continue }
            guard trimmed[trimmed.index(trimmed.startIndex, offsetBy: 4)..<equals].allSatisfy({ $0 == " " || $0 == "\t" })
            else { continue }
            var value = trimmed[trimmed.index(after: equals)...]
            while value.first == " " || value.first == "\t" { value = value.dropFirst() }
            while value.last == " " || value.last == "\t" || value.last == "\r" { value = value.dropLast() }
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = value.dropFirst().dropLast() }
            if !value.isEmpty { paths.append(String(value)) }
        }
        return paths
    }

    /// The `path:` string literal of each `.package(...)` call of a `Package.swift`
    /// (`.package(path: "../Core")`, `.package(name: "Core", path: "../Core")`).
    static func localPackagePaths(inManifest text: String) -> [String] {
        var paths: [String] = []
        let scalars = Array(text.unicodeScalars)
        let call = Array(".package(".unicodeScalars)
        var index = 0
        while index + call.count <= scalars.count {
            guard scalars[index..<index + call.count].elementsEqual(call) else {
                index += 1
                continue
            }
            // The call's arguments, up to its closing parenthesis (strings may hold parentheses).
            var depth = 1
            var position = index + call.count
            var inString = false
            let start = position
            while position < scalars.count, depth > 0 {
                let scalar = scalars[position]
                if scalar == "\\" && inString {
                    position += 2
                    continue
                }
                if scalar == "\"" { inString.toggle() }
                if !inString {
                    if scalar == "(" { depth += 1 } else if scalar == ")" { depth -= 1 }
                }
                position += 1
            }
            if let path = literal(after: Array("path:".unicodeScalars), in: scalars[start..<max(start, position - 1)]) {
                paths.append(path)
            }
            index = position
        }
        return paths
    }

    /// The string literal following a label (`path: "../Core"`), or `nil`.
    private static func literal(after label: [Unicode.Scalar], in text: ArraySlice<Unicode.Scalar>) -> String? {
        var index = text.startIndex
        while index + label.count <= text.endIndex {
            if text[index..<index + label.count].elementsEqual(label) { break }
            index += 1
        }
        guard index + label.count <= text.endIndex else { return nil }
        var position = index + label.count
        while position < text.endIndex, [" ", "\t", "\n", "\r"].contains(text[position]) { position += 1 }
        guard position < text.endIndex, text[position] == "\"" else { return nil }
        let first = position + 1
        var end = first
        while end < text.endIndex, text[end] != "\"" { end += 1 }
        guard end < text.endIndex, end > first else { return nil }
        return String(String.UnicodeScalarView(text[first..<end]))
    }
}
