/// Which layouts a keyboard shows, as an injectable value: one layout per mode (the globe-less
/// variants are derived). Part of `TreeCacheKey`, so trees of different providers never mix.
///
/// A value type over one immutable shared storage: copying a provider (every tree cache key holds
/// one) retains a single object, and two copies of one provider are equal at a pointer comparison.
/// Equality otherwise compares the name and every layout; hashing uses the name only.
public struct KeyboardLayoutProvider: Hashable, Sendable {
    /// The immutable contents every copy of this provider shares.
    private let storage: Storage

    /// A short name (e.g. "standard", "es"); give different providers different names for cheap hashing.
    public var name: String { storage.name }
    /// Layouts in `KeyboardMode.allCases` order, globe shown, then the same without the globe.
    private var layouts: [KeyboardLayout] { storage.layouts }
    /// Every key identifier of every layout, with its definition.
    public var catalogue: [String: KeyDefinition] { storage.catalogue }

    /// Creates a provider from one layout per mode.
    public init(name: String, letters: KeyboardLayout, numbers: KeyboardLayout, symbols: KeyboardLayout) {
        let shown = [letters, numbers, symbols]
        var keys: [String: KeyDefinition] = [:]
        for layout in shown { keys.merge(layout.keysByID) { first, _ in first } }
        let rows = shown.flatMap(\.rows)
        let widthsAreValid = rows.allSatisfy { (try? KeyboardGeometry.checkKeyWidths($0)) != nil }
        let minimumWidth =
            widthsAreValid
            ? (rows.map(KeyboardGeometry.minimumContentWidth).max() ?? 0) + 2 * KeyboardMetrics.sidePadding : .nan
        storage = Storage(
            name: name, layouts: shown + shown.map { $0.withoutGlobe() }, catalogue: keys, minimumWidth: minimumWidth)
    }

    /// The three standard layouts of story 2.1 and 2.5.
    public static let standard = KeyboardLayoutProvider(
        name: "standard", letters: .letters, numbers: .numbers, symbols: .symbols)

    /// The layout for `mode`, with or without the globe key.
    public func layout(for mode: KeyboardMode, showsGlobe: Bool = true) -> KeyboardLayout {
        let index =
            switch mode {
            case .letters: 0
            case .numbers: 1
            case .symbols: 2
            }
        return layouts[showsGlobe ? index : index + 3]
    }

    /// Every layout of the provider (globe shown and hidden).
    public var allLayouts: [KeyboardLayout] { layouts }

    /// The definition of a key of any of the provider's layouts, or `nil`.
    public func definition(forID id: String) -> KeyDefinition? { catalogue[id] }

    /// The narrowest keyboard width at which every layout of the provider fits; NaN when a key's fixed
    /// width is NaN, infinite or negative (`validate(width:)` names the key).
    public var minimumWidth: Double { storage.minimumWidth }

    /// Throws if a layout has more rows than the keyboard, a key a fixed width that is NaN, infinite or
    /// negative (`minimumWidth` means nothing then), or `width` is narrower than `minimumWidth`.
    public func validate(width: Double) throws(KeyboardGeometryError) {
        for layout in layouts { try KeyboardGeometry.checkRowCount(layout.rows.count) }
        if minimumWidth.isNaN {
            for layout in layouts { for row in layout.rows { try KeyboardGeometry.checkKeyWidths(row) } }
        }
        guard width >= minimumWidth else { throw .widthTooNarrow(width: width, minimum: minimumWidth) }
    }

    /// Equal when both are copies of one provider, or the names and every layout are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.storage === rhs.storage || (lhs.name == rhs.name && lhs.layouts == rhs.layouts)
    }

    /// Hashes the name only (equal providers have equal names).
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

extension KeyboardLayoutProvider {
    /// What a provider holds, built once by its initialiser and never changed.
    private final class Storage: Sendable {
        let name: String
        let layouts: [KeyboardLayout]
        let catalogue: [String: KeyDefinition]
        let minimumWidth: Double

        init(name: String, layouts: [KeyboardLayout], catalogue: [String: KeyDefinition], minimumWidth: Double) {
            self.name = name
            self.layouts = layouts
            self.catalogue = catalogue
            self.minimumWidth = minimumWidth
        }
    }
}
