#!/usr/bin/env python3
"""The comparing half of `scripts/bench --compare REV`: runs two tripkit-bench binaries (this checkout's
and REV's) interleaved on the same inputs and prints, per case, the ratio new/old of their best times
with its spread over the rounds. Wall time, interleaved, best of N: a busy moment of the shared machine
touches both binaries alike instead of one.

    bench-compare.py NEW_BENCH OLD_BENCH INPUTS ROUNDS CASE:INPUT...
"""
import json
import subprocess
import sys


def measure(bench, case, path, runs=3):
    """One `tripkit-bench run` (its own process); None when the binary does not know the case."""
    done = subprocess.run([bench, "run", case, path, str(runs)], capture_output=True, text=True)
    if done.returncode != 0:
        if "unknown" in done.stderr.lower():
            return None
        raise SystemExit(f"{bench} run {case} {path} failed: {done.stderr.strip()}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def main():
    new, old, inputs, rounds = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
    pairs = [argument.split(":", 1) for argument in sys.argv[5:]]
    print(f"{'case':34} {'input':28} {'new s':>8} {'old s':>8} {'new/old':>8} {'spread':>15} {'new MB':>7} {'old MB':>7}")
    for case, name in pairs:
        path = f"{inputs}/{name}"
        best = {"new": [], "old": []}
        peak = {"new": 0, "old": 0}
        missing = False
        for round_number in range(rounds):
            # Alternate which binary goes first, so neither always runs on a warmer cache.
            order = [("new", new), ("old", old)] if round_number % 2 == 0 else [("old", old), ("new", new)]
            for label, bench in order:
                result = measure(bench, case, path)
                if result is None:
                    missing = True
                    break
                best[label].append(result["best"])
                peak[label] = max(peak[label], result["peakResident"])
            if missing:
                break
        if missing:
            print(f"{case:34} {name:28} (not a case of one of the two revisions)")
            continue
        ratios = [n / o for n, o in zip(best["new"], best["old"])]
        ratio = min(best["new"]) / min(best["old"])
        spread = f"{min(ratios):.2f}-{max(ratios):.2f}"
        print(f"{case:34} {name:28} {min(best['new']):8.4f} {min(best['old']):8.4f} {ratio:8.2f} {spread:>15} "
              f"{peak['new'] / 1e6:7.1f} {peak['old'] / 1e6:7.1f}")


if __name__ == "__main__":
    main()
