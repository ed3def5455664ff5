# ListShot: two commands from a fresh Debian 12 machine with Swift.
#   make preview   set up, build, and render the built-in gallery into ./out
#   make test      set up, and run the whole test suite
SWIFT ?= swift
OUT ?= out

.PHONY: setup build preview test bench clean

setup:
	@./scripts/setup.sh

build: setup
	$(SWIFT) build --product listshot

preview: build
	$(SWIFT) run --skip-build listshot preview --out $(OUT)
	@echo "Gallery written to $(OUT)/ — open $(OUT)/index.html"

test: setup
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

clean:
	rm -rf .build $(OUT)

# Release build, then every figure of the performance targets (see README).
bench: setup
	$(SWIFT) build -c release --product listshot
	.build/release/listshot bench
