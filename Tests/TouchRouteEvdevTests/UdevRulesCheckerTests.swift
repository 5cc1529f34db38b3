import Testing

/// The checker behind `UdevRuleTests`: what it accepts and each mistake it names.
@Suite struct UdevRulesCheckerTests {
    @Test func checkerAcceptsWellFormedRules() {
        let text = """
            # A comment, then a blank line.

            ACTION=="remove", GOTO="example_end"
            SUBSYSTEM=="usb", ATTRS{idVendor}=="1d6b", \\
              MODE="0660", GROUP="plugdev"
            KERNEL=="event*", IMPORT{builtin}="input_id", ENV{ID_EXAMPLE}:="1", TAG-="seat", RUN+="/bin/true"
            TEST{0644}=="/sys/x", SYMLINK+="example", OPTIONS+="static_node=uinput"
            LABEL="example_end"
            """
        let rules = UdevRules(parsing: text)
        #expect(rules.problems == [])
        #expect(rules.rules.map(\.line) == [3, 4, 6, 7, 8])
        #expect(rules.rules[1].pairs.last == .init(key: "GROUP", op: "=", value: "plugdev"))
    }

    @Test(arguments: [
        (#"KERNEL=="event*, TAG+="uaccess""#, #"line 1: expected "," or the end of the line after KERNEL's value"#),
        (#"KERNEL=="event*"#, #"line 1: KERNEL's value has no closing quote"#),
        (#"KERNEL==event*"#, #"line 1: KERNEL's value must be in double quotes"#),
        (#"KERNAL=="event*", TAG+="uaccess""#, #"line 1: unknown key KERNAL"#),
        (#"ACTION="add", TAG+="uaccess""#, #"line 1: ACTION can only be matched (== or !=), not assigned with ="#),
        (#"KERNEL=="x", MODE=="0660""#, #"line 1: MODE can only be assigned (= += -= :=), not matched with =="#),
        (#"KERNEL=="x", TAG~"uaccess""#, #"line 1: TAG has no valid operator"#),
        (#"ENV=="1", TAG+="uaccess""#, #"line 1: ENV needs a {name}"#),
        (#"KERNEL{x}=="1", TAG+="uaccess""#, #"line 1: KERNEL takes no {attribute}"#),
        (#"KERNEL=="event*", SUBSYSTEM=="input""#, #"line 1: the rule only matches; it assigns nothing"#),
        (#"KERNEL=="event*", TAG+="uaccess","#, #"line 1: expected a key after ",""#),
        (#"KERNEL=="x", GOTO="nowhere""#, #"line 1: GOTO="nowhere" has no LABEL="nowhere" after it"#),
        (#"LABEL=="end""#, #"line 1: LABEL can only be assigned (= += -= :=), not matched with =="#),
        (#"GOTO+="end"\#nLABEL="end""#, #"line 1: GOTO takes only ="#),
    ])
    func checkerRejectsMistakes(text: String, problem: String) {
        #expect(UdevRules(parsing: text).problems == [problem])
    }
}
