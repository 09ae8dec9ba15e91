/// Built into Trail through the App target template.
enum Log {
    static func note(_ text: String) { print(text) }
}
