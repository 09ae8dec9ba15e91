import TripSource

/// One conversion of a printf-style format string as Foundation's `String(format:)` and
/// `NSString stringWithFormat:` read it: `%@`, `%d`, `%1$@`, `%lld`, `%.2f`, `%#@files@`.
///
/// `%%` is text, not a conversion, and is not listed. Only what tells which argument is read and
/// as what is kept: the flags, width and precision are skipped (a `*` width or precision reads an
/// integer argument of its own, and is listed as one).
public struct FormatSpecifier: Equatable, Sendable {
    /// What an argument is read as.
    public enum Kind: Equatable, Sendable {
        /// `%@`: an object.
        case object
        /// `%d %i %u %x %X %o %c %C` and their long forms: an integer, 64-bit when `wide`
        /// (`l`, `ll`, `q`, `z`, `t`, `j`; `%D %U %O`).
        case integer(wide: Bool)
        /// `%f %e %g %a` and their capitals: a floating-point number.
        case double
        /// `%s %S`: a C string pointer.
        case cString
        /// `%p %n`: a pointer.
        case pointer
        /// `%#@name@`: a variable of a `.stringsdict` entry or a catalog substitution, read as its
        /// own value type says.
        case variable(String)
        /// `%arg` in a String Catalog substitution's variant: the substitution's own argument.
        case substitutionArgument

        /// Kinds compare by family: an object is never read as an integer, but a 32-bit integer
        /// read where a 64-bit one is passed is only truncated.
        public var family: Family {
            switch self {
            case .object: .object
            case .integer: .integer
            case .double: .double
            case .cString: .cString
            case .pointer: .pointer
            case .variable, .substitutionArgument: .unresolved
            }
        }

        /// The families of argument types.
        public enum Family: String, Equatable, Sendable {
            case object, integer, double
            case cString = "C string"
            case pointer
            case unresolved
        }
    }

    /// What the argument is read as.
    public let kind: Kind
    /// The 1-based argument it reads: the `n` of `%n$@`, else the next argument in order.
    public let argument: Int
    /// Whether the argument was named by position (`%2$@`).
    public let isPositional: Bool
    /// The conversion as written (`%1$@`, `%lld`).
    public let text: String
    /// Its byte offset in the string.
    public let offset: Int

    public init(kind: Kind, argument: Int, isPositional: Bool, text: String, offset: Int) {
        self.kind = kind
        self.argument = argument
        self.isPositional = isPositional
        self.text = text
        self.offset = offset
    }

    /// Whether this is a variable (`%#@name@`) rather than a conversion that prints its argument:
    /// the variable's argument only chooses a variant.
    public var isVariableReference: Bool {
        if case .variable = kind { return true }
        // `%#@name@`: a `#@` after the `%` (one pass over the bytes; this runs for every conversion).
        var bytes = text.utf8.makeIterator()
        guard bytes.next() == UInt8(ascii: "%") else { return false }
        var previous: UInt8 = 0
        while let byte = bytes.next() {
            if previous == UInt8(ascii: "#"), byte == UInt8(ascii: "@") { return true }
            previous = byte
        }
        return false
    }

    /// The conversions of a format string, in order.
    ///
    /// One pass over the string's bytes. What is not a conversion (a `%` before a space, a
    /// letter that names none, the end of the string) is text, as it is in prose such as
    /// "100% sure": Foundation would print such a `%` as it is. The space flag is not read, for the
    /// same reason: "50% off" is prose, not `% o` (octal with a space flag), except before `@`; nor
    /// is a `-` flag without a width ("50%-a").
    ///
    /// - Parameters:
    ///   - string: The format string.
    ///   - firstArgument: The argument the first unnumbered conversion reads (a variable's variant
    ///     continues from its variable's argument).
    ///   - readsSubstitutionArgument: Whether `%arg` names a String Catalog substitution's argument
    ///     (in a substitution's variants) instead of `%a` followed by "rg".
    ///   - limit: The most conversions read (`InputLimit.formatConversions`): a format string a
    ///     translator writes holds a handful, and one made to hold thousands (shared by every key of
    ///     a binary `.strings` file) must not make the comparisons of every key cost its length.
    /// - Returns: The conversions, at most `limit` (a `*` width's argument counted too).
    public static func parse(
        _ string: String, firstArgument: Int = 1, readsSubstitutionArgument: Bool = false,
        limit: Int = InputLimit.formatConversions.defaultValue
    ) -> [FormatSpecifier] {
        conversions(in: string, firstArgument: firstArgument, readsSubstitutionArgument: readsSubstitutionArgument,
                    limit: limit).specifiers
    }

