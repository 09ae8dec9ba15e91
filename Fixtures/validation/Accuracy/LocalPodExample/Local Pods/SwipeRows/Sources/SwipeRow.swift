import UIKit

open class SwipeRow: UITableViewCell {}
