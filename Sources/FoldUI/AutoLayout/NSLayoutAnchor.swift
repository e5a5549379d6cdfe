import Foundation

/// NSLayoutAnchor: one attribute of a view, to make constraints from
/// (`a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 8)`). The constraints it makes
/// are inactive until activated, as UIKit's.
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor, 1, 0)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, 1, 0)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, 1, 0)
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, 1, c)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, 1, c)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, 1, c)
    }

    func make(
        _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?, _ multiplier: CGFloat,
        _ constant: CGFloat
    ) -> NSLayoutConstraint {
        // An anchor outlives its view only if someone kept it; its constraint then refers to
        // nothing, and activating it says so.
        NSLayoutConstraint(
            first: item ?? NSNull(), attribute, relation, second: anchor?.item, anchor?.attribute ?? .notAnAttribute,
            multiplier, constant)
    }
}

/// The horizontal anchors: leading, trailing, left, right, centre x.
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// The vertical anchors: top, bottom, centre y.
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// Width and height: related to each other with a multiplier, or to a constant.
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, 1, c) }

    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, 1, c)
    }

    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, 1, c)
    }

    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, m, 0)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, m, 0)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, m, 0)
    }

    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.equal, anchor, m, c)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, m, c)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, m, c)
    }
}
