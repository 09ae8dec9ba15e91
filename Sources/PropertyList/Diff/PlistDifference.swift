/// One way two property lists differ, at a keypath.
public struct PlistDifference: Sendable, Equatable {
    /// What changed.
    public enum Kind: String, Sendable, CaseIterable {
        /// A key or element only the second holds.
        case added
        /// A key or element only the first holds.
        case removed
        /// The same keypath holds a different value of the same type.
        case changed
        /// The same keypath holds a value of another type.
        case typeChanged = "type changed"
        /// An array element that is equal in both moved to another index.
        case moved
    }

    /// What changed.
    public let kind: Kind
    /// Where: in the first value for `removed`, `changed`, `typeChanged` and `moved`, in the second for `added`.
    public let keyPath: PlistKeyPath
    /// The first value's value there (`nil` for `added`).
    public let old: PlistValue?
    /// The second value's value there (`nil` for `removed`).
    public let new: PlistValue?
    /// For `moved`, the element's keypath in the second value.
    public let movedTo: PlistKeyPath?

    public init(kind: Kind, keyPath: PlistKeyPath, old: PlistValue?, new: PlistValue?, movedTo: PlistKeyPath? = nil) {
        self.kind = kind
        self.keyPath = keyPath
        self.old = old
        self.new = new
        self.movedTo = movedTo
    }
}

extension PlistValue {
    /// How this value differs from another, by keypath: what `tripkit plist diff` prints.
    ///
    /// Dictionaries are compared by key, in any order (as property lists compare them). Arrays are
    /// compared element by element; an element that changed index but is equal in both is `moved`,
    /// and elements left over at the same index are compared in turn. Locations are ignored, so two
    /// files in different formats compare by their values alone.
    ///
    /// Time is linear in the size of both values at each level of nesting (elements are matched by a
    /// hash of their contents, never pairwise), and no recursion: the walk keeps its own stack.
    ///
    /// - Parameter other: The second value.
    /// - Returns: The differences, in the first value's order, then what only the second holds.
    public func differences(to other: PlistValue) -> [PlistDifference] {
        var found: [PlistDifference] = []
        var pending: [(PlistValue, PlistValue, PlistKeyPath)] = [(self, other, .root)]
        while let (old, new, keyPath) = pending.popLast() {
            var children: [(PlistValue, PlistValue, PlistKeyPath)] = []
            switch (old.content, new.content) {
            case (.dictionary(let first), .dictionary(let second)):
                for entry in first.entries {
                    if let counterpart = second[entry.key] {
                        children.append((entry.value, counterpart, keyPath.appending(entry.key)))
                    } else {
                        found.append(PlistDifference(kind: .removed, keyPath: keyPath.appending(entry.key), old: entry.value, new: nil))
                    }
                }
                for entry in second.entries where first.position(ofKey: entry.key) == nil {
                    found.append(PlistDifference(kind: .added, keyPath: keyPath.appending(entry.key), old: nil, new: entry.value))
                }
            case (.array(let first), .array(let second)):
                Self.compare(first, second, at: keyPath, found: &found, children: &children)
            default:
                if old.kind != new.kind {
                    found.append(PlistDifference(kind: .typeChanged, keyPath: keyPath, old: old, new: new))
                } else if old != new {
                    found.append(PlistDifference(kind: .changed, keyPath: keyPath, old: old, new: new))
                }
            }
            // Children in reverse, so that they are compared in order and their findings stay in it.
            pending.append(contentsOf: children.reversed())
        }
        return found
    }

    /// Matches two arrays' elements: equal at the same index, then equal at another index (moved),
    /// then what is left at the same index is compared further; the rest is removed or added.
    private static func compare(
        _ first: [PlistValue], _ second: [PlistValue], at keyPath: PlistKeyPath,
        found: inout [PlistDifference], children: inout [(PlistValue, PlistValue, PlistKeyPath)]
    ) {
        let firstPrints = first.map(\.fingerprint), secondPrints = second.map(\.fingerprint)
        var firstMatched = [Bool](repeating: false, count: first.count)
        var secondMatched = [Bool](repeating: false, count: second.count)
        for index in 0..<min(first.count, second.count) where firstPrints[index] == secondPrints[index] {
            firstMatched[index] = true
            secondMatched[index] = true
        }
        var unmatchedByPrint: [[UInt8]: [Int]] = [:]
        for index in first.indices.reversed() where !firstMatched[index] {
            unmatchedByPrint[firstPrints[index], default: []].append(index)
        }
        var moves: [(from: Int, to: Int)] = []
        for index in second.indices where !secondMatched[index] {
            guard let from = unmatchedByPrint[secondPrints[index]]?.popLast() else { continue }
            firstMatched[from] = true
            secondMatched[index] = true
            moves.append((from, index))
        }
        var removed: [Int] = []
        for index in first.indices where !firstMatched[index] {
            if index < second.count, !secondMatched[index] {
                secondMatched[index] = true
                children.append((first[index], second[index], keyPath.appending(index: index)))
            } else {
                removed.append(index)
            }
        }
        for move in moves.sorted(by: { $0.from < $1.from }) {
            found.append(PlistDifference(kind: .moved, keyPath: keyPath.appending(index: move.from), old: first[move.from],
                                         new: second[move.to], movedTo: keyPath.appending(index: move.to)))
        }
        for index in removed {
            found.append(PlistDifference(kind: .removed, keyPath: keyPath.appending(index: index), old: first[index], new: nil))
        }
        for index in second.indices where !secondMatched[index] {
            found.append(PlistDifference(kind: .added, keyPath: keyPath.appending(index: index), old: nil, new: second[index]))
        }
    }

    /// The value's contents as bytes that equal values share: the binary form with sorted keys.
    private var fingerprint: [UInt8] {
        PlistWriter.binaryBytes(sortingKeys())
    }
}
