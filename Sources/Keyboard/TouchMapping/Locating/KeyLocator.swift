import KeyboardCore

/// Finds the key a point belongs to. Every locator gives the answer `LocatorRule` defines:
/// the key whose hit region is nearest to the point (0 inside it), ties to the lowest key index,
/// provided that distance is at most the search distance; otherwise — and for NaN or infinite
/// points — no key. So gaps go to the nearest key and points just outside the edges clamp to it.
/// The rule holds at any magnitude: a layout may mix keys at ±1e300 with keys at 0, and gaps of 1e-300
/// are still gaps (see `LocatorRule`); an index holds at most 65,536 + 16 key references per key.
public protocol KeyLocator: Sendable {
    /// Builds the locator's index for `frames`.
    init(frames: LayoutFrames, searchDistance: Double)
    /// The layout the index was built for.
    var frames: LayoutFrames { get }
    /// How far outside every hit region a point may be and still get a key (layout units);
    /// NaN or a value ≤ 0 counts as 0 (only points on a hit region), values above 1e100 (+∞
    /// included) as 1e100 (every finite point of a sane layout gets its nearest key).
    var searchDistance: Double { get }
    /// The index into `frames.keys` of the key at `point`, or `nil` for no key.
    func keyIndex(at point: Point) -> Int?
}

extension KeyLocator {
    /// Builds the locator with the default search distance of `frames`.
    public init(frames: LayoutFrames) { self.init(frames: frames, searchDistance: frames.defaultSearchDistance) }

    /// The key frame at `point`, or `nil` for no key.
    public func key(at point: Point) -> KeyFrame? { keyIndex(at: point).map { frames.keys[$0] } }

    /// Rebuilds the index for another layout (layout or language switch), keeping the search distance.
    public mutating func rebuild(for frames: LayoutFrames) {
        self = Self(frames: frames, searchDistance: searchDistance)
    }

    /// Locates `points[i]` into `results[i]` for every `i` both buffers have; returns how many were
    /// written. Allocates nothing; never traps on mismatched lengths.
    @discardableResult
    public func locate(_ points: UnsafeBufferPointer<Point>, into results: UnsafeMutableBufferPointer<Int?>) -> Int {
        let count = Swift.min(points.count, results.count)
        for index in 0..<count { results[index] = keyIndex(at: points[index]) }
        return count
    }

    /// `locate(_:into:)` over arrays: writes into the existing elements of `results` (no allocation
    /// when `results` is uniquely referenced); returns how many were written.
    @discardableResult
    public func locate(_ points: [Point], into results: inout [Int?]) -> Int {
        points.withUnsafeBufferPointer { source in
            results.withUnsafeMutableBufferPointer { locate(source, into: $0) }
        }
    }
}

extension LayoutFrames {
    /// Half the smallest hit-region side: how far outside a key a point may still clamp to it.
    public var defaultSearchDistance: Double {
        let sides = keys.flatMap { [$0.hitRegion.width, $0.hitRegion.height] }.filter { $0.isFinite && $0 > 0 }
        return (sides.min() ?? 0) / 2
    }
}
