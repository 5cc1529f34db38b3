import CLibevdev
import Glibc
import TouchRouteEvdev

/// A `DeviceDescription` written into a fresh `struct libevdev` (`libevdev_new`),
/// the form `libevdev_uinput_create_from_device` copies a virtual device from.
///
/// Building it needs no kernel and no file: libevdev keeps the bits in memory,
/// so tests read them back with `libevdev_has_event_code` and
/// `libevdev_get_abs_info` on a machine without `/dev/uinput`.
///
/// What is written: the name, the bus, vendor, product and version, every
/// `INPUT_PROP_*`, every event type and code, and each `ABS_*` axis's
/// `struct input_absinfo` (minimum, maximum, fuzz, flat, resolution). An `ABS_*`
/// code listed without an axis gets the range 0…0, as the kernel does for an
/// axis nobody set up. `EV_REP` is enabled as a type only: its codes carry the
/// repeat delay and period, which descriptions do not record, and the kernel
/// chooses its own defaults.
final class LibevdevDescription {
    /// The `struct libevdev *`, owned: freed on deinit.
    let handle: OpaquePointer

    /// `EV_REP`.
    private static let repeatType = EventType(rawValue: 0x14)

    /// - Throws: `UinputError` naming the device when libevdev refuses a code
    ///   (a type or code beyond what this libevdev knows).
    init(_ description: DeviceDescription) throws(UinputError) {
        guard let handle = libevdev_new() else {
            throw UinputError(device: description.name, errno: ENOMEM, call: "libevdev_new")
        }
        self.handle = handle
        libevdev_set_name(handle, description.name)
        libevdev_set_id_bustype(handle, Int32(description.identity.bus))
        libevdev_set_id_vendor(handle, Int32(description.identity.vendor))
        libevdev_set_id_product(handle, Int32(description.identity.product))
        libevdev_set_id_version(handle, Int32(description.identity.version))
        for property in description.properties.sorted() {
            try check(
                libevdev_enable_property(handle, UInt32(property.rawValue)), description,
                "libevdev_enable_property(\(property.rawValue))"
            )
        }
        var types = Set(description.codes.keys)
        if !description.axes.isEmpty { types.insert(EventType.abs) }
        for type in types.sorted() {
            try check(
                libevdev_enable_event_type(handle, UInt32(type.rawValue)), description,
                "libevdev_enable_event_type(\(type.rawValue))")
            guard type != Self.repeatType else { continue }
            var codes = description.codes[type, default: []]
            if type == EventType.abs { codes.formUnion(description.axes.keys) }
            for code in codes.sorted() {
                let status: Int32
                if type == EventType.abs {
                    let axis = description.axes[code] ?? AbsoluteAxis(minimum: 0, maximum: 0)
                    var info = input_absinfo(
                        value: axis.minimum, minimum: axis.minimum, maximum: axis.maximum,
                        fuzz: axis.fuzz, flat: axis.flat, resolution: axis.resolution)
                    status = libevdev_enable_event_code(handle, UInt32(type.rawValue), UInt32(code.rawValue), &info)
                } else {
                    status = libevdev_enable_event_code(handle, UInt32(type.rawValue), UInt32(code.rawValue), nil)
                }
                try check(status, description, "libevdev_enable_event_code(\(type.rawValue), \(code.rawValue))")
            }
        }
    }

    deinit { libevdev_free(handle) }

    /// libevdev's setters answer 0 or -1 and set no errno: a refusal means the
    /// number is beyond the limits this libevdev was built with.
    private func check(_ status: Int32, _ description: DeviceDescription, _ call: String) throws(UinputError) {
        guard status != 0 else { return }
        throw UinputError(device: description.name, errno: EINVAL, call: call)
    }
}
