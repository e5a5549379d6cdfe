// Ramotion's FoldingCell is a CocoaPod imported as `import FoldingCell`; the same import here
// gives FoldEffects, so a file written against the pod keeps its import.
@_exported import FoldEffects
