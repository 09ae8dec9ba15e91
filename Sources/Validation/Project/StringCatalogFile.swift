import PropertyList
import TextFormats
import TripSource

/// A String Catalog (`.xcstrings`) that was read: the catalog, and the keys its JSON writes twice
/// in one object (which JSON readers, Xcode's included, silently merge).
public struct StringCatalogFile: Sendable {
    /// The path diagnostics name the file by.
    public let path: String
    /// The catalog.
    public let catalog: StringCatalog
    /// Keys written more than once in one object: where first (or previously) and again.
    public let duplicateKeys: [DuplicateKey]
    /// The catalog's format disagreements, computed once for the two rules that report them.
    let formatsCache = ComputedOnce<LocalizationFormats.Value>()
    /// The most conversions read from one format string of the catalog
    /// (`InputLimit.formatConversions`).
    public let formatConversionLimit: Int

    public init(
        path: String, catalog: StringCatalog, duplicateKeys: [DuplicateKey] = [],
        formatConversionLimit: Int = InputLimit.formatConversions.defaultValue
    ) {
        self.path = path
        self.catalog = catalog
        self.duplicateKeys = duplicateKeys
        self.formatConversionLimit = formatConversionLimit
    }

    /// Reads a catalog's bytes.
    ///
    /// - Parameters:
    ///   - bytes: The file (UTF-8 JSON).
    ///   - path: The path diagnostics name it by.
    ///   - maxDepth: The most containers one may nest.
    ///   - formatConversionLimit: The most conversions read from one format string.
    /// - Throws: `DocumentSyntaxError` when the bytes are not JSON.
    public init(
        bytes: [UInt8], path: String, maxDepth: Int = 128,
        formatConversionLimit: Int = InputLimit.formatConversions.defaultValue
    ) throws(DocumentSyntaxError) {
        let (root, duplicates) = try JSONDocumentReader.readKeepingDuplicates(bytes, file: path, maxDepth: maxDepth)
        self.init(path: path, catalog: StringCatalogReader.catalog(from: root, keysRepeat: !duplicates.isEmpty),
                  duplicateKeys: duplicates.map { DuplicateKey(key: $0.key, first: $0.first, duplicate: $0.duplicate) },
                  formatConversionLimit: formatConversionLimit)
    }

    /// The file's name without folders (`Localizable.xcstrings`).
    public var fileName: String {
        Paths.fileName(of: path)
    }

    /// The table code looks its keys up in: the file name without `.xcstrings` (`Localizable`).
    var tableName: String {
        String(fileName.dropLast(".xcstrings".count))
    }
}
