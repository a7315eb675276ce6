#!/usr/bin/env bash
# Instructions per mocked call, counted by valgrind's callgrind: repeatable whatever else the
# machine runs, so CI can hold the hot path to the figures checked in beside this script
# (Benchmarks/instructions.txt). See BENCHMARKS.md, "Instructions per call".
#
#     bash Benchmarks/instructions.sh            # print the counts
#     bash Benchmarks/instructions.sh --check    # fail when one grew by more than 10 %
#     bash Benchmarks/instructions.sh --update   # write the counts as the new figures
#     KEEP=/tmp/ins bash Benchmarks/instructions.sh   # keep the builds (and their stripped binaries)
#     bash Benchmarks/instructions.sh --specialised   # and what a fully specialised call would take
#
# Two builds of the same sources: release (whole-module -O, what a benchmark measures) and debug
# (-Onone -DDEBUG, what a test suite runs: every `swift test` without `-c release`). Each case
# runs `MockingRatios profile <case> N` with N and 2N calls; one call is the difference divided by
# N, so start-up and the stubs' setup cancel out. The hand-written fake's calls are counted the
# same way, in the same build, and printed for scale (each case's "× fake"); they are not held to
# a figure.
#
# `--specialised` also builds a third binary, for information, not held to a figure: Mocking's
# sources compiled in one module with the benchmark's (whole-module -O), so the optimiser
# specialises and inlines every generic function of the engine for the requirement's types. No
# package can build a user's tests that way; it is the most that `@inlinable` entry points over
# `@usableFromInline` state could give a release build (BENCHMARKS.md, "What specialising the
# engine would give").
set -euo pipefail
cd "$(dirname "$0")"
mode=${1:-}
figures=instructions.txt
tolerance_percent=10
calls=20000

# KEEP=dir keeps the builds there (the stripped binaries are dir/release/MockingRatios and
# dir/debug/MockingRatios, for a callgrind profile).
if [[ -n "${KEEP:-}" ]]; then
    work=$KEEP
    mkdir -p "$work"
else
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
fi

# Each build is compiled with the flags SwiftPM gives these targets (`swift build -c release`:
# whole-module -O; `swift build`: -Onone -DDEBUG; MOCKING and -enable-testing for the benchmark's
# own, as Package.swift sets), but by swiftc directly: SwiftPM would first build the macro plugin
# and swift-syntax in release (about 20 minutes on a 2-core machine), and the plugin's optimisation
# does not change what it expands. The plugin is the root package's debug build (already built
# wherever the tests have run).
root=$(cd .. && pwd)
if ! swift build --package-path "$root" --target MockMacrosSupport >"$work/build.log" 2>&1; then
    cat "$work/build.log" >&2
    echo "error: the debug build of the macro plugin failed" >&2
    exit 1
fi
plugin="$(swift build --package-path "$root" --show-bin-path)/MockMacrosSupport-tool#MockMacrosSupport"
atomics="$root/Sources/MockingAtomics/include"
printf 'module HeapStatistics {\n    header "%s"\n    export *\n}\n' \
    "$PWD/Sources/HeapStatistics/include/HeapStatistics.h" >"$work/heap.modulemap"
