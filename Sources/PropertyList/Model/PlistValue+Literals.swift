extension PlistValue: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) {
        self.init(.string(value))
    }
}

extension PlistValue: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int64) {
        self.init(.integer(PlistInteger(value)))
    }
}

extension PlistValue: ExpressibleByFloatLiteral {
    public init(floatLiteral value: Double) {
        self.init(.real(value))
    }
}

extension PlistValue: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: Bool) {
        self.init(.boolean(value))
    }
}

extension PlistValue: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: PlistValue...) {
        self.init(.array(elements))
    }
}

extension PlistValue: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, PlistValue)...) {
        self.init(.dictionary(PlistDictionary(elements)))
    }
}
