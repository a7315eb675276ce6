#!/usr/bin/env bash
# Compile time of @Mockable against hand-written mocks (SPEC §4: within 2×).
#
#     bash Benchmarks/compile-time.sh [N]      # N protocols of 10 requirements each, default 100
#
# Generates a package with two targets holding the same N protocols — one with `@Mockable`, one
# with a hand-written mock per protocol (stored handlers and recorded arguments, what a careful
# person writes) — builds it once in debug (the macro plugin and swift-syntax included), then
# rebuilds each target from its sources `RUNS` times and prints the medians and their ratio.
#
#     CALLS=10 bash Benchmarks/compile-time.sh     # and 10 stubbed calls per protocol, as tests write them
#
# `CALLS=K` adds a file to each target that stubs each protocol's `load(id:)` K times, as a test
# would: `mock.stub.load(id: .any).andReturn(nil)` against `mock.loadHandler = { _ in nil }`.
#
#     INSTRUCTIONS=1 bash Benchmarks/compile-time.sh 20   # and count the instructions of a rebuild
#
# `INSTRUCTIONS=1` also counts, with valgrind's cachegrind, the instructions of each target's
# rebuild: every frontend job the driver runs (SwiftPM's batch mode, `-j2`: two compile jobs and
# the emit-module job) and every macro plugin process they start, each job run alone. Repeatable to
# a few instructions in a million whatever else the machine runs, where the seconds move ±10 %.
set -euo pipefail
N=${1:-100}
RUNS=${RUNS:-3}
CALLS=${CALLS:-0}
root=$(cd "$(dirname "$0")/.." && pwd)
work=${KEEP:-$(mktemp -d)}   # KEEP=dir keeps the generated package there
[ -n "${KEEP:-}" ] || trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Sources/WithMockable" "$work/Sources/HandWritten"

cat > "$work/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "CompileTime",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "Mocking", path: "$root")],
    targets: [
        .target(name: "WithMockable", dependencies: [.product(name: "Mocking", package: "Mocking")]),
        .target(name: "HandWritten", dependencies: [.product(name: "Mocking", package: "Mocking")]),
    ],
    swiftLanguageModes: [.v6]
)
MANIFEST

record='public struct Record: Equatable, Sendable {
    public var id: Int
    public var name: String
}'
echo "$record" > "$work/Sources/WithMockable/Record.swift"
echo "$record" > "$work/Sources/HandWritten/Record.swift"

# The ten requirements: properties, sync/throwing/async methods, an escaping closure, an optional.
protocol_body() {
    cat <<PROTOCOL
public protocol Service$1: Sendable {
    var name: String { get }
    var limit: Int { get set }
    func load(id: Int) -> Record?
    func save(_ record: Record) throws
    func fetch(query: String, page: Int) async throws -> [Record]
    func delete(id: Int) async
    func count() -> Int
    func observe(_ handler: @escaping @Sendable (Record) -> Void)
    func validate(_ record: Record, strict: Bool) -> Bool
    func reset()
}
PROTOCOL
}

for ((i = 0; i < N; i++)); do
    {
        echo "import Mocking"
        echo
        echo "@Mockable"
        protocol_body "$i"
    } > "$work/Sources/WithMockable/Service$i.swift"
    {
        echo "import Mocking"
        echo
        protocol_body "$i"
        cat <<MOCK

public final class Service${i}Mock: Service$i, @unchecked Sendable {
    public init() {}

    public var name = ""
    public var limit = 0

    public var loadHandler: (Int) -> Record? = { _ in nil }
    public private(set) var loadCalls: [Int] = []
    public func load(id: Int) -> Record? {
        loadCalls.append(id)
        return loadHandler(id)
    }

    public var saveHandler: (Record) throws -> Void = { _ in }
    public private(set) var saveCalls: [Record] = []
    public func save(_ record: Record) throws {
        saveCalls.append(record)
        try saveHandler(record)
    }

    public var fetchHandler: (String, Int) async throws -> [Record] = { _, _ in [] }
    public private(set) var fetchCalls: [(query: String, page: Int)] = []
    public func fetch(query: String, page: Int) async throws -> [Record] {
        fetchCalls.append((query, page))
        return try await fetchHandler(query, page)
    }

    public var deleteHandler: (Int) async -> Void = { _ in }
    public private(set) var deleteCalls: [Int] = []
    public func delete(id: Int) async {
        deleteCalls.append(id)
        await deleteHandler(id)
    }

    public var countHandler: () -> Int = { 0 }
    public private(set) var countCalls = 0
    public func count() -> Int {
        countCalls += 1
        return countHandler()
    }

    public private(set) var observeCalls: [@Sendable (Record) -> Void] = []
    public func observe(_ handler: @escaping @Sendable (Record) -> Void) {
        observeCalls.append(handler)
    }

    public var validateHandler: (Record, Bool) -> Bool = { _, _ in false }
    public private(set) var validateCalls: [(record: Record, strict: Bool)] = []
    public func validate(_ record: Record, strict: Bool) -> Bool {
        validateCalls.append((record, strict))
        return validateHandler(record, strict)
    }

    public private(set) var resetCalls = 0
    public func reset() {
        resetCalls += 1
    }
}
MOCK
    } > "$work/Sources/HandWritten/Service$i.swift"
done

