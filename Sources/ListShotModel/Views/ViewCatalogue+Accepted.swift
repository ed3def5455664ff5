import ListShotCore

extension ViewCatalogue {
  /// Accepted, with nothing to draw in a still picture.
  static let accepted: [ViewEntry] =
    [
      (".onAppear", [], "it runs only in an app", []), (".onDisappear", [], "it runs only in an app", []),
      (".onTapGesture", [], "it runs only in an app", []),
      (".onChange", [".onChange(of:perform:)", ".onChange(of:initial:_:)"], "it runs only in an app", []),
      (".task", [".task(priority:_:)", ".task(id:priority:_:)"], "it runs only in an app", []),
      (".id", [], "it runs only in an app", []),
      (
        ".ignoresSafeArea", [".ignoresSafeArea(_:edges:)", ".edgesIgnoringSafeArea(_:)"],
        "a screen's backgrounds already reach its edges, and a list's rows have no safe area of their own",
        [".edgesIgnoringSafeArea", "SafeAreaRegions"]
      ),
      (".onSubmit", [".onSubmit(of:_:)"], "it runs only in an app", ["SubmitTriggers"]),
      (".submitLabel", [".submitLabel(_:)"], "the keyboard is not shown", ["SubmitLabel"]),
      (".keyboardType", [".keyboardType(_:)"], "the keyboard is not shown", ["UIKeyboardType"]),
      (
        ".textInputAutocapitalization", [".textInputAutocapitalization(_:)"], "the keyboard is not shown",
        ["TextInputAutocapitalization"]
      ),
      (
        ".autocorrectionDisabled", [".autocorrectionDisabled(_:)", ".disableAutocorrection(_:)"],
        "the keyboard is not shown", [".disableAutocorrection"]
      ),
      (".textContentType", [".textContentType(_:)"], "the keyboard is not shown", ["UITextContentType"]),
      (".sensoryFeedback", [".sensoryFeedback(_:trigger:)"], "haptics run only in an app", ["SensoryFeedback"]),
      (
        ".animation",
        [".animation(_:value:)", ".animation(_:)", "withAnimation(_:_:)", "Binding.animation(_:)"],
        "a still picture shows the state it animates to", ["Animation"]
      ),
      (".transition", [".transition(_:)"], "a still picture shows the state it animates to", ["AnyTransition"]),
      (
        ".contentTransition", [".contentTransition(_:)"], "a still picture shows the state it animates to",
        ["ContentTransition"]
      ),
      (
        ".sheet", [".sheet(isPresented:content:)", ".sheet(item:content:)"], "the picture shows the screen under it", []
      ),
      (".fullScreenCover", [".fullScreenCover(isPresented:content:)"], "the picture shows the screen under it", []),
      (".popover", [".popover(isPresented:arrowEdge:content:)"], "the picture shows the screen under it", []),
      (
        ".alert", [".alert(_:isPresented:actions:message:)", ".alert(isPresented:content:)"],
        "the picture shows the screen under it", ["Alert"]
      ),
      (
        ".confirmationDialog", [".confirmationDialog(_:isPresented:titleVisibility:actions:message:)"],
        "the picture shows the screen under it", []
      ),
      (
        ".navigationDestination", [".navigationDestination(for:destination:)", ".navigationDestination(isPresented:)"],
        "the picture shows the screen it is declared on", []
      ),
    ].map { name, spellings, why, also in
      ViewEntry(
        name, role: .modifier, initialisers: spellings, status: .accepted(why), summary: "accepted; nothing to draw",
        also: also)
    } + accessibility

  /// The accessibility modifiers VoiceOver reads and ListShot's semantics do not speak
  /// (`AccessibilityModifier` reads the label, value, hint, hidden, traits and children).
  static let accessibility: [ViewEntry] = [
    ".accessibilityIdentifier", ".accessibilitySortPriority", ".accessibilityInputLabels", ".accessibilityAction",
    ".accessibilityAdjustableAction", ".accessibilityShowsLargeContentViewer",
    ".accessibilityRespondsToUserInteraction", ".accessibilityRepresentation",
  ].map { name in
    ViewEntry(
      name, role: .modifier, status: .accepted("VoiceOver reads it; a picture shows nothing of it"),
      summary: "accepted; nothing to draw",
      also: name == ".accessibilityAction" ? ["AccessibilityActionKind", "AccessibilityAdjustmentDirection"] : [])
  }
}
