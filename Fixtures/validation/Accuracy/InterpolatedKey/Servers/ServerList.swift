import Foundation

func report(added count: Int, removed: Int) -> [String] {
    [
        NSLocalizedString("Added \(count) servers", comment: "After an import"),
        String(format: NSLocalizedString("Removed %d servers", comment: "After a cleanup"), removed),
    ]
}