rm -f "$work/Sources/WithMockable/Calls.swift" "$work/Sources/HandWritten/Calls.swift"
# One function per target that makes each protocol's mock with `$1` and writes `$2` on it CALLS times.
calls_file() {
    echo "import Mocking"
    echo
    echo "func exercise() {"
    for ((i = 0; i < N; i++)); do
        echo "    let mock$i = Service${i}Mock($1)"
        for ((j = 0; j < CALLS; j++)); do echo "    mock$i.$2"; done
    done
    echo "}"
}
if ((CALLS > 0)); then
    calls_file ".null" "stub.load(id: .any).andReturn(nil)" > "$work/Sources/WithMockable/Calls.swift"
    calls_file "" "loadHandler = { _ in nil }" > "$work/Sources/HandWritten/Calls.swift"
fi

now() { date +%s%N; }
seconds() { awk -v ns="$1" 'BEGIN { printf "%.2f", ns / 1e9 }'; }

echo "== $N protocols × 10 requirements, $CALLS stubbed calls each; first build (Mocking, swift-syntax, the plugin, both targets)"
start=$(now)
swift build --package-path "$work" > "$work/first-build.log" 2>&1 || { cat "$work/first-build.log"; exit 1; }
echo "first build: $(seconds $(( $(now) - start ))) s"

# Median of RUNS rebuilds of one target after touching all its sources.
rebuild() {
    local target=$1 times=()
    for ((run = 0; run < RUNS; run++)); do
        touch "$work/Sources/$target"/*.swift
        local begin=$(now)
        swift build --package-path "$work" --target "$target" > "$work/$target.log" 2>&1 || { cat "$work/$target.log"; exit 1; }
        times+=($(( $(now) - begin )))
    done
    printf '%s\n' "${times[@]}" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'
}

# The instructions of one rebuild of a target: its frontend jobs, and the plugin processes they start.
count() {
    local target=$1 out="$work/instructions/$1"
    rm -rf "$out" && mkdir -p "$out/plugin"
    touch "$work/Sources/$target"/*.swift
    local command
    command=$(swift build --package-path "$work" --target "$target" -v 2>/dev/null \
        | grep "^[^ ]*swiftc -module-name $target " | head -1)
    [ -n "$command" ] || { echo "error: no compile command for $target" >&2; exit 1; }
    # valgrind cannot read the plugin's DWARF 5; a copy without debug information keeps its symbols.
    local plugin
    plugin=$(echo "$command" | grep -o '[^ ]*MockMacrosSupport-tool#' | tr -d '#')
    objcopy --strip-debug "$plugin" "$out/plugin-tool"
    printf '#!/bin/sh\nexec valgrind --tool=cachegrind --cache-sim=no --log-file=/dev/null --cachegrind-out-file=%s/plugin/%%p %s "$@"\n' \
        "$out" "$out/plugin-tool" > "$out/plugin.sh"
    chmod +x "$out/plugin.sh"
    command=$(echo "$command" | sed -e 's/ -incremental//g' -e 's/ -v / /' -e 's/ -parseable-output//' \
        -e "s|$plugin#|$out/plugin.sh#|")
    # The jobs run side by side, as the driver runs them (counting does not depend on it), and in
    # the package's folder, as SwiftPM runs them: the frontend takes some 80 % more elsewhere.
    local jobs=0 pids=()
    while read -r job; do
        jobs=$((jobs + 1))
        cd "$work" && eval valgrind --tool=cachegrind --cache-sim=no --log-file=/dev/null \
            --cachegrind-out-file="$out/frontend.$jobs" "$job" > "$out/job.$jobs.log" 2>&1 &
        pids+=($!)
    done < <(cd "$work" && eval "$command -###" 2>/dev/null | grep -e "-frontend -c " -e "-frontend -emit-module ")
    for pid in "${pids[@]}"; do wait "$pid" || { cat "$out"/job.*.log >&2; exit 1; }; done
    local frontend plugins
    frontend=$(cat "$out"/frontend.* | awk '/^summary:/ { s += $2 } END { printf "%.0f", s }')
    plugins=$(find "$out/plugin" -type f -exec cat {} + | awk '/^summary:/ { s += $2 } END { printf "%.0f", s }')
    echo "$frontend $plugins"
}

if [ -n "${INSTRUCTIONS:-}" ]; then
    command -v valgrind >/dev/null || { echo "error: INSTRUCTIONS=1 needs valgrind" >&2; exit 1; }
    read -r mockable_frontend mockable_plugin < <(count WithMockable)
    read -r handwritten_frontend handwritten_plugin < <(count HandWritten)
    millions() { awk -v n="$1" 'BEGIN { printf "%\047.0f M", n / 1e6 }'; }
    echo "instructions of a rebuild of the target (debug; frontend jobs + macro plugin processes):"
    echo "  @Mockable:            $(millions "$mockable_frontend") + $(millions "$mockable_plugin")"
    echo "  hand-written mocks:   $(millions "$handwritten_frontend") + $(millions "$handwritten_plugin")"
    echo "  ratio:                $(awk -v a="$mockable_frontend" -v b="$mockable_plugin" -v c="$handwritten_frontend" \
        -v d="$handwritten_plugin" 'BEGIN { printf "%.2f× (frontend alone %.2f×)", (a + b) / (c + d), a / c }')"
fi
((RUNS > 0)) || exit 0

mockable=$(rebuild WithMockable)
handwritten=$(rebuild HandWritten)
echo "rebuild of the target, median of $RUNS (debug):"
echo "  @Mockable:            $(seconds "$mockable") s"
echo "  hand-written mocks:   $(seconds "$handwritten") s"
echo "  ratio:                $(awk -v a="$mockable" -v b="$handwritten" 'BEGIN { printf "%.2f", a / b }')× (target ≤ 2×)"
