# The porters' suite: the whole DejaGnu suite for another architecture,
# with Debian's cross compilers, the programs run under qemu-user against
# the cross sysroot (/usr/TRIPLET).  Included by the top Makefile:
#
#   make check-target TARGET=aarch64-linux-gnu
#                         install the cross compilers, their plugin headers,
#                         the target's libc and qemu-user (porters-deps),
#                         build build/TRIPLET/hardening.so with the host's g++
#                         against the cross compiler's plugin headers, and run
#                         the suite in build/TRIPLET/testsuite
#   make check-porters    check-target for each of PORTERS_TARGETS with
#                         bookworm's GCC 12 on this machine, then
#                         regenerate doc/arch-matrix.md (arch-matrix);
#                         fails when a target failed
#   make check-porters PORTERS_SUITE=trixie PORTERS_GCC=14
#                         the same with trixie's GCC 14 cross compilers, in
#                         the cached chroot of check-chroot, each target's
#                         run in build/TRIPLET-gcc-14
#   make check-porters-all
#                         both (PORTERS_RUNS), one after the other, then
#                         the matrix: a column per GCC for each architecture
#   make arch-matrix      only regenerate doc/arch-matrix.md from the last runs
#   make check-target-chroot SUITE=trixie TARGET=riscv64-linux-gnu PORTERS_GCC=14
#                         check-target with another Debian release's cross
#                         compilers, in the cached chroot of check-chroot
#                         (testsuite/compilers/compilers.mk); its results go
#                         to build/TRIPLET-gcc-MAJOR
#
# PORTERS_EXP=porters.exp runs the porters' probes alone on each target:
# then only the plugin, the ld plugins and the specs are built, not the
# audit, the fuzzers and the unit tests (host programs, the same for
# every target).
#
# Uses BUILD, SUITE_DEPS, SITE_EXP, RUN_SUITE and RUNTESTFLAGS from the
# Makefile and testsuite/testsuite.mk.  Each target has its own build
# directory, BUILD=build/TRIPLET, with its own config stamp and its own
# plugin: the native build/ is left alone.

ifndef PORTERS_MK_INCLUDED
PORTERS_MK_INCLUDED = 1

PORTERS_TARGETS = aarch64-linux-gnu arm-linux-gnueabihf arm-linux-gnueabi \
	i686-linux-gnu powerpc64le-linux-gnu s390x-linux-gnu riscv64-linux-gnu \
	mips64el-linux-gnuabi64 hppa-linux-gnu m68k-linux-gnu
# Debian 12's cross compilers with a plugin package are GCC 12.
PORTERS_GCC = 12
# Where check-porters runs the targets: "native" on this machine, else in
# the cached chroot of that Debian release (check-target-chroot).
PORTERS_SUITE = native
# check-porters-all's runs, MAJOR:SUITE, and the matrix's GCC columns.
PORTERS_RUNS = 12:native 14:trixie
PORTERS_MATRIX_GCC = $(foreach r,$(PORTERS_RUNS),$(firstword $(subst :, ,$(r))))
# Where a target's run goes: build/TRIPLET with bookworm's GCC 12,
# build/TRIPLET-gcc-MAJOR with another; arch-matrix follows the same rule.
PORTERS_SUFFIX = $(if $(filter-out 12,$(PORTERS_GCC)),-gcc-$(PORTERS_GCC))
PORTERS_DIR = $(TARGET)$(PORTERS_SUFFIX)
# The .exp files each target runs: empty for the whole suite.
PORTERS_EXP =
# The host's compilers build the plugin (it runs in the cross cc1, on
# this machine); they must be of the same major version.
PORTERS_HOST_CC = gcc-$(PORTERS_GCC)
PORTERS_HOST_CXX = g++-$(PORTERS_GCC)
# The fuzzer and the unit tests are host programs, the same for every
# target; they still run, briefly, so that each target's run is complete.
PORTERS_FUZZ_SECONDS = 5
PORTERS_LOG = build/porters-gcc-$(PORTERS_GCC).log

