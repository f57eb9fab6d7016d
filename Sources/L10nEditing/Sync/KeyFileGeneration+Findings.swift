import L10nCore
import L10nGeneration
import L10nChecks

extension KeyFileGeneration {
    /// Every finding of the generation, in the wording of the check that owns each.
    package var findings: [Diagnostic] {
        guard let missingFeatureEnum else { return diagnostics }
        return diagnostics + [KeyFileSectionCheck.missingFeatureEnum(named: missingFeatureEnum, path: path)]
    }
}
