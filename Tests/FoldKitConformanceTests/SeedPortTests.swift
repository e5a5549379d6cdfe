// The seeds' listings, ported to Swift UIKit in examples/seeds (the FoldSeeds target), run by the
// headless driver and held to the articles' own numbers: the folding table's constraints and
// durations, the page fold's drag formula and spring back, the flight's quadratic Bézier with its
// control point and 0.8 s ease-in.

import FoldSeeds
import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

extension MediaClockTests {
    @Suite(.serialized) struct SeedPortTests {
        static var onePixelPerPoint: UIGraphicsImageRendererFormat {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return format
        }

        func rotationX(_ layer: CALayer) -> Double {
            (layer.value(forKeyPath: "transform.rotation.x") as? NSNumber)?.doubleValue ?? .nan
        }

        // MARK: 教你做一個可摺疊的TableView

        @Test func theFoldingTableUnfoldsInHalfASecondAndFoldsInOnePointOne() throws {
            let window = UIWindow(size: CGSize(width: 375, height: 667))
            let controller = FoldingTableViewController()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            let driver = HeadlessDriver(window: window, scale: 1)
            driver.advance(seconds: 1.0 / 60)
            let table = controller.tableView
            let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? DemoFoldingCell)
            // The article's constraints: 8 and 181; commonInit gives the container the foreground's
            // top and moves the foreground's down by half its 165 pt.
            #expect(cell.configurationError == nil)
            #expect(cell.containerViewTop.constant == 8 && cell.foregroundViewTop.constant == 8 + 82.5)
            #expect(cell.foregroundView.frame == CGRect(x: 8, y: 8, width: 359, height: 165))
            // (479 − 2 × 165) / (4 − 2) = 74.5: the article's itemHeight rule.
            #expect(cell.configuredLayout?.pieceHeights == [165, 165, 74.5, 74.5])
            #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 181)

            driver.tap(CGPoint(x: 187, y: 90))
            #expect(cell.isUnfolded && cell.isAnimating())
            driver.advance(seconds: 0.5)
            #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 495)
            driver.advance(seconds: 0.2)
            #expect(!cell.isAnimating() && !cell.containerView.isHidden)

            driver.tap(CGPoint(x: 187, y: 90))
            #expect(!cell.isUnfolded && table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 181)
            driver.advance(seconds: 0.7)
            // The card has folded (0.66 s); the row still shrinks on screen (1.1 s, ease-out).
            #expect(!cell.isAnimating() && cell.containerView.isHidden)
            #expect(cell.layer.presentationProperties(at: driver.time).bounds.height > 181 + 1)
            driver.advance(seconds: 0.45)
            #expect(abs(cell.layer.presentationProperties(at: driver.time).bounds.height - 181) < 1e-9)
        }

        // MARK: 折叠效果实现

        @Test func thePageFoldFollowsTheArticlesDragFormulaAndSpringsBack() throws {
            // The listing crops in points: it takes a photo of scale 1, as `imageNamed:` of a
            // photo without @2x gives.
            let renderer = UIGraphicsImageRenderer(size: CGSize(width: 300, height: 400), format: Self.onePixelPerPoint)
            let photo = renderer.image { context in
                UIColor(red: 0.2, green: 0.5, blue: 0.8, alpha: 1).setFill()
                context.fill(CGRect(x: 0, y: 0, width: 300, height: 200))
                UIColor(red: 0.9, green: 0.6, blue: 0.2, alpha: 1).setFill()
                context.fill(CGRect(x: 0, y: 200, width: 300, height: 200))
            }
            let window = UIWindow(size: CGSize(width: 320, height: 480))
            let page = PageView(frame: CGRect(x: 10, y: 40, width: 300, height: 400), image: photo)
            window.addSubview(page)
            let driver = HeadlessDriver(window: window, scale: 1)
            // The halves are the image's halves, hinged at the middle.
            #expect(page.topView.image?.size == CGSize(width: 300, height: 200))
            #expect(
                page.topView.layer.anchorPoint == CGPoint(x: 0.5, y: 1) && page.topView.layer.position == CGPoint(x: 150, y: 200))
            #expect(page.bottomView.layer.anchorPoint == CGPoint(x: 0.5, y: 0))

