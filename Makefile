# FoldKit's commands. `make demo` runs the main job, `make test` the tests; both set up first.
SWIFT ?= swift
BIN := .build/release

.PHONY: setup build test demo bench clean

setup:
	@scripts/setup

build: setup
	$(SWIFT) build -c release --product foldkit

test: setup
	$(SWIFT) test

# Until the demo app exists: the command line's help and a sampled curve.
demo: build
	@$(BIN)/foldkit --help
	@echo
	@echo '$$ foldkit curve pop-spring --from 1 --to 0 --bounciness 18 --mass 2 --tension 200 --threshold 0.01'
	@$(BIN)/foldkit curve pop-spring --from 1 --to 0 --bounciness 18 --mass 2 --tension 200 --threshold 0.01

bench: setup
	$(SWIFT) build -c release --product foldkit-bench
	$(BIN)/foldkit-bench

clean:
	rm -rf .build out
