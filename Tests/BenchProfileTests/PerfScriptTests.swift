import BenchProfile
import Testing

@Suite struct PerfScriptTests {
    /// Two samples as `perf script -F comm,tid,ip,sym` prints them (a C++ name with spaces included).
    static let text = """
        exe 16642
        \t          23aee7 $s12KeyboardCore0A8GeometryV9keyFrames3forF
        \t          24b8f0 $s12KeyboardCore0A11TreeBuilderO5buildF
        \t          2e61c1 [unknown]
        \t           2724a __libc_start_call_main
        \tffffffffffffffff [unknown]

        exe 16642
        \t          6dc596 swift::RefCounts<swift::RefCountBitsT<(swift::RefCountInlinedness)1> >::doDecrementSlow<(swift::PerformDeinit)1>+0x166
        \t          24b8f0 $s12KeyboardCore0A11TreeBuilderO5buildF
        \t          2e61c1 [unknown]
        \t           2724a __libc_start_call_main

        exe 16642
        \t          23aee7 $s12KeyboardCore0A8GeometryV9keyFrames3forF
        \t          24b8f0 $s12KeyboardCore0A11TreeBuilderO5buildF
        \t          2e61c1 [unknown]
        \t           2724a __libc_start_call_main
        """

    @Test("samples become stacks root first, one weight a sample; offsets and the end marker dropped")
    func foldsSamples() {
        let stacks = PerfScript.folded(Self.text)
        #expect(stacks.unit == .samples)
        #expect(
            stacks.weights == [
                [
                    "__libc_start_call_main", "[unknown]", "$s12KeyboardCore0A11TreeBuilderO5buildF",
                    "$s12KeyboardCore0A8GeometryV9keyFrames3forF",
                ]: 2,
                [
                    "__libc_start_call_main", "[unknown]", "$s12KeyboardCore0A11TreeBuilderO5buildF",
                    "swift::RefCounts<swift::RefCountBitsT<(swift::RefCountInlinedness)1> >::doDecrementSlow<(swift::PerformDeinit)1>",
                ]: 1,
            ])
    }

    @Test("no samples: no stacks")
    func empty() { #expect(PerfScript.folded("").totalWeight == 0) }
}
