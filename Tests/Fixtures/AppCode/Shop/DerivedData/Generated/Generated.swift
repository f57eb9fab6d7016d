import SwiftUI

let generated = Text("Generated")
