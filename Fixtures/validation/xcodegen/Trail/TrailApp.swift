import SwiftUI

@main
struct TrailApp: App {
    var body: some Scene {
        WindowGroup { Text("Trail") }
    }
}