.PHONY: check-target check-target-chroot check-porters check-porters-all arch-matrix \
	porters-suite

check-target:
	@test -n "$(TARGET)" || \
	  { echo "usage: make check-target TARGET=TRIPLET (e.g. aarch64-linux-gnu)" >&2; exit 2; }
	@sh testsuite/hardening.porters/porters-deps $(TARGET) $(PORTERS_GCC)
	@start=$$(date +%s); \
	$(MAKE) --no-print-directory porters-suite \
	  TARGET=$(TARGET) BUILD=build/$(PORTERS_DIR) \
	  CC=$(TARGET)-gcc-$(PORTERS_GCC) CXX=$(TARGET)-g++-$(PORTERS_GCC) \
	  FC=$(TARGET)-gfortran-$(PORTERS_GCC) \
	  HOST_CC=$(PORTERS_HOST_CC) HOST_CXX=$(PORTERS_HOST_CXX) \
	  CHECK_FUZZ_SECONDS=$(PORTERS_FUZZ_SECONDS) \
	  RUNTESTFLAGS='$(strip $(PORTERS_EXP) $(RUNTESTFLAGS))'; status=$$?; \
	mkdir -p build/$(PORTERS_DIR)/testsuite; \
	echo "$(TARGET): $$(( $$(date +%s) - start )) s" \
	  | tee build/$(PORTERS_DIR)/testsuite/porters.time; \
	exit $$status

check-target-chroot: $(SARIF_SCHEMA_FILE)
	@test -n "$(TARGET)" || \
	  { echo "usage: make check-target-chroot SUITE=trixie TARGET=TRIPLET PORTERS_GCC=MAJOR" >&2; exit 2; }
	@$(MAKE_IN_CHROOT) check-target TARGET=$(TARGET) \
	  PORTERS_GCC=$(PORTERS_GCC) PORTERS_EXP='$(PORTERS_EXP)' \
	  RUNTESTFLAGS='$(RUNTESTFLAGS)'

# Runs in the sub-make above, where BUILD, CC, CXX, FC and PLUGIN are the
# target's; the plugin, the ld plugin and the test specs (specs/specs.mk)
# come from the Makefile's own rules.
PORTERS_QEMU = $(shell sh testsuite/hardening.porters/porters-qemu $(TARGET))

# The same site.exp as check-dejagnu's, plus the target: target_triplet
# (istarget), the run wrapper, the target's binutils, and the Fortran
# compiler's absence when Debian ships none.
# PORTERS_EXP's .exp files need no more than the plugin, the ld plugins
# and the specs: porters.exp reads its programs with the target's binutils.
PORTERS_SUITE_DEPS = $(if $(PORTERS_EXP),$(PLUGIN) $(LD_PLUGIN) $(LD_OPTIONS_PLUGIN) specs \
	$(TEST_SPECS) $(TEST_SPECS_DIR)/specs,$(SUITE_DEPS))
