/// The member arrays of trees a reader's consumer is done with, kept for the objects the same
/// reader builds next. `check` builds a tree per catalog entry and drops it once its checks
/// have run: about 100 objects an entry, each an array that was allocated and freed again,
/// about a sixth of `check`'s instructions on a large catalog. An array handed
/// back here keeps its buffer, and ``JSONTreeBuilder`` fills it again, member over member, for
/// the next object of as many members; the trees built are the same.
///
/// One recycler belongs to one builder, on one thread. It holds at most ``capacity`` arrays
/// of each member count up to ``largestCount``; anything else is freed as before.
package final class JSONTreeRecycler {
    /// Objects with more members are rare in a catalog (the root, `strings` read whole).
    package static let largestCount = 64
    /// Arrays kept per member count: a few batches' worth of a large catalog's entries.
    package static let capacity = 8192

    /// Arrays by their member count, each member object in them left `null` (see below).
    /// A pointer rather than an array of arrays: no exclusivity check on each access.
    private let arrays: UnsafeMutablePointer<[[JSONMember]]>
    /// Arrays held in all: nothing to look up while it is zero, as for every reader whose
    /// consumer hands nothing back. A pointer too, for the same reason.
    private let held: UnsafeMutablePointer<Int>

    package init() {
        arrays = .allocate(capacity: Self.largestCount + 1)
        arrays.initialize(repeating: [], count: Self.largestCount + 1)
        held = .allocate(capacity: 1)
        held.initialize(to: 0)
    }

    deinit {
        arrays.deinitialize(count: Self.largestCount + 1)
        arrays.deallocate()
        held.deallocate()
    }

    /// How many arrays are held, for tests.
    package var heldCount: Int { held.pointee }

    /// Takes `value`'s objects apart, keeping their member arrays for reuse. Only arrays
    /// nothing else holds are kept as they are: one still shared elsewhere is copied first,
    /// and the other holder keeps its members.
    package func recycle(_ value: consuming JSONValue) {
        var value = value
        recycle(&value)
    }

    /// Leaves `value` `null`. A kept array keeps the members that are not objects (strings,
    /// numbers) until it is filled again, and each member object is left `null` in it once
    /// taken apart: filling it releases the rest, without emptying it first.
    private func recycle(_ value: inout JSONValue) {
        guard case .object = value else { return }
        // Moved out rather than copied: the array's only holder, unless something outside
        // the tree has it too.
        var taken = JSONValue.null
        swap(&taken, &value)
        guard case .object(var members) = consume taken else { return }
        let count = members.count
        members.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices { recycle(&buffer[index].value) }
        }
        guard count > 0, count <= Self.largestCount, arrays[count].count < Self.capacity else { return }
        arrays[count].append(consume members)
        held.pointee += 1
    }

    /// An array of `count` members to overwrite (``MovingStack/popArray(count:overwriting:)``),
    /// if one is held.
    func take(count: Int) -> [JSONMember]? {
        guard held.pointee > 0, count <= Self.largestCount, let array = arrays[count].popLast() else { return nil }
        held.pointee -= 1
        return array
    }
}
