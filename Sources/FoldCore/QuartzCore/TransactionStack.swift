import Foundation

/// One thread's Core Animation transactions: the open ones, innermost last, and how many times
/// the outermost has committed (a layer made before the last commit has been committed: its
/// changes animate implicitly).
///
/// Per thread, as in Core Animation: tests run on several threads at once, and each keeps its
/// own transactions.
final class TransactionStack: @unchecked Sendable {
    final class Level {
        /// Whether Core Animation opened it (a change with no transaction open) rather than `begin()`.
        let isImplicit: Bool
        var values: [String: Any] = [:]
        var completion: CompletionGroup?
        init(isImplicit: Bool) { self.isImplicit = isImplicit }
    }

    private(set) var levels: [Level] = []
    /// Layers made on this thread that asked for `display()` since the host last displayed them.
    var layersToDisplay: [Weak<CALayer>] = []
    /// Outermost commits so far.
    private(set) var commits: UInt64 = 0
    /// `flush()` was called inside an explicit transaction: the implicit one commits when the
    /// explicit ones have.
    private var flushPending = false

    /// This thread's stack (a thread's stack is released when the thread ends; layers made there
    /// hold it).
    static var current: TransactionStack { perThread.value }
    private static let perThread = PerThread { TransactionStack() }

    /// The innermost transaction, opening the implicit one when none is open.
    var innermost: Level {
        if let l = levels.last { return l }
        let l = Level(isImplicit: true)
        levels.append(l)
        return l
    }

    /// Opens the implicit transaction if none is open (a layer tree change does).
    func ensureOpen() { _ = innermost }

    /// A layer is being made: it belongs to the open transaction (opening the implicit one),
    /// and is committed when the outermost commits next. Returns the commit count to compare.
    func openForNewLayer() -> UInt64 {
        ensureOpen()
        return commits
    }

    func begin() { levels.append(Level(isImplicit: false)) }

    /// Commits the innermost explicit transaction (a commit with none open does nothing).
    func commit() {
        guard let last = levels.last, !last.isImplicit else { return }
        levels.removeLast()
        last.completion?.commit()
        if levels.isEmpty {
            commits &+= 1
        } else if flushPending, levels.count == 1 {
            flush()
        }
    }

    /// Commits the implicit transaction, now or, inside explicit ones, when they have committed.
    func flush() {
        guard let first = levels.first, first.isImplicit else { return }
        guard levels.count == 1 else {
            flushPending = true
            return
        }
        flushPending = false
        levels.removeAll()
        first.completion?.commit()
        commits &+= 1
    }

    /// A transaction value: the innermost transaction that set it.
    func value(forKey key: String) -> Any? {
        for l in levels.reversed() { if let v = l.values[key] { return v } }
        return nil
    }

    func setValue(_ value: Any?, forKey key: String) {
        if key == kCATransactionCompletionBlock {
            setCompletion(value as? () -> Void)
            return
        }
        innermost.values[key] = value
    }

    var disablesActions: Bool { (value(forKey: kCATransactionDisableActions) as? Bool) ?? false }

    var completion: (() -> Void)? { levels.last?.completion?.block }

    /// Sets the innermost transaction's completion block; a block it replaces that is waiting
    /// for no animation runs now, as Core Animation's documentation says.
    func setCompletion(_ block: (() -> Void)?) {
        let level = innermost
        if let old = level.completion, old.pending == 0 { old.commit() }
        level.completion = block.map(CompletionGroup.init)
    }

    /// An animation was added: each open transaction's completion waits for it. The returned
    /// call tells them it has ended (nil when none waits).
    func animationAdded() -> (@Sendable () -> Void)? {
        let groups = levels.compactMap(\.completion)
        guard !groups.isEmpty else { return nil }
        for g in groups { g.pending += 1 }
        let held = HeldGroups(groups)
        return { held.end() }
    }
}

/// A completion block and the animations it waits for.
final class CompletionGroup {
    let block: () -> Void
    var pending = 0
    private var committed = false
    private var ran = false

    init(_ block: @escaping () -> Void) { self.block = block }

    func commit() {
        committed = true
        runIfDone()
    }

    func animationEnded() {
        pending -= 1
        runIfDone()
    }

    private func runIfDone() {
        guard committed, pending <= 0, !ran else { return }
        ran = true
        block()
    }
}

/// Completion groups handed to an engine completion (Sendable): transactions live on their
/// thread, as the layers they change.
private final class HeldGroups: @unchecked Sendable {
    private var groups: [CompletionGroup]?
    init(_ groups: [CompletionGroup]) { self.groups = groups }
    /// Once only: an animation both finished and removed counts once.
    func end() {
        guard let gs = groups else { return }
        groups = nil
        for g in gs { g.animationEnded() }
    }
}
