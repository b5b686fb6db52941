import Testing

@testable import BenchProfile

@Suite struct HeapDumpTests {
    static let dump = """
        heap_v2/1
          t*: 2: 8192 [12: 18432]
          t0: 2: 8192 [12: 18432]
        @ 0x7f00000010a0 0x55550000a010 0x555500009abc
          t*: 2: 8192 [2: 8192]
          t0: 2: 8192 [2: 8192]
        @ 0x7f00000010a0 0x55550000a020
          t*: 0: 0 [10: 10240]
          t0: 0: 0 [10: 10240]

        MAPPED_LIBRARIES:
        555500000000-555500008000 r--p 00000000 fe:00 42                         /work/worker
        555500008000-555500010000 r-xp 00007000 fe:00 42                         /work/worker
        7f0000000000-7f0000008000 r-xp 00000000 fe:00 7                          /usr/lib/x86_64-linux-gnu/libjemalloc.so.2
        7f0000010000-7f0000011000 rw-p 00000000 00:00 0 

        """

    @Test func readsEveryStackWithItsLiveAndAllocatedFigures() throws {
        let dump = try HeapDump(parsing: Self.dump)
        #expect(dump.samplePeriod == 1)
        #expect(dump.records.count == 2)
        #expect(dump.records[0].addresses == [0x7f00_0000_10a0, 0x5555_0000_a010, 0x5555_0000_9abc])
        #expect(dump.records[0].live == HeapDump.Tally(objects: 2, bytes: 8_192))
        #expect(dump.records[1].live == HeapDump.Tally(objects: 0, bytes: 0))
        #expect(dump.records[1].allocated == HeapDump.Tally(objects: 10, bytes: 10_240))
        #expect(
            dump.map.mappings.map(\.path) == [
                "/work/worker", "/work/worker", "/usr/lib/x86_64-linux-gnu/libjemalloc.so.2",
            ])
    }

    @Test func placesAnAddressInItsFileRelativeToWhereTheFileIsLoaded() throws {
        let map = try HeapDump(parsing: Self.dump).map
        let pie = map.locate(0x5555_0000_a010) { _ in true }
        #expect(pie?.path == "/work/worker")
        #expect(pie?.address == 0xa010)
        #expect(map.locate(0x5555_0000_a010) { _ in false }?.address == 0x5555_0000_a010)
        #expect(map.locate(0x7f00_0001_0010) { _ in true } == nil)
    }

    @Test func refusesATextThatIsNotAHeapProfileNamingTheLine() {
        #expect(throws: AllocationProfileError.malformedDump(line: 1, "expected 'heap_v2/<sample period>'")) {
            try HeapDump(parsing: "heap profile: 1: 2 [3: 4] @ heapprofile\n")
        }
        #expect(throws: AllocationProfileError.malformedDump(line: 2, "'0xzz' is not an address")) {
            try HeapDump(parsing: "heap_v2/1\n@ 0xzz\n")
        }
        #expect(throws: AllocationProfileError.malformedDump(line: 3, "no MAPPED_LIBRARIES section (a cut-off dump?)"))
        {
            try HeapDump(parsing: "heap_v2/1\n  t*: 0: 0 [0: 0]\n")
        }
    }

    @Test func tellsTheStandardLibraryFromCodeThatUsesIt() {
        #expect(AllocationProfile.isStandardLibrary("$ss12_ArrayBufferV7_buffer19shiftedToStartIndexAByxGSi_tF"))
        #expect(AllocationProfile.isStandardLibrary("$sSS6appendyySSF"))
        #expect(!AllocationProfile.isStandardLibrary("$sSS12KeyboardCoreE8isLetterSbvg"))
        #expect(!AllocationProfile.isStandardLibrary("$s12KeyboardCore13SnippetBufferV6append_8isSecureSiSS_SbtF"))
        #expect(AllocationProfile.isAllocationMachinery("swift_allocObject"))
        #expect(!AllocationProfile.isAllocationMachinery("main"))
    }

    @Test func noSymbolizerIsRefusedInOneLine() {
        #expect(throws: AllocationProfileError.symbolizerMissing) { try CodeSymbolizer.locate(path: "/nonexistent") }
        #expect(!AllocationProfileError.symbolizerMissing.description.contains("\n"))
    }

    @Test func scalesASampledTallyAsJeprofDoes() {
        // 1 recorded allocation of 512 KiB at a 512 KiB period: recorded with probability 1 − 1/e.
        let scaled = AllocationProfile.scaled(HeapDump.Tally(objects: 100, bytes: 100 << 19), 1 << 19)
        #expect(scaled.objects == 158)
        #expect(
            AllocationProfile.scaled(HeapDump.Tally(objects: 3, bytes: 96), 1) == HeapDump.Tally(objects: 3, bytes: 96))
    }
}
