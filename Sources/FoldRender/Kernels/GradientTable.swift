import FoldCore
import Foundation

/// 1024 premultiplied colours along a gradient's axis.
final class GradientTable: @unchecked Sendable {
    static let size = 1024
    let colors: [UInt32]
    /// What the table was made from, for telling frames apart.
    let source: [Double]

    /// What a table is made from, as numbers: equal sources make equal tables.
    static func source(colors: [CGColor], locations: [Double]) -> [Double] {
        var s: [Double] = []
        s.reserveCapacity(colors.count * 4 + locations.count)
        for c in colors { s += [c.rgba.red, c.rgba.green, c.rgba.blue, c.alpha] }
        return s + locations
    }

    init(colors: [CGColor], locations: [Double]) {
        source = Self.source(colors: colors, locations: locations)
        var table = [UInt32](repeating: 0, count: Self.size)
        let n = colors.count
        // With ascending stops the entries' segments only move forwards, so the search resumes
        // where it stopped: one pass over the stops, however many (a million-stop gradient is
        // made in linear time, not 1024 scans).
        let ascending = n < 2 || zip(locations, locations.dropFirst()).allSatisfy { $0 <= $1 }
        var resume = 0
        for i in 0..<Self.size {
            let t = Double(i) / Double(Self.size - 1)
            var c = colors.first ?? .clear
            if n > 1 {
                if t <= locations[0] {
                    c = colors[0]
                } else if t >= locations[n - 1] {
                    c = colors[n - 1]
                } else {
                    var k = ascending ? resume : 0
                    while k < n - 2 && t > locations[k + 1] { k += 1 }
                    resume = k
                    let span = locations[k + 1] - locations[k]
                    let f = span > 0 ? (t - locations[k]) / span : 1
                    c = colors[k].interpolated(to: colors[k + 1], fraction: f)
                }
            }
            table[i] = Bitmap.pixel(c)
        }
        self.colors = table
    }
}
