import CYaml
import ListShotCore
import Yams

/// A position in a spec file, 1-based (columns in characters).
struct YAMLMark: Hashable {
  let line: Int
  let column: Int
}

/// A composed YAML node: what `SpecNode` walks. Aliases are already replaced by the node
/// they name (shared, not copied).
enum YAMLNode {
  case scalar(Scalar)
  case mapping(Mapping)
  case sequence(Sequence)

  struct Scalar {
    var string: String
    /// Plain (unquoted) style: only then does the text decide the type (`42`, `true`).
    var isPlain: Bool
    /// An explicit tag (`!!str`), when the file gives one.
    var tag: String?
    var mark: YAMLMark
  }

  struct Mapping: RandomAccessCollection {
    var pairs: [(key: YAMLNode, value: YAMLNode)]
    var mark: YAMLMark
    var startIndex: Int { 0 }
    var endIndex: Int { pairs.count }
    subscript(position: Int) -> (key: YAMLNode, value: YAMLNode) { pairs[position] }
  }

  struct Sequence: RandomAccessCollection {
    var nodes: [YAMLNode]
    var mark: YAMLMark
    var startIndex: Int { 0 }
    var endIndex: Int { nodes.count }
    subscript(position: Int) -> YAMLNode { nodes[position] }
  }

  var mark: YAMLMark? {
    switch self {
    case .scalar(let scalar): return scalar.mark
    case .mapping(let mapping): return mapping.mark
    case .sequence(let sequence): return sequence.mark
    }
  }

  var scalar: Scalar? {
    if case .scalar(let scalar) = self { return scalar }
    return nil
  }
}

/// Builds `YAMLNode` trees from libyaml's events (the parser Yams wraps), with bounds that
/// Yams' own composer does not have.
///
/// Measured with Yams' `compose`: 300,000 anchors each aliasing the one before (8 MB) built
/// a tree 300,000 levels deep, whose release overflowed the stack (SIGSEGV); a mapping keyed
/// by an alias of a "billion laughs" node hashed 10⁹ nodes to look for duplicate keys (no
/// end). Here the events are composed with an explicit stack, and every node added counts
/// against two limits with aliases expanded: the depth (`Limits.maxSpecDepth`, so releasing
/// the tree recurses at most that deep) and the number of nodes (`maxNodes`). Keys must be
/// scalars (a spec has no other keys), so duplicate keys are found by their text.
enum YAMLComposer {
  /// Nodes in one spec with every alias expanded.
  static let maxNodes = 1_000_000

  enum Failure: Error {
    /// A syntax error libyaml found: its problem, where, and what it was parsing.
    case syntax(problem: String, at: YAMLMark, context: (text: String, mark: YAMLMark)?)
    /// Bytes libyaml could not read (invalid UTF-8, control characters), at a byte offset.
    case reader(problem: String, offset: Int)
    /// A composition error or a limit: the message, and where.
    case composition(String, YAMLMark)

    init(_ parser: yaml_parser_t) {
      func mark(_ mark: yaml_mark_t) -> YAMLMark { YAMLMark(line: mark.line + 1, column: mark.column + 1) }
      let problem = parser.problem.map { String(cString: $0) } ?? "unknown problem"
      if parser.error == YAML_READER_ERROR {
        self = .reader(problem: problem, offset: parser.problem_offset)
      } else {
        self = .syntax(
          problem: problem, at: mark(parser.problem_mark),
          context: parser.context.map { (String(cString: $0), mark(parser.context_mark)) })
      }
    }
  }

  static func compose(_ text: String) throws -> YAMLNode? {
    var parser = yaml_parser_t()
    guard yaml_parser_initialize(&parser) == 1 else { throw Failure.reader(problem: "out of memory", offset: 0) }
    defer { yaml_parser_delete(&parser) }
    yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
    let bytes = Array(text.utf8)
    return try bytes.withUnsafeBufferPointer { buffer in
      yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
      var composer = State()
      while true {
        var event = yaml_event_t()
        guard yaml_parser_parse(&parser, &event) == 1 else { throw Failure(parser) }
        defer { yaml_event_delete(&event) }
        if event.type == YAML_STREAM_END_EVENT { return composer.root }
        try composer.take(event)
      }
    }
  }

  private struct Built {
    var node: YAMLNode
    var height: Int
    var size: Int
  }

