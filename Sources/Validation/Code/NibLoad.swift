import TripSource

/// Code that loads a nib (a XIB) by a literal name, with what it says of the nib's File's Owner:
/// the object outlets to File's Owner are set on at run time, whatever class the XIB declares.
///
/// `[[B alloc] initWithWindowNibName:@"X"]`, `B(windowNibName: "X")` and `initWithNibName:` /
/// `init(nibName:bundle:)` on a `B` make a `B` the owner; `self` or `super` as the receiver (an
/// initializer of `B` calling its superclass's), or `owner: self` (`loadNibNamed:owner:`), make it
/// the class whose code it is. A nib loaded for an owner the code does not show (`owner:` another
/// object, `UINib`, `NSNib`) has an unknown owner. An initializer sent to an object the scanner
/// cannot read (`[shared initWithWindowNibName:@"X"]`, `.init(nibName:bundle:)`) is no load: that
/// object is most often of the class the XIB declares, and nothing shows another.
public struct NibLoad: Sendable, Equatable {
    /// The nib's name as the code gives it, without a `.xib` or `.nib` extension.
    public let nibName: String
    /// The class of the File's Owner, or `nil` when the code does not show it.
    public let ownerClass: String?
    /// Where the name's literal starts.
    public let location: SourceLocation
    /// The call, as people write it (`initWithWindowNibName:`, `init(windowNibName:)`).
    public let call: String

    public init(nibName: String, ownerClass: String?, location: SourceLocation, call: String) {
        self.nibName = nibName
        self.ownerClass = ownerClass
        self.location = location
        self.call = call
    }

    /// The name a nib is loaded by: a XIB's or nib's file name without its extension and without a
    /// device suffix (`Settings~ipad.xib` is loaded as `Settings`).
    public static func loadedName(ofFile fileName: String) -> String {
        var name = Substring(fileName)
        for suffix in [".xib", ".nib"] where name.hasSuffix(suffix) { name = name.dropLast(suffix.count) }
        if let tilde = name.firstIndex(of: "~") { name = name[..<tilde] }
        return String(name)
    }
}
