import Foundation

/// Core Foundation's string, which Core Graphics takes for names (`CGColorSpace(name:)`). Apple
/// bridges it toll-free to `NSString`; Foundation on Linux does not export Core Foundation, so
/// here it is `NSString` itself, and `"name" as CFString` reads as on Apple platforms.
public typealias CFString = NSString

/// Any Core Foundation object (`CATextLayer.font` takes a font name, a CTFont or a CGFont).
public typealias CFTypeRef = AnyObject

/// Core Foundation's dictionary (`CGColor.converted(to:intent:options:)`), bridged as `CFString`.
public typealias CFDictionary = NSDictionary

/// Core Foundation's array (`CGGradient(colorsSpace:colors:locations:)` takes its colours as one),
/// bridged as `CFString`: `[c1, c2] as CFArray` reads as on Apple platforms.
public typealias CFArray = NSArray

/// Core Foundation's data (`CGDataProvider(data:)`), bridged as `CFString`: `data as CFData` from
/// an `NSData`, `NSData(data: bytes) as CFData` from a `Data`.
public typealias CFData = NSData

/// Core Foundation's URL (`CGDataProvider(url:)`), bridged as `CFString`.
public typealias CFURL = NSURL
