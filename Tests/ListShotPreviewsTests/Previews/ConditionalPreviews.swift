import ListShotUI

// Previews under `#if` (the generated test keeps the condition) and a provider nested in an
// extension, reached by its full name.

struct Shortcuts: View {
  var body: some View {
    List {
      Text("Morning routine")
      Text("Leave work")
    }
  }
}

#if DEBUG
  #Preview("Debug builds") {
    Shortcuts()
  }
#elseif LISTSHOT_NEVER_DEFINED
  #Preview("Never compiled") {
    Text("no list: this could not be drawn")
  }
#endif

extension Shortcuts {
  struct Previews: PreviewProvider {
    static var previews: some View {
      Shortcuts()
        .environment(\.colorScheme, .dark)
    }
  }
}
