/// Refusing key widths no row can be laid out with.
extension KeyboardGeometry {
    /// Throws `.invalidKeyWidth` for the first key of `keys` whose fixed width is NaN, infinite or
    /// negative (0 is allowed: a key with no width of its own).
    static func checkKeyWidths(_ keys: [KeyDefinition]) throws(KeyboardGeometryError) {
        for key in keys {
            guard case .fixed(let points) = key.width else { continue }
            guard points.isFinite, points >= 0 else { throw .invalidKeyWidth(keyID: key.id, width: points) }
        }
    }
}
