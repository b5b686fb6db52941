import TouchMapping

/// The objects put down on the desk: drawn over the desk and the hand's shadow, under the hand; each
/// with its shadow on the desk (the desk shaded as the hand's shadow shades it) and the hand's shadow on it.
extension SceneRenderer {
    /// Draws `conditions.objects` present at frame `index` with the camera at `move`.
    func drawObjects(
        _ index: Int, _ move: CameraPose, _ source: SourceMap, _ palette: (red: Double, green: Double, blue: Double),
        hand: HandShape?, _ random: inout SeededGenerator
    ) {
        let scale = Double(settings.width) / 640
        for object in conditions.objects {
            guard let lift = object.lift(at: index) else { continue }
            let centre = seen(cameraPoint(object.centre), move)
            let offset = Point(x: lift * scale * HandShape.direction.x, y: lift * scale * HandShape.direction.y)
            let shadowCentre = Point(x: centre.x + offset.x, y: centre.y + offset.y)
            let reach = (Swift.max(object.width, object.length) / 2 + 2) * scale
            let box = (
                Int((Swift.min(centre.x, shadowCentre.x) - reach).rounded(.down)),
                Int((Swift.min(centre.y, shadowCentre.y) - reach).rounded(.down)),
                Int((Swift.max(centre.x, shadowCentre.x) + reach).rounded(.up)),
                Int((Swift.max(centre.y, shadowCentre.y) + reach).rounded(.up))
            )
            let lit = (
                Int(Double(object.red) * palette.red), Int(Double(object.green) * palette.green),
                Int(Double(object.blue) * palette.blue)
            )
            let shade = Self.shadowFactor
            paint(box, spans: { _ in box.0...box.2 }, &random) { x, y in
                let p = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
                if let hand, hand.isHand(p) { return nil }
                if object.covers(p, centre: centre, scale: scale) {
                    guard let hand, hand.isShadow(p) else { return lit }
                    return (Int(Double(lit.0) * shade), Int(Double(lit.1) * shade), Int(Double(lit.2) * shade))
                }
                guard object.covers(p, centre: shadowCentre, scale: scale) else { return nil }
                return self.shadowedDesk(
                    source.isRotated ? source.index(x, y) : source.row(y) + self.backgroundTables.sourceColumns[x])
            }
        }
    }
}
