/// One line the picker offers.
public struct PickerItem: Hashable, Sendable {
    /// The text the user picks and filters by.
    public var title: String
    /// Shown dimmed after the title (a subtitle, a count); not filtered on.
    public var detail: String?
    /// Whether the item carries the mark (`*`), such as the currently remembered choice.
    public var isMarked: Bool

    public init(_ title: String, detail: String? = nil, isMarked: Bool = false) {
        self.title = title
        self.detail = detail
        self.isMarked = isMarked
    }
}
