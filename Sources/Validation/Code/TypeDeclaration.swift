import TripSource

/// A class, or an extension or category of one, as far as Interface Builder's connections need it:
/// its superclass, the names its outlets can be set by, and the selectors of its methods.
///
/// Read from Swift (`class X: Y { ... }`, `extension X { ... }`) and Objective-C
/// (`@interface X : Y`, `@interface X ()`, `@interface X (Category)`, `@implementation X`).
public struct TypeDeclaration: Sendable, Equatable {
    /// What declared the members.
    public enum Kind: String, Sendable, Hashable {
        /// A Swift `class` or an Objective-C `@interface X : Y` (or `@interface X` without a superclass).
        case classDeclaration
        /// A Swift `extension`, an Objective-C class extension or category, or an `@implementation`:
        /// members of a class declared elsewhere.
        case extensionDeclaration
    }

    public let kind: Kind
    /// The class's name (for `extension A.B`, `B`).
    public let name: String
    /// Another name the Objective-C runtime knows the class by (`@objc(Name) class X`), if any.
    public let runtimeName: String?
    /// The first type a Swift class inherits from (its superclass, or a protocol when it has
    /// none), or an Objective-C class's superclass; `nil` when none is written.
    public let superclass: String?
    /// The names key-value coding can set on it, which is how outlets are connected: Swift `var`
    /// and `let` names (and `@objc(name)` renames), Objective-C property and instance variable
    /// names (an ivar `_name` also as `name`) and the keys of `set<Key>:` methods.
    public let keys: Set<String>
    /// The Objective-C selectors of its methods: `@objc(sel:)` when given, else computed from the
    /// Swift signature (`tap(_:)` is `tap:`, `tap(sender:)` is `tapWithSender:`); Objective-C
    /// method selectors as written.
    public let selectors: Set<String>
    /// The selectors Swift 1.x and 2 gave its Swift methods where Swift 3 and later give another,
    /// each with the method's Swift name: Swift 2 gave a first parameter written with one name no
    /// label, so `press(sender:)` was `press:` (now `pressWithSender:`).
    public let swift2Selectors: [String: String]
    /// Where the declaration's name is.
    public let location: SourceLocation
    /// The byte offsets its members are written in, when the scan saw them end: a Swift body from
    /// its `{` through its `}`, an Objective-C `@interface` or `@implementation` through its `@end`.
    /// Code inside, outside any nested type, runs with `self` an instance of the class.
    public var body: Range<Int>? = nil

    public init(
        kind: Kind, name: String, runtimeName: String? = nil, superclass: String? = nil, keys: Set<String> = [],
        selectors: Set<String> = [], swift2Selectors: [String: String] = [:], location: SourceLocation,
        body: Range<Int>? = nil
    ) {
        self.kind = kind
        self.name = name
        self.runtimeName = runtimeName
        self.superclass = superclass
        self.keys = keys
        self.selectors = selectors
        self.swift2Selectors = swift2Selectors
        self.location = location
        self.body = body
    }
}
