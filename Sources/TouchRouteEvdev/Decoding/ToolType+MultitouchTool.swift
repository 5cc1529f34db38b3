import TouchRoute

extension ToolType {
    /// `MT_TOOL_FINGER` → finger, `MT_TOOL_PEN` → pen, `MT_TOOL_PALM` → palm;
    /// other tools (dials) count as fingers.
    init(multitouchTool tool: MultitouchTool) {
        switch tool {
        case MultitouchTool.pen: self = .pen
        case MultitouchTool.palm: self = .palm
        default: self = .finger
        }
    }
}
