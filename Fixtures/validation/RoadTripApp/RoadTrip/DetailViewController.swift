import UIKit

class DetailViewController: UIViewController {
    @IBOutlet weak var carImage: UIImageView!
    @IBOutlet weak var testDriveButton: UIButton!

    @IBAction func testDrive(_ sender: Any) {}
}
