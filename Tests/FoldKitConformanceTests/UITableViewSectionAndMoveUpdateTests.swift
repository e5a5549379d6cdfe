// Inserting, deleting and reloading whole sections, and moving rows, as UIKit declares and
// documents them.
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/uikit/uitableview —
//   `insertSections(_:with:)`, `deleteSections(_:with:)`, `reloadSections(_:with:)` (IndexSet,
//   UITableView.RowAnimation), `moveRow(at:to:)` (IndexPath, IndexPath), `moveSection(_:toSection:)`
//   (Int, Int: "Moves a section to a new location in the table view"); "Batch insertion, deletion, and reloading of sections and rows":
//   deletions and reloads use the indices before the batch, insertions the indices after it;
//   reloading a section deletes it and inserts it again.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// Courses: sections of dishes under titled headers, rows 40 points, headers 30.
private final class Courses: NSObject, UITableViewDataSource, UITableViewDelegate {
    var courses: [(title: String, dishes: [String])] = [
        ("Starters", ["soup", "salad"]), ("Mains", ["ramen", "tofu", "curry"]), ("Desserts", ["mochi"]),
    ]
    var cellRequests: [String] = []

    func numberOfSections(in tableView: UITableView) -> Int { courses.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { courses[section].dishes.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "dish", for: indexPath)
        let name = courses[indexPath.section].dishes[indexPath.row]
        cell.textLabel?.text = name
        cellRequests.append(name)
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { courses[section].title }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 40 }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
}

/// A grouped table of the courses, laid out.
private func table(_ courses: Courses) -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .grouped)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "dish")
    table.dataSource = courses
    table.delegate = courses
    table.layoutIfNeeded()
    return table
}

/// The rows' titles, section by section.
private func names(_ table: UITableView) -> [String] {
    (0..<table.numberOfSections).flatMap { s in
        (0..<table.numberOfRows(inSection: s)).map { r in
            table.cellForRow(at: IndexPath(row: r, section: s))?.textLabel?.text ?? "?"
        }
    }
}

@Suite struct UITableViewSectionUpdateTests {
    @Test func declarations() {
        let insert: (UITableView) -> (IndexSet, UITableView.RowAnimation) -> Void = UITableView.insertSections(_:with:)
        let delete: (UITableView) -> (IndexSet, UITableView.RowAnimation) -> Void = UITableView.deleteSections(_:with:)
        let reload: (UITableView) -> (IndexSet, UITableView.RowAnimation) -> Void = UITableView.reloadSections(_:with:)
        _ = (insert, delete, reload)
    }

    @Test func aDeletedSectionTakesItsHeaderAndRowsAndTheRestMoveUp() throws {
        let courses = Courses()
        let t = table(courses)
        let ramen = try #require(t.cellForRow(at: IndexPath(row: 0, section: 1)))
        courses.courses.remove(at: 0)
        t.deleteSections(IndexSet(integer: 0), with: .fade)
        t.layoutIfNeeded()
        #expect(t.numberOfSections == 2 && names(t) == ["ramen", "tofu", "curry", "mochi"])
        // The mains' cells stay (not asked for again), under the header now first.
        #expect(t.cellForRow(at: IndexPath(row: 0, section: 0)) === ramen)
        #expect(courses.cellRequests.filter { $0 == "ramen" }.count == 1)
        #expect(t.rectForHeader(inSection: 0).minY == t.rect(forSection: 0).minY)
        #expect(t.headerView(forSection: 0)?.textLabel?.text == "Mains")
        #expect(t.headerView(forSection: 1)?.textLabel?.text == "Desserts")
    }

    @Test func anInsertedSectionComesInAtItsNewIndex() throws {
        let courses = Courses()
        let t = table(courses)
        let mochi = try #require(t.cellForRow(at: IndexPath(row: 0, section: 2)))
        courses.courses.insert(("Drinks", ["tea", "sake"]), at: 2)
        t.insertSections(IndexSet(integer: 2), with: .top)
        t.layoutIfNeeded()
        #expect(t.numberOfSections == 4 && names(t) == ["soup", "salad", "ramen", "tofu", "curry", "tea", "sake", "mochi"])
        #expect(t.cellForRow(at: IndexPath(row: 0, section: 3)) === mochi)
        #expect(t.headerView(forSection: 2)?.textLabel?.text == "Drinks")
        #expect(t.headerView(forSection: 3)?.textLabel?.text == "Desserts")
        // Right below the mains: 2 headers of 30 and 5 rows of 40 above it.
        #expect(t.rectForHeader(inSection: 2).minY == t.rect(forSection: 1).maxY)
        #expect(t.rectForHeader(inSection: 2).minY >= 2 * 30 + 5 * 40)
    }

