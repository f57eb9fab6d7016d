import L10nCore
import L10nCatalog
import L10nSwiftSource
import L10nProject
import L10nAccessors
/// What generating one key file produced. Nothing here touches the disk: the caller writes
/// ``text`` (atomically) when it is not nil.
package struct KeyFileGeneration: Sendable, Hashable {
    /// The file's new text as it was made; nil when the file stays exactly as it is.
    package var content: KeyFileText?
    /// The file's new text; nil when the file stays exactly as it is.
    package var text: String? { content?.string }
    /// The new text's UTF-8, for a caller that writes bytes: an edit's own, never decoded.
    package var utf8: [UInt8]? { content?.utf8 }
    /// True when there was no file, so ``text`` is a whole new one.
    package var isNewFile: Bool
    /// The keys that got an accessor, in key order.
    package var addedKeys: [String]
    /// `keyfile-syntax` errors (the file was left alone), `keyfile-identifier-collision` errors
    /// (two keys would get one name, so they got no accessor) or `format-specifier` errors (the key's
    /// format cannot be passed safely, so it got no accessor). A missing feature enum is not among
    /// them: `keyfile-section` owns that finding's wording (`findings` in L10nEditing).
    package var diagnostics: [Diagnostic]
    /// The feature enum the existing file lacks, so no accessor could be added; nil when it has one.
    package var missingFeatureEnum: String?
    /// The key file's path, as diagnostics show it.
    package var path: String

    package init(
        text: String?, isNewFile: Bool, addedKeys: [String], diagnostics: [Diagnostic], path: String,
        missingFeatureEnum: String? = nil
    ) {
        self.init(
            content: text.map { .string($0) }, isNewFile: isNewFile, addedKeys: addedKeys, diagnostics: diagnostics, path: path,
            missingFeatureEnum: missingFeatureEnum)
    }

    package init(
        content: KeyFileText?, isNewFile: Bool, addedKeys: [String], diagnostics: [Diagnostic], path: String,
        missingFeatureEnum: String? = nil
    ) {
        self.content = content
        self.isNewFile = isNewFile
        self.addedKeys = addedKeys
        self.diagnostics = diagnostics
        self.path = path
        self.missingFeatureEnum = missingFeatureEnum
    }

    /// True when the existing file declares no feature enum, so no accessor could be added.
    package var lacksFeatureEnum: Bool { missingFeatureEnum != nil }
}

