/// An observable array: a signal of ``ArrayChangeset``s that starts with the current elements.
/// ``MutableObservableArray`` and ``ObservableArray`` conform, and so does every derived array.
///
/// Its operators make *derived arrays*: read-only observable arrays that follow their upstream
/// and send exact change sets of their own, computed from the upstream's change sets without
/// diffing. One upstream insert, delete or update costs O(log *n*) in the derived array's size,
/// plus the shift of the stored elements that any array insert makes. Bound to a table, a
/// derived array animates exactly as a mutable one does. Operators chain:
///
/// ```swift
/// struct Task: Sendable { var title: String; var isDone: Bool; var day: Int }
/// let tasks = MutableObservableArray([
///   Task(title: "b", isDone: false, day: 2), Task(title: "a", isDone: false, day: 1),
///   Task(title: "c", isDone: true, day: 1),
/// ])
/// let open = tasks.filter { !$0.isDone }.sorted { $0.title < $1.title }
/// print(open.collection.map(\.title))   // prints "["a", "b"]"
/// let byDay = tasks.filter { !$0.isDone }.grouped { $0.day }
/// print(byDay.collection.map(\.metadata))   // prints "[1, 2]"
/// ```
///
/// Lifetime, as for an operator chain: a derived array follows its upstream while it is
/// referenced or observed. Its observations (a table binding, `observeNext`) keep it, and the
/// derived arrays it is made from, alive until they are disposed, so
/// `binder.bind(items.filter { ... }, metadata: ...)` needs no other reference. It does not
/// keep the mutable array at the root of the chain, nor a query signal, alive: when the root
/// array goes away, every derived array made from it completes (it keeps its last elements),
/// which ends its observations.
///
/// Threading: a derived array is one of its upstream's observers. It receives each upstream
/// change set when the upstream delivers it to its observers (in the order they subscribed),
/// and sends its own change set to its observers then, on the delivering thread, before the
/// upstream's later observers are called. Inputs that arrive while it is working (from another
/// thread, from a query, or from its own observers editing the upstream) are taken one at a
/// time, after the current one. A derived array made while its upstream is delivering a change
/// set on the same thread fills in once that delivery is done.
public protocol ObservableArrayProtocol<Item>: SignalProtocol
where Element == ArrayChangeset<Item>, Failure == Never {
  /// The type of the elements.
  associatedtype Item: Sendable
}

extension ObservableArrayProtocol {
  /// An observable array of the transformed elements, in the same order.
  ///
  /// `transform` runs once for each element when the derived array starts, then once for each
  /// element the upstream inserts or updates; never for deletes or moves, and never when an
  /// element is read. (Bond v4's `map` ran it again on every read.)
  ///
  /// ```swift
  /// let numbers = MutableObservableArray([1, 2])
  /// let labels = numbers.map { "#\($0)" }
  /// numbers.append(3)
  /// print(labels.collection)   // prints "["#1", "#2", "#3"]"
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The caller's file, recorded for ``LiveBindings``; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  ///   - transform: Makes a derived element; called serially, on the thread that
  ///     changed the upstream.
  /// - Returns: The derived array.
  /// - Complexity: O(1) per upstream edit, plus the transform.
  @inlinable
  public func map<Derived: Sendable>(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    _ transform: @escaping @Sendable (Item) -> Derived
  ) -> ObservableArray<Derived> {
    ObservableArray(
      DerivedCollection(
        ArrayMapping(transform: transform), upstream: self, keepAlive: chainLink,
        site: BindingSite(fileID: fileID, filePath: filePath, line: line, column: column)))
  }

