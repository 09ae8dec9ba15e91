/// The attribute names the document builder reads, whatever element they are on.
///
/// `init?(_:)` recognises a name by its length first, then by at most a few comparisons with names
/// of that length, so the many attributes of no interest (`contentMode`, `translatesAutoresizing...`)
/// cost no hashing and, mostly, no string comparison. Each element's handler then switches over
/// these cases instead of comparing strings.
enum AttributeName {
    case id, key, kind, text, type, title, target, version, sceneID
    case property, selector, dataMode
    case userLabel, eventType, textLabel, imageView, firstItem, reference
    case identifier, anchorView, secondItem
    case customClass, destination, headerTitle, footerTitle
    case customModule, toolsVersion, relationship, unwindAction, launchScreen, inheritsFrom, useSafeAreas
    case sceneMemberID, systemVersion, targetRuntime, useAutolayout, preferredEdge, tableViewCell
    case storyboardName, defaultVersion
    case placeholder, reuseIdentifier, detailTextLabel, collectionClass
    case bundleIdentifier, popoverAnchorView, useTraitCollections
    case customModuleProvider, storyboardIdentifier, referencedIdentifier, modalTransitionStyle
    case restorationIdentifier, placeholderIdentifier, initialViewController, popoverArrowDirection
    case modalPresentationStyle, popoverAnchorBarButtonItem, destinationCreationSelector
    case splitViewControllerTargetIndex

    /// The case for an attribute's name, or `nil` for a name the builder does not read.
    ///
    /// Within a length, the names Xcode writes most often come first.
    init?(_ name: String) {
        let found: AttributeName?
        switch name.utf8.count {
        case 2: found = name == "id" ? .id : nil
        case 3: found = name == "key" ? .key : nil
        case 4:
            switch name {
            case "kind": found = .kind
            case "type": found = .type
            case "text": found = .text
            default: found = nil
            }
        case 5: found = name == "title" ? .title : nil
        case 6: found = name == "target" ? .target : nil
        case 7:
            switch name {
            case "sceneID": found = .sceneID
            case "version": found = .version
            default: found = nil
            }
        case 8:
            switch name {
            case "property": found = .property
            case "selector": found = .selector
            case "dataMode": found = .dataMode
            default: found = nil
            }
        case 9:
            switch name {
            case "firstItem": found = .firstItem
            case "userLabel": found = .userLabel
            case "eventType": found = .eventType
            case "textLabel": found = .textLabel
            case "imageView": found = .imageView
            case "reference": found = .reference
            default: found = nil
            }
        case 10:
            switch name {
            case "secondItem": found = .secondItem
            case "identifier": found = .identifier
            case "anchorView": found = .anchorView
            default: found = nil
            }
        case 11:
            switch name {
            case "destination": found = .destination
            case "customClass": found = .customClass
            case "headerTitle": found = .headerTitle
            case "footerTitle": found = .footerTitle
            case "placeholder": found = .placeholder
            default: found = nil
            }
        case 12:
            switch name {
            case "customModule": found = .customModule
            case "toolsVersion": found = .toolsVersion
            case "relationship": found = .relationship
            case "unwindAction": found = .unwindAction
            case "launchScreen": found = .launchScreen
            case "inheritsFrom": found = .inheritsFrom
            case "useSafeAreas": found = .useSafeAreas
            default: found = nil
            }
        case 13:
            switch name {
            case "sceneMemberID": found = .sceneMemberID
            case "tableViewCell": found = .tableViewCell
            case "systemVersion": found = .systemVersion
            case "targetRuntime": found = .targetRuntime
            case "useAutolayout": found = .useAutolayout
            case "preferredEdge": found = .preferredEdge
            default: found = nil
            }
        case 14:
            switch name {
            case "storyboardName": found = .storyboardName
            case "defaultVersion": found = .defaultVersion
            default: found = nil
            }
        case 15:
            switch name {
            case "reuseIdentifier": found = .reuseIdentifier
            case "detailTextLabel": found = .detailTextLabel
            case "collectionClass": found = .collectionClass
            default: found = nil
            }
        case 16: found = name == "bundleIdentifier" ? .bundleIdentifier : nil
        case 17: found = name == "popoverAnchorView" ? .popoverAnchorView : nil
        case 19: found = name == "useTraitCollections" ? .useTraitCollections : nil
        case 20:
            switch name {
            case "customModuleProvider": found = .customModuleProvider
            case "storyboardIdentifier": found = .storyboardIdentifier
            case "referencedIdentifier": found = .referencedIdentifier
            case "modalTransitionStyle": found = .modalTransitionStyle
            default: found = nil
            }
        case 21:
            switch name {
            case "placeholderIdentifier": found = .placeholderIdentifier
            case "restorationIdentifier": found = .restorationIdentifier
            case "initialViewController": found = .initialViewController
            case "popoverArrowDirection": found = .popoverArrowDirection
            default: found = nil
            }
        case 22: found = name == "modalPresentationStyle" ? .modalPresentationStyle : nil
        case 26: found = name == "popoverAnchorBarButtonItem" ? .popoverAnchorBarButtonItem : nil
        case 27: found = name == "destinationCreationSelector" ? .destinationCreationSelector : nil
        case 30: found = name == "splitViewControllerTargetIndex" ? .splitViewControllerTargetIndex : nil
        default: found = nil
        }
        guard let found else { return nil }
        self = found
    }
}

extension AttributeName {
    /// Whether the attribute's value is text the document shows or a label people give an object
    /// (`InterfaceDocument.localizableTexts`): `text`, `title`, `placeholder`, `userLabel`.
    var isLocalizable: Bool {
        switch self {
        case .text, .title, .placeholder, .userLabel: true
        default: false
        }
    }
}
