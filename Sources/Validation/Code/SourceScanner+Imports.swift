/// The modules a file imports, by name.
///
/// Swift: `import X`, `@testable import X`, `import class X.Y` (the module is `X`). Objective-C:
/// `@import X;` and `@import X.Y;`, `#import <X/Y.h>` and `#include <X/Y.h>` (the framework `X`),
/// and `#import "X.h"` or `#import "X/Y.h"` (a header `X.h` names `X`, as CocoaPods headers do:
/// `MBProgressHUD.h`).
extension SourceScanner {
    func importedModules() -> Set<String> {
        var modules: Set<String> = []
        for index in tokens.indices where tokens[index].isIdentifier("import") || tokens[index].isIdentifier("include") {
            let previous = tokenAt(index - 1)
            switch language {
            case .swift:
                guard tokens[index].text == "import" else { continue }
                var name = index + 1
                if let kind = tokenAt(name), Self.importKinds.contains(kind.text), tokenAt(name + 1)?.kind == .identifier {
                    name += 1
                }
                if let module = tokenAt(name), module.kind == .identifier { modules.insert(module.text) }
            case .objectiveC:
                if previous?.isPunctuation("@") == true, tokens[index].text == "import" {
                    if let module = tokenAt(index + 1), module.kind == .identifier { modules.insert(module.text) }
                } else if previous?.isPunctuation("#") == true, let next = tokenAt(index + 1) {
                    if next.isPunctuation("<"), let framework = tokenAt(index + 2), framework.kind == .identifier {
                        modules.insert(framework.text)
                    } else if next.kind == .string, next.isPlain, let header = Self.headerModule(next.text) {
                        modules.insert(header)
                    }
                }
            }
        }
        return modules
    }

    /// The module a quoted header names: its first folder, or its name without `.h`.
    private static func headerModule(_ path: String) -> String? {
        let first = path.split(separator: "/").first.map(String.init) ?? path
        let name = first.hasSuffix(".h") ? String(first.dropLast(2)) : first
        return name.isEmpty ? nil : name
    }

    /// The declaration kinds `import kind Module.Name` may name.
    private static let importKinds: Set<String> = [
        "class", "struct", "enum", "protocol", "typealias", "func", "let", "var",
    ]
}