# build release|debug: MockingRatios in $work/<configuration>, stripped.
build() {
    local here=$PWD configuration=$1 out="$work/$1" optimisation
    case $configuration in
    release | specialised) optimisation=(-O -whole-module-optimization) ;;
    debug) optimisation=(-Onone -DDEBUG) ;;
    esac
    local swift_flags=("${optimisation[@]}" -num-threads 2 -g -swift-version 6 -I "$out"
        -Xcc -fmodule-map-file="$atomics/module.modulemap" -Xcc -I"$atomics")
    mkdir -p "$out/objects"
    clang -O2 -fPIC -g -fno-omit-frame-pointer -c "$root/Sources/MockingAtomics/MockingAtomics.c" -I "$atomics" \
        -o "$out/objects/MockingAtomics.o"
    clang -O2 -fPIC -g -fno-omit-frame-pointer -c Sources/HeapStatistics/HeapStatistics.c \
        -I Sources/HeapStatistics/include -o "$out/objects/HeapStatistics.o"
    if [[ $configuration == specialised ]]; then
        # One module: the benchmark's sources without their imports of the other two.
        mkdir -p "$out/sources"
        for file in Sources/BenchmarkFixtures/*.swift Sources/MockingRatios/*.swift; do
            local name
            name=$(basename "$(dirname "$file")")-$(basename "$file")
            [[ $(basename "$file") == main.swift ]] && name=main.swift
            grep -v -E '^(@testable )?import (Mocking|BenchmarkFixtures)$' "$file" >"$out/sources/$name"
        done
        (cd "$out/objects" && swiftc "${swift_flags[@]}" -module-name Mocking -package-name main -DMOCKING \
            -load-plugin-executable "$plugin" -Xcc -fmodule-map-file="$work/heap.modulemap" \
            -c $(find "$root/Sources/Mocking" -name '*.swift' | sort) "$out"/sources/*.swift)
        swiftc -emit-executable -g -Xlinker --gc-sections -o "$out/MockingRatios" "$out"/objects/*.o
        strip --strip-debug "$out/MockingRatios"
        return
    fi
    # With -num-threads, swiftc writes one object per source file into the working directory.
    (cd "$out/objects" && swiftc "${swift_flags[@]}" -parse-as-library -module-name Mocking -package-name main \
        -emit-module-path "$out/Mocking.swiftmodule" -c $(find "$root/Sources/Mocking" -name '*.swift' | sort))
    (cd "$out/objects" && swiftc "${swift_flags[@]}" -parse-as-library -module-name BenchmarkFixtures \
        -package-name benchmarks -DMOCKING -enable-testing -load-plugin-executable "$plugin" \
        -emit-module-path "$out/BenchmarkFixtures.swiftmodule" -c "$here"/Sources/BenchmarkFixtures/*.swift)
    (cd "$out/objects" && swiftc "${swift_flags[@]}" -module-name MockingRatios -package-name benchmarks \
        -DMOCKING -enable-testing -load-plugin-executable "$plugin" -Xcc -fmodule-map-file="$work/heap.modulemap" \
        -c "$here"/Sources/MockingRatios/*.swift)
    swiftc -emit-executable -g -Xlinker --gc-sections -o "$out/MockingRatios" "$out"/objects/*.o
    # valgrind cannot read the toolchain's debug information: count the binary without it.
    strip --strip-debug "$out/MockingRatios"
}
configurations=(release debug)
[[ "$mode" == "--specialised" ]] && configurations+=(specialised)
for configuration in "${configurations[@]}"; do
    if ! build $configuration >"$work/build.log" 2>&1; then
        cat "$work/build.log" >&2
        echo "error: the $configuration build of MockingRatios failed" >&2
        exit 1
    fi
done

# The instructions a run of the given build executes, as callgrind's summary line gives them
# ("Collected : N").
collected() {
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file=/dev/null \
        "$work/$1/MockingRatios" profile "$2" "$3" 2>&1 | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

# Instructions of one call of the case in the given build: the difference between 2N calls and N,
# divided by N.
per_call() {
    local first second
    first=$(collected "$1" "$2" "$calls")
    second=$(collected "$1" "$2" $((2 * calls)))
    if [[ -z "$first" || -z "$second" ]]; then
        echo "error: callgrind printed no instruction count for '$2' ($1 build)" >&2
        exit 1
    fi
    echo $(((second - first) / calls))
}

declare -A measured
names=()
failed=0
for configuration in release debug; do
    sync_fake=$(per_call $configuration fake)
    async_fake=$(per_call $configuration fake-async)
    declare -A fakes=([one]=$sync_fake [ten]=$sync_fake [async]=$async_fake)
    echo "$configuration build, the hand-written fake: ${fakes[one]} instructions per call," \
        "${fakes[async]} per async throwing call"
    printf '%-12s %12s %9s %12s %s\n' case measured "× fake" figure change
    for case in one ten async; do
        # The release cases keep their first names (`one`); the debug ones say so (`debug-one`).
        name=$case
        [[ $configuration == debug ]] && name=debug-$case
        names+=("$name")
        per_call=$(per_call $configuration "$case")
        measured[$name]=$per_call
        times_fake=$(awk -v a="$per_call" -v b="${fakes[$case]}" 'BEGIN { printf "%.0f×", a / b }')
        figure=$(awk -v name="$name" '$1 == name { print $2 }' "$figures" 2>/dev/null || true)
        if [[ -n "$figure" ]]; then
            change=$(awk -v now="$per_call" -v was="$figure" 'BEGIN { printf "%+.1f %%", (now - was) * 100 / was }')
            printf '%-12s %12s %9s %12s %s\n' "$name" "$per_call" "$times_fake" "$figure" "$change"
            if ((per_call * 100 > figure * (100 + tolerance_percent))); then
                echo "error: a '$name' call takes $per_call instructions, more than $tolerance_percent % over the" \
                    "$figure in Benchmarks/$figures. Make it cheaper again, or, on purpose, run" \
                    "'bash Benchmarks/instructions.sh --update' and say why in CHANGELOG.md." >&2
                failed=1
            fi
        else
            printf '%-12s %12s %9s %12s\n' "$name" "$per_call" "$times_fake" "-"
        fi
    done
done

if [[ "$mode" == "--specialised" ]]; then
    # Against the release build's fake, whose call crosses a module as a test's call to a mock does;
    # in one module the fake's call is inlined into the benchmark's loop.
    release_fake=$(per_call release fake)
    echo "specialised build (one module; for information): the fake inlined takes" \
        "$(per_call specialised fake) instructions per call"
    printf '%-12s %12s %18s %12s\n' case measured "× release fake" release
    for case in one ten async; do
        fake=$release_fake
        [[ $case == async ]] && fake=$(per_call release fake-async)
        per_call=$(per_call specialised "$case")
        printf '%-12s %12s %18s %12s\n' "$case" "$per_call" \
            "$(awk -v a="$per_call" -v b="$fake" 'BEGIN { printf "%.1f×", a / b }')" "${measured[$case]}"
    done
fi

if [[ "$mode" == "--update" ]]; then
    {
        echo "# Instructions per call (Benchmarks/instructions.sh --update) of a release build and, as"
        echo "# debug-*, of a debug one (what \`swift test\` runs): one stub matching any arguments; ten"
        echo "# argument-specific stubs, the call matching the one checked last; an async throwing call."
        for name in "${names[@]}"; do echo "$name ${measured[$name]}"; done
    } >"$figures"
    echo "wrote Benchmarks/$figures"
elif [[ "$mode" == "--check" && $failed -ne 0 ]]; then
    exit 1
fi