  /// An observable array of the non-nil results of `transform`, in upstream order.
  ///
  /// `transform` runs once for each element when the derived array starts and once for each
  /// element inserted or updated upstream. An update whose result turns nil deletes the
  /// element; one whose result stops being nil inserts it.
  ///
  /// ```swift
  /// let texts = MutableObservableArray(["1", "x", "3"])
  /// let numbers = texts.compactMap { Int($0) }
  /// texts[1] = "2"
  /// print(numbers.collection)   // prints "[1, 2, 3]"
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The caller's file, recorded for ``LiveBindings``; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  ///   - transform: Makes a derived element, or nil to leave the element out.
  /// - Returns: The derived array.
  /// - Complexity: O(log *n*) per upstream edit, plus the transform.
  @inlinable
  public func compactMap<Derived: Sendable>(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    _ transform: @escaping @Sendable (Item) -> Derived?
  ) -> ObservableArray<Derived> {
    let filtering = ArrayFiltering<Item, Derived, Void>(
      query: (), keepsSources: false, evaluate: { element, _ in transform(element) })
    return ObservableArray(
      DerivedCollection(
        filtering, upstream: self, keepAlive: chainLink,
        site: BindingSite(fileID: fileID, filePath: filePath, line: line, column: column)))
  }

  /// An observable array of the elements that satisfy `isIncluded`, in upstream order.
  ///
  /// An update that makes an element satisfy the predicate inserts it; one that makes it fail
  /// deletes it.
  ///
  /// ```swift
  /// let numbers = MutableObservableArray([1, 2, 3, 4])
  /// let even = numbers.filter { $0 % 2 == 0 }
  /// numbers.append(6)
  /// print(even.collection)   // prints "[2, 4, 6]"
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The caller's file, recorded for ``LiveBindings``; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  ///   - isIncluded: Whether an element belongs; called once per element that enters
  ///     or changes upstream.
  /// - Returns: The derived array.
  /// - Complexity: O(log *n*) per upstream edit, plus the predicate.
  @inlinable
  public func filter(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    _ isIncluded: @escaping @Sendable (Item) -> Bool
  ) -> ObservableArray<Item> {
    let filtering = ArrayFiltering<Item, Item, Void>(
      query: (), keepsSources: false,
      evaluate: { element, _ in isIncluded(element) ? element : nil }
    )
    return ObservableArray(
      DerivedCollection(
        filtering, upstream: self, keepAlive: chainLink,
        site: BindingSite(fileID: fileID, filePath: filePath, line: line, column: column)))
  }

  /// An observable array of the elements that satisfy `isIncluded` under the latest value of
  /// `query`, such as the text of a search field.
  ///
  /// Each new query evaluates every element once and sends the minimal change: the elements
  /// that no longer match are deleted, those that now match are inserted, the others stay.
  /// Until `query` sends its first value, no element is included (an ``Observable`` sends
  /// its value at once).
  ///
  /// ```swift
  /// let names = MutableObservableArray(["Ann", "Bob", "Anna"])
  /// let search = Observable("")
  /// let found = names.filter(by: search) { name, text in text.isEmpty || name.hasPrefix(text) }
  /// search.value = "An"
  /// print(found.collection)   // prints "["Ann", "Anna"]"
  /// ```
  ///
  /// - Parameters:
  ///   - query: The signal of queries; the derived array keeps it alive.
  ///   - fileID: The caller's file, recorded for ``LiveBindings``; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  ///   - isIncluded: Whether an element belongs under a query.
  /// - Returns: The derived array.
  /// - Complexity: O(log *n*) per upstream edit; O(*n* log *n*) per new query.
  @inlinable
  public func filter<Query: Sendable>(
    by query: some SignalProtocol<Query, Never>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    _ isIncluded: @escaping @Sendable (Item, Query) -> Bool
  ) -> ObservableArray<Item> {
    let filtering = ArrayFiltering<Item, Item, Query>(
      query: nil, keepsSources: true,
      evaluate: { element, query in isIncluded(element, query) ? element : nil })
    return ObservableArray(
      DerivedCollection(
        filtering, upstream: self, keepAlive: chainLink, query: query,
        site: BindingSite(fileID: fileID, filePath: filePath, line: line, column: column)))
  }

