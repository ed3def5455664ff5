import ListShotUI

// #Preview("in a comment") { }
/* a block comment: #Preview { } /* nested */ struct Fake: PreviewProvider { } */
let text = "#Preview(\"in a string\") { }"
let raw = ##"a raw string with "#Preview" and { braces"##
let multiline = """
  #Preview { }
  struct AlsoFake: PreviewProvider {
  """
let interpolated = "value: \(["}": "#Preview"]["}"] ?? "{")"

#Preview {
  Text("first unnamed")
}

#Preview(traits: .portrait) {
  Text("second unnamed, traits first")
}

#Preview(Strings.title, traits: .landscapeLeft) {
  Text("named by an expression")
}

#if os(Linux)
  #Preview("Linux") { Text("a") }
#elseif canImport(UIKit)
  #if DEBUG
    #Preview("UIKit debug") { Text("b") }
  #endif
#else
  #Preview("Elsewhere") { Text("c") }
#endif

final class Model {
  class func make() -> Model { Model() }
  struct NotAProvider {}
}

struct Screen_Previews: PreviewProvider {
  static var previews: some View { Text("x") }
}

private struct Hidden_Previews: PreviewProvider {
  static var previews: some View { Text("x") }
}

fileprivate extension Model {
  struct Inner: ListShotUI.PreviewProvider {
    static var previews: some View { Text("x") }
  }
}

extension Model {
  enum Outer {
    struct Previews: PreviewProvider, Sendable {
      static var previews: some View { Text("x") }
    }
  }
}

func helper() {
  struct Local_Previews: PreviewProvider {
    static var previews: some View { Text("x") }
  }
}

struct Generic<T>: View where T: Hashable {
  var body: some View { Text("x") }
}
