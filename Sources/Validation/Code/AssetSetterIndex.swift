import InterfaceBuilder

/// The names code sets or reaches images and colors through, over every source
/// (`CodeFile.imageReceivers`, `CodeFile.colorReceivers`): the evidence that code replaces the
/// image or color a document shows on an outlet's element.
struct AssetSetterIndex: Sendable {
    private let images: Set<String>
    private let colors: Set<String>
    /// Whether any source was read: with none, nothing is known of what code sets.
    let hasSources: Bool

    init(_ files: [CodeFile]) {
        var images: Set<String> = []
        var colors: Set<String> = []
        for file in files {
            images.formUnion(file.imageReceivers)
            colors.formUnion(file.colorReceivers)
        }
        self.images = images
        self.colors = colors
        self.hasSources = !files.isEmpty
    }

    /// Whether some source sets or reaches an asset of a kind through a name (an outlet's property).
    func sets(_ kind: AssetUse.Kind, through name: String) -> Bool {
        switch kind {
        case .image: images.contains(name)
        case .color: colors.contains(name)
        }
    }
}

extension AssetSetterIndex: ProjectAnalysis {
    static func compute(_ project: ValidationProject) -> AssetSetterIndex {
        AssetSetterIndex(project.codeFiles)
    }
}

extension ValidationProject {
    /// The names the sources set images and colors through, computed once per run.
    var assetSetters: AssetSetterIndex {
        analysis(AssetSetterIndex.self)
    }
}