    /// Deletions by old index, insertions by new, rows in a staying section by its old index
    /// (deleted) and its new one (inserted), all in one batch.
    @Test func oneBatchMixesSectionAndRowUpdates() throws {
        let courses = Courses()
        let t = table(courses)
        let tofu = try #require(t.cellForRow(at: IndexPath(row: 1, section: 1)))
        t.performBatchUpdates {
            courses.courses.remove(at: 0)  // starters gone: mains become section 0
            courses.courses[0].dishes.remove(at: 0)  // ramen, old path (0, 1)
            courses.courses.insert(("Drinks", ["tea"]), at: 1)
            courses.courses[0].dishes.append("gyoza")  // new path (2, 0)
            t.deleteSections(IndexSet(integer: 0), with: .automatic)
            t.deleteRows(at: [IndexPath(row: 0, section: 1)], with: .automatic)
            t.insertSections(IndexSet(integer: 1), with: .automatic)
            t.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
        }
        t.layoutIfNeeded()
        #expect(names(t) == ["tofu", "curry", "gyoza", "tea", "mochi"])
        #expect(t.cellForRow(at: IndexPath(row: 0, section: 0)) === tofu)
        #expect((0..<3).map { t.headerView(forSection: $0)?.textLabel?.text } == ["Mains", "Drinks", "Desserts"])
    }

    /// A reload asks the data source for the section anew, at its place.
    @Test func aReloadedSectionIsAskedForAgain() throws {
        let courses = Courses()
        let t = table(courses)
        let soup = try #require(t.cellForRow(at: IndexPath(row: 0, section: 0)))
        courses.courses[1] = ("Noodles", ["udon", "soba"])
        t.reloadSections(IndexSet(integer: 1), with: .fade)
        t.layoutIfNeeded()
        #expect(names(t) == ["soup", "salad", "udon", "soba", "mochi"])
        #expect(t.headerView(forSection: 1)?.textLabel?.text == "Noodles")
        #expect(t.cellForRow(at: IndexPath(row: 0, section: 0)) === soup)
        #expect(courses.cellRequests.filter { $0 == "soup" }.count == 1)
    }

    /// Counts that do not add up (UIKit raises): the table reloads instead, and shows the model.
    @Test func aBatchThatDoesNotAddUpReloads() {
        let courses = Courses()
        let t = table(courses)
        courses.courses.removeAll { $0.title == "Desserts" }
        var finished: Bool?
        t.performBatchUpdates({ t.deleteSections(IndexSet(integer: 0), with: .fade) }, completion: { finished = $0 })
        t.layoutIfNeeded()
        #expect(finished == false)
        #expect(names(t) == ["soup", "salad", "ramen", "tofu", "curry"])
    }
}

/// `moveRow(at:to:)`: the row's cell stays and goes to its new place, within a section or to
/// another; old index path for where it was, new for where it goes.
@Suite struct UITableViewMoveRowTests {
    @Test func declaration() {
        let move: (UITableView) -> (IndexPath, IndexPath) -> Void = UITableView.moveRow(at:to:)
        _ = move
    }

    @Test func aRowMovesWithinItsSectionKeepingItsCell() throws {
        let courses = Courses()
        let t = table(courses)
        let curry = try #require(t.cellForRow(at: IndexPath(row: 2, section: 1)))
        let requests = courses.cellRequests.count
        courses.courses[1].dishes = ["curry", "ramen", "tofu"]
        t.moveRow(at: IndexPath(row: 2, section: 1), to: IndexPath(row: 0, section: 1))
        t.layoutIfNeeded()
        #expect(names(t) == ["soup", "salad", "curry", "ramen", "tofu", "mochi"])
        #expect(t.cellForRow(at: IndexPath(row: 0, section: 1)) === curry)
        #expect(courses.cellRequests.count == requests)  // no cell asked for again
        #expect(curry.frame.minY == t.rect(forSection: 1).minY + 30)  // under the mains' header
    }

