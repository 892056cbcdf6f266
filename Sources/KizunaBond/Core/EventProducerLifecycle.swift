// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (Bond v4's case names, `.Normal` and `.Managed`, are what Bond v4 code writes.)

/// How long an event producer made from a producer closure lives.
///
/// ```swift
/// let ticks = EventProducer<Int>(lifecycle: .Managed) { sink in
///   sink(1)
///   return nil
/// }
/// ```
public enum EventProducerLifecycle: Sendable {
  /// Alive as long as something holds it strongly.
  case Normal
  /// As `.Normal`, and also kept alive by the sink given to its producer closure while it has
  /// at least one observer: a chain of operators lives as long as its end is observed.
  case Managed
}
