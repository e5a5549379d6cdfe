# FoldKit's commands. `make demo` runs the main job, `make test` the tests; both set up first.
SWIFT ?= swift
BIN := .build/release

.PHONY: setup build test demo bench gifs reference-images clean fuzz test-asan test-tsan

setup:
	@scripts/setup

build: setup
	$(SWIFT) build -c release --product foldkit

# Release mode: the GIF quantiser and the compositor are hundreds of times slower unoptimised.
test: setup
	$(SWIFT) test -c release -Xswiftc -enable-testing
	@scripts/check-uikit-only

# FoodMenu: a window when a display is usable, else the tour recorded to out/demo.mp4 and out/demo.gif.
demo: setup
	$(SWIFT) build -c release --product foodmenu
	@scripts/demo

# The layout benchmark's peer is kiwisolver from PyPI, in its own virtualenv under .build (only
# `make bench` needs it; the tests read committed vectors instead).
# Its own build folder, with the shipping flags: the tests' -enable-testing keeps every class
# member dynamically dispatched (the table's whole-screen change measured about 30% slower), and
# the two builds would otherwise rebuild each other.
KIWI_PYTHON := .build/python/bin/python3
BENCH_BUILD := .build/bench
bench: setup $(KIWI_PYTHON)
	$(SWIFT) build -c release --product foldkit-bench --scratch-path $(BENCH_BUILD)
	$(BENCH_BUILD)/release/foldkit-bench

$(KIWI_PYTHON):
	python3 -m venv .build/python
	.build/python/bin/pip install --quiet kiwisolver==1.5.1

# The README's example animations, rendered from examples/*.scene.json.
gifs: build
	@mkdir -p docs/images
	@for f in examples/*.scene.json; do \
	  name=$$(basename $$f .scene.json); \
	  $(BIN)/foldkit render $$f -o docs/images/$$name.gif --scale 1 || exit 1; \
	done
	@$(BIN)/foldkit effect folding-cell --round-trip -o docs/images/folding-cell-effect.gif --scale 1
	@$(BIN)/foldkit effect page-fold --script examples/page-fold-drag.input.json -o docs/images/page-fold-effect.gif
	@rm -rf out/.gifs-data && $(SWIFT) build -c release --product foodmenu
	$(BIN)/foodmenu --tour --scale 1 --record docs/images/foodmenu-tour.gif --data out/.gifs-data && rm -rf out/.gifs-data
	@# The same tour in dark mode, in Arabic, right to left.
	$(BIN)/foodmenu --tour --scale 1 --appearance dark --locale ar --record docs/images/foodmenu-tour-dark-rtl.gif --data out/.gifs-data \
	  && rm -rf out/.gifs-data
	@# FoodMenu in dark mode, a card opened: the script's last frame (2 s at 30 fps).
	@rm -rf out/.gifs-data out/.dark && $(BIN)/foodmenu --script examples/foodmenu-dark.input.json --record out/.dark --data out/.gifs-data \
	  && cp out/.dark/frame-00059.png docs/images/foodmenu-dark.png && rm -rf out/.dark out/.gifs-data
	@# FoldEffects' fly to cart: three staggered items into a bouncing cart that counts them.
	$(BIN)/foldkit effect fly-to-cart --size 375,667 --from 60,200 --to 320,610 --count 3 --stagger 0.15 \
	  --scale 1 -o docs/images/fly-to-cart-effect.gif

# Rewrites the compositor's and the effects' reference images (the filter matches the effects'
# ReferenceImageTests too). Look at every changed PNG before committing it.
reference-images: setup
	FOLDKIT_UPDATE_REFERENCE=1 $(SWIFT) test -c release -Xswiftc -enable-testing --filter 'ReferenceImageTests|PageFoldRenderTests'
	@git status --short Tests/FoldRenderTests/Reference Tests/FoldEffectsTests/Reference Tests/FoldEffectsTests/PageFold/Reference Tests/FoldEffectsTests/FlyToCart/Reference

# libFuzzer + ASan on each target for FUZZ_SECONDS (default 60); see docs/RELIABILITY.md.
fuzz: setup
	@scripts/fuzz

# The tests under AddressSanitizer (with LeakSanitizer; fontconfig's caches are suppressed) and
# the parallel compositor and encoder tests under ThreadSanitizer, each in its own scratch path.
# Slow, so not part of `make test`; results in docs/RELIABILITY.md.
SANITIZER_ENV := SWIFT_BACKTRACE=enable=no LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan.supp:print_suppressions=0
TSAN_TESTS := BandPoolTests|ContentItemsReuseTests|OcclusionTests|CompositorSmokeTests|DamageTests|DegenerateGeometryTests|ReferenceImageTests|RasterCacheTests|HostileRenderTests|GIFEncoderTests|GIFFrameDifferencingTests|SpooledGIFWriterTests|MP4WriterTests|RecorderTests

test-asan: setup
	$(SANITIZER_ENV) ASAN_OPTIONS=detect_leaks=1 nice -n 10 \
	  $(SWIFT) test -c release -Xswiftc -enable-testing --sanitize=address --scratch-path .build/asan

test-tsan: setup
	$(SANITIZER_ENV) TSAN_OPTIONS=halt_on_error=1 nice -n 10 \
	  $(SWIFT) test -c release -Xswiftc -enable-testing --sanitize=thread --scratch-path .build/tsan --filter '$(TSAN_TESTS)'

clean:
	rm -rf .build out
