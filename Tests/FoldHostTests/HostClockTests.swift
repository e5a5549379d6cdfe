import Foundation
import Testing

@testable import FoldHost

@Suite struct HostClockTests {
    @Test func followsTheWallClockScaledAndFrozenWhilePaused() {
        var clock = HostClock()
        #expect(clock.advance(toWallTime: 100) == 0)  // the first reading is time 0
        #expect(clock.advance(toWallTime: 101) == 1)
        clock.rate = 0.1  // slow motion
        #expect(abs(clock.advance(toWallTime: 103) - 1.2) < 1e-12)
        clock.isPaused = true
        #expect(abs(clock.advance(toWallTime: 110) - 1.2) < 1e-12)
        clock.isPaused = false
        clock.rate = 1  // resumes from where it stopped, without the paused seconds
        #expect(abs(clock.advance(toWallTime: 111) - 2.2) < 1e-12)
        #expect(abs(clock.advance(toWallTime: 105) - 2.2) < 1e-12)  // a wall clock going back is ignored
        #expect(abs(clock.advance(toWallTime: 111.5) - 2.7) < 1e-12)
    }

    @Test func theMonotonicClockAdvances() {
        let a = HostClock.monotonicSeconds()
        usleep(20_000)
        let b = HostClock.monotonicSeconds()
        #expect(b - a >= 0.019 && b - a < 5)
    }
}
