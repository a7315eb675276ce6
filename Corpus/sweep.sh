#!/usr/bin/env bash
# The sweep: @Mockable on every protocol of real packages, counted per package.
#
#     bash Corpus/sweep.sh                          # every package of Corpus/sweep-packages.txt
#     bash Corpus/sweep.sh JohnSundell/Files@4.3.0  # the ones named
#
# For each package: clone it from the mirror at its version (Package.resolved dropped), build it
# untouched in debug (one that does not build on Linux is skipped and listed), then attach
# `@Mockable` to every protocol of its regular targets (`unmocked:` for parents declared outside the
# package) with the package's own targets depending on Mocking, and build again. A protocol the
# build stops at is recorded — refused by a diagnostic of @Mockable's own, or failed with the
# compiler's first error — and left out of the next build, until the package builds. Then, from
# the untouched sources, `generate-mocks --all` on each regular target: written (each compiled
# first), refused with a reason, or refused because the file did not compile. Prints one row per
# package and a total, and how many protocols have a mock that compiles from one or the other (a
# protocol @Mockable did not mock whose file generate-mocks wrote); `SWEEP_WORK=dir` keeps the
# clones and logs there.
#
# `SWEEP_ISOLATION=MainActor` builds the package's own targets, untouched and marked, with default
# MainActor isolation (`-default-isolation MainActor`, as `.defaultIsolation(MainActor.self)`
# sets it); a package that does not build that way untouched is skipped and listed.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
if [ -n "${SWEEP_WORK:-}" ]; then
    work=$SWEEP_WORK
else
    # Clones and their builds take gigabytes: a folder nobody named goes when the sweep ends.
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
fi
mkdir -p "$work"
identity=$(basename "$root" | tr '[:upper:]' '[:lower:]')
# `SWEEP_SHARED_BUILD=1` builds every package in one scratch folder, so Mocking and swift-syntax
# are built once for all of them rather than once per package (CI's three small packages: most of
# their time). Packages that need different versions of one dependency rebuild it as they switch.
# SwiftPM reuses the build manifest it cached in the scratch folder when it judges the package
# graph unchanged, and a switch of package can look unchanged to it: swift-subprocess's build then
# compiled swift-argument-parser's targets, and Graphiti's marked build compiled nothing. So the
# manifest is made again for every build.
build_args=()
if [ -n "${SWEEP_SHARED_BUILD:-}" ]; then
    build_args=(--scratch-path "$work/shared.build" --disable-build-manifest-caching)
fi
isolation=${SWEEP_ISOLATION:-nonisolated}

