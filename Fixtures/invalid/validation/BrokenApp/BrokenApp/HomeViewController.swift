import UIKit

final class HomeViewController: UIViewController {
    func showProfile() {
        performSegue(withIdentifier: "ShowProfile", sender: self)
    }

    func openSettings() {
        performSegue(withIdentifier: "ShowSettings", sender: self)
        let settings = UIStoryboard(name: "Setings", bundle: nil)
        _ = settings.instantiateViewController(withIdentifier: "Prefs")
        _ = settings.instantiateViewController(withIdentifier: "Preferences")
    }

    func cell(in tableView: UITableView, at indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    }
}
