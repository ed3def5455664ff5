import ListShotUI

/// A task list: an `@Observable` store held in `@State`, done tasks struck through and grey,
/// due dates formatted, delete by swiping.
struct TaskListView: View {
  struct TaskItem: Identifiable {
    let id = UUID()
    var title: String
    var due: Date
    var isDone = false
    var isFlagged = false
  }

  @Observable final class TaskStore {
    var tasks: [TaskItem] = [
      TaskItem(title: "Book flights to Lisbon", due: Date(timeIntervalSince1970: 1_749_549_600), isFlagged: true),
      TaskItem(title: "Renew passport", due: Date(timeIntervalSince1970: 1_749_722_400)),
      TaskItem(title: "Pay electricity bill", due: Date(timeIntervalSince1970: 1_749_376_800), isDone: true),
      TaskItem(title: "Call the dentist", due: Date(timeIntervalSince1970: 1_749_290_400), isDone: true),
    ]

    var remaining: Int { tasks.filter { !$0.isDone }.count }
  }

  @State private var store = TaskStore()

  var body: some View {
    NavigationStack {
      List {
        Section {
          ForEach(store.tasks) { task in
            HStack(spacing: 12) {
              Image(systemName: task.isDone ? "checkmark.circle.fill" : "circle")
                .foregroundStyle(task.isDone ? Color.accentColor : Color.secondary)
                .imageScale(.large)
              VStack(alignment: .leading, spacing: 2) {
                Text(task.title)
                  .strikethrough(task.isDone)
                  .foregroundStyle(task.isDone ? .secondary : .primary)
                Text(task.due, format: .dateTime.weekday(.abbreviated).day().month())
                  .font(.subheadline)
                  .foregroundStyle(.secondary)
              }
              Spacer()
              if task.isFlagged {
                Image(systemName: "flag.fill")
                  .foregroundStyle(.orange)
              }
            }
          }
          .onDelete { offsets in
            store.tasks.remove(atOffsets: offsets)
          }
        } footer: {
          Text("\(store.remaining) remaining")
        }
      }
      .navigationTitle("Tasks")
    }
  }
}

#Preview {
  TaskListView()
}

#Preview("Accessibility 3") {
  TaskListView()
    .environment(\.dynamicTypeSize, .accessibility3)
    .environment(\.colorScheme, .dark)
    .environment(\.layoutDirection, .rightToLeft)
}
