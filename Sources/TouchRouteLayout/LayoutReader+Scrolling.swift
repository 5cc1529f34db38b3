import TouchRoute

/// The scroll-view and pager keys.
extension LayoutReader {
    static let axes: KeyValuePairs<String, Axes> = ["horizontal": .horizontal, "vertical": .vertical, "both": .both]
    static let decelerations: KeyValuePairs<String, DecelerationRate> = ["normal": .normal, "fast": .fast]
    static let overscrolls: KeyValuePairs<String, OverscrollBehavior> = [
        "auto": .auto, "contain": .contain, "none": .none,
    ]
    static let priorities: KeyValuePairs<String, NestedScrollPriority> = [
        "content-first": .contentFirst, "collapse-first": .collapseFirst,
    ]
    static let arbitrations: KeyValuePairs<String, Arbitration> = [
        "last-one-standing": .lastOneStanding, "decide-once": .decideOnce, "literal": .literal,
    ]
    /// The `rule` of a strategy mapping.
    enum StrategyRule { case remorseful, viewPager, gtkPan }
    static let rules: KeyValuePairs<String, StrategyRule> = [
        "remorseful": .remorseful, "view-pager": .viewPager, "gtk-pan": .gtkPan,
    ]
    static let strategyRemedy =
        "Write remorseful, or a mapping such as {rule: view-pager, slop: 16} with rule remorseful, view-pager or gtk-pan."

    /// The scroll keys of `keyed`, the mapping of the scroll view `node` (whose
    /// subviews are already read, for the `nestedChild` check).
    mutating func scrollSettings(from keyed: KeyedNode, of node: ViewNode) throws(LayoutError) -> ScrollSettings {
        var settings = ScrollSettings()
        settings.contentSize = try keyed["contentSize"]?.layoutSize()
        settings.axes = try keyed["axis"]?.choice(Self.axes, what: "axis")
        settings.isPagingEnabled = try keyed["paging"]?.bool()
        settings.bounces = try keyed["bounces"]?.bool()
        settings.isDirectionalLockEnabled = try keyed["directionalLock"]?.bool()
        settings.delaysContentTouches = try keyed["delaysContentTouches"]?.bool()
        settings.canCancelContentTouches = try keyed["canCancelContentTouches"]?.bool()
        settings.panStartThreshold = try keyed["panStartThreshold"]?.length("the threshold")
        settings.panDeclineDominance = try keyed["panDeclineDominance"]?.declineDominance()
        settings.decelerationRate = try keyed["deceleration"]?.choice(Self.decelerations, what: "deceleration")
        settings.overscrollBehavior = try keyed["overscroll"]?.choice(Self.overscrolls, what: "overscroll behaviour")
        settings.nestedScrollPriority = try keyed["priority"]?.choice(Self.priorities, what: "priority")
        if let zoom = keyed["zoom"] { try self.zoom(from: zoom, into: &settings) }
        settings.bouncesZoom = try keyed["bouncesZoom"]?.bool()
        if let rows = keyed["rows"] {
            let list = try rowList(from: rows)
            for index in 0..<list.count {
                try book.register(
                    RowList.name(of: index, in: node.name), at: rows, scrolls: false, madeBy: " (made by rows)")
            }
            settings.rows = list
        }
        if let child = keyed["nestedChild"] {
            let name = try child.string(remedy: "Name a scroll view inside this one.")
            settings.nestedScrollingChild = name
            var withRows = node
            withRows.kind = .scroll(settings)
            let descendants = Set(withRows.descendantNames)
            book.add(NameBook.Link(owner: node.name, child: name, descendants: descendants, placed: child))
        }
        return settings
    }

    /// `rows: {count: 50, height: 64}`.
    func rowList(from placed: PlacedNode) throws(LayoutError) -> RowList {
        let remedy = "Give the rows as {count: 50, height: 64}: how many, and each one's height in points."
        let keyed = try placed.mapping(remedy: remedy)
        try keyed.refuseUnknownKeys(allowed: LayoutSchema.names(of: .rows), for: "rows")
        let count = try keyed.required("count", remedy: remedy).integer(in: 0...100_000, remedy: remedy)
        let heightNode = try keyed.required("height", remedy: remedy)
        let height = try heightNode.nonNegativeLayoutLength("the height")
        guard !height.isZero else { throw heightNode.error("the height is 0", remedy) }
        return RowList(count: count, height: height)
    }

