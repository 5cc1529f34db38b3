import Testing
import TouchRoute
import TouchRouteEvdev
import TouchRouteLibevdev
import TouchRoutePlayback

@testable import touchroute

/// `run`'s device records, as people read them and as JSON Lines.
@Suite struct DeviceChangeRecordTests {
    private func device(idPath: String? = nil, region: Rect) throws -> SessionDevice {
        var panel = PanelScript.panel
        panel.source = "/dev/input/event7"
        panel.name = "ILITEK Touch"
        if let idPath { panel.udevProperties["ID_PATH"] = idPath }
        let mapping = try CoordinateMapping(
            device: panel, options: .init(screenSize: region.size, origin: region.origin, rotation: .clockwise180))
        return SessionDevice(node: panel.source, description: panel, mapping: mapping)
    }

    @Test func anAddedDeviceSaysWhereItLandsAndWhy() throws {
        let added = try device(
            idPath: "pci-0000:00:14.0-usb-0:2:1.0", region: Rect(x: 640, y: 0, width: 640, height: 480))
        let record = DeviceChangeRecord(
            change: .added(added, returning: false), time: 1.2041, source: "output right (WL_OUTPUT)")
        #expect(
            record.text
                == "   1.204  device added /dev/input/event7 \"ILITEK Touch\" (ID_PATH pci-0000:00:14.0-usb-0:2:1.0) onto 640x480+640+0 (output right (WL_OUTPUT))"
        )
        #expect(
            record.json
                == #"{"type":"device-added","t":1.204,"path":"/dev/input/event7","name":"ILITEK Touch","idPath":"pci-0000:00:14.0-usb-0:2:1.0","region":"640x480+640+0","rotation":180,"mappingSource":"output right (WL_OUTPUT)","returning":0}"#
        )
    }

    @Test func aDeviceThatComesBackIsBack() throws {
        let back = try device(region: Rect(x: 0, y: 0, width: 640, height: 480))
        let record = DeviceChangeRecord(change: .added(back, returning: true), time: 9, source: nil)
        #expect(record.text == "   9.000  device back /dev/input/event7 \"ILITEK Touch\" onto 640x480+0+0")
        #expect(record.json.hasSuffix(#""rotation":180,"returning":1}"#))
    }

    @Test func aRemovedDeviceCountsTheTouchesItCancelled() throws {
        let removed = try device(region: Rect(x: 0, y: 0, width: 640, height: 480))
        #expect(
            DeviceChangeRecord(change: .removed(removed, cancelledTouches: 1), time: 4.21, source: nil).text
                == "   4.210  device removed /dev/input/event7 \"ILITEK Touch\": 1 touch was down, cancelled")
        #expect(
            DeviceChangeRecord(change: .removed(removed, cancelledTouches: 2), time: 4.21, source: nil).text
                == "   4.210  device removed /dev/input/event7 \"ILITEK Touch\": 2 touches were down, cancelled")
        #expect(
            DeviceChangeRecord(change: .removed(removed, cancelledTouches: 0), time: 4.21, source: nil).json
                == #"{"type":"device-removed","t":4.21,"path":"/dev/input/event7","name":"ILITEK Touch","cancelled":0}"#
        )
    }

    @Test func aRefusedDeviceSaysWhy() {
        let reason = "permission denied opening /dev/input/event9."
        let record = DeviceChangeRecord(
            change: .refused(node: "/dev/input/event9", reason: reason), time: 0, source: nil)
        #expect(record.text == "   0.000  device refused /dev/input/event9: \(reason)")
        #expect(
            record.json
                == #"{"type":"device-refused","t":0,"path":"/dev/input/event9","reason":"permission denied opening /dev/input/event9."}"#
        )
    }
}
