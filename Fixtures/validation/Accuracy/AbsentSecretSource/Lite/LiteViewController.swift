import UIKit

class LiteViewController: UIViewController {
    @IBAction func toggle(_ sender: Any) {}
}
