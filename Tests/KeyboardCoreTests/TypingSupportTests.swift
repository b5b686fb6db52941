import Testing
@testable import KeyboardCore

/// The key listing and the host document bound, without a keyboard.
struct TypingSupportTests {
    @Test func theListingHasEveryKeyOfEveryStandardLayout() {
        let listing = KeyboardLayout.keyListing
        for layout in KeyboardLayout.all {
            let entries = listing.filter { $0.mode == layout.mode }
            #expect(entries.map(\.key) == layout.rows.flatMap { $0 })
            #expect(Set(entries.map(\.keyID)) == Set(layout.keysByID.keys))
        }
        #expect(Set(listing.map(\.keyID)) == Set(KeyboardLayout.catalogue.keys))
        for entry in listing {
            #expect(entry.output == KeyboardLayout.definition(forID: entry.keyID)?.output)
            #expect(entry.alternates == KeyboardLayout.definition(forID: entry.keyID)?.alternates)
            #expect(!entry.description.contains("\n"), "one line per key")
        }
    }

    @Test func listingLinesNameOutputsShiftAndAlternates() throws {
        let e = try #require(KeyboardLayout.keyListing.first { $0.keyID == "letter.e" })
        #expect(e.description == #"letters row 0  letter.e  types "e" (shift "E")  alternates è é ê ë ē ė ę"#)
        let toSymbols = try #require(KeyboardLayout.keyListing.first { $0.keyID == "mode.symbols" })
        #expect(toSymbols.description == "numbers row 2  mode.symbols  (switches to symbols)")
        let enter = try #require(KeyboardLayout.keyListing.first { $0.keyID == "return" })
        #expect(enter.description == #"letters row 3  return  types "\n""#)
    }
}
