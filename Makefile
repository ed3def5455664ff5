# ListShot: two commands from a fresh Debian 12 machine with Swift.
#   make preview   set up, build, and render the built-in gallery into ./out
#   make test      set up, and run the whole test suite
SWIFT ?= swift
OUT ?= out

.PHONY: setup build preview test bench clean fuzz fidelity format

setup:
	@./scripts/setup.sh

build: setup
	$(SWIFT) build --product listshot

preview: build
	$(SWIFT) run --skip-build listshot preview --out $(OUT)
	@echo "Gallery written to $(OUT)/ — open $(OUT)/index.html"

# Swift sources are formatted by swift-format (from the toolchain) with the committed
# .swift-format; `make format` rewrites them, `make test` fails on any difference.
FORMATTED = Package.swift Sources Plugins Themes Tests Fuzz/Package.swift Fuzz/Sources
format:
	$(SWIFT) format format --in-place --recursive --parallel $(FORMATTED)

# The consumer check (a package built from README.md's Swift blocks, depending on a tagged copy
# of this repository by version) runs beside the suite, its log kept and printed when both are
# done, then one line says which passed. Measured on 2 cores (2026-12-03): consumer check 508 s,
# suite 940 s, both at once 940 s of wall time; one after the other they took 1486 s on CI,
# over the 20 minutes CI has. Neither depends on timing, so sharing the cores is safe.
test:
	@./scripts/setup.sh --test
	$(SWIFT) format lint --strict --recursive --parallel $(FORMATTED)
	$(SWIFT) build --build-tests
	@log="$$(mktemp "$${TMPDIR:-/tmp}/listshot-consumer-log.XXXXXX")"; \
	SWIFT=$(SWIFT) ./scripts/consumer-check.sh >"$$log" 2>&1 & consumer=$$!; \
	$(SWIFT) test --skip-build; suite=$$?; \
	wait $$consumer; check=$$?; \
	echo "---- consumer check (scripts/consumer-check.sh), run beside the suite ----"; \
	cat "$$log"; rm -f "$$log"; \
	echo "make test: suite $$([ $$suite = 0 ] && echo passed || echo FAILED)," \
	  "consumer check $$([ $$check = 0 ] && echo passed || echo FAILED)"; \
	[ $$suite = 0 ] && [ $$check = 0 ]

clean:
	rm -rf .build $(OUT)

# Release build, then every figure of the performance targets (see README). The bench is its
# own executable; its process figures run the listshot binary built next to it.
bench: setup
	$(SWIFT) build -c release --product listshot
	$(SWIFT) build -c release --product listshot-bench
	.build/release/listshot-bench

# libFuzzer targets (Fuzz/README.md): a release build with AddressSanitizer and libFuzzer's
# coverage, then each fuzzer for FUZZ_TIME seconds from its committed corpus. Not part of
# `make test`. FuzzTheme, FuzzSVG, FuzzText and FuzzContent run without leak detection (Fuzz/README.md).
FUZZ_TIME ?= 60
FUZZERS ?= FuzzSpec FuzzTheme FuzzPNG FuzzDiff FuzzGolden FuzzOptions FuzzSVG FuzzText FuzzContent FuzzTextGolden
# libFuzzer's coverage instrumentation for the whole graph; the fuzz targets add -sanitize=fuzzer.
FUZZ_COVERAGE = -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp
fuzz: setup
	$(SWIFT) build -c release --package-path Fuzz -Xswiftc -sanitize=address $(FUZZ_COVERAGE)
	@for f in $(FUZZERS); do \
	  mkdir -p Fuzz/.build/corpus/$$f Fuzz/.build/crashes/$$f; \
	  echo "fuzz: $$f for $(FUZZ_TIME) s"; \
	  leaks=1; case $$f in FuzzTheme|FuzzSVG|FuzzText|FuzzContent) leaks=0;; esac; \
	  ASAN_OPTIONS=detect_leaks=$$leaks Fuzz/.build/release/$$f Fuzz/.build/corpus/$$f Fuzz/Corpus/$$f -max_total_time=$(FUZZ_TIME) \
	    -rss_limit_mb=2048 -timeout=30 -print_final_stats=1 -artifact_prefix=Fuzz/.build/crashes/$$f/ || exit 1; \
	done

# SSIM of ListShot's renders against the real ones (fidelity/README.md); needs ../shared and
# python3 with pillow, numpy and scikit-image. Not part of `make test`.
fidelity: build
	python3 scripts/fidelity.py
