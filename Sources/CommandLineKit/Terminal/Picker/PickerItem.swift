/// One line the picker offers.
package struct PickerItem: Hashable, Sendable {
    /// The text the user picks and filters by.
    package var title: String
    /// Shown dimmed after the title (a subtitle, a count); not filtered on.
    package var detail: String?
    /// Whether the item carries the mark (`*`), such as the currently remembered choice.
    package var isMarked: Bool

    package init(_ title: String, detail: String? = nil, isMarked: Bool = false) {
        self.title = title
        self.detail = detail
        self.isMarked = isMarked
    }
}
