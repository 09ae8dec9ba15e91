import TestSupport

/// This target's golden files, `Tests/RuleEngineTests/Golden/`.
let goldenFiles = GoldenDirectory(testTarget: "RuleEngineTests")
