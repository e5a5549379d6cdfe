# FoldKit's commands. `make demo` runs the main job, `make test` the tests; both set up first.
SWIFT ?= swift
BIN := .build/release

.PHONY: setup build test demo bench gifs reference-images clean

setup:
	@scripts/setup

build: setup
	$(SWIFT) build -c release --product foldkit

# Release mode: the GIF quantiser and the compositor are hundreds of times slower unoptimised.
test: setup
	$(SWIFT) test -c release -Xswiftc -enable-testing

# Until the demo app exists: the command line's help and a sampled curve.
demo: build
	@$(BIN)/foldkit --help
	@echo
	@echo '$$ foldkit curve pop-spring --from 1 --to 0 --bounciness 18 --mass 2 --tension 200 --threshold 0.01'
	@$(BIN)/foldkit curve pop-spring --from 1 --to 0 --bounciness 18 --mass 2 --tension 200 --threshold 0.01

bench: setup
	$(SWIFT) build -c release --product foldkit-bench
	$(BIN)/foldkit-bench

# The README's example animations, rendered from examples/*.scene.json.
gifs: build
	@mkdir -p docs/images
	@for f in examples/*.scene.json; do \
	  name=$$(basename $$f .scene.json); \
	  $(BIN)/foldkit render $$f -o docs/images/$$name.gif || exit 1; \
	done

# Rewrites the compositor's reference images. Look at every changed PNG before committing it.
reference-images: setup
	FOLDKIT_UPDATE_REFERENCE=1 $(SWIFT) test -c release -Xswiftc -enable-testing --filter ReferenceImageTests
	@git status --short Tests/FoldRenderTests/Reference

clean:
	rm -rf .build out
