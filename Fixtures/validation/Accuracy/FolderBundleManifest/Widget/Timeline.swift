import WidgetKit

struct Timeline {
    var lastRefresh: Double { UserDefaults.standard.double(forKey: "lastRefresh") }
}
