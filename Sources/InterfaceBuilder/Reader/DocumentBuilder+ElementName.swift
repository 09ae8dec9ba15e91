extension DocumentBuilder {
    /// The element names the builder looks at.
    ///
    /// Recognised by length, then by a few comparisons with names of that length: most elements
    /// (`rect`, `label`, `fontDescription`...) are of no interest, and this runs once per distinct
    /// name (the builder remembers the answer), so it does without hashing.
    enum ElementName {
        case scenes, scene, objects, dependencies, deployment, development, tieBreakers, connections, segue
        case container, cell, prototypes, sections, section, cells, constraint, cellContentView
        /// `<resources>`, and the `<image>` and `<namedColor>` entries in it.
        case resources, image, namedColor
        /// `<color>`, which may name a color set.
        case color
        /// Elements whose attributes may name images (`imageView`, `state`, `barButtonItem`, ...).
        case imageHolder
        /// `<userDefinedRuntimeAttribute>`, whose string value is text the document holds.
        case userDefinedRuntimeAttribute

        /// The case for an element's name, or `nil` for a name the builder does not look at.
        init?(_ name: String) {
            let found: ElementName?
            switch name.utf8.count {
            case 5:
                switch name {
                case "segue": found = .segue
                case "scene": found = .scene
                case "cells": found = .cells
                case "color": found = .color
                case "image": found = .image
                case "state": found = .imageHolder
                default: found = nil
                }
            case 6:
                switch name {
                case "scenes": found = .scenes
                case "button", "slider", "tabBar", "switch": found = .imageHolder
                default: found = nil
                }
            case 7:
                switch name {
                case "objects": found = .objects
                case "segment", "toolbar": found = .imageHolder
                default: found = nil
                }
            case 8:
                switch name {
                case "sections": found = .sections
                case "menuItem": found = .imageHolder
                default: found = nil
                }
            case 9:
                switch name {
                case "tableView": found = .container
                case "resources": found = .resources
                case "imageView", "imageCell", "searchBar": found = .imageHolder
                default: found = nil
                }
            case 10:
                switch name {
                case "constraint": found = .constraint
                case "prototypes": found = .prototypes
                case "deployment": found = .deployment
                case "namedColor": found = .namedColor
                case "buttonCell", "tabBarItem": found = .imageHolder
                default: found = nil
                }
            case 11:
                switch name {
                case "connections": found = .connections
                case "development": found = .development
                case "toolbarItem", "pageControl", "tabViewItem": found = .imageHolder
                default: found = nil
                }
            case 12:
                switch name {
                case "dependencies": found = .dependencies
                case "progressView": found = .imageHolder
                default: found = nil
                }
            case 13:
                switch name {
                case "tableViewCell": found = .cell
                case "barButtonItem", "navigationBar": found = .imageHolder
                default: found = nil
                }
            case 14:
                switch name {
                case "collectionView": found = .container
                case "imageReference": found = .imageHolder
                default: found = nil
                }
            case 16: found = name == "tableViewSection" ? .section : nil
            case 18: found = name == "collectionViewCell" ? .cell : nil
            case 19: found = name == "buttonConfiguration" ? .imageHolder : nil
            case 22: found = name == "collectionReusableView" ? .cell : nil
            case 24: found = name == "tableViewCellContentView" ? .cellContentView : nil
            case 26: found = name == "inferredMetricsTieBreakers" ? .tieBreakers : nil
            case 27: found = name == "userDefinedRuntimeAttribute" ? .userDefinedRuntimeAttribute : nil
            default: found = nil
            }
            guard let found else { return nil }
            self = found
        }
    }
}
