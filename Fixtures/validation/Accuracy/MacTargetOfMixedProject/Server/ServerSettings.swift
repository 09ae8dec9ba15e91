import AppKit

// The macOS companion app: required-reason APIs need no declared reason on macOS.
enum ServerSettings {
    static var launchAtLogin: Bool { UserDefaults.standard.bool(forKey: "launchAtLogin") }
}
