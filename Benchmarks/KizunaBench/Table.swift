/// One row of the results table: a workload and the measurements of every library.
struct Row {
  let workload: String
  let unit: String
  let measurements: [Measurement]
}

func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
  let padding = String(repeating: " ", count: max(0, width - text.count))
  return right ? padding + text : text + padding
}

func format(_ value: Double, decimals: Int = 1) -> String {
  guard value.isFinite else { return "-" }
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let rounded = (value * scale).rounded() / scale
  var text = "\(rounded)"
  if decimals == 0, text.hasSuffix(".0") { text.removeLast(2) }
  return text
}

/// Prints a Markdown table: median ns/op, spread, and the ratio to the closures baseline.
func printTable(_ rows: [Row]) {
  let header = ["workload", "library", "median", "spread", "ratio", "instructions", "note"]
  print("| " + header.joined(separator: " | ") + " |")
  print("|" + header.map { _ in "---" }.joined(separator: "|") + "|")
  for row in rows {
    // The ratio column compares with the closures floor, or, for diffs, with the stdlib.
    let baseline =
      (row.measurements.first { $0.library == "closures" }
      ?? row.measurements.first { $0.library == "stdlib" })?.median
    let baselineInstructions =
      (row.measurements.first { $0.library == "closures" }
      ?? row.measurements.first { $0.library == "stdlib" })?.instructions
    for measurement in row.measurements {
      let ratio = baseline.map { measurement.median / $0 } ?? .nan
      let cells = [
        row.workload, measurement.library,
        measurement.samples.isEmpty ? "n/a" : format(measurement.median) + " " + row.unit,
        measurement.samples.isEmpty ? "-" : format(measurement.spread, decimals: 0) + "%",
        ratio.isFinite ? format(ratio, decimals: ratio < 0.1 ? 4 : 2) + "x" : "-",
        instructionCell(measurement, baseline: baselineInstructions),
        measurement.note,
      ]
      print("| " + cells.joined(separator: " | ") + " |")
    }
  }
}

/// Instructions per operation and their ratio to the first library's (the closures floor).
func instructionCell(_ measurement: Measurement, baseline: Double?) -> String {
  guard let instructions = measurement.instructions else { return "-" }
  let count =
    instructions >= 1e6 ? format(instructions / 1e6) + "M" : format(instructions, decimals: 0)
  guard let baseline, baseline > 0 else { return count }
  let ratio = instructions / baseline
  return count + " (" + format(ratio, decimals: ratio < 0.1 ? 4 : 2) + "x)"
}
