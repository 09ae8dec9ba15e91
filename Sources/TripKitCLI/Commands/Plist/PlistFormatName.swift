import CommandLineKit
import PropertyList

/// A format as `plutil` names it on the command line.
enum PlistFormatName: String, CaseIterable, ArgumentValue {
    case xml1, binary1, json, openstep

    init(_ format: PlistFormat) {
        switch format {
        case .xml: self = .xml1
        case .binary: self = .binary1
        case .json: self = .json
        case .openStep: self = .openstep
        }
    }

    var format: PlistFormat {
        switch self {
        case .xml1: .xml
        case .binary1: .binary
        case .json: .json
        case .openstep: .openStep
        }
    }
}
