import UIKit

/// The list of what the trip offers. Segues are named in prepare(for:sender:) and performed from
/// code where no control triggers them.
final class MasterViewController: UITableViewController {
    private let weatherSegue = "Weather"

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "TestDrive":
            (segue.destination as? DetailViewController)?.title = "Test drive"
        case "Destination":
            break
        default:
            break
        }
    }

    func showWeather() {
        // A constant is not a literal: the scanner leaves it to the compiler.
        performSegue(withIdentifier: weatherSegue, sender: self)
        performSegue(withIdentifier: "Weather", sender: self)
        // performSegue(withIdentifier: "NotASegue", sender: self) -- commented out, so not a call
        /* performSegue(withIdentifier: "AlsoNotASegue", sender: self)
           /* nested comments nest in Swift */ performSegue(withIdentifier: "StillComment", sender: nil) */
        let hint = "performSegue(withIdentifier: \"InAString\", sender: nil)"
        let shown = "Tap \(hint.count) times, then performSegue(withIdentifier: \"Interpolated\")"
        _ = shown
    }

    func destinationController() -> UIViewController {
        let storyboard = UIStoryboard(name: "MainStoryboard_iPhone", bundle: nil)
        return storyboard.instantiateViewController(withIdentifier: "DestinationController")
    }
}
