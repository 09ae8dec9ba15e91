import UIKit

final class WalletList: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("wallet.title", comment: "The list's title")
        let done = String(format: NSLocalizedString("scan.done", comment: "After a scan"))
        navigationItem.prompt = done
    }

    func name(ofWalletAt index: Int) -> String {
        NSLocalizedString("wallet_name.\(index)", comment: "A wallet's default name")
    }

    func scanView() -> UIView? {
        Bundle.main.loadNibNamed("Scan", owner: self)?.first as? UIView
    }
}
