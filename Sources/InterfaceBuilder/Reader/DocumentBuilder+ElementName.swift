extension DocumentBuilder {
    /// The element names the builder looks at.
    ///
    /// Recognised by length, then by at most three comparisons with names of that length: most
    /// elements (`rect`, `color`, `label`...) are of no interest, and this runs for every element of
    /// the file, so it does without hashing.
    enum ElementName {
        case scenes, scene, objects, dependencies, deployment, development, tieBreakers, connections, segue
        case container, cell, prototypes, sections, section, cells, constraint, cellContentView

        /// The case for an element's name, or `nil` for a name the builder does not look at.
        init?(_ name: String) {
            let found: ElementName?
            switch name.utf8.count {
            case 5:
                switch name {
                case "segue": found = .segue
                case "scene": found = .scene
                case "cells": found = .cells
                default: found = nil
                }
            case 6: found = name == "scenes" ? .scenes : nil
            case 7: found = name == "objects" ? .objects : nil
            case 8: found = name == "sections" ? .sections : nil
            case 9: found = name == "tableView" ? .container : nil
            case 10:
                switch name {
                case "constraint": found = .constraint
                case "prototypes": found = .prototypes
                case "deployment": found = .deployment
                default: found = nil
                }
            case 11:
                switch name {
                case "connections": found = .connections
                case "development": found = .development
                default: found = nil
                }
            case 12: found = name == "dependencies" ? .dependencies : nil
            case 13: found = name == "tableViewCell" ? .cell : nil
            case 14: found = name == "collectionView" ? .container : nil
            case 16: found = name == "tableViewSection" ? .section : nil
            case 18: found = name == "collectionViewCell" ? .cell : nil
            case 22: found = name == "collectionReusableView" ? .cell : nil
            case 24: found = name == "tableViewCellContentView" ? .cellContentView : nil
            case 26: found = name == "inferredMetricsTieBreakers" ? .tieBreakers : nil
            default: found = nil
            }
            guard let found else { return nil }
            self = found
        }
    }
}
