// `import UIKit` brings Foundation with it, as Apple's UIKit does.
@_exported import Foundation
