import TripSource

/// Reading and editing values by keypath, as `plutil -extract`, `-replace`, `-insert`, `-append` and
/// `-remove` do.
///
/// Each operation walks the keypath one component at a time: a dictionary is indexed by key, an array by
/// index. When a step fails the operation throws a `KeyPathError` that names the keypath up to that
/// component and the location of the container, and the value is left unchanged.
extension PlistValue {
    /// The value at a keypath (`plutil -extract`).
    ///
    /// ```swift
    /// let first = try document.root.value(at: "DestinationData.0.DestinationName")
    /// ```
    ///
    /// - Parameter keyPath: The path; the root keypath returns the value itself.
    /// - Returns: The value, with its location when it was read from a file.
    /// - Throws: `KeyPathError` for a missing key, an index out of range or not an integer, or a step
    ///   into a value that is not a container.
    public func value(at keyPath: PlistKeyPath) throws(KeyPathError) -> PlistValue {
        var current = self
        for depth in keyPath.components.indices {
            current = try current.child(keyPath, depth: depth)
        }
        return current
    }

    /// Sets the value at a keypath, replacing what is there or creating the last component
    /// (`plutil -replace`).
    ///
    /// Every component but the last must exist. The last one may name a new dictionary key (added at the
    /// end), an existing key (replaced in place, keeping the key's location), an array index (replaced),
    /// or the index just past the end of an array (appended). The root keypath replaces the whole value.
    ///
    /// - Parameters:
    ///   - value: The new value.
    ///   - keyPath: Where to put it.
    /// - Returns: The value that was replaced, or `nil` when a key or element was added.
    /// - Throws: `KeyPathError` when the path to the container does not exist or the last index is out
    ///   of `0...count`.
    @discardableResult
    public mutating func setValue(_ value: PlistValue, at keyPath: PlistKeyPath) throws(KeyPathError) -> PlistValue? {
        guard let last = keyPath.components.last else {
            let old = self
            self = value
            return old
        }
        return try modifyContainer(keyPath) { (container: inout PlistValue) throws(KeyPathError) -> PlistValue? in
            let place = Place(keyPath: keyPath, location: container.location)
            switch container.content {
            case .dictionary(var dictionary):
                let old = dictionary.entry(forKey: last)
                container.content = .boolean(false)
                dictionary.setEntry(PlistDictionary.Entry(key: last, keyLocation: old?.keyLocation, value: value))
                container.content = .dictionary(dictionary)
                return old?.value
            case .array(var items):
                let index = try Self.index(last, in: items, place: place)
                guard index >= 0, index <= items.count else {
                    throw .indexOutOfRange(index, count: items.count, at: place)
                }
                container.content = .boolean(false)
                defer { container.content = .array(items) }
                if index == items.count {
                    items.append(value)
                    return nil
                }
                let old = items[index]
                items[index] = value
                return old
            default:
                throw .notAContainer(found: container.kind, at: place)
            }
        }
    }

    /// Inserts a value at a keypath (`plutil -insert`).
    ///
    /// The last component names a new dictionary key (an existing key is an error, as in `plutil`), or an
    /// array index in `0...count`: the value is inserted before the element at that index, or appended
    /// when the index equals the count.
    ///
    /// - Parameters:
    ///   - value: The value to insert.
    ///   - keyPath: Where to insert it; must not be the root.
    /// - Throws: `KeyPathError.keyAlreadyExists`, `.indexOutOfRange`, or a failure on the way.
    public mutating func insert(_ value: PlistValue, at keyPath: PlistKeyPath) throws(KeyPathError) {
        guard let last = keyPath.components.last else {
            throw .rootKeyPath(.insert, at: Place(keyPath: keyPath, location: location))
        }
        try modifyContainer(keyPath) { (container: inout PlistValue) throws(KeyPathError) in
            let place = Place(keyPath: keyPath, location: container.location)
            switch container.content {
            case .dictionary(var dictionary):
                guard dictionary.position(ofKey: last) == nil else {
                    throw .keyAlreadyExists(last, at: place)
                }
                container.content = .boolean(false)
                dictionary.setEntry(PlistDictionary.Entry(key: last, value: value))
                container.content = .dictionary(dictionary)
            case .array(var items):
                let index = try Self.index(last, in: items, place: place)
                guard index >= 0, index <= items.count else {
                    throw .indexOutOfRange(index, count: items.count, at: place)
                }
                container.content = .boolean(false)
                items.insert(value, at: index)
                container.content = .array(items)
            default:
                throw .notAContainer(found: container.kind, at: place)
            }
        }
    }

    /// Appends a value to the array at a keypath (`plutil -insert keypath ... -append`).
    ///
    /// - Parameters:
    ///   - value: The value to append.
    ///   - keyPath: The array; the root keypath names the root value.
    /// - Throws: `KeyPathError.notAnArray` when the value there is not an array, or a failure on the way.
    public mutating func append(_ value: PlistValue, at keyPath: PlistKeyPath) throws(KeyPathError) {
        try modifyValue(keyPath) { (target: inout PlistValue) throws(KeyPathError) in
            guard case .array(var items) = target.content else {
                throw .notAnArray(found: target.kind, at: Place(keyPath: keyPath, location: target.location))
            }
            target.content = .boolean(false)
            items.append(value)
            target.content = .array(items)
        }
    }

