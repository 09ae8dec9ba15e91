import TripSource

extension ValidationProject {
    /// The bundles the inputs describe and which files belong to each, built the first time a
    /// rule asks (rules run in parallel; the others wait for it).
    var bundleIndex: BundleIndex {
        analysis(BundleIndex.self)
    }

    /// The privacy manifests (`PrivacyInfo.xcprivacy`) that were read, in path order.
    public var privacyManifests: [PropertyListFile] {
        propertyLists.filter(\.isPrivacyManifest)
    }
}

extension BundleIndex: ProjectAnalysis {
    static func compute(_ project: ValidationProject) -> BundleIndex {
        BundleIndex(project)
    }
}
