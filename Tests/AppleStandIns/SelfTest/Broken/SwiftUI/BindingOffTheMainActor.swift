// expect: main actor-isolated property 'binding' can not be referenced from a nonisolated context
import Kizuna
import KizunaSwiftUI
import SwiftUI

nonisolated func nameBinding(_ name: Observable<String>) -> Binding<String> { name.binding }
