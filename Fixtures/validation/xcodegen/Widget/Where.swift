import CoreLocation

/// The widget asks for the location: its INFOPLIST_KEY_ setting gives the usage description.
enum Where {
    static func ask(_ manager: CLLocationManager) {
        manager.requestWhenInUseAuthorization()
    }
}
