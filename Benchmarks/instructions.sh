#!/usr/bin/env bash
# Instructions per mocked call, counted by valgrind's callgrind in a release build: repeatable
# whatever else the machine runs, so CI can hold the hot path to the figures checked in beside this
# script (Benchmarks/instructions.txt). See BENCHMARKS.md, "Instructions per call".
#
#     bash Benchmarks/instructions.sh            # print the counts
#     bash Benchmarks/instructions.sh --check    # fail when one grew by more than 10 %
#     bash Benchmarks/instructions.sh --update   # write the counts as the new figures
#     KEEP=/tmp/ins bash Benchmarks/instructions.sh   # keep the build (and its stripped binary)
#
# Each case runs `MockingRatios profile <case> N` with N and 2N calls; one call is the difference
# divided by N, so start-up and the stubs' setup cancel out. The hand-written fake's calls are
# counted the same way and printed for scale (each case's "× fake"); they are not held to a figure.
set -euo pipefail
cd "$(dirname "$0")"
mode=${1:-}
figures=instructions.txt
tolerance_percent=10
calls=20000

# KEEP=dir keeps the build there (the stripped binary is dir/MockingRatios, for a callgrind profile).
if [[ -n "${KEEP:-}" ]]; then
    work=$KEEP
    mkdir -p "$work"
else
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
fi

# The release build, compiled with the flags SwiftPM's `swift build -c release` gives these targets
# (whole-module -O; MOCKING and -enable-testing for the benchmark's own, as Package.swift sets), but
# by swiftc directly: SwiftPM would first build the macro plugin and swift-syntax in release (about
# 20 minutes on a 2-core machine), and the plugin's optimisation does not change what it expands.
# The plugin is the root package's debug build (already built wherever the tests have run).
root=$(cd .. && pwd)
if ! swift build --package-path "$root" --target MockMacrosSupport >"$work/build.log" 2>&1; then
    cat "$work/build.log" >&2
    echo "error: the debug build of the macro plugin failed" >&2
    exit 1
fi
plugin="$(swift build --package-path "$root" --show-bin-path)/MockMacrosSupport-tool#MockMacrosSupport"
atomics="$root/Sources/MockingAtomics/include"
swift_flags=(-O -whole-module-optimization -num-threads 2 -g -swift-version 6 -I "$work"
    -Xcc -fmodule-map-file="$atomics/module.modulemap" -Xcc -I"$atomics")
printf 'module HeapStatistics {\n    header "%s"\n    export *\n}\n' \
    "$PWD/Sources/HeapStatistics/include/HeapStatistics.h" >"$work/heap.modulemap"
build() {
    local here=$PWD
    mkdir -p "$work/objects"
    clang -O2 -fPIC -g -fno-omit-frame-pointer -c "$root/Sources/MockingAtomics/MockingAtomics.c" -I "$atomics" \
        -o "$work/objects/MockingAtomics.o"
    clang -O2 -fPIC -g -fno-omit-frame-pointer -c Sources/HeapStatistics/HeapStatistics.c \
        -I Sources/HeapStatistics/include -o "$work/objects/HeapStatistics.o"
    # With -num-threads, swiftc writes one object per source file into the working directory.
    (cd "$work/objects" && swiftc "${swift_flags[@]}" -parse-as-library -module-name Mocking -package-name main \
        -emit-module-path "$work/Mocking.swiftmodule" -c $(find "$root/Sources/Mocking" -name '*.swift' | sort))
    (cd "$work/objects" && swiftc "${swift_flags[@]}" -parse-as-library -module-name BenchmarkFixtures \
        -package-name benchmarks -DMOCKING -enable-testing -load-plugin-executable "$plugin" \
        -emit-module-path "$work/BenchmarkFixtures.swiftmodule" -c "$here"/Sources/BenchmarkFixtures/*.swift)
    (cd "$work/objects" && swiftc "${swift_flags[@]}" -module-name MockingRatios -package-name benchmarks \
        -DMOCKING -enable-testing -load-plugin-executable "$plugin" -Xcc -fmodule-map-file="$work/heap.modulemap" \
        -c "$here"/Sources/MockingRatios/*.swift)
    swiftc -emit-executable -g -Xlinker --gc-sections -o "$work/MockingRatios" "$work"/objects/*.o
}
if ! build >"$work/build.log" 2>&1; then
    cat "$work/build.log" >&2
    echo "error: the release build of MockingRatios failed" >&2
    exit 1
fi
# valgrind cannot read the toolchain's debug information: count the binary without it.
strip --strip-debug "$work/MockingRatios"

# The instructions a run executes, as callgrind's summary line gives them ("Collected : N").
collected() {
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file=/dev/null \
        "$work/MockingRatios" profile "$1" "$2" 2>&1 | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

# Instructions of one call of the case: the difference between 2N calls and N, divided by N.
per_call() {
    local first second
    first=$(collected "$1" "$calls")
    second=$(collected "$1" $((2 * calls)))
    if [[ -z "$first" || -z "$second" ]]; then
        echo "error: callgrind printed no instruction count for '$1'" >&2
        exit 1
    fi
    echo $(((second - first) / calls))
}

sync_fake=$(per_call fake)
async_fake=$(per_call fake-async)
declare -A fakes=([one]=$sync_fake [ten]=$sync_fake [async]=$async_fake)
echo "the hand-written fake: ${fakes[one]} instructions per call, ${fakes[async]} per async throwing call"
declare -A measured
failed=0
printf '%-8s %12s %9s %12s %s\n' case measured "× fake" figure change
for name in one ten async; do
    per_call=$(per_call "$name")
    measured[$name]=$per_call
    times_fake=$(awk -v a="$per_call" -v b="${fakes[$name]}" 'BEGIN { printf "%.0f×", a / b }')
    figure=$(awk -v name="$name" '$1 == name { print $2 }' "$figures" 2>/dev/null || true)
    if [[ -n "$figure" ]]; then
        change=$(awk -v now="$per_call" -v was="$figure" 'BEGIN { printf "%+.1f %%", (now - was) * 100 / was }')
        printf '%-8s %12s %9s %12s %s\n' "$name" "$per_call" "$times_fake" "$figure" "$change"
        if ((per_call * 100 > figure * (100 + tolerance_percent))); then
            echo "error: a '$name' call takes $per_call instructions, more than $tolerance_percent % over the" \
                "$figure in Benchmarks/$figures. Make it cheaper again, or, on purpose, run" \
                "'bash Benchmarks/instructions.sh --update' and say why in CHANGELOG.md." >&2
            failed=1
        fi
    else
        printf '%-8s %12s %9s %12s\n' "$name" "$per_call" "$times_fake" "-"
    fi
done

if [[ "$mode" == "--update" ]]; then
    {
        echo "# Instructions per call of a release build (Benchmarks/instructions.sh --update): one stub"
        echo "# matching any arguments; ten argument-specific stubs, the call matching the one checked last;"
        echo "# an async throwing call."
        for name in one ten async; do echo "$name ${measured[$name]}"; done
    } >"$figures"
    echo "wrote Benchmarks/$figures"
elif [[ "$mode" == "--check" && $failed -ne 0 ]]; then
    exit 1
fi
