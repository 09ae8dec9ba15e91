extension Diagnostic {
    /// The text of a finding, declared beside the rule that reports it.
    ///
    /// Each rule extends this type with `fileprivate static` functions that build its messages from
    /// the identifiers involved, so that all of a rule's wording sits in the rule's file:
    ///
    /// ```swift
    /// extension Diagnostic.Message {
    ///     fileprivate static func duplicateID(_ id: String) -> Self {
    ///         "object id '\(id)' is used more than once"
    ///     }
    /// }
    /// ```
    public struct Message: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringInterpolation {
        /// The message text.
        public var text: String

        public init(_ text: String) {
            self.text = text
        }

        public init(stringLiteral value: String) {
            self.text = value
        }

        public init(stringInterpolation: DefaultStringInterpolation) {
            self.text = String(describing: stringInterpolation)
        }

        public var description: String { text }
    }
}