    @Test func aRowMovesToAnotherSectionInABatchWithADeletion() throws {
        let courses = Courses()
        let t = table(courses)
        let soup = try #require(t.cellForRow(at: IndexPath(row: 0, section: 0)))
        t.performBatchUpdates {
            courses.courses[0].dishes = []  // soup moves to the desserts, salad is deleted
            courses.courses[2].dishes = ["mochi", "soup"]
            t.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
            t.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 2))
        }
        t.layoutIfNeeded()
        #expect(names(t) == ["ramen", "tofu", "curry", "mochi", "soup"])
        #expect(t.cellForRow(at: IndexPath(row: 1, section: 2)) === soup)
        // Moved onto an index path the model does not have: the table reloads (UIKit raises).
        var finished: Bool?
        t.performBatchUpdates({ t.moveRow(at: IndexPath(row: 0, section: 1), to: IndexPath(row: 5, section: 1)) }) {
            finished = $0
        }
        #expect(finished == false)
    }
}

/// `moveSection(_:toSection:)`: the section's header and rows go to its new place, the rows
/// keeping their cells; old index for where it was, new for where it goes.
@Suite struct UITableViewMoveSectionTests {
    @Test func declaration() {
        let move: (UITableView) -> (Int, Int) -> Void = UITableView.moveSection(_:toSection:)
        _ = move
    }

    @Test func aSectionMovesWithItsHeaderAndKeepsItsCells() throws {
        let courses = Courses()
        let t = table(courses)
        let soup = try #require(t.cellForRow(at: IndexPath(row: 0, section: 0)))
        let mochi = try #require(t.cellForRow(at: IndexPath(row: 0, section: 2)))
        let requests = courses.cellRequests.count
        let starters = courses.courses.remove(at: 0)
        courses.courses.append(starters)
        t.moveSection(0, toSection: 2)
        t.layoutIfNeeded()
        #expect(names(t) == ["ramen", "tofu", "curry", "mochi", "soup", "salad"])
        #expect((0..<3).map { t.headerView(forSection: $0)?.textLabel?.text } == ["Mains", "Desserts", "Starters"])
        #expect(t.cellForRow(at: IndexPath(row: 0, section: 2)) === soup)
        #expect(t.cellForRow(at: IndexPath(row: 0, section: 1)) === mochi)
        #expect(courses.cellRequests.count == requests, "no cell asked for again")
        // The starters under their header, now below the desserts.
        #expect(soup.frame.minY == t.rectForHeader(inSection: 2).maxY)
        #expect(t.rectForHeader(inSection: 2).minY >= t.rect(forSection: 1).maxY)
    }

    @Test func theMovedRowsSlideFromWhereTheyWere() throws {
        let courses = Courses()
        let t = table(courses)
        let window = UIWindow(size: CGSize(width: 320, height: 600))
        window.addSubview(t)
        let driver = HeadlessDriver(window: window, scale: 1)
        driver.advance(seconds: 1.0 / 60)
        let soup = try #require(t.cellForRow(at: IndexPath(row: 0, section: 0)))
        let before = soup.frame.minY
        let starters = courses.courses.remove(at: 0)
        courses.courses.append(starters)
        t.moveSection(0, toSection: 2)
        let after = soup.frame.minY
        #expect(after > before, "the model frame is the new place")
        driver.advance(seconds: 0.15)
        let shown = try #require(soup.layer.presentation()).frame.minY
        #expect(shown > before && shown < after, "halfway through the update it is between: \(before) < \(shown) < \(after)")
    }

    @Test func aMoveThatDoesNotAddUpReloads() {
        let courses = Courses()
        let t = table(courses)
        courses.courses.swapAt(0, 2)
        courses.courses[0].dishes.append("anmitsu")  // the moved section's rows changed: UIKit raises
        var finished: Bool?
        t.performBatchUpdates({ t.moveSection(2, toSection: 0) }, completion: { finished = $0 })
        t.layoutIfNeeded()
        #expect(finished == false)
        #expect(names(t) == ["mochi", "anmitsu", "ramen", "tofu", "curry", "soup", "salad"])
    }
}
