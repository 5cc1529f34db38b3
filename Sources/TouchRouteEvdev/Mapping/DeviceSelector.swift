import TouchRouteFiles

/// Which touchscreen a `--map` rule or a layout output's `devices:` means,
/// from the user's text, in one of three kinds:
///
/// - a device node, text starting with `/`, `./` or `../`
///   (`/dev/input/event7`, `./panel/event0`): the device read from that
///   path, `DeviceDescription.source`, exactly. Nodes are numbered in
///   discovery order and can change between boots; the others are stable.
///   (A name may hold a `/` elsewhere, as "SynPS/2 Synaptics TouchPad" does;
///   `touchroute run --device` reads any text with a `/` as a path, since it
///   opens touchscreens, whose names it lists.)
/// - `vendor:product`, 1 to 4 hex digits each (`0eef:0001`): the device's
///   `identity.vendor` and `.product`, as `lsusb` prints them.
/// - anything else: the device whose udev `ID_PATH` is exactly the text
///   (`pci-0000:00:14.0-usb-0:1:1.0`, the port it is plugged into), or whose
///   name matches the text as a shell glob (`ILITEK*`, case-sensitive; see
///   `ShellGlob`).
///
/// Two identical panels share a name and a vendor:product; tell them apart by
/// `ID_PATH`.
public struct DeviceSelector: Hashable, Sendable {
    /// The three ways a selector names a device, decided from the text's form.
    public enum Kind: Hashable, Sendable {
        /// A device node, as written: matches `DeviceDescription.source`
        /// naming the same file, both made canonical (`canonicalPath`) when
        /// matched, so a link made after the rule was read still resolves.
        case node(String)
        /// Matches `DeviceDescription.identity`'s vendor and product.
        case vendorProduct(vendor: UInt16, product: UInt16)
        /// Matches the udev `ID_PATH` exactly, or the name as a shell glob.
        case pathOrName(String)
    }

    /// The udev property that names the port a device is plugged into.
    public static let pathPropertyName = "ID_PATH"

    /// How to write a selector, for messages and help.
    public static let forms =
        "Name the device by its node (/dev/input/event7, or a path starting with ./), its name or a shell glob of it "
        + "(\"ILITEK*\"), its udev ID_PATH (pci-0000:00:14.0-usb-0:1:1.0), or vendor:product in hex (0eef:0001)."

    /// Which kind of selector the text is, with what it matches against.
    public let kind: Kind
    /// The text as given.
    public let text: String

    /// The selector `text` describes; see the kinds above.
    ///
    /// - Throws: `DeviceSelectorParseError` when the text is empty or blank.
    public init(parsing text: String) throws(DeviceSelectorParseError) {
        guard !text.allSatisfy(\.isWhitespace) else { throw DeviceSelectorParseError(text: text, problem: .empty) }
        self.text = text
        if text.hasPrefix("/") || text.hasPrefix("./") || text.hasPrefix("../") {
            kind = .node(text)
        } else if let (vendor, product) = Self.vendorProduct(text) {
            kind = .vendorProduct(vendor: vendor, product: product)
        } else {
            kind = .pathOrName(text)
        }
    }

    /// A device node at `path`, whatever its text: for `touchroute run
    /// --device`, where any text with a `/`, or naming a file that exists
    /// (`event7` in `/dev/input`), is a path.
    public init(node path: String) {
        text = path
        kind = .node(path)
    }

    /// `0eef:0001` as two numbers; nil unless both sides are 1 to 4 hex digits.
    private static func vendorProduct(_ text: String) -> (UInt16, UInt16)? {
        let sides = text.split(separator: ":", omittingEmptySubsequences: false)
        guard sides.count == 2,
            sides.allSatisfy({ (1...4).contains($0.count) && $0.allSatisfy(\.isHexDigit) }),
            let vendor = UInt16(sides[0], radix: 16), let product = UInt16(sides[1], radix: 16)
        else { return nil }
        return (vendor, product)
    }

    /// Whether `device` is the one (or one of those) this selector means.
    ///
    /// - Complexity: O(1) for a node or vendor:product; O(pattern × name) at
    ///   worst for a glob.
    public func matches(_ device: DeviceDescription) -> Bool {
        switch kind {
        case .node(let path):
            device.source == path || canonicalPath(device.source) == canonicalPath(path)
        case .vendorProduct(let vendor, let product):
            device.identity.vendor == vendor && device.identity.product == product
        case .pathOrName(let text):
            device.udevProperties[Self.pathPropertyName] == text || ShellGlob(text).matches(device.name)
        }
    }
}

extension DeviceSelector: CustomStringConvertible {
    /// The text as given.
    public var description: String { text }
}
