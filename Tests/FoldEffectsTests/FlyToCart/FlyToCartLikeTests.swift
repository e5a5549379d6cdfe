import FoldCore
import FoldEffects
import FoldExamples
import FoldRender
import FoldUI
import Foundation
import Testing

/// The seed's cell → notification → controller chain, and the liked list's file.
@Suite struct FlyToCartLikeTests {
    final class Menu: UITableViewDataSource {
        let foods = (0..<30).map { "Dish \($0)" }
        let store: LikedItemsStore
        init(store: LikedItemsStore) { self.store = store }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { foods.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "food", for: indexPath) as! FoodCell
            cell.store = store
            cell.configure(food: foods[indexPath.row], image: nil)
            return cell
        }
    }

    static func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flytocart-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func likingPostsTheLabelCentreInTheTableAndTheControllerFliesFromThere() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fileURL = folder.appendingPathComponent("liked.json")
        let window = UIWindow(size: CGSize(width: 375, height: 667), scale: 1)
        let table = UITableView(frame: CGRect(x: 0, y: 64, width: 375, height: 503))
        table.rowHeight = 70
        table.register(FoodCell.self, forCellReuseIdentifier: "food")
        let menu = Menu(store: try LikedItemsStore(fileURL: fileURL))
        table.dataSource = menu
        window.addSubview(table)
        let cart = CartButton(frame: CGRect(x: 300, y: 595, width: 56, height: 56))
        window.addSubview(cart)
        window.layoutIfNeeded()
        table.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
        window.layoutIfNeeded()

        let animator = try FlyToCartAnimator(containerView: window, target: cart)
        let observation = animator.flyOnLike(from: table) { _ in UIImage(bitmap: Bitmap(width: 4, height: 4), name: "dish") }
        defer { observation.invalidate() }

        let cell = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)) as? FoodCell)
        #expect(cell.likeButton.title(for: .normal) == "收藏")
        cell.likeButton.sendActions(for: .touchUpInside)
        #expect(cell.likeButton.title(for: .normal) == "取消收藏")
        // The label's centre: row 3 at 210 in the table's content, the label 64 pt in, 375 − 168
        // wide, the row 70 high; in window coordinates the table is at 64 and scrolled by 50.
        let expected = CGPoint(x: 64 + (375.0 - 168) / 2, y: 210 + 35)
        #expect(abs(cell.nameLabelCenterInTableView.x - expected.x) < 1e-9)
        #expect(abs(cell.nameLabelCenterInTableView.y - expected.y) < 1e-9)
        let flight = try #require(animator.flights.first)
        let start = try #require(flight.curve?.start)
        #expect(abs(start.x - expected.x) < 1e-9 && abs(start.y - (64 + expected.y - 50)) < 1e-9)
        #expect(try Data(contentsOf: fileURL) == Data(#"["Dish 3"]"#.utf8))

        // Unliking flies nothing and saves the empty list.
        cell.likeButton.sendActions(for: .touchUpInside)
        #expect(cell.likeButton.title(for: .normal) == "收藏" && animator.flights.count == 1)
        #expect(try Data(contentsOf: fileURL) == Data("[]".utf8))
    }

    @Test func theListSurvivesReopeningAndACorruptedFileIsSetAsideNotEmptied() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fileURL = folder.appendingPathComponent("liked.json")
        let store = try LikedItemsStore(fileURL: fileURL)
        #expect(try store.toggle("Mapo Tofu") && (try store.toggle("拉面")))
        #expect(try LikedItemsStore(fileURL: fileURL).items == ["Mapo Tofu", "拉面"])

        let torn = Data(#"["Mapo Tofu", "拉"#.utf8)
        try torn.write(to: fileURL)
        let reopened = try LikedItemsStore(fileURL: fileURL)
        let aside = try #require(reopened.setAside)
        #expect(reopened.items.isEmpty)
        #expect(aside.setAsideURL.lastPathComponent == "liked.json.corrupt-1")
        #expect(try Data(contentsOf: aside.setAsideURL) == torn)
        #expect(!FileManager.default.fileExists(atPath: fileURL.path))
        #expect(aside.description.contains("liked.json.corrupt-1"))
    }

    @Test func aFailedSaveUndoesTheChangeAndKeepsTheFile() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The file's "folder" is a regular file: no temporary can be created beside it.
        let blocker = folder.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: blocker)
        let store = try LikedItemsStore(fileURL: blocker.appendingPathComponent("liked.json"))
        #expect(throws: (any Error).self) { try store.toggle("Mapo Tofu") }
        #expect(store.items.isEmpty)
        #expect(try Data(contentsOf: blocker) == Data("x".utf8))
    }
}
