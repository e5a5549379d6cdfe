#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// A region's section header: its Chinese name, and its English name after it in grey. It
/// stays at the top of the list while the region's dishes scroll under it (the plain table's
/// sticky headers), so it is the list's colour, opaque.
public final class RegionHeaderView: UITableViewHeaderFooterView {
    public static let reuseIdentifier = "region"
    public static let height = 36.0

    public let nameLabel = UILabel()
    public let englishLabel = UILabel()

    public required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        backgroundColor = MenuPalette.regionHeader
        nameLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        nameLabel.textColor = MenuPalette.regionName
        englishLabel.font = .systemFont(ofSize: 13)
        englishLabel.textColor = MenuPalette.regionEnglish
        for label in [nameLabel, englishLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        NSLayoutConstraint.activate([
            nameLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            nameLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            englishLabel.leadingAnchor.constraint(equalTo: nameLabel.trailingAnchor, constant: 8),
            englishLabel.firstBaselineAnchor.constraint(equalTo: nameLabel.firstBaselineAnchor),
            englishLabel.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -16),
        ])
    }

    public required init?(coder: NSCoder) { return nil }

    /// Shows a region.
    public func configure(with region: Region) {
        nameLabel.text = region.name
        englishLabel.text = region.localizedName
        // One heading for an assistive app, as VoiceOver's rotor lists headings.
        isAccessibilityElement = true
        accessibilityTraits = .header
        accessibilityLabel = "\(region.localizedName), \(region.name)"
    }

    public override func prepareForReuse() {
        super.prepareForReuse()
        nameLabel.text = nil
        englishLabel.text = nil
    }
}
