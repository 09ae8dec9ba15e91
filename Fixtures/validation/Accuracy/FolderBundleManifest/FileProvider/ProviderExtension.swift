import FileProvider

final class ProviderExtension: NSObject {
    let defaults = UserDefaults(suiteName: "group.com.example.drive")
}
