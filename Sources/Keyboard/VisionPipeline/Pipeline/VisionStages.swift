/// The pipeline's stages one at a time over the whole frame (no region of interest), on the
/// pipeline's own buffers: what the per-stage benchmarks time and the OpenCV checks compare.
/// Not `Sendable`: it writes its pipeline's buffers without locks; it stays with its pipeline in one
/// isolation domain.
public final class VisionStages {
    /// The pipeline whose buffers and calibration are used.
    public let pipeline: VisionPipeline

    /// Stages over `pipeline`'s buffers.
    public init(pipeline: VisionPipeline) { self.pipeline = pipeline }

    /// The raw skin mask of the last `segment`.
    public var skin: BitMask { pipeline.raw }
    /// The opened mask of the last `open`.
    public var opened: BitMask { pipeline.opened }
    /// The components of the last `label`.
    public var components: RunComponents { pipeline.components }
    /// The classifier (its range and corrections).
    public var classifier: SkinClassifier { pipeline.classifier }

    /// HSV skin segmentation of every pixel into `skin`.
    public func segment(_ pixels: UnsafeBufferPointer<UInt8>, layout: FrameLayout) throws(VisionError) {
        try layout.check(byteCount: pixels.count)
        guard layout.width == pipeline.size.width, layout.height == pipeline.size.height, let base = pixels.baseAddress
        else {
            throw .sizeMismatch(
                expected: "\(pipeline.size.width) × \(pipeline.size.height)", got: "\(layout.width) × \(layout.height)")
        }
        pipeline.raw.clear()
        pipeline.classifier.classify(
            base, layout, columns: 0..<layout.width, rows: 0..<layout.height, into: pipeline.raw)
    }

    /// The 3 × 3 opening of `skin` into `opened`, whole frame.
    public func open() { pipeline.raw.open(into: pipeline.opened, scratch: pipeline.scratch) }

    /// The components of `opened`, whole frame; false when the buffers overflowed.
    @discardableResult
    public func label() -> Bool { pipeline.components.label(pipeline.opened) }

    /// The finger–shadow gap at the largest component's top (∞ without one).
    public func shadowGap(_ pixels: UnsafeBufferPointer<UInt8>, layout: FrameLayout) -> Double {
        guard let base = pixels.baseAddress, let largest = pipeline.components.largest,
            layout.width == pipeline.size.width, layout.height == pipeline.size.height,
            pixels.count >= layout.requiredBytes
        else { return .infinity }
        let hand = pipeline.components[largest]
        let tip = (x: hand.topMiddle, row: hand.topRow)
        return pipeline.shadow.measure(
            base, layout, skin: pipeline.raw, reference: pipeline.reference,
            corrections: pipeline.classifier.corrections.pointer,
            ratio: Int(pipeline.config.shadowRatio * 256), tip: tip, alignment: pipeline.referenceAlignment
        ).distance
    }
}
