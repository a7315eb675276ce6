#!/usr/bin/env bash
# The runtime ratios in both builds a project meets: debug, which is what `swift test` runs, and
# release. One MockingRatios table each, the debug one first. See BENCHMARKS.md.
#
#     bash Benchmarks/ratios.sh
set -euo pipefail
cd "$(dirname "$0")"
for configuration in debug release; do
    swift build -c "$configuration" --product MockingRatios >/dev/null
    "$(swift build -c "$configuration" --show-bin-path)/MockingRatios"
    echo
done