            // The finger goes down 100 pt into the page and moves down 10 pt a frame.
            driver.touchDown(CGPoint(x: 160, y: 140))
            driver.advance(seconds: 1.0 / 60)
            var y = 100.0
            while y < 250 {
                y += 10
                driver.touchMove(CGPoint(x: 160, y: 40 + y))
                driver.advance(seconds: 1.0 / 60)
            }
            driver.advance(seconds: 1.0 / 60)
            let startY = Double(page.startY)
            #expect(startY > 100 && startY < 130, "the pan began at \(startY)")
            // −π / (height − startY) per point moved, the article's formula.
            let expected = -Double.pi / (400 - startY) * (250 - startY)
            #expect(abs(rotationX(page.topView.layer) - expected) < 1e-6, "\(rotationX(page.topView.layer)) vs \(expected)")
            // Both shadows at (y − startY) / (height − startY) while the fold is under 90°.
            let shade = Float((250 - startY) / (400 - startY))
            #expect(abs(page.topShadowLayer.opacity - shade) < 1e-5 && abs(page.bottomShadowLayer.opacity - shade) < 1e-5)

            // Released: the shadows go, and the spring (bounciness 18) overshoots flat and settles.
            driver.touchUp(CGPoint(x: 160, y: 290))
            driver.advance(seconds: 1.0 / 60)
            #expect(page.topShadowLayer.opacity == 0 && page.bottomShadowLayer.opacity == 0)
            var largest = -Double.infinity
            for _ in 0..<180 {
                driver.advance(seconds: 1.0 / 60)
                largest = max(largest, rotationX(page.topView.layer))
            }
            #expect(largest > 0.01, "the spring overshoots flat (largest angle \(largest))")
            #expect(abs(rotationX(page.topView.layer)) < 1e-3)
        }

        // MARK: 仿淘宝添加到购物车的动画效果

        @Test func aLikedFoodFliesToTheCartOnTheArticlesCurve() throws {
            let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("examples/seeds/FlyToCart")
            try ImageSearchPath.with(seeds.path) {
                let saved = FileManager.default.temporaryDirectory.appendingPathComponent("liked-\(UUID().uuidString).plist")
                defer { try? FileManager.default.removeItem(at: saved) }

                let window = UIWindow(size: CGSize(width: 375, height: 667))
                let controller = FoodListViewController()
                controller.likedFoodsFile = saved.path
                window.rootViewController = controller
                window.makeKeyAndVisible()
                let driver = HeadlessDriver(window: window, scale: 2)
                driver.advance(seconds: 1.0 / 60)
                let table = controller.tableView
                let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)) as? FoodCell)
                let button = cell.foodLikedButton
                let tapAt = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
                driver.tap(tapAt)
                let t0 = driver.time
                let layer = try #require(controller.flyingLayers.first)
                #expect(layer.contents != nil, "the image from UIImage(named: \"cm_center_discount\")")
                #expect(layer.bounds.size == CGSize(width: 20, height: 20))
                #expect(controller.likedFoods.contains("鱼香肉丝") && cell.foodLikedButton.title(for: .normal) == "取消收藏")
                #expect((NSArray(contentsOfFile: saved.path) as? [String]) == ["鱼香肉丝"])

                // From the name label's centre to the cart button's, both in the controller's view.
                let label = cell.foodNameLabel
                let start = label.convert(CGPoint(x: label.bounds.midX, y: label.bounds.midY), to: controller.view)
                let end = controller.carButton.convert(
                    CGPoint(x: controller.carButton.bounds.midX, y: controller.carButton.bounds.midY), to: controller.view)
                // The article's control point, in its `float`s: a third of the way across, 400 pt
                // above the middle.
                let (sx, sy, ex, ey) = (Float(start.x), Float(start.y), Float(end.x), Float(end.y))
                let control = CGPoint(x: CGFloat(sx + (ex - sx) / 3), y: CGFloat(sy + (ey - sy) * 0.5 - 400))
                func curve(_ s: Double) -> CGPoint {
                    let a = (1 - s) * (1 - s)
                    let b = 2 * s * (1 - s)
                    let c = s * s
                    return CGPoint(
                        x: a * start.x + b * control.x + c * end.x, y: a * start.y + b * control.y + c * end.y)
                }
                for dt in [0.0, 0.2, 0.4, 0.6] {
                    let shown = layer.presentationProperties(at: t0 + dt).position
                    // easeIn's control points as CAMediaTimingFunction keeps them: Floats.
                    let expected = curve(cubicBezier(Double(Float(0.42)), 0, 1, 1, dt / 0.8))
                    #expect(
                        abs(shown.x - expected.x) < 1e-6 && abs(shown.y - expected.y) < 1e-6,
                        "t0 + \(dt): \(shown) vs \(expected)")
                }
                // It stays at the cart (removedOnCompletion false, fill forwards).
                driver.advance(seconds: 1)
                let rest = layer.presentationProperties(at: driver.time).position
                #expect(abs(rest.x - end.x) < 1e-9 && abs(rest.y - end.y) < 1e-9)
                #expect(layer.animation(forKey: "buy") != nil)

                // Unliked: no flight.
                driver.tap(tapAt)
                #expect(controller.flyingLayers.count == 1 && cell.foodLikedButton.title(for: .normal) == "收藏")
            }
        }
    }
}