    /// Refuse a pager of more than `LayoutLimits.mostPages` pages: its content
    /// width (given, else the subviews' and rows' extent, as the build takes
    /// it) over its frame width, blamed on `placed`. The pages are counted in
    /// the file's window, or, without a `size`, in each of
    /// `LayoutLimits.cornerWindows`: lengths in `vw` and `vh` grow with the
    /// window's sides, so a page count that depends on the window is largest
    /// at one of the extremes.
    func checkPageCount(of node: ViewNode, at placed: PlacedNode) throws(LayoutError) {
        let settings = node.scrollSettings
        for window in windowSize.map({ [$0] }) ?? LayoutLimits.cornerWindows {
            let frameWidth = node.frame.width.points(in: window)
            let extent = node.subviews.map { $0.frame.rect(in: window).maxX }.max() ?? 0
            let contentWidth =
                settings?.contentSize?.width.points(in: window)
                ?? max(extent, settings?.rows == nil ? 0 : frameWidth)
            guard frameWidth > 0, contentWidth / frameWidth > Double(LayoutLimits.mostPages) else { continue }
            let relative =
                node.frame.width.isWindowRelative || settings?.contentSize?.width.isWindowRelative == true
                || node.subviews.contains { $0.frame.x.isWindowRelative || $0.frame.width.isWindowRelative }
            throw placed.error(
                "the content is \(Self.text(of: contentWidth)) points wide on pages "
                    + "\(Self.text(of: frameWidth)) points wide, more than \(LayoutLimits.mostPages) pages"
                    + (relative && windowSize == nil ? " in a \(window) window" : ""),
                "Make the pager's frame wider or its content narrower.")
        }
    }

    /// `value` as `compactDescription` writes it, unless that rounds it to 0.
    static func text(of value: Double) -> String {
        value != 0 && value.compactDescription == "0" ? "\(value)" : value.compactDescription
    }

    mutating func pagerSettings(from keyed: KeyedNode) throws(LayoutError) -> PagerSettings {
        PagerSettings(
            strategy: try keyed["strategy"].map { node throws(LayoutError) in try strategy(from: node) },
            arbitration: try keyed["arbitration"]?.choice(Self.arbitrations, what: "arbitration"))
    }

    /// `remorseful`, or `{rule: …, <the rule's thresholds>}`.
    func strategy(from placed: PlacedNode) throws(LayoutError) -> DirectionStrategy {
        if case .scalar = placed.node {
            return try placed.choice(["remorseful": DirectionStrategy.remorseful()], what: "strategy")
        }
        let keyed = try placed.mapping(remedy: Self.strategyRemedy)
        let rule = try keyed.required("rule", remedy: Self.strategyRemedy)
            .choice(Self.rules, what: "rule")
        func value(_ key: String, _ standard: Double) throws(LayoutError) -> Double {
            try keyed[key]?.length("the \(key)") ?? standard
        }
        switch rule {
        case .remorseful:
            try keyed.refuseUnknownKeys(allowed: LayoutSchema.names(of: .remorsefulRule), for: "the remorseful rule")
            return .remorseful(
                thresholdX: try value("thresholdX", RemorsefulRule.standardThresholdX),
                thresholdY: try value("thresholdY", RemorsefulRule.standardThresholdY))
        case .viewPager:
            try keyed.refuseUnknownKeys(allowed: LayoutSchema.names(of: .viewPagerRule), for: "the view-pager rule")
            return .viewPager(slop: try value("slop", ViewPagerRule.standardSlop))
        case .gtkPan:
            try keyed.refuseUnknownKeys(allowed: LayoutSchema.names(of: .gtkPanRule), for: "the gtk-pan rule")
            return .gtkPan(threshold: try value("threshold", GTKPanRule.standardThreshold))
        }
    }
}

extension PlacedNode {
    /// `panDeclineDominance`: a ratio from 1 up (a move declined across the
    /// axis is at least as far across as along).
    fileprivate func declineDominance() throws(LayoutError) -> Double {
        let remedy =
            "Give how many times further across the axis than along it a move must go for the view to decline it: "
            + "1 or more, such as \(ScrollView.standardPanDeclineDominance.compactDescription) (the default)."
        let ratio = try number(remedy: remedy)
        guard ratio >= 1 else { throw error("the ratio is \(ratio.compactDescription), less than 1", remedy) }
        return ratio
    }
}
