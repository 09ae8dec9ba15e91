import Foundation

enum Settings {
    static let shared = UserDefaults(suiteName: "group.com.example.drive")
}
