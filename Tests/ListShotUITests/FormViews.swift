import ListShotUI

/// Settings as apps write them: a `Form` of sections, with the builders' `if`, `switch`,
/// optionals, `Group`, `AnyView` and `EmptyView`, and `ForEach` over a range, sorted
/// dictionary keys, `enumerated()` and `indices`.
struct SettingsForm: View {
  enum Plan { case free, pro }
  let plan = Plan.pro
  let nickname: String? = "Sam"
  let showsBeta = false
  let sizes = ["Medium": 2, "Small": 1, "Large": 3]
  let colours = ["Red", "Green"]
  let devices = ["iPhone", "iPad"]

  var body: some View {
    NavigationStack {
      Form {
        Section("Account") {
          switch plan {
          case .free: Text("Free plan")
          case .pro: Text("Pro plan")
          }
          if let nickname { Text(nickname) }
          if showsBeta { Text("Beta") } else { Text("Stable") }
          Group {
            Text("Grouped")
            AnyView(Text("Erased"))
          }
          EmptyView()
        }
        Section("Ranges") {
          ForEach(1...2, id: \.self) { Text("Closed \($0)") }
          ForEach(0..<2) { Text("Half-open \($0)") }
        }
        Section("Data") {
          ForEach(sizes.keys.sorted(), id: \.self) { Text($0) }
          ForEach(Array(colours.enumerated()), id: \.offset) { index, colour in Text("\(index + 1). \(colour)") }
          ForEach(devices.indices, id: \.self) { Text(devices[$0]) }
        }
      }
      .formStyle(.grouped)
      .navigationTitle("Settings")
    }
  }
}

/// The same screen written as a List: the picture a Form draws.
struct SettingsList: View {
  var body: some View {
    NavigationStack {
      List {
        Section("Account") {
          Text("Pro plan")
          Text("Sam")
          Text("Stable")
          Text("Grouped")
          Text("Erased")
        }
        Section("Ranges") {
          Text("Closed 1")
          Text("Closed 2")
          Text("Half-open 0")
          Text("Half-open 1")
        }
        Section("Data") {
          Text("Large")
          Text("Medium")
          Text("Small")
          Text("1. Red")
          Text("2. Green")
          Text("iPhone")
          Text("iPad")
        }
      }
      .navigationTitle("Settings")
    }
  }
}

/// A `List` inside a form's section and one directly in the form: their rows inline.
struct FormWithLists: View {
  var body: some View {
    Form {
      Section("Inline") {
        List {
          Text("One")
          Text("Two")
        }
      }
      List {
        Section("Nested") { Text("Three") }
      }
    }
  }
}

/// Every modifier that runs only in an app, on a list of two rows.
struct AppOnlyModifiers: View {
  @State var isPresented = false
  @State var count = 0
  let animated = withAnimation(.spring(response: 0.3)) { 2 }

  var body: some View {
    List {
      Text("One")
        .accessibilityIdentifier("one")
        .accessibilitySortPriority(1)
        .accessibilityAction(named: "Archive") {}
        .animation(.easeInOut(duration: 0.2), value: count)
        .transition(.move(edge: .leading).combined(with: .opacity))
        .contentTransition(.numericText())
        .id(count)
      Text("Two")
        .onAppear {}
        .task(id: count) {}
        .onChange(of: count) { _, _ in }
        .onChange(of: count) {}
        .onSubmit {}
        .keyboardType(.emailAddress)
        .textInputAutocapitalization(.never)
        .autocorrectionDisabled()
        .submitLabel(.done)
        .sensoryFeedback(.success, trigger: count)
    }
    .sheet(isPresented: $isPresented) { Text("Sheet") }
    .fullScreenCover(isPresented: $isPresented) { Text("Cover") }
    .popover(isPresented: $isPresented) { Text("Popover") }
    .alert("Delete?", isPresented: $isPresented) {
      Button("Delete", role: .destructive) {}
    } message: {
      Text("This cannot be undone.")
    }
    .alert(isPresented: $isPresented) { Alert(title: Text("Old"), dismissButton: .cancel()) }
    .confirmationDialog("Share", isPresented: $isPresented, titleVisibility: .visible) { Button("Copy") {} }
    .navigationDestination(for: String.self) { Text($0) }
    .environment(\.locale, Locale(identifier: "fr_FR"))
    .environment(\.timeZone, TimeZone(identifier: "Europe/Paris")!)
  }
}

/// Every modifier of touch, keys, focus, scrolling, symbols' motion and the presenting sheet,
/// on a list of two rows, as a sort sheet's content writes them.
struct InteractionOnlyModifiers: View {
  @GestureState var isPressed = false
  @State var offset = CGSize.zero
  @State var detent = PresentationDetent.medium
  @State var count = 0

  var body: some View {
    List {
      HStack {
        Image(systemName: "star")
          .symbolEffect(.bounce.up.byLayer, options: .repeat(2), value: count)
          .symbolEffect(.variableColor.iterative, isActive: isPressed)
          .contentTransition(.symbolEffect(.replace))
        Text("One")
          .textSelection(.enabled)
          .privacySensitive()
          .help("The first row")
      }
      .contentShape(Rectangle())
      .contentShape(.contextMenuPreview, RoundedRectangle(cornerRadius: 8))
      .onLongPressGesture(minimumDuration: 1) { count += 1 }
      .gesture(
        DragGesture(minimumDistance: 4)
          .updating($isPressed) { _, state, transaction in
            state = true
            transaction.animation = .easeIn
          }
          .onChanged { value in offset = value.translation }
          .onEnded { _ in offset = .zero }
      )
      .simultaneousGesture(TapGesture(count: 2).onEnded { count += 1 })
      .highPriorityGesture(MagnifyGesture().onChanged { _ in })
      .onHover { _ in }
      .hoverEffect(.lift)
      Text("Two")
        .keyboardShortcut("n", modifiers: [.command, .shift])
        .keyboardShortcut(.defaultAction)
        .allowsHitTesting(false)
        .focusable()
        .onOpenURL { _ in }
    }
    .scrollDismissesKeyboard(.interactively)
    .scrollDisabled(true)
    .scrollBounceBehavior(.basedOnSize)
    .scrollIndicators(.hidden)
    .coordinateSpace(name: "list")
    .presentationDetents([.medium, .large, .fraction(0.3), .height(200)], selection: $detent)
    .presentationDragIndicator(.visible)
    .presentationCornerRadius(24)
    .presentationBackground(.thinMaterial)
    .presentationBackgroundInteraction(.enabled(upThrough: .medium))
    .presentationCompactAdaptation(.none)
    .interactiveDismissDisabled()
    .preferredColorScheme(.dark)
  }
}

/// A tab bar of three tabs, the first one's list shown.
struct TabbedApp: View {
  var body: some View {
    TabView {
      NavigationStack {
        List { Text("Now playing") }
          .navigationTitle("Listen")
      }
      .tabItem { Label("Listen", systemImage: "play.circle") }
      List { Text("Never drawn") }
        .tabItem {
          Image(systemName: "square.grid.2x2")
          Text("Browse")
        }
      Text("Search")
        .tabItem { Label("Search", systemImage: "magnifyingglass") }
    }
  }
}

/// A split view: on iPhone, its sidebar.
struct SplitApp: View {
  var body: some View {
    NavigationSplitView {
      List {
        Label("Inbox", systemImage: "tray")
        Label("Sent", systemImage: "paperplane")
      }
      .navigationTitle("Mailboxes")
    } detail: {
      Text("Select a mailbox")
    }
  }
}
