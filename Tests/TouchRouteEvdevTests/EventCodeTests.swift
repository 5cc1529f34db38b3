import Testing
import TouchRoute
import TouchRouteEvdev

/// Event types and codes: the kernel's numbers under the kernel's names.
@Suite struct EventCodeTests {
    @Test func typesHaveTheKernelsNumbersAndNames() {
        let types: [EventType] = [.syn, .key, .rel, .abs, .msc, .max]
        #expect(types.map(\.rawValue) == [0x00, 0x01, 0x02, 0x03, 0x04, 0x1f])
        #expect(types.dropLast().map(\.description) == ["EV_SYN", "EV_KEY", "EV_REL", "EV_ABS", "EV_MSC"])
        #expect(EventType(rawValue: 0x14).description == "EV_REP", "a type without a member keeps its kernel name")
        #expect(EventType(rawValue: 0x09).description == "9", "a type the kernel does not define shows its number")
    }

    @Test func aCodesNameDependsOnItsType() {
        #expect(EventCode.synReport == EventCode.absX, "both are code 0")
        #expect(EventCode.synReport.name(as: .syn) == "SYN_REPORT")
        #expect(EventCode.absX.name(as: .abs) == "ABS_X")
        #expect(EventCode(rawValue: 0).name(as: .rel) == "REL_X", "a mouse's motion, read for its pointer")
        #expect(EventCode(rawValue: 0).name(as: .msc) == nil, "MSC_SERIAL is not named here")
    }

    @Test func codesHaveTheKernelsNumbers() {
        #expect([EventCode.synReport, .synMTReport, .synDropped].map(\.rawValue) == [0, 2, 3])
        #expect([EventCode.btnLeft, .btnTouch, .btnToolFinger].map(\.rawValue) == [0x110, 0x14a, 0x145])
        #expect(
            [EventCode.absMTSlot, .absMTPositionX, .absMTPositionY, .absMTTrackingID].map(\.rawValue)
                == [0x2f, 0x35, 0x36, 0x39])
        #expect(EventCode.absMTPositionX.name(as: .abs) == "ABS_MT_POSITION_X")
        #expect(EventCode.btnToolDoubleTap.name(as: .key) == "BTN_TOOL_DOUBLETAP")
    }

    @Test func anEventIsAReportOnlyForSynReport() {
        let time = EventTime(seconds: 0, microseconds: 0)
        #expect(InputEvent(time: time, type: .syn, code: .synReport, value: 0).isReport)
        #expect(!InputEvent(time: time, type: .abs, code: .absX, value: 0).isReport)
    }
}
