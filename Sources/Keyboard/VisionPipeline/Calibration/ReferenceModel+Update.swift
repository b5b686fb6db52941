/// What the reference is being updated by: nothing, a capture from a hand-free frame, or a warp
/// following a camera move.
enum ReferenceJob: Hashable, Sendable {
    case idle, capture, warp
}

/// One stage of an update: a pass over every row (spread over frames in bands) or a step at once.
enum ReferenceStage: Hashable, Sendable {
    case unitLuma, balance, luma, level, minimumRows, minimumColumns, colour, vote, spread, noise
    case warp, warpSamples

    /// The stages of a capture and of a warp, in order.
    static let capture: [ReferenceStage] = [
        .unitLuma, .balance, .luma, .level, .minimumRows, .minimumColumns, .colour, .vote, .spread, .noise,
    ]
    static let warping: [ReferenceStage] = [.warp, .warpSamples]

    /// What one row costs against a frame's budget, in quarters of a luma row's CPU (as measured per
    /// stage at 640 × 480, about 0.4 µs each here), or a step at once.
    var cost: Int {
        switch self {
        case .vote: 2
        case .unitLuma, .luma: 4
        case .colour: 6
        case .minimumRows: 7
        case .minimumColumns, .spread: 10
        case .warp: 16
        case .balance, .level, .noise, .warpSamples: 0
        }
    }
}

/// Updating the reference in bounded steps: a capture or warp is written into `work` a band of rows
/// per frame, while the frame's stages keep reading the reference in use; only a complete update is
/// copied in, at once, so no frame ever sees a half-updated reference.
extension ReferenceModel {
    /// Runs the update under way for up to `budget` row costs; returns the job it completed (and put
    /// in use) in this call, if any.
    func advance(budget: Int) -> ReferenceJob? {
        var left = budget
        while job != .idle, left > 0 {
            let stages = job == .capture ? ReferenceStage.capture : ReferenceStage.warping
            let current = stages[stage]
            if current.cost == 0 {
                run(current, rows: 0..<0)
                left -= 1
                stage += 1
            } else {
                let rows = Swift.min(height - row, Swift.max(left / current.cost, 1))
                run(current, rows: row..<(row + rows))
                left -= rows * current.cost
                row += rows
                if row >= height { (stage, row) = (stage + 1, 0) }
            }
            if stage == stages.count { return complete() }
        }
        return nil
    }

    /// Whether an update is under way.
    var isUpdating: Bool { job != .idle }

    /// Whether a capture is under way.
    var isCapturing: Bool { job == .capture }

    /// Whether a warp is under way.
    var isWarping: Bool { job == .warp }

    private func run(_ stage: ReferenceStage, rows: Range<Int>) {
        switch stage {
        case .unitLuma, .luma: lumaRows(rows)
        case .balance: balance()
        case .level: takeLevel()
        case .minimumRows: minimumRows(rows)
        case .minimumColumns: minimumColumns(rows)
        case .colour: colourRows(rows)
        case .vote: voteRows(rows)
        case .spread: spreadRows(rows)
        case .noise: measureNoise()
        case .warp: warpRows(rows)
        case .warpSamples: warpSamples()
        }
    }

    /// Puts `work` in use; a capture becomes the one later warps start from.
    private func complete() -> ReferenceJob {
        let done = job
        take(work)
        if done == .capture { (captured, work) = (work, captured) }
        (job, stage, row) = (.idle, 0, 0)
        return done
    }

    /// Copies a complete reference into the layers the frame's stages read.
    private func take(_ layers: ReferenceLayers) {
        let pixels = width * height
        luma.pointer.update(from: layers.luma.pointer, count: pixels)
        darkest.pointer.update(from: layers.darkest.pointer, count: pixels)
        colour.pointer.update(from: layers.colour.pointer, count: 3 * pixels)
        skinLike.copy(from: layers.skinLike)
        samplePositions.pointer.update(from: layers.samplePositions.pointer, count: layers.sampleCount)
        sampleColours.pointer.update(from: layers.sampleColours.pointer, count: 3 * layers.sampleCount)
        darkPositions.pointer.update(from: layers.darkPositions.pointer, count: layers.darkCount)
        darkColours.pointer.update(from: layers.darkColours.pointer, count: 3 * layers.darkCount)
        (sampleCount, paperLevel, noiseSigma) = (layers.sampleCount, layers.paperLevel, layers.noiseSigma)
        darkCount = layers.darkCount
        (whiteBalance, alignment) = (layers.whiteBalance, layers.move)
    }
}
