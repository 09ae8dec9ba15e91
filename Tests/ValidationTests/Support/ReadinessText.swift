/// Small files for the Info.plist readiness and privacy manifest tests.
enum Readiness {
    typealias Target = XcodeProjectText.Target

    /// An XML property list around a dictionary's contents; `root` is written before `<dict>` (a
    /// marker where findings about the whole Info.plist point).
    static func plist(_ body: String, root: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        \(root)<dict>
        \(body)
        </dict>
        </plist>
        """
    }

    /// `<key>key</key><string>value</string>` for each pair.
    static func keys(_ pairs: [(String, String)]) -> String {
        pairs.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined(separator: "\n")
    }

    /// The settings of an iOS target whose Info.plist is `path`.
    static func iOS(infoPlist path: String, _ more: [(String, String)] = []) -> [(String, String)] {
        [("INFOPLIST_FILE", path), ("SDKROOT", "iphoneos")] + more
    }
}