  private struct Frame {
    var isMapping: Bool
    var mark: YAMLMark
    var anchor: String?
    var nodes: [YAMLNode] = []
    var pairs: [(key: YAMLNode, value: YAMLNode)] = []
    var pendingKey: YAMLNode?
    var keys: Set<String> = []
    var height = 1
    var size = 1
  }

  private struct State {
    var frames: [Frame] = []
    var anchors: [String: Built] = [:]
    var total = 0
    var root: YAMLNode?
    var documents = 0

    mutating func take(_ event: yaml_event_t) throws {
      let mark = YAMLMark(line: event.start_mark.line + 1, column: event.start_mark.column + 1)
      switch event.type {
      case YAML_DOCUMENT_START_EVENT:
        documents += 1
        if documents > 1 {
          throw Failure.composition("the spec holds more than one YAML document", mark)
        }
      case YAML_SCALAR_EVENT:
        let data = event.data.scalar
        let string = String(decoding: UnsafeBufferPointer(start: data.value, count: data.length), as: UTF8.self)
        let tag = data.quoted_implicit == 1 ? Tag.Name.str.rawValue : data.tag.map { String(cString: $0) }
        let scalar = YAMLNode.Scalar(
          string: string, isPlain: data.style == YAML_PLAIN_SCALAR_STYLE, tag: tag, mark: mark)
        try add(
          Built(node: .scalar(scalar), height: 1, size: 1), anchor: data.anchor.map { String(cString: $0) }, at: mark)
      case YAML_ALIAS_EVENT:
        let name = String(cString: event.data.alias.anchor)
        guard let built = anchors[name] else {
          throw Failure.composition("YAML syntax error: found undefined alias", mark)
        }
        try add(built, anchor: nil, at: mark)
      case YAML_SEQUENCE_START_EVENT:
        try open(
          Frame(isMapping: false, mark: mark, anchor: event.data.sequence_start.anchor.map { String(cString: $0) }))
      case YAML_MAPPING_START_EVENT:
        try open(
          Frame(isMapping: true, mark: mark, anchor: event.data.mapping_start.anchor.map { String(cString: $0) }))
      case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
        let frame = frames.removeLast()
        let node: YAMLNode =
          frame.isMapping
          ? .mapping(.init(pairs: frame.pairs, mark: frame.mark))
          : .sequence(.init(nodes: frame.nodes, mark: frame.mark))
        // Counted as one node when opened; its children were counted as they came.
        try add(
          Built(node: node, height: frame.height, size: frame.size), anchor: frame.anchor, at: frame.mark, counted: true
        )
      default:
        break  // stream start and end, document end
      }
    }

    mutating func open(_ frame: Frame) throws {
      guard frames.count + 1 <= Limits.maxSpecDepth else {
        throw Failure.composition("the spec nests deeper than \(Limits.maxSpecDepth) levels", frame.mark)
      }
      try count(1, at: frame.mark)
      frames.append(frame)
    }

    mutating func count(_ size: Int, at mark: YAMLMark) throws {
      total += size
      guard total <= YAMLComposer.maxNodes else {
        throw Failure.composition(
          "the spec is too large (more than \(YAMLComposer.maxNodes) nodes after expanding aliases)", mark)
      }
    }

    mutating func add(_ built: Built, anchor: String?, at mark: YAMLMark, counted: Bool = false) throws {
      guard frames.count + built.height <= Limits.maxSpecDepth else {
        throw Failure.composition("the spec nests deeper than \(Limits.maxSpecDepth) levels (aliases expanded)", mark)
      }
      if !counted { try count(built.size, at: mark) }
      if let anchor { anchors[anchor] = built }
      guard !frames.isEmpty else {
        root = built.node
        return
      }
      let index = frames.count - 1
      frames[index].height = max(frames[index].height, built.height + 1)
      frames[index].size += built.size
      guard frames[index].isMapping else {
        frames[index].nodes.append(built.node)
        return
      }
      guard let key = frames[index].pendingKey else {
        guard case .scalar(let scalar) = built.node else {
          throw Failure.composition("a key must be a plain name", mark)
        }
        guard frames[index].keys.insert(scalar.string).inserted else {
          throw Failure.composition("duplicate key '\(Excerpt.of(scalar.string))' in a mapping", mark)
        }
        frames[index].pendingKey = built.node
        return
      }
      frames[index].pairs.append((key, built.node))
      frames[index].pendingKey = nil
    }
  }
}
