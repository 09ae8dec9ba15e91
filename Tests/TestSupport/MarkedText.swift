/// Text with position markers (`1️⃣`, `2️⃣`, ...) that tests strip out and turn into the line and
/// column where each marker stood, so expected positions are written inside the fixture instead of
/// as numbers.
public struct MarkedText {
    /// The text without markers.
    public let text: String
    /// Marker to (1-based line, 1-based UTF-8 column) in `text`.
    public let markers: [String: (line: Int, column: Int)]

    public init(_ marked: String) {
        var output = ""
        var markers: [String: (line: Int, column: Int)] = [:]
        var line = 1
        var column = 1
        for character in marked {
            if let digit = character.unicodeScalars.first, ("1"..."9").contains(Character(digit)),
               character.unicodeScalars.count > 1, character.unicodeScalars.contains("\u{20E3}") {
                markers[String(character)] = (line, column)
                continue
            }
            output.append(character)
            if character == "\n" || character == "\r\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        self.text = output
        self.markers = markers
    }

    /// The position of a marker.
    public subscript(marker: String) -> (line: Int, column: Int) {
        guard let position = markers[marker] else { fatalError("no marker \(marker) in the text") }
        return position
    }
}
