import Foundation
import PackagePlugin

/// Writes `BuildInfo.swift` before every build of the target it is attached to, with
/// `scripts/build-info`: the commit the sources were built from (`git rev-parse --short=12 HEAD`, with
/// `-modified` when tracked files have changes, `unknown` outside a git checkout) and the version of a
/// release tag `vX.Y.Z` on it, so `tripkit --version` can say which build it is.
///
/// The file is rewritten only when its text changes, so an unchanged checkout rebuilds nothing.
@main
struct BuildInfoPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appending(path: "BuildInfo")
        let package = context.package.directoryURL
        return [
            .prebuildCommand(
                displayName: "Recording the commit and release tag for --version",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: [package.appending(path: "scripts/build-info").path, package.path, output.path],
                outputFilesDirectory: output),
        ]
    }
}
