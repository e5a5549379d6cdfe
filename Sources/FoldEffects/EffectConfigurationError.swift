#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// A configuration of an effect that cannot work: piece heights that do not add up, a duration
/// list of the wrong length, a NaN or non-positive size, a missing image. `message` states the
/// rule and the numbers, so the caller knows what to change.
public struct EffectConfigurationError: Error, Equatable, CustomStringConvertible, Sendable {
    /// Which setting is wrong, as the API spells it (`durationsForExpandedState`, `pieceHeights` …).
    public var setting: String
    /// The rule it breaks and the numbers it was given.
    public var message: String

    public init(setting: String, message: String) {
        self.setting = setting
        self.message = message
    }

    public var description: String { "\(setting): \(message)" }

    /// Checks that a value is a finite number above zero.
    public static func requirePositive(_ value: Double, _ setting: String) throws {
        guard value.isFinite, value > 0 else {
            throw EffectConfigurationError(setting: setting, message: "must be a finite number above 0 (got \(value))")
        }
    }

    /// Checks that a value is a finite number at or above zero.
    public static func requireNonNegative(_ value: Double, _ setting: String) throws {
        guard value.isFinite, value >= 0 else {
            throw EffectConfigurationError(setting: setting, message: "must be a finite number ≥ 0 (got \(value))")
        }
    }
}

extension EffectConfigurationError: FoldKitError {
    public var cause: ErrorCause { .configuration }
    public var location: String? { setting }
}