    /// Removes the value at a keypath (`plutil -remove`): the key from its dictionary, or the element
    /// from its array (later elements move down).
    ///
    /// - Parameter keyPath: The value to remove; must not be the root.
    /// - Returns: The removed value.
    /// - Throws: `KeyPathError` when there is no value at the keypath.
    @discardableResult
    public mutating func removeValue(at keyPath: PlistKeyPath) throws(KeyPathError) -> PlistValue {
        guard let last = keyPath.components.last else {
            throw .rootKeyPath(.remove, at: Place(keyPath: keyPath, location: location))
        }
        return try modifyContainer(keyPath) { (container: inout PlistValue) throws(KeyPathError) -> PlistValue in
            let place = Place(keyPath: keyPath, location: container.location)
            switch container.content {
            case .dictionary(var dictionary):
                guard let removed = dictionary.entry(forKey: last) else {
                    throw .missingKey(last, at: place)
                }
                container.content = .boolean(false)
                dictionary.removeValue(forKey: last)
                container.content = .dictionary(dictionary)
                return removed.value
            case .array(var items):
                let index = try Self.index(last, in: items, place: place)
                guard items.indices.contains(index) else {
                    throw .indexOutOfRange(index, count: items.count, at: place)
                }
                container.content = .boolean(false)
                defer { container.content = .array(items) }
                return items.remove(at: index)
            default:
                throw .notAContainer(found: container.kind, at: place)
            }
        }
    }

    // MARK: Walking

    private typealias Place = KeyPathError.Place

    /// The child named by the component at `depth`.
    private func child(_ keyPath: PlistKeyPath, depth: Int) throws(KeyPathError) -> PlistValue {
        let component = keyPath.components[depth]
        let place = Place(keyPath: keyPath.prefix(depth + 1), location: location)
        switch content {
        case .dictionary(let dictionary):
            guard let value = dictionary[component] else { throw .missingKey(component, at: place) }
            return value
        case .array(let items):
            let index = try Self.index(component, in: items, place: place)
            guard items.indices.contains(index) else {
                throw .indexOutOfRange(index, count: items.count, at: place)
            }
            return items[index]
        default:
            throw .notAContainer(found: kind, at: place)
        }
    }

    /// Runs `body` on the container that holds the last component, in place.
    private mutating func modifyContainer<Result>(
        _ keyPath: PlistKeyPath, _ body: (inout PlistValue) throws(KeyPathError) -> Result
    ) throws(KeyPathError) -> Result {
        try modify(keyPath, depth: 0, end: keyPath.count - 1, body)
    }

    /// Runs `body` on the value the whole keypath names, in place.
    private mutating func modifyValue<Result>(
        _ keyPath: PlistKeyPath, _ body: (inout PlistValue) throws(KeyPathError) -> Result
    ) throws(KeyPathError) -> Result {
        try modify(keyPath, depth: 0, end: keyPath.count, body)
    }

    /// Walks the components `depth..<end` and runs `body` on the value reached, without copying the
    /// containers on the way: each is taken out of its parent while it is changed and put back after.
    private mutating func modify<Result>(
        _ keyPath: PlistKeyPath, depth: Int, end: Int, _ body: (inout PlistValue) throws(KeyPathError) -> Result
    ) throws(KeyPathError) -> Result {
        if depth == end { return try body(&self) }
        let component = keyPath.components[depth]
        let place = Place(keyPath: keyPath.prefix(depth + 1), location: location)
        switch content {
        case .dictionary(var dictionary):
            guard let entry = dictionary.entry(forKey: component) else { throw .missingKey(component, at: place) }
            var child = entry.value
            // Leave no second reference to the child's storage, so changing it does not copy it.
            content = .boolean(false)
            dictionary.setEntry(PlistDictionary.Entry(key: component, keyLocation: entry.keyLocation, value: PlistValue(.boolean(false))))
            defer {
                dictionary.setEntry(PlistDictionary.Entry(key: component, keyLocation: entry.keyLocation, value: child))
                content = .dictionary(dictionary)
            }
            return try child.modify(keyPath, depth: depth + 1, end: end, body)
        case .array(var items):
            let index = try Self.index(component, in: items, place: place)
            guard items.indices.contains(index) else {
                throw .indexOutOfRange(index, count: items.count, at: place)
            }
            content = .boolean(false)
            defer { content = .array(items) }
            return try items[index].modify(keyPath, depth: depth + 1, end: end, body)
        default:
            throw .notAContainer(found: kind, at: place)
        }
    }

    /// The index a component names in an array.
    private static func index(_ component: String, in items: [PlistValue], place: Place) throws(KeyPathError) -> Int {
        guard let index = PlistKeyPath.index(component) else {
            throw .notAnIndex(component, count: items.count, at: place)
        }
        return index
    }
}
