import UIKit

@objc(DestinationController)
final class DestinationController: UIViewController, UITableViewDataSource {
    @IBOutlet weak var tableView: UITableView!

    class func make() -> DestinationController? {
        UIStoryboard(name: "MainStoryboard_iPad", bundle: .main)
            .instantiateViewController(withIdentifier: "DestinationController") as? DestinationController
    }

    @IBAction func cancel(_ sender: Any) {
        dismiss(animated: true)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "DestinationCell", for: indexPath)
    }
}

final class DestinationCell: UITableViewCell {
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var subtitleLabel: UILabel!
}
