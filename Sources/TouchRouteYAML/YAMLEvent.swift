/// One event of libyaml's parser: the structure of YAML text as a stream, so
/// a reader can keep what it needs and drop the rest as it goes.
package struct YAMLEvent: Sendable {
    package enum Kind: Sendable {
        case streamStart, streamEnd, documentStart, documentEnd
        /// `*name`; our readers refuse it (see `YAMLError.alias`).
        case alias
        case scalar(YAMLScalar)
        /// `flow` for `[…]`, false for a block list of `- ` lines.
        case sequenceStart(flow: Bool)
        case sequenceEnd
        /// `flow` for `{…}`, false for block `key: value` lines.
        case mappingStart(flow: Bool)
        case mappingEnd
    }

    package var kind: Kind
    /// Where the event's text begins and ends (the end just past it).
    package var start: YAMLMark
    package var end: YAMLMark
}
