import ListShotUI

enum Chime: String, CaseIterable, Identifiable {
  case bell, bowl, none
  var id: Self { self }
  var title: String { rawValue.capitalized }
}

struct TimerSettingsView: View {
  @State private var minutes = 15
  @State private var chime: Chime = .bowl
  @State private var volume = 0.6
  @State private var reminder = Calendar.current.date(bySettingHour: 7, minute: 30, second: 0, of: .now) ?? .now
  @State private var remindersOn = true
  @State private var intervalMode = 0
  @FocusState private var noteFocused: Bool
  @State private var note = ""

  var body: some View {
    NavigationStack {
      Form {
        Section("Session") {
          Stepper("\(minutes) minutes", value: $minutes, in: 1...120, step: 5)
          Picker("Interval", selection: $intervalMode) {
            Text("None").tag(0)
            Text("Halfway").tag(1)
            Text("Every 5 min").tag(2)
          }
          .pickerStyle(.segmented)
        }

        Section {
          Picker("Chime", selection: $chime) {
            ForEach(Chime.allCases) { chime in
              Text(chime.title).tag(chime)
            }
          }
          Slider(value: $volume, in: 0...1) {
            Text("Volume")
          } minimumValueLabel: {
            Image(systemName: "speaker.fill")
          } maximumValueLabel: {
            Image(systemName: "speaker.wave.3.fill")
          }
          .disabled(chime == .none)
        } header: {
          Text("Sound")
        }

        Section {
          Toggle("Daily Reminder", isOn: $remindersOn.animation())
          if remindersOn {
            DatePicker("Time", selection: $reminder, displayedComponents: .hourAndMinute)
          }
        } footer: {
          Text("You'll get a notification at this time every day.")
        }

        Section("Note") {
          TextField("What's your intention?", text: $note, axis: .vertical)
            .lineLimit(3, reservesSpace: true)
            .focused($noteFocused)
        }

        Section {
          Gauge(value: 0.7) {
            Text("Weekly goal")
          } currentValueLabel: {
            Text("70%")
          }
          .gaugeStyle(.accessoryLinearCapacity)
        }
      }
      .navigationTitle("Timer")
      .toolbar {
        ToolbarItemGroup(placement: .keyboard) {
          Spacer()
          Button("Done") { noteFocused = false }
        }
      }
    }
  }
}

#Preview {
  TimerSettingsView()
}
