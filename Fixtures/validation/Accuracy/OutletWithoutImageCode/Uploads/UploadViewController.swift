import UIKit

final class UploadViewController: UIViewController {
    /// Code only enables it: the storyboard's image is what users see.
    @IBOutlet weak var uploadButton: UIButton!
    /// Code replaces the storyboard's placeholder image before the screen shows.
    @IBOutlet weak var closeButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        uploadButton.isEnabled = false
        closeButton?.setImage(UIImage(systemName: "xmark"), for: .normal)
    }
}
