"""Checks that `#stubbed()` keeps code coverage, on Clients/Coverage.

Reads the llvm-cov export that `swift test --enable-code-coverage` wrote (its path is the first
argument), demangles each function's name with `swift demangle`, and checks the execution count of
each method of `Garage.Engine` that begins with `#stubbed()`, and that `honk()`, whose body
`@Stubbed` moves, is not listed (what the docs say of it).
"""
import json
import subprocess
import sys

# As `swift demangle --simplified` names them; `start(speed:)` runs 3 times for real, once stubbed.
EXPECTED = {
    "Engine.start(speed:)": 4,
    "Engine.stop()": 1,
    "Engine.warmUp(seconds:)": 1,
    "static Engine.model()": 1,
    "serviceInterval(miles:)": 1,
}
NOT_LISTED = "Engine.honk()"

export = json.load(open(sys.argv[1]))
functions = [f for data in export["data"] for f in data["functions"]
             if any(name.endswith("Sources/Garage/Engine.swift") for name in f["filenames"])]
mangled = [f["name"].split(":")[-1] for f in functions]
demangled = subprocess.run(["swift", "demangle", "--simplified"], input="\n".join(mangled), text=True,
                           capture_output=True, check=True).stdout.splitlines()
counts = {}
for name, function in zip(demangled, functions):
    # An async function is listed once per partial function; its entry is the first.
    counts.setdefault(name.strip(), function["count"])

failures = []
for name, count in EXPECTED.items():
    if counts.get(name) != count:
        failures.append(f"{name}: expected {count} executions, listed {counts.get(name, 'nowhere')}")
if NOT_LISTED in counts:
    failures.append(f"{NOT_LISTED} is listed now ({counts[NOT_LISTED]}): say so in RealObjects.md and README")
for name, count in sorted(counts.items()):
    print(f"  {count:>3}  {name}")
if failures:
    sys.exit("error: coverage of Clients/Coverage is not as expected:\n  " + "\n  ".join(failures))
print("the methods that begin with #stubbed() are counted; honk(), whose body @Stubbed moves, is not listed")