porters-suite: $(PORTERS_SUITE_DEPS)
	@test -n "$(PORTERS_QEMU)" || { echo "check-target: no qemu-user for $(TARGET)" >&2; exit 1; }
	@rm -rf $(BUILD)/testsuite && mkdir -p $(BUILD)/testsuite
	@{ printf '%s\n' $(SITE_EXP); \
	   echo 'set target_triplet $(shell $(CC) -dumpmachine)'; \
	   echo 'set target_alias $(TARGET)'; \
	   if ! command -v $(FC) >/dev/null; then echo 'set HARDENING_FC {}'; \
	        echo 'set HARDENING_FC_MISSING {Debian ships no $(FC) (gfortran-$(PORTERS_GCC)-$(TARGET))}'; fi; \
	   echo 'set HARDENING_READELF {$(TARGET)-readelf}'; \
	   echo 'set HARDENING_OBJCOPY {$(TARGET)-objcopy}'; \
	   echo 'set HARDENING_OBJDUMP {$(TARGET)-objdump}'; \
	   echo 'set HARDENING_RUN_WRAPPER {$(PORTERS_QEMU) -L /usr/$(TARGET)}'; } \
	  > $(BUILD)/testsuite/site.exp
	@{ echo "target $(TARGET)"; echo "date $$(date -u +%Y-%m-%d)"; \
	   echo "cc $$($(CC) --version | head -n 1)"; \
	   echo "qemu $$($(PORTERS_QEMU) --version | head -n 1)"; \
	   $(if $(PORTERS_EXP),echo "exp only $(PORTERS_EXP)";) \
	   echo "libc $$(dpkg-query -W -f='$${Version}' libc6-dev-$$(dpkg-architecture -t $(TARGET) -qDEB_HOST_ARCH 2>/dev/null)-cross)"; \
	 } > $(BUILD)/testsuite/porters.info
	@echo "check-target: $(TARGET): $(CC), programs run by $(PORTERS_QEMU) -L /usr/$(TARGET)"
	@$(RUN_SUITE)

# Every target, even after one failed; the matrix is written from what ran
# (PORTERS_MATRIX=no leaves it to check-porters-all), and the run fails
# when a target did.
PORTERS_MATRIX = yes
check-porters:
	@mkdir -p build; : > $(PORTERS_LOG); failed=""; start=$$(date +%s); \
	for t in $(PORTERS_TARGETS); do \
	  d=build/$$t$(PORTERS_SUFFIX); \
	  echo "=== $$t with GCC $(PORTERS_GCC) ($(PORTERS_SUITE))"; \
	  if [ "$(PORTERS_SUITE)" = native ]; then \
	    $(MAKE) --no-print-directory check-target TARGET=$$t \
	      PORTERS_GCC=$(PORTERS_GCC) PORTERS_EXP='$(PORTERS_EXP)' >> $(PORTERS_LOG) 2>&1; \
	  else \
	    $(MAKE) --no-print-directory check-target-chroot TARGET=$$t \
	      SUITE=$(PORTERS_SUITE) PORTERS_GCC=$(PORTERS_GCC) \
	      PORTERS_EXP='$(PORTERS_EXP)' >> $(PORTERS_LOG) 2>&1; \
	  fi || failed="$$failed $${d#build/}"; \
	  tail -n 1 $$d/testsuite/porters.time 2>/dev/null; \
	  cat $$d/testsuite/suite.summary 2>/dev/null; \
	done; \
	echo "check-porters: GCC $(PORTERS_GCC): $$(( $$(date +%s) - start )) s"; \
	if [ "$(PORTERS_MATRIX)" = yes ]; then \
	  $(MAKE) --no-print-directory arch-matrix || failed="$$failed arch-matrix"; fi; \
	if [ -n "$$failed" ]; then echo "check-porters: failed:$$failed (see $(PORTERS_LOG))" >&2; exit 1; fi

check-porters-all:
	@failed=""; \
	for r in $(PORTERS_RUNS); do \
	  $(MAKE) --no-print-directory check-porters PORTERS_GCC=$${r%%:*} \
	    PORTERS_SUITE=$${r#*:} PORTERS_MATRIX=no PORTERS_EXP='$(PORTERS_EXP)' \
	    || failed="$$failed gcc-$${r%%:*}"; \
	done; \
	$(MAKE) --no-print-directory arch-matrix || failed="$$failed arch-matrix"; \
	if [ -n "$$failed" ]; then echo "check-porters-all: failed:$$failed" >&2; exit 1; fi

arch-matrix:
	@sh testsuite/hardening.porters/arch-matrix -g '$(PORTERS_MATRIX_GCC)' \
	  $(PORTERS_TARGETS) > doc/arch-matrix.md.tmp; status=$$?; \
	  mv doc/arch-matrix.md.tmp doc/arch-matrix.md; exit $$status

endif
