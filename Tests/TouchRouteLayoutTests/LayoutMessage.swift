import TouchRouteLayout

/// The message `text` gets when read as the layout file `x.yaml`, or
/// `no error`: what the error tests compare, word for word.
func layoutMessage(_ text: String) -> String {
    do {
        _ = try LayoutFile.parse(text, file: "x.yaml")
        return "no error"
    } catch {
        return error.description
    }
}
