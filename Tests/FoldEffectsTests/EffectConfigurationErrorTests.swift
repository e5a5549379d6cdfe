import FoldEffects
import Testing

@Suite struct EffectConfigurationErrorTests {
    @Test(arguments: [0.0, -1, .nan, .infinity])
    func aSizeMustBeFiniteAndPositive(_ value: Double) {
        #expect(throws: EffectConfigurationError.self) { try EffectConfigurationError.requirePositive(value, "width") }
    }

    @Test func theMessageNamesTheSettingAndTheNumber() {
        do {
            try EffectConfigurationError.requirePositive(-2, "containerHeight")
            Issue.record("no error")
        } catch let e as EffectConfigurationError {
            #expect(e.description == "containerHeight: must be a finite number above 0 (got -2.0)")
        } catch { Issue.record("\(error)") }
    }

    @Test func zeroIsAllowedWhereZeroMakesSense() throws {
        try EffectConfigurationError.requireNonNegative(0, "delay")
        #expect(throws: EffectConfigurationError.self) { try EffectConfigurationError.requireNonNegative(-0.1, "delay") }
    }
}
