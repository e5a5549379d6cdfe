// `readableContentGuide`: the margins' area, its width capped at a readable line and centred
// when the margins are wider (FoldKit caps at 672 points, the width UIKit's guide measures on an
// iPad at the default text size; on a phone it is the margins), its identifier UIKit's, and
// constraints to it placing views there.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

@Suite struct ReadableContentGuideTests {
    @Test func onAPhoneItIsTheMargins() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        view.layoutMargins = UIEdgeInsets(top: 10, left: 16, bottom: 12, right: 20)
        let guide: UILayoutGuide = view.readableContentGuide
        #expect(guide === view.readableContentGuide)
        #expect(guide.identifier == "UIViewReadableContentGuide" && guide.owningView === view)
        #expect(guide.layoutFrame == CGRect(x: 16, y: 10, width: 339, height: 578))
    }

    @Test func onAWideViewItIsACentredColumn() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 1024, height: 400))
        let text = UIView()
        text.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(text)
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
            text.topAnchor.constraint(equalTo: view.readableContentGuide.topAnchor),
            text.heightAnchor.constraint(equalToConstant: 50),
        ])
        view.layoutIfNeeded()
        // Margins of 8; 1008 points between them; a 672-point column centred: 168 more a side.
        #expect(view.readableContentGuide.layoutFrame == CGRect(x: 176, y: 8, width: 672, height: 384))
        #expect(text.frame == CGRect(x: 176, y: 8, width: 672, height: 50))
        // Narrower: the column follows the margins again.
        view.frame.size.width = 600
        view.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 8, y: 8, width: 584, height: 50))
    }
}
