import BenchKit
import KeyboardCore
import Testing

/// What one keystroke into a full snippet window allocates (jemalloc's per-thread counter; the test
/// stays on one thread): nothing for a letter, an accent or a short emoji; one 64-byte block for a
/// family emoji (its own storage), which is what the window's notes promise.
struct SnippetAllocationTests {
    /// Bytes allocated per append of `key`, each after `before`, into a full window (mean of 200).
    static func bytesPerAppend(_ key: String, after before: String) -> Double {
        var window = SnippetBuffer()
        window.append(String(repeating: "Verify your account now! ", count: 14), isSecure: false)
        for _ in 0..<50 {
            window.append(before, isSecure: false)
            window.append(key, isSecure: false)
        }
        var total: UInt64 = 0
        for _ in 0..<200 {
            window.append(before, isSecure: false)
            let start = JemallocProbe.threadAllocatedBytes()
            window.append(key, isSecure: false)
            total += JemallocProbe.threadAllocatedBytes() - start
        }
        return Double(total) / 200
    }

    @Test func aKeystrokeAllocatesAtMostTheStorageOfALongCluster() throws {
        _ = try JemallocProbe.check()
        #expect(Self.bytesPerAppend("b", after: "a") == 0)
        #expect(Self.bytesPerAppend("\u{301}", after: "e") == 0)
        #expect(Self.bytesPerAppend("👍🏽", after: "a") == 0)
        #expect(Self.bytesPerAppend("a", after: "👨‍👩‍👧") == 0)
        #expect(Self.bytesPerAppend("👨‍👩‍👧", after: "a") <= 64, "one block: the family's own storage")
    }
}
