// Stand-ins for the bundles `--bundle module` and `--bundle '#bundle'` name. Not part of any
// target: tests pass it to swiftc beside AppleLocalization.swift.
import Foundation

extension Bundle {
    /// What SwiftPM generates for a target with resources (`resource_bundle_accessor.swift`).
    static var module: Bundle { .main }
}

/// What Xcode 26's `#bundle` macro expands to, a `Bundle`: macros cannot be declared without a
/// compiler plugin, so tests write this in the macro's place.
var bundleMacroExpansion: Bundle { .main }
