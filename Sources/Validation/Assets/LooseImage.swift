/// Image files outside asset catalogs, which `UIImage(named:)` and `NSImage(named:)` also find in
/// a bundle: `Logo.png`, `Logo@2x.png`, `Logo~ipad.png`, `Logo.pdf`, `Photo.jpg`, and on macOS
/// `Icon.icns`.
package enum LooseImage {
    /// The extensions of image files the image APIs load.
    static let extensions: Set<String> = [
        "png", "jpg", "jpeg", "pdf", "gif", "heic", "heif", "tif", "tiff", "bmp", "ico", "cur", "xbm", "webp", "svg",
        "icns",
    ]

    /// Whether a file name is an image file's (its extension compared case-insensitively).
    package static func isImageFile(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        return extensions.contains(name[name.index(after: dot)...].lowercased())
    }

    /// The name an image file is loaded by: the file name without its extension, its device
    /// modifier (`~ipad`, `~iphone`) and its scale (`@2x`).
    static func imageName(ofFile fileName: String) -> String {
        var name = withoutImageExtension(fileName)
        for _ in 0..<2 {
            if let tilde = name.lastIndex(of: "~"), tilde != name.startIndex {
                name = String(name[..<tilde])
            }
            if let at = name.lastIndex(of: "@"), at != name.startIndex {
                let scale = name[name.index(after: at)...]
                if scale.count >= 2, scale.last == "x", scale.dropLast().allSatisfy(\.isASCIIDigit) {
                    name = String(name[..<at])
                }
            }
        }
        return name
    }

    /// A name without an image file extension, if it has one (`Logo.png` gives `Logo`).
    static func withoutImageExtension(_ name: String) -> String {
        guard isImageFile(name), let dot = name.lastIndex(of: ".") else { return name }
        return String(name[..<dot])
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
