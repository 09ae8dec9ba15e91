import UIKit

// The iOS app, which inherits the project's platforms: its use needs a reason.
enum PhoneSettings {
    static var onboarded: Bool { UserDefaults.standard.bool(forKey: "onboarded") }
}
