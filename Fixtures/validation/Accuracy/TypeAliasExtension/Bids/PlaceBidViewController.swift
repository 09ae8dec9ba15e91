import UIKit

class PlaceBidViewController: UIViewController {
    @IBAction func bid(_ sender: Any) {}
}
