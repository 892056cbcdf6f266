// expect: cannot convert value of type 'Binding<Int>' to expected argument type 'Binding<String>'
import Kizuna
import KizunaSwiftUI
import SwiftUI

struct CountField: View {
  let count: Observable<Int>
  var body: some View { TextField("Count", text: count.binding) }
}
