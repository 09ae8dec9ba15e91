/// The names through which a file sets an image or a color on an object: the evidence that code
/// replaces what a storyboard shows on an outlet's element (`uploadButton.setImage(...)`).
extension SourceScanner {
    /// The names a member that sets or reaches an image, and one that sets or reaches a color, is
    /// used on: Swift and Objective-C dot syntax (`uploadButton.setImage(`, `self.logo.image =`,
    /// `cell.iconView?.tintColor =`) and Objective-C messages (`[self.uploadButton setImage:...]`,
    /// `[_logo setImage:...]`). An image member is one whose name holds `image` (`image`,
    /// `setImage`, `setBackgroundImage`, `imageView`); a color member one whose name holds `color`
    /// or `tint`; a button's `configuration` counts for both. An instance variable's `_` is
    /// dropped (`_logo` is `logo`). One pass over the tokens.
    func assetSetterReceivers() -> (images: Set<String>, colors: Set<String>) {
        var images: Set<String> = []
        var colors: Set<String> = []
        for index in tokens.indices where tokens[index].kind == .identifier {
            var next = index + 1
            // Swift's optional chaining and forced unwrapping: `logo?.image`, `logo!.image`.
            if let mark = tokenAt(next), mark.isPunctuation("?") || mark.isPunctuation("!") { next += 1 }
            let member: SourceToken
            if tokenAt(next)?.isPunctuation(".") == true, let name = tokenAt(next + 1), name.kind == .identifier {
                member = name
            } else if language == .objectiveC, next == index + 1, let name = tokenAt(next), name.kind == .identifier,
                tokenAt(next + 1)?.isPunctuation(":") == true {
                member = name
            } else {
                continue
            }
            let lowered = member.text.lowercased()
            let isConfiguration = lowered == "configuration"
            guard isConfiguration || lowered.contains("image") || lowered.contains("color") || lowered.contains("tint")
            else { continue }
            var receiver = tokens[index].text
            if receiver.hasPrefix("_"), receiver.count > 1 { receiver.removeFirst() }
            if isConfiguration || lowered.contains("image") { images.insert(receiver) }
            if isConfiguration || lowered.contains("color") || lowered.contains("tint") { colors.insert(receiver) }
        }
        return (images, colors)
    }
}
