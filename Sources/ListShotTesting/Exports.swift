// `import ListShotTesting` is everything a snapshot test needs: ListShot (the model, the
// renderer, `DynamicTypeSize`, `ToleranceSpec` …), the record modes, and the front-ends
// declared here (`assertSnapshot`, `expectSnapshot`, `verifySnapshot`, `ScreenSnapshot`).
@_exported import ListShot
@_exported import enum ListShotSnapshot.RecordMode
