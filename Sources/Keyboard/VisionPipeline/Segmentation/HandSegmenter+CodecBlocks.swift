/// Whether the reference's chroma was quantised in a codec's blocks (JPEG), not merely smooth. Chroma
/// smoother than luma (`coarseChroma`) comes from JPEG's subsampled chroma, and also from optics that
/// blur every channel alike or from a noiseless camera over achromatic paper grain. Only the codec
/// leaves its chromaticity steps on a grid: across the edges of its blocks (every `chromaBlock` columns
/// from the frame's left edge: 4:2:0's 16, two of 4:4:4's 8) they are several times those inside them,
/// where a sensor's noise or a flat colour steps alike everywhere. Reads the reference's paper samples;
/// allocates nothing.
extension HandSegmenter {
    /// The columns of a chroma block of JPEG's 4:2:0, two of 4:4:4's.
    static let chromaBlock = 16

    /// Whether, on the reference's paper samples, the chromaticity steps across the block edge left of
    /// each sample (in its row) sum to at least `edgeContrast` times the steps a quarter block inside.
    static func chromaFollowsBlocks(_ reference: ReferenceModel, edgeContrast: Int) -> Bool {
        guard reference.sampleCount >= reference.lightConfig.paperSamples else { return false }
        let colour = reference.colour.pointer, width = reference.width
        var edgeSteps = 0, insideSteps = 0
        for index in 0..<reference.sampleCount {
            let position = Int(reference.samplePositions[index])
            let block = position - (position % width) % chromaBlock
            guard block % width >= 1, block % width + chromaBlock / 4 + 1 < width else { continue }
            edgeSteps += chromaStep(colour, from: block - 1)
            insideSteps += chromaStep(colour, from: block + chromaBlock / 4 - 1)
        }
        return edgeSteps > 0 && edgeSteps >= edgeContrast * insideSteps
    }

    /// The chromaticity step (red − green and blue − green together) from pixel `position` of `colour` to
    /// the next (`chromaIsCoarse` sums it too).
    static func chromaStep(_ colour: UnsafePointer<UInt8>, from position: Int) -> Int {
        let here = colour + 3 * position, next = here + 3
        let redGreen = (Int(here[0]) - Int(here[1])) - (Int(next[0]) - Int(next[1]))
        let blueGreen = (Int(here[2]) - Int(here[1])) - (Int(next[2]) - Int(next[1]))
        return abs(redGreen) + abs(blueGreen)
    }
}
