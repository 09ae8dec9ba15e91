import Testing
import TestSupport
import TripSource
import InterfaceBuilder

/// The texts a document shows or names (`InterfaceDocument.localizableTexts`), which the builder
/// picks out by the remembered classification of each attribute name.
@Suite("Localizable texts")
struct LocalizableTextTests {
    static var text: String { InterfaceBuilderText.storyboard("""
            <scene sceneID="s1">
                <objects>
                    <viewController id="c1" sceneMemberID="viewController">
                        <view key="view" id="v1" userLabel="Header">
                            <subviews>
                                <label id="l1" customClass="MyLabel" text="Hello" title="Label title"/>
                                <label id="l2" text="Hello again"/>
                                <label id="l3" text=""/>
                                <textField id="f1" placeholder="Name"/>
                                <button id="b1">
                                    <state key="normal" title="Tap"/>
                                </button>
                                <tableView id="t1" headerTitle="Not shown here" footerTitle="Nor here"/>
                                <label id="l4" xmlns:f="urn:f" f:text="Prefixed"/>
                            </subviews>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="string" keyPath="a" value="Runtime"/>
                                <userDefinedRuntimeAttribute type="number" keyPath="b" value="7"/>
                            </userDefinedRuntimeAttributes>
                        </view>
                    </viewController>
                </objects>
            </scene>
            """) }

    @Test("text, title, placeholder, userLabel and string runtime attributes; nothing else, nothing empty")
    func texts() throws {
        let document = try InterfaceBuilderReader.read(bytes: Array(Self.text.utf8), file: "Texts.storyboard")
        #expect(document.localizableTexts
            == ["Header", "Hello", "Label title", "Hello again", "Name", "Tap", "Runtime"])
    }

    @Test("an element's id and custom class are read beside its texts, and a runtime attribute is no connection")
    func idsBesideTexts() throws {
        let document = try InterfaceBuilderReader.read(bytes: Array(Self.text.utf8), file: "Texts.storyboard")
        #expect(document.objectIDs.map(\.value.value) == ["c1", "v1", "l1", "l2", "l3", "f1", "b1", "t1", "l4"])
        #expect(document.customClassUses.map { $0.customClass?.value } == ["MyLabel"])
        #expect(document.connections.isEmpty)
    }
}
