import CTouchRoute
import TouchRoute

// tr_nested_container_*: a collapsing header over a pager of lists.

@_cdecl("tr_nested_container_create")
public func trNestedContainerCreate(
    _ window: OpaquePointer?, _ name: UnsafePointer<CChar>?, _ frame: tr_rect, _ headerHeight: Double,
    _ hoverHeight: Double, _ creation: tr_page_creation, _ source: UnsafePointer<tr_page_source>?,
    _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> tr_status {
    exported { () throws(APIFailure) in
        let out = try required(out, "out")
        let hosted = try HostedWindow.from(window)
        let name = try CArguments.string(name, "name")
        let frame = try CArguments.rect(frame, "frame")
        let header = try CArguments.length(headerHeight, "header_height")
        let hover = try CArguments.length(hoverHeight, "hover_height")
        let pageCreation = try CArguments.choice(
            creation.rawValue, [PageCreation.lazy, .eager], "creation", "TR_PAGES_LAZY or TR_PAGES_EAGER")
        guard let source else { throw .null("source") }
        guard source.pointee.page_count != nil, source.pointee.page != nil else {
            throw .null("source's page_count or page function")
        }
        let container = NestedContainer(
            name: name, frame: frame, headerHeight: header, hoverHeight: hover, pageCreation: pageCreation)
        let view = hosted.hosted(for: container)
        hosted.registerTree(container)
        let pages = CPageSource(source.pointee, owner: hosted)
        view.retained = pages
        // Setting the source reloads, which calls the source, which may call back in.
        try hosted.callingOut { container.dataSource = pages }
        out.pointee = view.handle
    }
}

/// Look up a nested container and run `body` on it. `function` is the
/// exporting function, which names the C call in a wrong-thread message.
private func withContainer(
    _ handle: OpaquePointer?, _ call: String, function: StaticString = #function,
    _ body: (NestedContainer, HostedView) throws(APIFailure) -> Void
) -> tr_status {
    exported(function: function) { () throws(APIFailure) in
        let hosted = try HostedView.from(handle, "container")
        guard let container = hosted.view as? NestedContainer else {
            throw hosted.wrongKind(call, needs: "a nested container")
        }
        try body(container, hosted)
    }
}

@_cdecl("tr_nested_container_parts")
public func trNestedContainerParts(
    _ container: OpaquePointer?, _ header: UnsafeMutablePointer<OpaquePointer?>?,
    _ hoverBar: UnsafeMutablePointer<OpaquePointer?>?, _ pager: UnsafeMutablePointer<OpaquePointer?>?
) -> tr_status {
    withContainer(container, "tr_nested_container_parts") { container, hosted throws(APIFailure) in
        header?.pointee = hosted.owner.hosted(for: container.header).handle
        hoverBar?.pointee = hosted.owner.hosted(for: container.hoverBar).handle
        pager?.pointee = hosted.owner.hosted(for: container.pager).handle
    }
}

@_cdecl("tr_nested_container_scroll_to_page")
public func trNestedContainerScrollToPage(_ container: OpaquePointer?, _ page: Int32, _ animated: Bool) -> tr_status {
    withContainer(container, "tr_nested_container_scroll_to_page") { container, hosted throws(APIFailure) in
        guard (0..<container.pageCount).contains(Int(page)) else {
            throw .invalid("Page \(page) does not exist: \"\(container.name)\" has \(container.pageCount) pages.")
        }
        // Showing a lazy page asks the page source, which may call back in;
        // allowed from a callback, like setting an offset.
        try hosted.owner.callingOut {
            container.scrollToPage(at: Int(page), animated: animated)
        }
    }
}

@_cdecl("tr_nested_container_reload")
public func trNestedContainerReload(_ container: OpaquePointer?) -> tr_status {
    withContainer(container, "tr_nested_container_reload") { container, hosted throws(APIFailure) in
        try hosted.owner.routing("tr_nested_container_reload") { container.reload() }
    }
}

@_cdecl("tr_nested_container_header_collapse")
public func trNestedContainerHeaderCollapse(_ container: OpaquePointer?, _ collapse: UnsafeMutablePointer<Double>?)
    -> tr_status
{
    withContainer(container, "tr_nested_container_header_collapse") { container, _ throws(APIFailure) in
        try required(collapse, "collapse").pointee = container.headerCollapse
    }
}