  /// An observable array of the elements in the order `areInIncreasingOrder` gives, kept
  /// sorted as the upstream changes.
  ///
  /// The sort is stable: equal elements keep their upstream order. An update that changes an
  /// element's place is sent as an update and a move.
  ///
  /// ```swift
  /// let scores = MutableObservableArray([30, 10, 20])
  /// let ranking = scores.sorted(by: >)
  /// scores[1] = 40
  /// print(ranking.collection)   // prints "[40, 30, 20]"
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The caller's file, recorded for ``LiveBindings``; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  ///   - areInIncreasingOrder: A strict weak ordering.
  /// - Returns: The derived array.
  /// - Complexity: O(log *n*) comparisons per upstream edit (plus O(log *n*) per comparison
  ///   that finds two elements equal).
  @inlinable
  public func sorted(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    by areInIncreasingOrder: @escaping @Sendable (Item, Item) -> Bool
  ) -> ObservableArray<Item> {
    let sorting = ArraySorting<Item, Void>(order: ()) { first, second, _ in
      areInIncreasingOrder(first, second)
    }
    return ObservableArray(
      DerivedCollection(
        sorting, upstream: self, keepAlive: chainLink,
        site: BindingSite(fileID: fileID, filePath: filePath, line: line, column: column)))
  }

  /// An observable array of the elements sorted under the latest value of `order`, such as a
  /// sort toggle.
  ///
  /// Each new order sorts every element once and moves the elements that change places
  /// relative to the others (all but a longest run that keeps its relative order). Until
  /// `order` sends its first value, the derived array is empty.
  ///
  /// ```swift
  /// let words = MutableObservableArray(["b", "c", "a"])
  /// let ascending = Observable(true)
  /// let listed = words.sorted(by: ascending) { a, b, ascending in ascending ? a < b : a > b }
  /// ascending.value = false
  /// print(listed.collection)   // prints "["c", "b", "a"]"
  /// ```
  ///
  /// - Parameters:
  ///   - order: The signal of orders; the derived array keeps it alive.
  ///   - fileID: The caller's file, recorded for ``LiveBindings``; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  ///   - areInIncreasingOrder: A strict weak ordering under an order.
  /// - Returns: The derived array.
  /// - Complexity: O(log *n*) comparisons per upstream edit; O(*n* log *n*) per new order.
  @inlinable
  public func sorted<Order: Sendable>(
    by order: some SignalProtocol<Order, Never>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    _ areInIncreasingOrder: @escaping @Sendable (Item, Item, Order) -> Bool
  ) -> ObservableArray<Item> {
    let sorting = ArraySorting<Item, Order>(order: nil, areInIncreasingOrder: areInIncreasingOrder)
    return ObservableArray(
      DerivedCollection(
        sorting, upstream: self, keepAlive: chainLink, query: order,
        site: BindingSite(fileID: fileID, filePath: filePath, line: line, column: column)))
  }

  /// An observable array of sections, one per key, in ascending key order; each section's
  /// metadata is its key and its items are the elements with that key, in upstream order.
  ///
  /// A key's first element inserts its section; the delete of its last element deletes the
  /// section. An update that changes an element's key moves it from its section to the other
  /// one (an update and a move), or deletes and inserts it if a section appears or vanishes.
  ///
  /// ```swift
  /// let words = MutableObservableArray(["apple", "bean", "avocado"])
  /// let byInitial = words.grouped { $0.first! }
  /// words.append("cherry")
  /// print(byInitial.collection.map(\.metadata))   // prints "["a", "b", "c"]"
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The caller's file, recorded for ``LiveBindings``; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  ///   - key: The section key of an element.
  /// - Returns: The derived sectioned array.
  /// - Complexity: O(log *n*) per upstream edit, plus O(*s*) for *s* sections (the change
  ///   set's item counts).
  @inlinable
  public func grouped<Key: Hashable & Comparable & Sendable>(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    by key: @escaping @Sendable (Item) -> Key
  ) -> ObservableSectionedArray<Key, Item> {
    grouped(
      fileID: fileID, filePath: filePath, line: line, column: column, by: key,
      sectionsInIncreasingOrder: { $0 < $1 })
  }

