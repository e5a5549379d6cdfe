import FoldCore

/// Where drawing starts in a row: the item (and, inside a `ScrolledContent`, its item) that
/// covers the row's damaged columns with an opaque colour; nothing before it shows there.
struct DrawStart: Equatable, Sendable {
    var item: Int
    var inner: Int?
}
