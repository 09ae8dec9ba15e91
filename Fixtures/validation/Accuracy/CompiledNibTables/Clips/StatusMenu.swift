import AppKit

final class StatusMenu: NSMenu {
    func addClearItem() {
        addItem(withTitle: NSLocalizedString("menu.item_7", comment: "Clears the history"), action: nil, keyEquivalent: "")
    }
}
