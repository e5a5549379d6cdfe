// Registered header and footer views, dequeued and reused, as UIKit declares them.
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/uikit/uitableview/register(_:forheaderfooterviewreuseidentifier:)
//   — `func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String)`;
//   …/uitableview/dequeuereusableheaderfooterview(withidentifier:) — `func
//   dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView?`;
//   …/uitableviewheaderfooterview/init(reuseidentifier:), …/reuseidentifier,
//   …/prepareforreuse() — `func prepareForReuse()`.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

private final class RegionHeader: UITableViewHeaderFooterView {
    var reuses = 0
    var region = ""
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
        region = ""
    }
}

private final class Regions: NSObject, UITableViewDataSource, UITableViewDelegate {
    var made: [UITableViewHeaderFooterView] = []
    func numberOfSections(in tableView: UITableView) -> Int { 3 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "dish", for: indexPath)
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "region") as? RegionHeader
        header?.region = "Region \(section)"
        if let header { made.append(header) }
        return header
    }
}

@Suite struct UITableViewHeaderFooterReuseTests {
    @Test func declarations() {
        let register: (UITableView) -> (AnyClass?, String) -> Void = UITableView.register(_:forHeaderFooterViewReuseIdentifier:)
        let dequeue: (UITableView) -> (String) -> UITableViewHeaderFooterView? =
            UITableView.dequeueReusableHeaderFooterView(withIdentifier:)
        let prepare: (UITableViewHeaderFooterView) -> () -> Void = UITableViewHeaderFooterView.prepareForReuse
        let identifier: KeyPath<UITableViewHeaderFooterView, String?> = \.reuseIdentifier
        _ = (register, dequeue, prepare, identifier)
    }

    /// The registered class is made for its identifier; a reload reuses the views of the last
    /// load, each prepared for reuse; an identifier never registered dequeues nil.
    @Test func registeredViewsAreMadeAndReused() throws {
        let regions = Regions()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "dish")
        table.register(RegionHeader.self, forHeaderFooterViewReuseIdentifier: "region")
        table.dataSource = regions
        table.delegate = regions
        table.layoutIfNeeded()
        #expect(regions.made.count == 3 && Set(regions.made.map(ObjectIdentifier.init)).count == 3)
        #expect(regions.made.allSatisfy { $0.reuseIdentifier == "region" })
        let first = regions.made
        #expect((table.headerView(forSection: 1) as? RegionHeader)?.region == "Region 1")
        regions.made = []
        table.reloadData()
        table.layoutIfNeeded()
        // The same three views, each prepared once, showing their new sections.
        #expect(Set(regions.made.map(ObjectIdentifier.init)) == Set(first.map(ObjectIdentifier.init)))
        #expect(regions.made.allSatisfy { ($0 as? RegionHeader)?.reuses == 1 })
        #expect((table.headerView(forSection: 2) as? RegionHeader)?.region == "Region 2")
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "never registered") == nil)
        // A class that is not a header-footer view is refused (UIKit raises).
        table.register(UIView.self, forHeaderFooterViewReuseIdentifier: "plain")
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "plain") == nil)
        table.register(nil, forHeaderFooterViewReuseIdentifier: "region")
        table.reloadData()
        table.layoutIfNeeded()
        // The pool still holds the last load's views; once they are used, nothing new is made.
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "region") == nil)
    }
}
