/// Objective-C's integer types as Swift on Apple platforms sees them (`NSInteger` is `Int`,
/// `NSUInteger` is `UInt`); swift-corelibs-foundation does not declare them, and iOS code (Ramotion's
/// `animationDuration(_ itemIndex: NSInteger, …)`) names them.
public typealias NSInteger = Int
public typealias NSUInteger = UInt
