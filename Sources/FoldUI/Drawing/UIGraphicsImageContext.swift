import FoldCore
import Foundation

/// The image contexts `UIGraphicsBeginImageContextWithOptions` opens, innermost last, with the
/// scale of each: one stack per thread, as UIKit's.
private final class ImageContextStack {
    /// A nil context for one that failed to open: it still takes its place, so the matching
    /// get returns nil and the matching end closes it, not the one around it.
    var entries: [(context: CGContext?, scale: CGFloat)] = []
}

private let imageStacks = PerThread { ImageContextStack() }

/// Opens a bitmap context of `size` points and makes it current; a `scale` of 0 is the main
/// screen's. An opaque context starts black. A size with no pixels opens a context that draws
/// nothing (with a message): the current context is nil until the matching end, and the
/// matching get returns nil.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let s = scale == 0 ? UIScreen.main.scale : scale
    guard s.isFinite, s > 0, let context = ImageContext.make(bounds: CGRect(origin: .zero, size: size), opaque: opaque, scale: s)
    else {
        if !(s.isFinite && s > 0) {
            FileHandle.standardError.write(
                Data(
                    "UIGraphicsBeginImageContextWithOptions: scale \(scale) is not a positive number; pass 0 for the screen's\n"
                        .utf8))
        }
        imageStacks.value.entries.append((nil, s))
        UIGraphicsPushNoContext()
        return
    }
    imageStacks.value.entries.append((context, s))
    UIGraphicsPushContext(context)
}

/// Opens a bitmap context of `size` points at scale 1, transparent.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// What is drawn so far in the current image context, or nil when the current context is not
/// one `UIGraphicsBeginImageContextWithOptions` opened.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let top = imageStacks.value.entries.last, let context = top.context, UIGraphicsGetCurrentContext() === context,
        let image = context.makeImage(scale: top.scale)
    else { return nil }
    return UIImage(cgImage: image, scale: top.scale, orientation: .up)
}

/// Closes the current image context; does nothing when the current context is not one.
public func UIGraphicsEndImageContext() {
    let stack = imageStacks.value
    guard let top = stack.entries.last, UIGraphicsGetCurrentContext() === top.context else { return }
    // A failed context's place is current as "no context": `=== nil` holds for both.
    stack.entries.removeLast()
    UIGraphicsPopContext()
}
