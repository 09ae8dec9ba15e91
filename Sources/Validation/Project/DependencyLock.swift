import TextFormats
import TripSource

/// The versions a package manager's lock file pins, by the name of the folder each dependency is
/// checked out under, each with where the lock file gives it: `Podfile.lock` (and CocoaPods' copy,
/// `Pods/Manifest.lock`), Carthage's `Cartfile.resolved`, and SwiftPM's `workspace-state.json`
/// (written beside `checkouts` in `.build` and in Xcode's `SourcePackages`).
struct DependencyLock: Sendable {
    /// A pinned version and where the lock file names the dependency.
    struct Pin: Sendable, Equatable {
        let version: String
        let location: SourceLocation
    }

    /// The pins by folder name.
    let pins: [String: Pin]

    /// The pods of a `Podfile.lock`'s `PODS:` section (`  - Alamofire (5.8.1)`, `  - Firebase/Core (10.0.0):`),
    /// by pod name without subspec; the first entry of a pod wins.
    static func podfileLock(_ text: String, file: String) -> DependencyLock {
        var pins: [String: Pin] = [:]
        var inPods = false
        for (number, offset, line) in lines(text) {
            if !line.hasPrefix(" ") {
                inPods = line.hasPrefix("PODS:")
                continue
            }
            guard inPods, line.hasPrefix("  - ") else { continue }
            let entry = line.dropFirst(4)
            guard let open = entry.firstIndex(of: "("), let close = entry.lastIndex(of: ")"), open < close else { continue }
            var name = entry[..<open]
            while name.last == " " { name = name.dropLast() }
            if let slash = name.firstIndex(of: "/") { name = name[..<slash] }
            let version = entry[entry.index(after: open)..<close]
            guard !name.isEmpty, !version.isEmpty, pins[String(name)] == nil else { continue }
            pins[String(name)] = Pin(version: String(version), location: SourceLocation(file: file, line: number, column: 5, offset: offset + 4))
        }
        return DependencyLock(pins: pins)
    }

    /// The dependencies of a `Cartfile.resolved` (`github "Alamofire/Alamofire" "5.8.1"`,
    /// `git "https://example.com/Kit.git" "1.0"`), by the last part of their source without `.git`.
    static func cartfileResolved(_ text: String, file: String) -> DependencyLock {
        var pins: [String: Pin] = [:]
        for (number, offset, line) in lines(text) {
            let quoted = line.split(separator: "\"", omittingEmptySubsequences: false)
            // kind "source" "version": the source is the second piece, the version the fourth.
            guard quoted.count >= 5 else { continue }
            var source = quoted[1]
            while source.last == "/" { source = source.dropLast() }
            var name = source.split(separator: "/").last ?? source
            if name.hasSuffix(".git") { name = name.dropLast(4) }
            let column = quoted[0].utf8.count + 2
            guard !name.isEmpty, !quoted[3].isEmpty, pins[String(name)] == nil else { continue }
            pins[String(name)] = Pin(version: String(quoted[3]), location: SourceLocation(file: file, line: number, column: column, offset: offset + column - 1))
        }
        return DependencyLock(pins: pins)
    }

    /// The dependencies of SwiftPM's `workspace-state.json`: each entry of `object.dependencies`,
    /// by its `subpath` (the checkout's folder name), with its `state.checkoutState.version` (a
    /// dependency pinned to a branch or revision has none). A file that is no such JSON pins nothing.
    static func workspaceState(_ bytes: [UInt8], file: String) -> DependencyLock {
        guard let root = try? JSONDocumentReader.read(bytes, file: file),
              case .list(let dependencies, _)? = value(root, "object").flatMap({ value($0, "dependencies") })
        else { return DependencyLock(pins: [:]) }
        var pins: [String: Pin] = [:]
        for dependency in dependencies {
            guard case .scalar(.string(let subpath), let location)? = value(dependency, "subpath"),
                  case .scalar(.string(let version), _)? = value(dependency, "state").flatMap({ value($0, "checkoutState") })
                    .flatMap({ value($0, "version") }),
                  pins[subpath] == nil
            else { continue }
            pins[subpath] = Pin(version: version, location: location)
        }
        return DependencyLock(pins: pins)
    }

    /// The value of a mapping's key (the last, when it repeats).
    private static func value(_ node: DocumentNode, _ key: String) -> DocumentNode? {
        guard case .map(let entries, _) = node else { return nil }
        return entries.last { $0.key == key }?.value
    }

    /// The lines of a text with their 1-based numbers and the byte offsets they start at, without line ends.
    private static func lines(_ text: String) -> [(number: Int, offset: Int, line: Substring)] {
        var offset = 0
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            defer { offset += line.utf8.count + 1 }
            return (index + 1, offset, line.hasSuffix("\r") ? line.dropLast() : line)
        }
    }
}
