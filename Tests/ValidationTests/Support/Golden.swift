import TestSupport

/// This target's golden files, `Tests/ValidationTests/Golden/`.
let goldenFiles = GoldenDirectory(testTarget: "ValidationTests")
