import Glibc
import Testing
import KeyboardCore

struct ShiftStateMachineTests {
    @Test func singleTapCapitalisesOneLetter() {
        var shift = ShiftStateMachine()
        #expect(shift.tap(at: 10) == .once)
        shift.letterTyped()
        #expect(shift.state == .off)
    }

    @Test func doubleTapWithinHalfASecondLocks() {
        var shift = ShiftStateMachine()
        shift.tap(at: 10)
        #expect(shift.tap(at: 10.5) == .locked)
        shift.letterTyped()
        shift.letterTyped()
        #expect(shift.state == .locked)
        #expect(shift.tap(at: 11) == .off)
    }

    @Test func slowSecondTapTurnsShiftOff() {
        var shift = ShiftStateMachine()
        shift.tap(at: 10)
        #expect(shift.tap(at: 10.51) == .off)
    }

    @Test func tapAfterLockOffStartsAFreshCycle() {
        var shift = ShiftStateMachine()
        shift.tap(at: 0)
        shift.tap(at: 0.1)
        #expect(shift.tap(at: 0.2) == .off)
        #expect(shift.tap(at: 0.3) == .once)
        #expect(shift.tap(at: 0.4) == .locked)
    }

    @Test func restoredOnceCannotBeDoubleTapped() {
        var shift = ShiftStateMachine(state: .once)
        #expect(shift.tap(at: 0) == .off)
    }

    @Test func clockGoingBackwardsIsNotADoubleTap() {
        var shift = ShiftStateMachine()
        shift.tap(at: 5)
        #expect(shift.tap(at: 4.9) == .off)
    }

    @Test func manualClockAdvances() {
        let clock = ManualKeyboardClock(start: 1)
        clock.advance(by: 0.25)
        #expect(clock.now == 1.25)
    }

    /// The continuous clock reads seconds and moves forward: across a 2 ms sleep it advances by at
    /// least 2 ms, and by far less than a minute (it would read ~2,000,000 if it counted nanoseconds).
    @Test func continuousClockCountsSecondsForward() {
        let continuous = ContinuousKeyboardClock()
        let before = continuous.now
        usleep(2_000)
        let advanced = continuous.now - before
        #expect(advanced >= 0.002)
        #expect(advanced < 60)
    }
}
