extension Array where Element == Range<Int> {
    /// The integers these ranges cover, as sorted ranges that neither overlap nor touch (empty
    /// ones dropped).
    func unioned() -> [Range<Int>] {
        var out: [Range<Int>] = []
        for r in filter({ !$0.isEmpty }).sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = out.last, r.lowerBound <= last.upperBound {
                out[out.count - 1] = last.lowerBound..<Swift.max(last.upperBound, r.upperBound)
            } else {
                out.append(r)
            }
        }
        return out
    }
}
