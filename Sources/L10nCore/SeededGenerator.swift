/// A deterministic pseudo-random generator (SplitMix64): a benchmark input, a fuzzing session
/// or a randomised test is repeated by its seed.
package struct SeededGenerator: RandomNumberGenerator {
    package var state: UInt64

    package init(state: UInt64) {
        self.state = state
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
