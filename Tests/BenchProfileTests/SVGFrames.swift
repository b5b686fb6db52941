import Foundation
import FoundationXML

/// The frames of a flame-graph SVG as an XML parser reads them (so reading them also proves the
/// document well-formed): each frame's name, tooltip, fill and width.
struct SVGFrames {
    struct Frame: Equatable {
        var name: String, depth: Int, title = "", fill = "", width = 0.0, label = ""
    }

    var frames: [Frame] = []
    var texts: [String: String] = [:]

    /// Parses `svg`; nil (and the parser's error) when it is not well-formed XML.
    static func parse(_ svg: String) -> Result<SVGFrames, Error> {
        let reader = Reader()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = reader
        guard parser.parse() else {
            return .failure(parser.parserError ?? NSError(domain: "xml", code: 0))
        }
        return .success(SVGFrames(frames: reader.frames, texts: reader.texts))
    }

    /// The frames named `name`.
    func named(_ name: String) -> [Frame] { frames.filter { $0.name == name } }

    private final class Reader: NSObject, XMLParserDelegate {
        var frames: [Frame] = []
        var texts: [String: String] = [:]
        var element = "", id = "", characters = ""

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            characters = ""
            if name == "g", attributes["class"] == "frame" {
                frames.append(
                    Frame(name: attributes["data-name"] ?? "", depth: Int(attributes["data-depth"] ?? "") ?? -1))
            }
            if name == "rect", !frames.isEmpty, attributes["class"] == nil {
                frames[frames.count - 1].fill = attributes["fill"] ?? ""
                frames[frames.count - 1].width = Double(attributes["width"] ?? "") ?? -1
            }
            id = attributes["id"] ?? ""
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { characters += string }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "title", !frames.isEmpty { frames[frames.count - 1].title = characters }
            if name == "text", !id.isEmpty { texts[id] = characters }
            if name == "text", id.isEmpty, !frames.isEmpty { frames[frames.count - 1].label = characters }
            id = ""
        }
    }
}
