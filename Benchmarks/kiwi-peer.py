#!/usr/bin/env python3
"""foldkit-bench's layout peer: kiwisolver timed through its Python API (the constraints are
built by Python code, as a kiwi user builds them) on the system LayoutBenchmark.swift builds.

    kiwi-peer.py CONSTRAINTS   ->  {"build_ns": …, "edits_ns": …, "checksum": …, "kiwisolver": "…"}

build: create and add every constraint, then updateVariables. edits: add an edit variable on the
first view's x, then 100 times suggestValue + updateVariables. One untimed run first.
"""
import json
import sys
import time

import kiwisolver as kiwi


def run(constraints):
    views = constraints // 4
    t0 = time.perf_counter_ns()
    x = [kiwi.Variable("x%d" % i) for i in range(views)]
    w = [kiwi.Variable("w%d" % i) for i in range(views)]
    solver = kiwi.Solver()
    for i in range(views):
        solver.addConstraint(w[i] >= 20 + i % 7)
        solver.addConstraint((w[i] == 40 + i % 13) | "medium")
        if i == 0:
            solver.addConstraint(x[0] >= 0)
            solver.addConstraint((x[0] == 0) | "weak")
        elif i % 10 == 0:
            solver.addConstraint(x[i] == x[i - 10])
            solver.addConstraint((x[i] >= x[i - 10] + 5) | "weak")
        else:
            solver.addConstraint(x[i] >= x[i - 1] + w[i - 1] + 8)
            solver.addConstraint((x[i] == x[i - 1] + w[i - 1] + 8 + i % 5) | "weak")
    solver.updateVariables()
    t1 = time.perf_counter_ns()
    solver.addEditVariable(x[0], "strong")
    for k in range(1, 101):
        solver.suggestValue(x[0], k)
        solver.updateVariables()
    t2 = time.perf_counter_ns()
    checksum = sum(v.value() for v in x) + sum(v.value() for v in w)
    return t1 - t0, t2 - t1, checksum


def main():
    constraints = int(sys.argv[1])
    run(constraints)
    build, edits, checksum = run(constraints)
    print(json.dumps({"build_ns": build, "edits_ns": edits, "checksum": checksum, "kiwisolver": kiwi.__version__}))


if __name__ == "__main__":
    main()
