import ProjectDescription

let project = Project(
    name: "Drive",
    targets: [
        .target(
            name: "Drive",
            destinations: .iOS,
            product: .app,
            bundleId: "com.example.drive",
            infoPlist: .file(path: "Drive/Resources/Info.plist"),
            sources: ["Drive/Sources/**"],
            resources: ["Drive/Resources/**"],
            dependencies: [.target(name: "FileProvider"), .target(name: "Widget")]
        ),
        .target(
            name: "FileProvider",
            destinations: .iOS,
            product: .appExtension,
            bundleId: "com.example.drive.FileProvider",
            infoPlist: .file(path: "FileProvider/Info.plist"),
            sources: ["FileProvider/**"],
            // The app's manifest, by a glob only Tuist expands.
            resources: ["Drive/**/PrivacyInfo.xcprivacy"]
        ),
        .target(
            name: "Widget",
            destinations: .iOS,
            product: .appExtension,
            bundleId: "com.example.drive.Widget",
            infoPlist: .file(path: "Widget/Info.plist"),
            sources: ["Widget/**"]
        ),
    ]
)
