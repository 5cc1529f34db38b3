import TouchRoute

extension LayoutDocument {
    /// The default layout, which the CLI routes against when no `--layout` is
    /// given: `Examples/remorseful-pager.yaml`, compiled into the library
    /// (SwiftPM's `embedInCode`, so no file is looked for at run time). A
    /// horizontal pager of three pages, each a vertical list of 50 rows of
    /// 64 pt; its lengths are shares of the window, so it fits any screen.
    ///
    /// `DefaultLayout` in the core is its code twin, for the core's tests;
    /// `DefaultLayoutDocumentTests` checks that both build the same tree.
    public static let defaultLayout: LayoutDocument = {
        let text = String(decoding: PackageResources.remorseful_pager_yaml, as: UTF8.self)
        do {
            return try LayoutFile.parse(text, file: defaultLayoutFile)
        } catch {
            // The file is checked by the tests; a build that ships a broken one must not route.
            fatalError("the built-in default layout does not read: \(error)")
        }
    }()

    /// What the default layout's messages call its file.
    static let defaultLayoutFile = "remorseful-pager.yaml"
}