    /// Whether a text escapes a percent sign (`100%%`), which only a format string does: two `%`
    /// bytes in a row, as Foundation's formatting reads them.
    static func escapesPercent(in text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "%") && previous == byte { return true }
            previous = byte
        }
        return false
    }

    /// The conversions of a format string as `parse` reads them, and whether `limit` cut the
    /// reading short: the string holds more conversions than were read.
    ///
    /// - Parameters: As for `parse`.
    /// - Returns: The conversions, at most `limit`, and whether there were more.
    public static func conversions(
        in string: String, firstArgument: Int = 1, readsSubstitutionArgument: Bool = false,
        limit: Int = InputLimit.formatConversions.defaultValue
    ) -> (specifiers: [FormatSpecifier], isCut: Bool) {
        // One conversion past the limit is read, to know whether there are more.
        var found = scan(string, firstArgument: firstArgument, readsSubstitutionArgument: readsSubstitutionArgument,
                         stoppingAfter: max(limit, 0) + 1)
        guard found.count > limit else { return (found, false) }
        found.removeSubrange(max(limit, 0)...)
        return (found, true)
    }

    /// The conversions of a string known to be a format string, read as Foundation reads them:
    /// every `%` that flags (a space among them), a width, a precision and a conversion letter
    /// follow is a conversion, whatever prose it sits in (`50% de` is `% d`, an integer read with
    /// a space flag; `50%-a` is `%-a`). `parse` reads only what a translator plainly meant, since a
    /// string may as well never be formatted.
    ///
    /// - Parameters:
    ///   - string: The format string.
    ///   - limit: The most conversions read (`InputLimit.formatConversions`).
    /// - Returns: The conversions, at most `limit`, and whether there were more.
    static func foundationConversions(in string: String, limit: Int) -> (specifiers: [FormatSpecifier], isCut: Bool) {
        var found = scan(string, firstArgument: 1, readsSubstitutionArgument: false, stoppingAfter: max(limit, 0) + 1,
                         readsEveryFlag: true)
        guard found.count > limit else { return (found, false) }
        found.removeSubrange(max(limit, 0)...)
        return (found, true)
    }

    /// Reads conversions until `stoppingAfter` are found or the string ends; `readsEveryFlag`
    /// reads a space flag before any letter and a `-` flag without a width, as Foundation does.
    private static func scan(
        _ string: String, firstArgument: Int, readsSubstitutionArgument: Bool, stoppingAfter limit: Int,
        readsEveryFlag: Bool = false
    ) -> [FormatSpecifier] {
        // Most texts hold no conversion, and a native string's bytes are read in place.
        var text = string
        return text.withUTF8 { bytes in
            guard bytes.contains(UInt8(ascii: "%")) else { return [] }
            return scan(bytes, firstArgument: firstArgument, readsSubstitutionArgument: readsSubstitutionArgument,
                        stoppingAfter: limit, readsEveryFlag: readsEveryFlag)
        }
    }

    /// `scan` over a text's UTF-8 bytes; a byte past the end reads as 0, which ends every part of
    /// a conversion as the end of the text does.
    private static func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, firstArgument: Int, readsSubstitutionArgument: Bool,
        stoppingAfter limit: Int, readsEveryFlag: Bool
    ) -> [FormatSpecifier] {
        let end = bytes.count
        func byte(_ index: Int) -> UInt8 { index < end ? bytes[index] : 0 }
        func text(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
        var found: [FormatSpecifier] = []
        var next = firstArgument
        var position = 0
        while position < end, found.count < limit {
            guard byte(position) == UInt8(ascii: "%") else {
                position += 1
                continue
            }
            let start = position
            var cursor = position + 1
            if byte(cursor) == UInt8(ascii: "%") {
                position = cursor + 1
                continue
            }
            if readsSubstitutionArgument, byte(cursor) == UInt8(ascii: "a"), byte(cursor + 1) == UInt8(ascii: "r"),
               cursor + 2 < end, byte(cursor + 2) == UInt8(ascii: "g") {
                found.append(FormatSpecifier(kind: .substitutionArgument, argument: 0, isPositional: false,
                                             text: "%arg", offset: start))
                position = cursor + 3
                continue
            }
            // %n$: an argument named by position.
            var positional: Int? = nil
            var digits = cursor
            var number = 0
            while isDigit(byte(digits)), number < 1_000_000 {
                number = number * 10 + Int(byte(digits) - UInt8(ascii: "0"))
                digits += 1
            }
            if digits > cursor, byte(digits) == UInt8(ascii: "$"), number > 0 {
                positional = number
                cursor = digits + 1
            }
            // %#@name@: a variable.
            if byte(cursor) == UInt8(ascii: "#"), byte(cursor + 1) == UInt8(ascii: "@") {
                var close = cursor + 2
                while close < end, byte(close) != UInt8(ascii: "@"), byte(close) != UInt8(ascii: "%") { close += 1 }
                if close < end, byte(close) == UInt8(ascii: "@"), close > cursor + 2 {
                    let name = text((cursor + 2)..<close)
                    let argument = positional ?? next
                    if positional == nil { next += 1 }
                    found.append(FormatSpecifier(kind: .variable(name), argument: argument, isPositional: positional != nil,
                                                 text: text(start..<(close + 1)), offset: start))
                    position = close + 1
                    continue
                }
            }
            // Flags, width, precision. A space flag is read only before `@` ("% @", a translator's
            // spacing, which Foundation reads as `%@`); a `-` flag only with a width, since a
            // left-justified conversion of no width is prose ("50%-a" in Hungarian).
            var leftJustified = false
            if byte(cursor) == UInt8(ascii: " "), byte(cursor + 1) == UInt8(ascii: "@") { cursor += 1 }
            while isFlag(byte(cursor)) || (readsEveryFlag && byte(cursor) == UInt8(ascii: " ")) {
                if byte(cursor) == UInt8(ascii: "-"), !readsEveryFlag { leftJustified = true }
                cursor += 1
            }
            var starArguments = 0
            let widthStart = cursor
            if byte(cursor) == UInt8(ascii: "*") {
                starArguments += 1
                cursor += 1
            } else {
                while isDigit(byte(cursor)) { cursor += 1 }
            }
            if leftJustified, cursor == widthStart {
                position = start + 1
                continue
            }
            if byte(cursor) == UInt8(ascii: ".") {
                cursor += 1
                if byte(cursor) == UInt8(ascii: "*") {
                    starArguments += 1
                    cursor += 1
                } else {
                    while isDigit(byte(cursor)) { cursor += 1 }
                }
            }
            // Length modifiers.
            var wide = false
            lengths: while true {
                switch byte(cursor) {
                case UInt8(ascii: "l"), UInt8(ascii: "q"), UInt8(ascii: "z"), UInt8(ascii: "t"), UInt8(ascii: "j"):
                    wide = true
                case UInt8(ascii: "h"), UInt8(ascii: "L"):
                    break
                default:
                    break lengths
                }
                cursor += 1
            }
            guard let kind = Self.kind(of: byte(cursor), wide: wide) else {
                position = start + 1
                continue
            }
            if positional == nil {
                for _ in 0..<starArguments {
                    found.append(FormatSpecifier(kind: .integer(wide: false), argument: next, isPositional: false,
                                                 text: "*", offset: start))
                    next += 1
                }
            }
            let argument = positional ?? next
            if positional == nil { next += 1 }
            found.append(FormatSpecifier(kind: kind, argument: argument, isPositional: positional != nil,
                                         text: text(start..<(cursor + 1)), offset: start))
            position = cursor + 1
        }
        return found
    }

    /// Whether a byte is a flag of a conversion: `-`, `+`, `#`, `0` or `'`.
    private static func isFlag(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "#"), UInt8(ascii: "0"), UInt8(ascii: "'"): true
        default: false
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// The kind a conversion letter reads, or `nil` for a letter that names no conversion.
    private static func kind(of letter: UInt8, wide: Bool) -> Kind? {
        switch letter {
        case UInt8(ascii: "@"): .object
        case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "x"), UInt8(ascii: "X"),
             UInt8(ascii: "o"), UInt8(ascii: "c"), UInt8(ascii: "C"):
            .integer(wide: wide)
        case UInt8(ascii: "D"), UInt8(ascii: "U"), UInt8(ascii: "O"): .integer(wide: true)
        case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"),
             UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"):
            .double
        case UInt8(ascii: "s"), UInt8(ascii: "S"): .cString
        case UInt8(ascii: "p"), UInt8(ascii: "n"): .pointer
        default: nil
        }
    }

    /// The kind a value type names: a `.stringsdict` variable's `NSStringFormatValueTypeKey`
    /// (`d`, `ld`, `f`) or a catalog substitution's `formatSpecifier` (`lld`, `@`).
    ///
    /// - Parameter valueType: The conversion without its `%`.
    /// - Returns: The kind, or `nil` when the text is no single conversion.
    public static func kind(ofValueType valueType: String) -> Kind? {
        let parsed = parse("%" + valueType)
        guard parsed.count == 1, parsed[0].text.utf8.count == valueType.utf8.count + 1 else { return nil }
        return parsed[0].kind
    }
}
