import Testing

@testable import TouchRouteEvdev

@Suite struct ShellGlobTests {
    @Test(arguments: [
        ("ILITEK*", "ILITEK ILITEK-TP", true),
        ("ILITEK*", "ILITEK", true),
        ("ILITEK*", "ilitek Touch", false),
        ("*Touch*", "eGalax Inc. USB TouchController", true),
        ("*Touch", "eGalax Inc. USB TouchController", false),
        ("*", "", true),
        ("", "", true),
        ("", "a", false),
        ("?", "", false),
        ("Pen ?", "Pen 2", true),
        ("Pen ?", "Pen 12", false),
        ("Pen ??", "Pen 12", true),
        ("event[0-9]", "event7", true),
        ("event[0-9]", "eventa", false),
        ("event[!0-9]", "eventa", true),
        ("event[^0-9]", "event7", false),
        ("[]x]", "]", true),
        ("[]x]", "x", true),
        ("[a-]", "-", true),
        ("[z-a]", "m", false),
        ("Wacom [", "Wacom [", true),
        ("Wacom [pen", "Wacom [pen", true),
        (#"Star \*"#, "Star *", true),
        (#"Star \*"#, "Star x", false),
        ("a*b*c", "aXXbYYbZc", true),
        ("a*b*c", "aXXbYYbZ", false),
        ("*a*a*a*b", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", false),
        ("Écran*", "Écran tactile", true),
    ])
    func matchesAsAShellCasePattern(pattern: String, name: String, matches: Bool) {
        #expect(ShellGlob(pattern).matches(name) == matches)
    }
}
