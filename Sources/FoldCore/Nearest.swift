import Foundation

/// The candidate closest to `word` by edit distance, when it is close enough to be a likely typo.
package func nearest(_ word: String, in candidates: [String]) -> String? {
    let w = Array(word.lowercased())
    var best: (String, Int)?
    for candidate in candidates {
        let c = Array(candidate.lowercased())
        let d = editDistance(w, c)
        if best == nil || d < best!.1 { best = (candidate, d) }
    }
    guard let (name, distance) = best else { return nil }
    return distance <= max(2, w.count / 3) ? name : nil
}

/// Levenshtein distance.
func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}
