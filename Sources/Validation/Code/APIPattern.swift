/// How the code scanner recognizes one use of an API in Swift and Objective-C tokens (comments and
/// string literals are never code). The readiness tables are written with these.
enum APIPattern: Sendable {
    /// A method call. Swift: `member(` or `member {` after a `.` (`manager.requestWhenInUseAuthorization()`,
    /// `AVCaptureDevice.requestAccess(for: .video)`), not a declaration. Objective-C: the selector
    /// keyword `selector` in a message (`[manager requestWhenInUseAuthorization]`,
    /// `[AVCaptureDevice requestAccessForMediaType:AVMediaTypeVideo ...]`).
    ///
    /// - `receiver`: a name that must be written in the expression the member is called on
    ///   (`PHPhotoLibrary` in `PHPhotoLibrary.shared().performChanges`), or `nil` for a member no
    ///   other framework type has.
    /// - `including`: names of which one must be written among the call's arguments (`video`,
    ///   `AVMediaTypeVideo`), or empty.
    /// - `excluding`: names none of which may be written among the arguments.
    case call(receiver: String?, swift: String?, objectiveC: String?, including: Set<String> = [], excluding: Set<String> = [])
    /// A labeled argument that is not `nil` or `[]`: Swift `member(label: x)`, Objective-C
    /// `[... selector:x]` (`requestAuthorization(toShare: types, read: nil)`).
    case argument(swiftMember: String, swiftLabel: String, objectiveCKeyword: String)
    /// An instance made: Swift `Type(` or `Type.init(`, Objective-C `[Type alloc]` or `[Type new]`.
    case construct(String)
    /// A C or Swift function called by name: `name(` not after `.` or `func`.
    case function(String)
    /// A name written anywhere in code (`UserDefaults`, `NSUserDefaults`).
    case name(String)
    /// A property read after a `.` (Swift) or sent as a message (Objective-C):
    /// `ProcessInfo.processInfo.systemUptime`, `[[NSProcessInfo processInfo] systemUptime]`.
    case member(String)
    /// A `FileAttributeKey` member: `FileAttributeKey.creationDate`, or `.creationDate` as a
    /// subscript (`attributes[.creationDate]`).
    case fileAttribute(String)
    /// A property set to a value whose last name is `value`: Swift `picker.sourceType = .camera`,
    /// Objective-C `picker.sourceType = UIImagePickerControllerSourceTypeCamera` or
    /// `[picker setSourceType:UIImagePickerControllerSourceTypeCamera]`.
    case assignment(property: String, swiftValue: String, objectiveCValue: String)
}
