import TouchRoute

/// A rectangle of the canvas, in pixels, showing data through two scales:
/// one panel of a plot.
struct PlotPanel {
    let left: Double
    let top: Double
    let width: Double
    let height: Double
    /// Data to canvas, across and down.
    let x: PlotScale
    let y: PlotScale

    var right: Double { left + width }
    var bottom: Double { top + height }

    /// A panel whose y scale grows downwards (screen points) or upwards (offsets).
    init(
        left: Double, top: Double, width: Double, height: Double,
        x: ClosedRange<Double>, y: ClosedRange<Double>, yGrowsUp: Bool
    ) {
        self.left = left
        self.top = top
        self.width = width
        self.height = height
        self.x = PlotScale(domain: x, from: left, to: left + width)
        self.y =
            yGrowsUp
            ? PlotScale(domain: y, from: top + height, to: top)
            : PlotScale(domain: y, from: top, to: top + height)
    }

    /// A data point on the canvas.
    func place(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        (self.x(x), self.y(y))
    }

    /// The frame, a title above it, and ticks with labels on the left and
    /// bottom edges, each axis named by `unit` words.
    func drawFrame(in svg: inout SVGDocument, title: String, xUnit: String, yUnit: String, ticks: (x: Int, y: Int)) {
        svg.add(
            "rect",
            [
                "x": left, "y": top, "width": width, "height": height,
                "fill": "#ffffff", "stroke": "#888888", "stroke-width": 1,
            ])
        svg.add("text", ["x": left, "y": top - 8, "class": "title"], text: title)
        svg.add("g", ["class": "axis"]) { svg in
            for value in x.ticks(count: ticks.x) {
                let at = x(value)
                svg.add("line", ["x1": at, "y1": top, "x2": at, "y2": bottom, "class": "grid"])
                svg.add("text", ["x": at, "y": bottom + 14, "text-anchor": "middle"], text: Self.label(value))
            }
            for value in y.ticks(count: ticks.y) {
                let at = y(value)
                svg.add("line", ["x1": left, "y1": at, "x2": right, "y2": at, "class": "grid"])
                svg.add("text", ["x": left - 4, "y": at + 4, "text-anchor": "end"], text: Self.label(value))
            }
            svg.add("text", ["x": right, "y": bottom + 28, "text-anchor": "end"], text: xUnit)
            svg.add("text", ["x": left - 4, "y": top - 8, "text-anchor": "end"], text: yUnit)
        }
    }

    /// A tick's value: integers plainly, fractions with up to three decimals.
    static func label(_ value: Double) -> String {
        value.compactDescription
    }
}
