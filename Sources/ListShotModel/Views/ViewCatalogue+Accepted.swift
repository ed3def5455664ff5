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
      (
        ".gesture",
        [
          ".gesture(_:including:)", ".simultaneousGesture(_:including:)", ".highPriorityGesture(_:including:)",
          "TapGesture", "DragGesture", "LongPressGesture", "MagnifyGesture", "RotateGesture", ".onEnded", ".onChanged",
          ".updating", "@GestureState",
        ],
        "it runs only in an app; `@GestureState` keeps its initial value",
        [
          ".simultaneousGesture", ".highPriorityGesture", "Gesture", "TapGesture", "DragGesture", "LongPressGesture",
          "MagnifyGesture", "MagnificationGesture", "RotateGesture", "_ChangedGesture", "GestureMask", "GestureState",
          "CoordinateSpace", ".coordinateSpace", "Transaction", "withTransaction",
        ]
      ),
      (
        ".onLongPressGesture", [".onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)"],
        "it runs only in an app", []
      ),
      (
        ".contentShape", [".contentShape(_:eoFill:)", ".contentShape(_:_:eoFill:)"],
        "it shapes where a touch lands, not what is drawn", ["ContentShapeKinds"]
      ),
      (".allowsHitTesting", [".allowsHitTesting(_:)"], "it shapes where a touch lands, not what is drawn", []),
      (
        ".keyboardShortcut", [".keyboardShortcut(_:modifiers:)", ".keyboardShortcut(.defaultAction)"],
        "the keyboard is not shown", ["KeyEquivalent", "EventModifiers", "KeyboardShortcut"]
      ),
      (".help", [".help(_:)"], "a pointer's tooltip, shown only in an app", []),
      (
        ".onHover", [".onHover(perform:)", ".hoverEffect(_:isEnabled:)"], "a pointer's, shown only in an app",
        [".hoverEffect", "HoverEffect"]
      ),
      (".focusable", [".focusable(_:)"], "focus moves only in an app", []),
      (".textSelection", [".textSelection(.enabled)"], "selection happens only in an app", ["TextSelectability"]),
      (".privacySensitive", [".privacySensitive(_:)"], "drawn as it is: only a redacted screen hides it", []),
      (
        ".scrollDismissesKeyboard", [".scrollDismissesKeyboard(.interactively)"], "the keyboard is not shown",
        ["ScrollDismissesKeyboardMode"]
      ),
      (
        ".scrollDisabled", [".scrollDisabled(_:)", ".scrollBounceBehavior(_:axes:)"],
        "a still picture shows the list at its top either way", [".scrollBounceBehavior", "ScrollBounceBehavior"]
      ),
      (
        ".scrollIndicators", [".scrollIndicators(_:axes:)"], "a still picture shows no scroll indicator",
        ["ScrollIndicatorVisibility"]
      ),
      (".onOpenURL", [".onOpenURL(perform:)"], "it runs only in an app", []),
      (
        ".preferredColorScheme", [".preferredColorScheme(_:)"],
        "the render variant sets the appearance: a test names the light and dark variants it records", []
      ),
      (
        ".symbolEffect",
        [".symbolEffect(_:options:value:)", ".symbolEffect(_:options:isActive:)", ".symbolEffectsRemoved(_:)"],
        "a still picture shows the symbol at rest", ["SymbolEffect", "SymbolEffectOptions", ".symbolEffectsRemoved"]
      ),
      (
        ".presentationDetents",
        [
          ".presentationDetents(_:)", ".presentationDragIndicator(_:)", ".presentationCornerRadius(_:)",
          ".presentationBackground(_:)", ".interactiveDismissDisabled(_:)",
        ],
        "it shapes the sheet that presents the view; the view is drawn as a screen of its own",
        [
          "PresentationDetent", ".presentationDragIndicator", ".presentationCornerRadius", ".presentationBackground",
          ".presentationBackgroundInteraction", "PresentationBackgroundInteraction", ".presentationCompactAdaptation",
          "PresentationAdaptation", ".interactiveDismissDisabled",
        ]
      ),
      (
        ".selectionDisabled", [".selectionDisabled(_:)"],
        "nothing of it shows out of edit mode; in edit mode it is refused (the selection circles are drawn on every row)",
        []
      ),
      (
        ".rotationEffect", [".rotationEffect(_:anchor:)", ".scaleEffect(_:anchor:)", ".scaleEffect(x:y:anchor:)"],
        "a whole turn and a scale of 1 draw the view as it is; other angles and scales are refused",
        [".scaleEffect"]
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
