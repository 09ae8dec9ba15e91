import TripSource

/// One finding of one rule: what is wrong, how serious it is, and where.
///
/// Diagnostics are plain values: rules return them, the engine filters and sorts them, reporters
/// render them, and whether a run fails is derived from them (`ValidationResult.fails`). A rule builds
/// them with `Rule.diagnostic(_:at:related:severity:)`, which fills in its id and severity.
public struct Diagnostic: Hashable, Sendable {
    /// The stable `snake_case` id of the rule that found it.
    public var ruleID: String
    /// How serious it is; the engine replaces it with the configured severity of the rule, if any.
    public var severity: Severity
    /// What is wrong, naming the identifiers involved, without the location or rule id.
    public var message: String
    /// The element, attribute or value at fault. Text files give line and column (never 0:0);
    /// binary property lists give a byte offset (`SourceLocation.isByteOffset`).
    public var location: SourceLocation
    /// Other places involved, each with a short message ("first defined here").
    public var related: [RelatedLocation]

    /// A finding.
    ///
    /// - Parameters:
    ///   - ruleID: The rule's id.
    ///   - severity: How serious it is.
    ///   - message: What is wrong.
    ///   - location: Where.
    ///   - related: Other places involved.
    public init(
        ruleID: String, severity: Severity, message: String, location: SourceLocation,
        related: [RelatedLocation] = []
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.location = location
        self.related = related
    }
}

extension Diagnostic: Comparable {
    /// Report order: by file, then place in the file, then rule id, then message.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if lhs.location.file != rhs.location.file { return lhs.location.file < rhs.location.file }
        if lhs.location.offset != rhs.location.offset { return lhs.location.offset < rhs.location.offset }
        if lhs.location.line != rhs.location.line { return lhs.location.line < rhs.location.line }
        if lhs.location.column != rhs.location.column { return lhs.location.column < rhs.location.column }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        if lhs.message != rhs.message { return lhs.message < rhs.message }
        return lhs.severity < rhs.severity
    }
}

extension Diagnostic: CustomStringConvertible {
    /// The compiler form, `file:line:column: severity: message (rule_id)`, then each related place
    /// on its own `file:line:column: note: message` line, as clang prints notes.
    public var description: String {
        var text = "\(location): \(severity.rawValue): \(message) (\(ruleID))"
        for related in related {
            text += "\n\(related.location): note: \(related.message)"
        }
        return text
    }
}
