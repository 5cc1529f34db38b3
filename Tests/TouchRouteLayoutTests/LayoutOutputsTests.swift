import Testing
import TouchRoute
import TouchRouteEvdev
import TouchRouteLayout

/// The `outputs:` section: the screens a window spanning several is shown on.
@Suite struct LayoutOutputsTests {
    /// The message `text` gets, read as the file `x.yaml`.
    func message(_ text: String) -> String { LayoutErrorTests().message(text) }

    /// A 1280x480 window (or none) with `outputs`, and no views.
    func layout(size: Bool = true, _ outputs: String) -> String {
        (size ? "size: [1280, 480]\n" : "") + "views: []\noutputs:\n" + outputs
    }

    @Test func everyKeyIsRead() throws {
        let document = try LayoutFile.parse(
            layout(
                """
                  - name: left
                    frame: [0, 0, 640, 480]
                    devices: ["ILITEK*", "pci-0000:00:14.0-usb-0:1:1.0", "/dev/input/event7", "0eef:0001"]
                    rotate: 90
                    flip: [horizontal]
                    calibration: "1 0 0 0 1 0.05"
                  - {name: right, frame: [640, 0, 639.5, 480], rotate: 270, flip: [vertical, horizontal]}
                  - {name: overlay, frame: [640, 0, 639.5, 480], flip: vertical}
                  - {name: plain, frame: [0, 0, 640, 480], flip: []}
                """), file: "x.yaml")
        #expect(document.outputs.map(\.name) == ["left", "right", "overlay", "plain"])
        let left = document.outputs[0]
        #expect(left.region == OutputRegion(Rect(x: 0, y: 0, width: 640, height: 480)))
        #expect(
            left.devices.map(\.description) == [
                "ILITEK*", "pci-0000:00:14.0-usb-0:1:1.0", "/dev/input/event7", "0eef:0001",
            ])
        #expect(left.devices[3].kind == .vendorProduct(vendor: 0x0eef, product: 1))
        #expect(left.rotation == .clockwise90 && left.flips == .horizontal)
        #expect(left.calibration == CalibrationMatrix(1, 0, 0, 0, 1, 0.05))
        let right = document.outputs[1]
        #expect(right.region.description == "639.5x480+640+0")
        #expect(right.devices.isEmpty && right.calibration == nil)
        #expect(right.rotation == .clockwise270 && right.flips == [.horizontal, .vertical])
        #expect(document.outputs[2].flips == .vertical && document.outputs[2].rotation == nil)
        #expect(document.outputs[3].flips == [])
        #expect(document.outputFrameLines == ["left": 5, "right": 10, "overlay": 11, "plain": 12])
    }

    @Test func withoutOutputsThereAreNone() throws {
        #expect(try LayoutFile.parse("views: []\n", file: "x.yaml").outputs.isEmpty)
        #expect(LayoutDocument(file: "x.yaml", size: nil, views: []).outputs.isEmpty)
    }

    @Test func withoutASizeOnlyOverlapsAreChecked() throws {
        let document = try LayoutFile.parse(
            layout(size: false, "  - {name: far, frame: [5000, 0, 640, 480]}\n"), file: "x.yaml")
        #expect(document.outputs[0].region.description == "640x480+5000+0")
    }

    // MARK: Messages

    @Test func anOutputOffTheWindowNamesItsFrameLine() {
        #expect(
            message(
                layout(
                    """
                      - name: left
                        frame: [0, 0, 640, 480]
                      - name: right
                        frame: [700, 0, 640, 480]
                    """))
                == "x.yaml:7: outputs[1].frame: the frame [700, 0, 640, 480] does not fit in the 1280x480 window "
                + "the size gives. Keep every output inside the window (x + width at most 1280, y + height at most 480), "
                + "or make the size larger.")
    }

    @Test func overlappingOutputsNameTheOtherOne() {
        #expect(
            message(
                layout(
                    """
                      - name: left
                        frame: [0, 0, 700, 480]
                      - name: right
                        frame: [640, 0, 640, 480]
                    """)) == "x.yaml:7: outputs[1].frame: the frame [640, 0, 640, 480] overlaps output 'left' at "
                + "outputs[0].frame (line 5). Outputs may share an edge but not area (identical frames are one screen); "
                + "move or shrink one.")
        #expect(
            message(
                layout(
                    """
                      - {name: left, frame: [0, 0, 640, 480]}
                      - {name: same, frame: [0, 0, 640, 480]}
                    """)) == "no error")
    }

    @Test func aRepeatedNameNamesTheFirstPlace() {
        #expect(
            message(
                layout(
                    """
                      - name: left
                        frame: [0, 0, 640, 480]
                      - name: left
                        frame: [640, 0, 640, 480]
                    """))
                == "x.yaml:6: outputs[1].name: the output name 'left' is already used at outputs[0].name (line 4). "
                + "Give every output its own name: a device's WL_OUTPUT picks an output by its name.")
    }

    @Test(arguments: [
        (
            "  - {frame: [0, 0, 640, 480]}\n",
            "x.yaml:4: outputs[0]: missing the key \"name\". Name every output, such as left or HDMI-A-1: a device's "
                + "WL_OUTPUT picks an output by its name."
        ),
        (
            "  - {name: left}\n",
            "x.yaml:4: outputs[0]: missing the key \"frame\". Give the output's frame as [x, y, width, height] in window "
                + "points, x and y from 0, width and height above 0."
        ),
        (
            "  - {name: left, frame: [0, 0, 0, 480]}\n",
            "x.yaml:4: outputs[0].frame: the frame [0, 0, 0, 480] has no area. Give the output's frame as [x, y, width, "
                + "height] in window points, x and y from 0, width and height above 0."
        ),
        (
            "  - {name: left, frame: [-10, 0, 640, 480]}\n",
            "x.yaml:4: outputs[0].frame: the frame starts at (-10, 0), left of or above the window. Give the output's "
                + "frame as [x, y, width, height] in window points, x and y from 0, width and height above 0."
        ),
        (
            "  - {name: left, frame: [0, 0, 640, 480], rotate: 45}\n",
            "x.yaml:4: outputs[0].rotate: rotate is '45', not 0, 90, 180 or 270. Write 0, 90, 180 or 270 (clockwise degrees)."
        ),
        (
            "  - {name: left, frame: [0, 0, 640, 480], rotate: 450}\n",
            "x.yaml:4: outputs[0].rotate: rotate is '450', not 0, 90, 180 or 270. Write 0, 90, 180 or 270 (clockwise "
                + "degrees). Write 90 for the same turn."
        ),
        (
            "  - {name: left, frame: [0, 0, 640, 480], rotate: 360}\n",
            "x.yaml:4: outputs[0].rotate: rotate is '360', not 0, 90, 180 or 270. Write 0, 90, 180 or 270 (clockwise "
                + "degrees). Write 0 for the same turn."
        ),
        (
            "  - {name: left, frame: [0, 0, 640, 480], calibration: \"1 1 0 1 1 0\"}\n",
            "x.yaml:4: outputs[0].calibration: the calibration matrix 1 1 0 1 1 0 squeezes every touch onto one line or "
                + "point. Check its numbers: x becomes a·x + b·y + c and y becomes d·x + e·y + f."
        ),
        (
            "  - name: left\n    frame: [0, 0, 640, 480]\n    calibration: \"1 0 5 0 1 5\"\n",
            "x.yaml:6: outputs[0].calibration: the calibration matrix 1 0 5 0 1 5 moves the whole touch area off the "
                + "screen. The numbers work on coordinates from 0 to 1: an offset c or f beyond ±1, or a huge scale, "
                + "leaves nothing on the screen."
        ),
        (
            "  - {name: left, frame: [0, 0, 640, 480], flip: [sideways]}\n",
            "x.yaml:4: outputs[0].flip[0]: unknown flip 'sideways'. Use one of: horizontal, vertical."
        ),
        (
            "  - {name: left, frame: [0, 0, 640, 480], calibration: \"1 0 0\"}\n",
            "x.yaml:4: outputs[0].calibration: '1 0 0' is not a calibration matrix. The calibration matrix '1 0 0' "
                + "has 3 numbers, not 6. Write six numbers a b c d e f separated by spaces, such as \"1 0 0 0 1 0\" for no change."
        ),
        (
            "  - {name: left, frame: [0, 0, 640, 480], devices: \"ILITEK*\"}\n",
            "x.yaml:4: outputs[0].devices: expected a list, found 'ILITEK*'. Give the devices as a list, such as "
                + "[\"ILITEK*\"]. Name the device by its node (/dev/input/event7, or a path starting with ./), its name or a shell glob of it "
                + "(\"ILITEK*\"), its udev ID_PATH (pci-0000:00:14.0-usb-0:1:1.0), or vendor:product in hex (0eef:0001)."
        ),
        (
            "  - {name: left, frame: [0, 0, 640, 480], devices: [\" \"]}\n",
            "x.yaml:4: outputs[0].devices[0]: the device selector ' ' is blank. Give the devices as a list, such as "
                + "[\"ILITEK*\"]. Name the device by its node (/dev/input/event7, or a path starting with ./), its name or a shell glob of it "
                + "(\"ILITEK*\"), its udev ID_PATH (pci-0000:00:14.0-usb-0:1:1.0), or vendor:product in hex (0eef:0001)."
        ),
        (
            "  - {name: left, frame: [0, 0, 640, 480], wl_output: HDMI-A-1}\n",
            "x.yaml:4: outputs[0].wl_output: unknown key 'wl_output' for an output. Use one of: name, frame, devices, "
                + "rotate, flip, calibration."
        ),
        (
            "  left: [0, 0, 640, 480]\n",
            "x.yaml:4: outputs: expected a list, found a mapping. Give the outputs as a list of mappings, each with a "
                + "name and a frame, such as {name: left, frame: [0, 0, 640, 480]}."
        ),
    ])
    func aBadOutputSaysWhatAndWhereAndWhatToDo(outputs: String, expected: String) {
        #expect(message(layout(outputs)) == expected)
    }
}
