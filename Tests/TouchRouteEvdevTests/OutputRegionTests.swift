import Testing
import TouchRoute

@testable import TouchRouteEvdev

@Suite struct OutputRegionTests {
    // MARK: Parsing

    @Test(arguments: [
        ("640x480+640+0", Rect(x: 640, y: 0, width: 640, height: 480)),
        ("640x480", Rect(x: 0, y: 0, width: 640, height: 480)),
        ("640X480+0+12", Rect(x: 0, y: 12, width: 640, height: 480)),
        ("533.5x480.25+0.5+.5", Rect(x: 0.5, y: 0.5, width: 533.5, height: 480.25)),
        ("  800x480+0+0\t", Rect(x: 0, y: 0, width: 800, height: 480)),
    ])
    func readsWxHPlusXPlusY(text: String, rect: Rect) throws {
        #expect(try OutputRegion(parsing: text) == OutputRegion(rect))
    }

    private static let shape =
        "Write WxH+X+Y in window points: the width and height (above 0), then the offsets "
        + "of the region's top-left corner from the window's, such as 640x480+640+0 (WxH alone is at +0+0)."

    @Test(arguments: [
        ("800", #"The region '800' is not WxH+X+Y. "#),
        ("800x480+0", #"The region '800x480+0' is not WxH+X+Y. "#),
        ("800x480+0+0+0", #"The region '800x480+0+0+0' is not WxH+X+Y. "#),
        ("x480", #"The region 'x480' is not WxH+X+Y. "#),
        ("", #"The region '' is not WxH+X+Y. "#),
        ("8OOx480", #"The region '8OOx480' has '8OO' where a number should be. "#),
        ("1e3x480", #"The region '1e3x480' has '1e3' where a number should be. "#),
        ("infx480", #"The region 'infx480' has 'inf' where a number should be. "#),
        ("800x480+1.2.3+0", #"The region '800x480+1.2.3+0' has '1.2.3' where a number should be. "#),
        ("0x480+0+0", #"The region '0x480+0+0' has a width of 0. "#),
        ("800x0.0", #"The region '800x0.0' has a height of 0. "#),
        (
            "640x480-0+0",
            #"The region '640x480-0+0' has an offset with "-", which would count from the window's right or bottom edge. "#
        ),
        ("640x-480", #"The region '640x-480' is not WxH+X+Y. "#),
    ])
    func refusesWithTheTextAndTheShape(text: String, start: String) {
        let error = #expect(throws: OutputRegionParseError.self) { try OutputRegion(parsing: text) }
        #expect(error?.description == start + Self.shape)
    }

    // MARK: Description

    @Test func theDescriptionReadsBackAsTheSameRegion() throws {
        for text in ["640x480+640+0", "533.333x480+0+0", "0.5x1+2+3"] {
            let region = try OutputRegion(parsing: text)
            #expect(region.description == text)
            #expect(try OutputRegion(parsing: region.description) == region)
        }
        #expect(try OutputRegion(parsing: "640x480").description == "640x480+0+0")
        #expect(try OutputRegion(parsing: "640.0x480+010+0").description == "640x480+10+0")
    }

    // MARK: Geometry

    @Test func regionsSideBySideShareAnEdgeWithoutOverlapping() throws {
        let left = try OutputRegion(parsing: "640x480+0+0")
        let right = try OutputRegion(parsing: "640x480+640+0")
        #expect(!left.overlaps(right) && !right.overlaps(left))
        let below = try OutputRegion(parsing: "640x480+0+480")
        #expect(!left.overlaps(below))
        let corner = try OutputRegion(parsing: "640x480+640+480")
        #expect(!left.overlaps(corner))
    }

    @Test func regionsThatShareAreaOverlapEitherWayRound() throws {
        let left = try OutputRegion(parsing: "640x480+0+0")
        for text in ["640x480+639+0", "10x10+100+100", "1280x480+0+0", "640x480+0+0", "100x100+600+470"] {
            let other = try OutputRegion(parsing: text)
            #expect(left.overlaps(other) && other.overlaps(left), "\(text)")
        }
        #expect(left.sharedArea(with: try OutputRegion(parsing: "640x480+600+400"))?.description == "40x80+600+400")
        #expect(!left.overlaps(OutputRegion(Rect(x: 10, y: 10, width: 0, height: 100))), "no area, no overlap")
    }

    @Test func fitsOnlyInsideTheWindowEdgesIncluded() throws {
        let window = Size(1280, 480)
        #expect(try OutputRegion(parsing: "640x480+640+0").fits(in: window))
        #expect(try OutputRegion(parsing: "1280x480").fits(in: window))
        #expect(!(try OutputRegion(parsing: "640x480+641+0").fits(in: window)))
        #expect(!(try OutputRegion(parsing: "640x481").fits(in: window)))
        #expect(!OutputRegion(Rect(x: -1, y: 0, width: 10, height: 10)).fits(in: window))
        #expect(!OutputRegion(Rect(x: 0, y: 0, width: .nan, height: 10)).fits(in: window))
    }
}
