import UIKit

class LampViewController: UIViewController {
    @IBOutlet weak var brightness: UISlider!

    @IBAction func toggle(_ sender: Any) {}

    func offerPro() {
        // Declared in Pro.swift, which the repository keeps encrypted (Pro.swift.secret).
        unlockPro(self)
    }
}