if [ $# -gt 0 ]; then
    packages=("$@")
else
    mapfile -t packages < <(grep -v '^#' "$root/Corpus/sweep-packages.txt" | grep -v '^$')
fi

swift build --package-path "$root" --product MockingSweep > "$work/tool.log" 2>&1 || { cat "$work/tool.log"; exit 1; }
tool="$(swift build --package-path "$root" --show-bin-path)/MockingSweep"

# Puts back what `attach` rewrote: every changed file but the manifests, which keep the Mocking
# dependency, and Package.resolved, which the untouched build wrote: the package's own, dropped at
# the clone, may name commits the mirror lacks (modelcontextprotocol/swift-sdk's swift-docc-plugin
# on `main`).
restore_sources() {
    # NUL-separated: swift-nio-ssh's folders have spaces ("Child Channels").
    git -C "$1" diff --name-only -z | grep -zEv '^Package(.*\.swift|\.resolved)$' \
        | xargs -0 -r git -C "$1" checkout -q --
}

total=0 compiled=0 refused=0 failed=0
g_total=0 g_written=0 g_refusals=0 g_failed=0
rows=()
either_rows=() either_total=0
skipped_packages=()
unbuilt_packages=()
for entry in "${packages[@]}"; do
    repo=${entry%@*}
    version=${entry#*@}
    name=${repo#*/}
    dir="$work/$name"
    # `SWEEP_REUSE=1` measures again on a clone an earlier sweep left in `SWEEP_WORK`, with its
    # build: the untouched build is not repeated (an hour for some packages on two cores).
    reused=""
    if [ -n "${SWEEP_REUSE:-}" ] && [ -d "$dir/.build" ]; then
        echo "== $entry: reusing $dir" >&2
        reused=1
        restore_sources "$dir"
        # The Mocking dependency is added again below, naming this checkout of Mocking.
        for manifest in "$dir"/Package*.swift; do
            sed -i "/^\/\/ Added by Mocking's sweep\.\$/,\$d" "$manifest"
        done
    else
        rm -rf "$dir"
        if ! git clone -q --depth 1 --branch "$version" "https://github.com/$repo" "$dir" 2> "$work/$name.clone.log"; then
            skipped_packages+=("$entry (no such version in the mirror)")
            continue
        fi
        rm -f "$dir/Package.resolved"
    fi
    if [ "$isolation" = MainActor ] && ! grep -q "default MainActor isolation" "$dir/Package.swift"; then
        for manifest in "$dir"/Package*.swift; do
            cat >> "$manifest" <<MANIFEST

// Added by Mocking's sweep: default MainActor isolation for the package's own targets.
for target in package.targets where target.type == .regular || target.type == .executable {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-default-isolation", "MainActor"])]
}
MANIFEST
        done
    fi
    [ -z "$reused" ] && echo "== $entry: untouched build" >&2
    if [ -z "$reused" ] && ! swift build --package-path "$dir" "${build_args[@]}" > "$work/$name.untouched.log" 2>&1; then
        how=$([ "$isolation" = MainActor ] && echo "with default MainActor isolation" || echo "on Linux")
        skipped_packages+=("$entry (does not build $how untouched: $(grep -m1 'error:' "$work/$name.untouched.log"))")
        continue
    fi
    # Every regular target of the package depends on Mocking, in every manifest (SwiftPM reads
    # `Package@swift-5.9.swift` rather than `Package.swift` where there is one).
    for manifest in "$dir"/Package*.swift; do
        cat >> "$manifest" <<MANIFEST

// Added by Mocking's sweep.
package.dependencies.append(.package(path: "$root"))
for target in package.targets where target.type == .regular || target.type == .executable {
    target.dependencies.append(.product(name: "Mocking", package: "$identity"))
}
MANIFEST
    done
    skips=()
    unblamed=""
    : > "$work/$name.blamed.tsv"
    for round in $(seq 1 60); do
        restore_sources "$dir"
        "$tool" attach "$dir" "${skips[@]}" > "$work/$name.protocols.tsv"
        [ "$round" = 1 ] && cp "$work/$name.protocols.tsv" "$work/$name.all.tsv"
        echo "== $entry: build $round ($(wc -l < "$work/$name.protocols.tsv") protocols marked)" >&2
        if swift build --package-path "$dir" "${build_args[@]}" > "$work/$name.build.log" 2>&1; then
            # A build that compiled none of the marked files measured nothing (see build_args).
            marked_file=$(head -1 "$work/$name.protocols.tsv" | cut -f1)
            if [ -n "$marked_file" ] \
                && ! grep "Compiling" "$work/$name.build.log" | grep -qF " $(basename "$marked_file")"; then
                unblamed="the marked build compiled none of the marked files ($marked_file)"
                echo "== $entry: $unblamed" >&2
            fi
            break
        fi
        "$tool" blame "$work/$name.protocols.tsv" "$work/$name.build.log" "$dir" > "$work/$name.round.tsv"
        if [ ! -s "$work/$name.round.tsv" ]; then
            # Not a protocol's failure: the sweep itself, or the package, failed; that fails the run.
            unblamed=$(grep -m1 "error:" "$work/$name.build.log" | cut -c1-150)
            echo "== $entry: the build failed with nothing to blame on a protocol:" >&2
            grep -m5 "error:" "$work/$name.build.log" >&2
            break
        fi
        cat "$work/$name.round.tsv" >> "$work/$name.blamed.tsv"
        while IFS=$'\t' read -r _ key _; do
            skips+=(--skip "$key")
        done < "$work/$name.round.tsv"
    done
    restore_sources "$dir"
    # generate-mocks over every protocol and open class of each regular target, from the untouched
    # sources: what it writes compiles (it compiles each file first); count what it refuses.
    : > "$work/$name.generated.log"
    rm -rf "$dir/.sweep-mocks"
    while read -r target; do
        swift package --package-path "$dir" "${build_args[@]}" --allow-writing-to-package-directory generate-mocks \
            --module "$target" --all --output ".sweep-mocks/$target" >> "$work/$name.generated.log" 2>&1
    done < <("$tool" targets "$dir")
    g_wrote=$(grep -c '^wrote ' "$work/$name.generated.log")
    g_uncompiled=$(grep -c 'its mock does not compile' "$work/$name.generated.log")
    g_refused=$(($(grep -c 'not generated: ' "$work/$name.generated.log") - g_uncompiled))
    g_total=$((g_total + g_wrote + g_refused + g_uncompiled))
    g_written=$((g_written + g_wrote)) g_refusals=$((g_refusals + g_refused)) g_failed=$((g_failed + g_uncompiled))
    all=$(wc -l < "$work/$name.all.tsv")
    r=$(grep -c '^refused' "$work/$name.blamed.tsv")
    f=$(grep -c '^failed' "$work/$name.blamed.tsv")
    c=$((all - r - f))
    if [ -n "$unblamed" ]; then
        # The protocols still marked when the build failed are counted as failed with it.
        left=$(wc -l < "$work/$name.protocols.tsv")
        f=$((f + left)) c=$((c - left))
        unbuilt_packages+=("$entry")
    fi
    total=$((total + all)) compiled=$((compiled + c)) refused=$((refused + r)) failed=$((failed + f))
    # The protocols @Mockable did not mock that generate-mocks wrote a mock of, which compiles.
    covered=0
    while IFS=$'\t' read -r _ key _; do
        protocol=${key##*:}
        if compgen -G "$dir/.sweep-mocks/*/${protocol##*.}Mock.swift" > /dev/null; then
            covered=$((covered + 1))
        fi
    done < "$work/$name.blamed.tsv"
    either_total=$((either_total + c + covered))
    either_rows+=("$entry: $((c + covered)) of $all ($covered by generate-mocks alone)")
    first=$(grep -m1 '^failed' "$work/$name.blamed.tsv" | cut -f2- | tr '\t' ' ' | cut -c1-150)
    rows+=("| $entry | $all | $c | $r | $f | ${unblamed:-${first:-}} | $g_wrote | $g_refused | $g_uncompiled |")
done

echo
echo "| package | protocols | compiled | refused (diagnostic) | failed (compiler error) | first failure | generate-mocks: written | refused | refused, did not compile |"
echo "|---|---|---|---|---|---|---|---|---|"
printf '%s\n' "${rows[@]}"
if [ "$total" -gt 0 ]; then
    echo "| **total** | $total | $compiled ($((compiled * 1000 / total / 10)).$((compiled * 1000 / total % 10)) %) | $refused | $failed | | $g_written | $g_refusals | $g_failed |"
    echo
    echo "A mock that compiles, from @Mockable or else from generate-mocks: $either_total of $total" \
        "($((either_total * 1000 / total / 10)).$((either_total * 1000 / total % 10)) %)"
    printf '  %s\n' "${either_rows[@]}"
fi
for skipped in "${skipped_packages[@]}"; do
    echo "Skipped: $skipped"
done
for unbuilt in "${unbuilt_packages[@]}"; do
    echo "Failed with nothing to blame on a protocol (its marked protocols counted as failed): $unbuilt"
done
if [ -n "${SWEEP_WORK:-}" ]; then
    echo "Details (every blamed protocol with its message): $work/*.blamed.tsv"
else
    # The folder goes with the run: its details are printed instead.
    for blamed in "$work"/*.blamed.tsv; do
        [ -s "$blamed" ] && { echo "== $(basename "$blamed" .blamed.tsv)"; cat "$blamed"; }
    done
fi
[ "$failed" -eq 0 ] && [ ${#unbuilt_packages[@]} -eq 0 ]
