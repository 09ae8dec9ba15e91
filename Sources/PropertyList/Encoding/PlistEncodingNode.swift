#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One value being encoded. A reference, because a container handed out by an encoder keeps writing into
/// its node after the encoder that made it is gone.
final class PlistEncodingNode {
    private enum Storage {
        case empty
        case scalar(PlistValue)
        case array([PlistEncodingNode])
        case dictionary(keys: [String], nodes: [String: PlistEncodingNode])
    }

    private var storage = Storage.empty

    /// The finished value; a node nothing was written to is an empty dictionary, as in Foundation.
    var value: PlistValue {
        switch storage {
        case .empty:
            return PlistValue(.dictionary(PlistDictionary()))
        case .scalar(let value):
            return value
        case .array(let nodes):
            return .array(nodes.map(\.value))
        case .dictionary(let keys, let nodes):
            return .dictionary(PlistDictionary(keys.compactMap { key in nodes[key].map { (key, $0.value) } }))
        }
    }

    func setScalar(_ value: PlistValue) {
        storage = .scalar(value)
    }

    /// The node for a key, made (and placed after the keys already there) when it is new.
    func child(forKey key: String) -> PlistEncodingNode {
        var keys: [String] = []
        var nodes: [String: PlistEncodingNode] = [:]
        if case .dictionary(let existingKeys, let existingNodes) = storage {
            keys = existingKeys
            nodes = existingNodes
        }
        if let node = nodes[key] { return node }
        let node = PlistEncodingNode()
        storage = .empty
        keys.append(key)
        nodes[key] = node
        storage = .dictionary(keys: keys, nodes: nodes)
        return node
    }

    /// Makes the node a dictionary if it is not one yet.
    func becomeDictionary() {
        if case .dictionary = storage { return }
        storage = .dictionary(keys: [], nodes: [:])
    }

    /// A new node at the end of the array this node becomes.
    func appendChild() -> PlistEncodingNode {
        var nodes: [PlistEncodingNode] = []
        if case .array(let existing) = storage { nodes = existing }
        let node = PlistEncodingNode()
        storage = .empty
        nodes.append(node)
        storage = .array(nodes)
        return node
    }

    /// Makes the node an array if it is not one yet.
    func becomeArray() {
        if case .array = storage { return }
        storage = .array([])
    }

    /// How many elements the node holds as an array.
    var count: Int {
        if case .array(let nodes) = storage { return nodes.count }
        return 0
    }

    /// Encodes any value into a node: `Date`, `Data` and `URL` directly, anything else through its
    /// `encode(to:)`.
    static func encode<T: Encodable>(_ value: T, into node: PlistEncodingNode, codingPath: [any CodingKey],
                                     userInfo: [CodingUserInfoKey: any Sendable]) throws {
        if let date = value as? Date {
            node.setScalar(.date(date))
        } else if let data = value as? Data {
            node.setScalar(.data(data))
        } else if let url = value as? URL {
            node.setScalar(.string(url.absoluteString))
        } else {
            try value.encode(to: PlistValueEncoder(node: node, codingPath: codingPath, userInfo: userInfo))
        }
    }
}