  /// An observable array of sections, one per key, in the order `sectionsInIncreasingOrder`
  /// gives; each section's metadata is its key and its items are the elements with that key,
  /// in upstream order.
  ///
  /// ```swift
  /// let days = MutableObservableArray([1, 3, 2, 3])
  /// let latestFirst = days.grouped(by: { $0 }, sectionsInIncreasingOrder: >)
  /// print(latestFirst.collection.map(\.metadata))   // prints "[3, 2, 1]"
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The caller's file, recorded for ``LiveBindings``; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  ///   - key: The section key of an element.
  ///   - sectionsInIncreasingOrder: A strict total order of keys: two different keys must
  ///     never compare equal.
  /// - Returns: The derived sectioned array.
  @inlinable
  public func grouped<Key: Hashable & Sendable>(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    by key: @escaping @Sendable (Item) -> Key,
    sectionsInIncreasingOrder: @escaping @Sendable (Key, Key) -> Bool
  ) -> ObservableSectionedArray<Key, Item> {
    let grouping = ArrayGrouping<Item, Key>(
      key: key, areInIncreasingOrder: sectionsInIncreasingOrder)
    return ObservableSectionedArray(
      DerivedCollection(
        grouping, upstream: self, keepAlive: chainLink,
        site: BindingSite(fileID: fileID, filePath: filePath, line: line, column: column)))
  }
}

extension SignalProtocol {
  /// The engine of the derived array this is, if it is one: a derived array made from it keeps
  /// it alive (a mutable array, or any other signal, is not kept alive by what observes it).
  @usableFromInline
  var chainLink: (any Sendable)? { (self as? any DerivedArrayView)?.derivation }
}

/// A view of an array that may be derived, giving its engine.
@usableFromInline
protocol DerivedArrayView {
  /// The engine of the derived array, if it is one.
  var derivation: (any Sendable)? { get }
}

extension ObservableArray: DerivedArrayView {}

extension ObservableArrayProtocol where Item: Comparable {
  /// An observable array of the elements in ascending order, kept sorted as the upstream
  /// changes (see ``sorted(fileID:filePath:line:column:by:)``).
  ///
  /// ```swift
  /// let numbers = MutableObservableArray([3, 1, 2])
  /// print(numbers.sorted().collection)   // prints "[1, 2, 3]"
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The caller's file, recorded for ``LiveBindings``; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  /// - Returns: The sorted array.
  @inlinable
  public func sorted(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> ObservableArray<Item> {
    sorted(fileID: fileID, filePath: filePath, line: line, column: column, by: { $0 < $1 })
  }
}

extension SignalProtocol where Failure == Never {
  /// An observable array that stores the collection this signal of change sets describes:
  /// the way to the derived-array operators from a change-set signal (one received on another
  /// scheduler, say), and a stored copy of any observable array.
  ///
  /// The first change set the signal sends gives the elements; later ones edit them. The
  /// array is empty until then.
  ///
  /// ```swift
  /// let numbers = MutableObservableArray([1, 2])
  /// let copy = numbers.crystallize()
  /// numbers.append(3)
  /// print(copy.collection)   // prints "[1, 2, 3]"
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The caller's file, recorded for ``LiveBindings``; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  /// - Returns: The stored array, which keeps this signal alive.
  /// - Complexity: O(1) per edit of the signal's change sets.
  @inlinable
  public func crystallize<Item: Sendable>(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> ObservableArray<Item>
  where Element == ArrayChangeset<Item> {
    ObservableArray(
      DerivedCollection(
        ArrayMapping<Item, Item>(transform: { $0 }), upstream: self, keepAlive: chainLink,
        site: BindingSite(fileID: fileID, filePath: filePath, line: line, column: column)))
  }
}
