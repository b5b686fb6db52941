import Foundation
import Testing

/// The shipped code has no force unwrap, `try!` or `as!`: a value that can be missing is guarded, with
/// a clear error where it matters, instead of trapping.
struct ForceUnwrapTests {
    @Test func theScanFindsEachFormAndNothingInTextOrComments() {
        let source = """
            let a = b!.c
            let d = try! e()
            let f = g as! H
            if i != j, !k { }
            let l = "m! \\(n[o]!) p!"
            // q!
            let r = #"s"! \\#(t!)"#
            let u = \"""
                v! "w"!
                \"""
            """
        #expect(ForceUnwrapScan.lines(in: source) == [1, 2, 3, 5, 7])
    }

    @Test func noForceUnwrapInTheShippedCode() throws {
        var found: [String] = []
        for folder in ["Sources", "Scenarios", "Benchmarks"] {
            let base = ArchitectureTests.root.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)
                found += ForceUnwrapScan.lines(in: text).map { "\(folder)/\(file):\($0)" }
            }
        }
        #expect(found.isEmpty, "force unwraps: \(found)")
    }
}
