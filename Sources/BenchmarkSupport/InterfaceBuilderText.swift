/// Small Interface Builder documents written around the part under test (by tests and the
/// benchmark's generated inputs).
public enum InterfaceBuilderText {
    /// A storyboard around some scenes: the XML declaration, a `document` element as Xcode writes
    /// it (iOS unless `runtime` says otherwise) and its `scenes`.
    ///
    /// - Parameters:
    ///   - scenes: The `<scene>` elements, written as they are.
    ///   - runtime: The `targetRuntime` (`iOS.CocoaTouch`, `MacOSX.Cocoa`, `watchKit`...).
    ///   - attributes: More attributes of `document`, each with its leading space.
    /// - Returns: The storyboard's text.
    public static func storyboard(_ scenes: String, runtime: String = "iOS.CocoaTouch", attributes: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="\(runtime)"\(attributes)>
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }
}
