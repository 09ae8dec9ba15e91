import UIKit
import WebKit

public class WeatherController: UIViewController {
    @IBOutlet weak var weatherView: WKWebView!
    @IBOutlet weak var refreshButton: UIButton!
    @IBOutlet var toolbarButtons: [UIButton]!

    @IBAction func refresh(_ sender: Any) {
        weatherView.reload()
    }
}