/// Brings a key file in step with its catalog: every key gets an accessor, and everything the
/// file already says (names, order, comments, keys the catalog no longer has) stays byte for byte.
package enum KeyFileGenerator {
    /// The key file for `catalog`, whose current text is `existingText` (nil when there is none).
    /// - Parameters:
    ///   - path: the key file's path, for diagnostics.
    ///   - style: how new accessors are written (access level, bundle, doc comments, order).
    package static func generate(
        catalog: Catalog, feature: Feature, existingText: String?, path: String, style: GenerationStyle = GenerationStyle()
    ) -> KeyFileGeneration {
        generate(
            plans: AccessorPlanner.plans(for: catalog, feature: feature), catalogName: feature.catalogName,
            existingText: existingText, path: path, style: style)
    }

    /// The same for plans made elsewhere; `catalogName` names the feature enum of a new file.
    package static func generate(
        plans: [AccessorPlan], catalogName: String, existingText: String?, path: String,
        style: GenerationStyle = GenerationStyle()
    ) -> KeyFileGeneration {
        generate(
            plans: plans, catalogName: catalogName, existing: existingText.map { KeyFileReader.read(text: $0, path: path) },
            path: path, style: style)
    }

    /// The same for a key file already read (nil when there is none), so a caller that reads it
    /// for its own reasons (sync, generate's probable renames) parses it once.
    package static func generate(
        plans: [AccessorPlan], catalogName: String, existing file: KeyFile?, path: String, style: GenerationStyle
    ) -> KeyFileGeneration {
        generate(plans: plans, catalogName: catalogName, existing: file, path: path, style: style, describes: false).generation
    }

    /// The same, with an edit of the file as the insertions it made
    /// (``KeyFileEditor/inserting(_:into:style:describes:)``), which `sync` describes
    /// (``InsertedDeclarations/describe(_:_:)``) to check what it wrote; nil when the file is
    /// new, unchanged, or the edit is not made only of insertions. `existingKeys`, when the
    /// caller knows them, are the keys of `file`'s accessors that `plans` may name: `sync`
    /// plans only keys no accessor declares and hands over none, instead of the file's keys
    /// hashed twice more (at 200,000 accessors, a visible part of its plan).
    package static func generateEdit(
        plans: [AccessorPlan], catalogName: String, existing file: KeyFile?, path: String, style: GenerationStyle,
        existingKeys: Set<String>? = nil
    ) -> (generation: KeyFileGeneration, edit: InsertedDeclarations.Edit?) {
        generate(plans: plans, catalogName: catalogName, existing: file, path: path, style: style, describes: true, existingKeys: existingKeys)
    }

    private static func generate(
        plans: [AccessorPlan], catalogName: String, existing file: KeyFile?, path: String, style: GenerationStyle, describes: Bool,
        existingKeys: Set<String>? = nil
    ) -> (generation: KeyFileGeneration, edit: InsertedDeclarations.Edit?) {
        guard let file else {
            // A key whose format no accessor can pass gets none; its finding says why.
            let refusals = plans.compactMap(\.refusal)
            // Without refusals every plan is accepted: the plans themselves, not a copy of them.
            let accepted = refusals.isEmpty ? plans : plans.filter { $0.refusal == nil }
            // The order is proved (or made) once, for the file and for the added keys.
            let inOrder = AccessorNaming.isInKeyOrder(accepted, key: \.key)
            let rendered = KeyFileRenderer.render(
                catalogName: catalogName, sortedPlans: inOrder ? accepted : AccessorNaming.sortedByKey(accepted, key: \.key),
                path: path, header: KeyFileRenderer.defaultHeader(catalogName: catalogName), style: style)
            let leftOut = refusals + rendered.diagnostics
            // A refused plan is left out of the added keys by its finding's key.
            let refusalsNameTheirKeys = plans.allSatisfy { $0.refusal == nil || $0.refusal?.key == $0.key }
            return (KeyFileGeneration(
                content: rendered.content, isNewFile: true,
                addedKeys: inOrder && refusalsNameTheirKeys
                    ? added(inKeyOrder: accepted, leavingOut: leftOut) : added(plans, leavingOut: leftOut),
                diagnostics: leftOut, path: path), nil)
        }
        guard file.isEditable else {
            return (KeyFileGeneration(text: nil, isNewFile: false, addedKeys: [], diagnostics: file.diagnostics, path: path), nil)
        }
        let existingKeys = existingKeys ?? file.accessorKeys
        let refusals = plans.filter { !existingKeys.contains($0.key) }.compactMap(\.refusal)
        let missing = plans.filter { !existingKeys.contains($0.key) && $0.refusal == nil }
        guard !missing.isEmpty else {
            return (KeyFileGeneration(text: nil, isNewFile: false, addedKeys: [], diagnostics: refusals, path: path), nil)
        }
        let rendered: RenderedKeyFile
        let edit: InsertedDeclarations.Edit?
        do {
            (rendered, edit) = try KeyFileEditor.inserting(missing, into: file, style: style, describes: describes, existingKeys: existingKeys)
        } catch {
            // The file is editable, so the only thing that can stop an insertion is a file that
            // declares no feature enum to insert into.
            return (KeyFileGeneration(
                text: nil, isNewFile: false, addedKeys: [],
                diagnostics: refusals, path: path,
                missingFeatureEnum: AccessorNaming.featureEnumName(catalogName: catalogName)), nil)
        }
        let addedKeys = added(missing, leavingOut: rendered.diagnostics)
        return (KeyFileGeneration(
            content: addedKeys.isEmpty ? nil : rendered.content, isNewFile: false, addedKeys: addedKeys,
            diagnostics: refusals + rendered.diagnostics, path: path), addedKeys.isEmpty ? nil : edit)
    }

    /// ``added(_:leavingOut:)`` of plans proved in key order (and no plan refused: its key is
    /// left out anyway): what is left stays in order but where a removal brings two keys
    /// together, so only those pairs are compared, as ``AccessorNaming/sortedByKey(_:key:)`` would.
    static func added(inKeyOrder plans: [AccessorPlan], leavingOut diagnostics: [Diagnostic]) -> [String] {
        let leftOut = Set(diagnostics.compactMap(\.key))
        var keys: [String] = []
        keys.reserveCapacity(plans.count)
        var inOrder = true
        var afterRemoval = false
        for plan in plans {
            if leftOut.contains(plan.key) {
                afterRemoval = true
                continue
            }
            if afterRemoval, let last = keys.last, AccessorNaming.keyPrecedes(plan.key, last) { inOrder = false }
            afterRemoval = false
            keys.append(plan.key)
        }
        return inOrder ? keys : AccessorNaming.sortedByKey(keys, key: { $0 })
    }

    /// The keys of `plans` that were not left out with a diagnostic, in key order.
    static func added(_ plans: [AccessorPlan], leavingOut diagnostics: [Diagnostic]) -> [String] {
        let leftOut = Set(diagnostics.compactMap(\.key))
        return AccessorNaming.sortedByKey(plans.map(\.key).filter { !leftOut.contains($0) }, key: { $0 })
    }
}
