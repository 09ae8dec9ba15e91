import UIKit

// Developer tools, added to the bid screen through an alias of its class.
typealias DeveloperOnly = PlaceBidViewController

extension DeveloperOnly {
    @IBAction func developerTapped(_ sender: Any) {}
}

// An alias of an alias counts too.
typealias Resettable = DeveloperOnly

extension Resettable {
    @IBAction func resetTapped(_ sender: Any) {}
}

// Aliases that lead nowhere, or in a circle, end.
typealias Loop = Circle
typealias Circle = Loop
