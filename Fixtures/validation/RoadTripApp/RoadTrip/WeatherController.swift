import UIKit
import WebKit

public class WeatherController: UIViewController {
    @IBOutlet weak var weatherView: WKWebView!
}
