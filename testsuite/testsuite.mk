# testsuite/: the DejaGnu suite (tool "hardening"), the unit tests of lib/
# and the fuzzers; included by the top Makefile.
#
#   make check            install missing build dependencies, build, run
#                         every test; RUNTESTFLAGS=... passes options
#                         to runtest (e.g. RUNTESTFLAGS=c.exp for
#                         testsuite/hardening.c/c.exp alone)
#   make fuzz             run the libFuzzer targets for FUZZ_SECONDS

.PHONY: check check-dejagnu fuzz

UNIT_TESTS = $(BUILD)/unit-tests
UNIT_SRCS = $(wildcard testsuite/unit/*.c)

# Unit tests of lib/, one file per module; run under DejaGnu by
# hardening.unit/unit.exp.
$(UNIT_TESTS): $(UNIT_SRCS) $(wildcard testsuite/unit/*.h) $(LIB) $(LIB_HDRS) \
		$(CONFIG_STAMP)
	@mkdir -p $(@D)
	$(HOST_CC) $(LIB_CFLAGS) -Itestsuite/unit -o $@ $(UNIT_SRCS) $(LIB) -lelf

# Fuzz targets (libFuzzer): `make fuzz` runs each for FUZZ_SECONDS;
# make check runs them for CHECK_FUZZ_SECONDS each (hardening.unit/fuzz.exp).
# They compile lib/ again, with clang's coverage and sanitizers.
# FUZZ_CC is the clang install-deps chose: the distribution's (clang-14 on
# bookworm; clang-22 on trixie and clang-23 on sid when last seen).
FUZZ_CC = $(shell sh build-aux/install-deps --fuzz-cc)
FUZZ_SECONDS ?= 300
CHECK_FUZZ_SECONDS ?= 60
FUZZ_FLAGS = -std=c11 -g -O1 -fsanitize=fuzzer,address,undefined \
	-fno-sanitize-recover=undefined -Ilib -I$(BUILD)
FUZZERS += $(BUILD)/fuzz-policy

$(BUILD)/fuzz-policy: testsuite/fuzz/fuzz-policy.c $(LIB_FUZZ_SRCS) $(LIB_HDRS) \
		$(CONFIG_H)
	@mkdir -p $(@D)
	$(FUZZ_CC) $(FUZZ_FLAGS) -o $@ testsuite/fuzz/fuzz-policy.c $(LIB_FUZZ_SRCS) -lelf

fuzz: $(FUZZERS)
	@for f in $(FUZZERS); do \
	  name=$${f##*/}; mkdir -p $(BUILD)/corpus/$$name; \
	  echo "$$name: $(FUZZ_SECONDS) s"; \
	  $$f -max_total_time=$(FUZZ_SECONDS) -print_final_stats=1 \
	    $(BUILD)/corpus/$$name testsuite/fuzz/$${name#fuzz-}-corpus || exit 1; \
	done

check: deps
	@$(MAKE) --no-print-directory check-dejagnu

# The lines of site.exp for every run of the suite: check-dejagnu's, and
# porters-suite's (testsuite/hardening.porters/porters.mk) with the
# target's lines after them.
SITE_EXP = 'set tool hardening' \
	'set srcdir $(CURDIR)/testsuite' \
	'set HARDENING_CC {$(CC)}' \
	'set HARDENING_CXX {$(CXX)}' \
	'set HARDENING_FC {$(FC)}' \
	'set HARDENING_PLUGIN {$(CURDIR)/$(PLUGIN)}' \
	'set HARDENING_HOST_CXX {$(HOST_CXX)}' \
	'set HARDENING_PLUGIN_INCLUDE {$(GCC_PLUGIN_DIR)/include}' \
	'set HARDENING_FORTIFY_LEVEL $(FORTIFY_LEVEL)' \
	'set HARDENING_UNIT_TESTS {$(CURDIR)/$(UNIT_TESTS)}' \
	'set HARDENING_LD_PLUGIN {$(CURDIR)/$(LD_PLUGIN)}' \
	'set HARDENING_AUDIT {$(CURDIR)/$(AUDIT)}' \
	'set HARDENING_SPECS {$(CURDIR)/$(TEST_SPECS)}' \
	'set HARDENING_SPECS_DIR {$(CURDIR)/$(TEST_SPECS_DIR)}' \
	'set HARDENING_FUZZERS {$(addprefix $(CURDIR)/,$(FUZZERS))}' \
	'set HARDENING_FUZZ_SECONDS $(CHECK_FUZZ_SECONDS)' \
	'set HARDENING_POLICY {$(CURDIR)/specs/hardening.policy}' \
	'set HARDENING_SARIF_SCHEMA {$(CURDIR)/$(SARIF_SCHEMA_FILE)}' \
	'set HARDENING_RUN_WRAPPER {}'

# The compiler's library directory (GCC_LIBDIR, specs/specs.mk) and its
# plugin directory when it is elsewhere: make check must leave them as they
# were (build-aux/libdir-guard, one more test of the summary).
GUARD_DIRS = $(GCC_LIBDIR) $(filter-out $(GCC_LIBDIR)/%,$(GCC_PLUGIN_DIR))

# Run the suite in $(BUILD)/testsuite: what did not pass, DejaGnu's
# summary, and last dg-summary's line "N passed, N failed, N skipped"
# (also kept in suite.summary) and its exit status.  The listing of
# GUARD_DIRS taken before runtest is compared after it, and the result
# added to hardening.sum as "PASS: make check: nothing changed under ...".
RUN_SUITE = cd $(BUILD)/testsuite && \
	  sh $(CURDIR)/build-aux/libdir-guard record libdir.list $(GUARD_DIRS) && \
	  runtest --tool hardening \
	  --srcdir $(CURDIR)/testsuite $(RUNTESTFLAGS) > runtest.out 2>&1; \
	  status=$$?; \
	  sh $(CURDIR)/build-aux/libdir-guard check libdir.list hardening.sum \
	    $(GUARD_DIRS) || status=1; \
	  grep -E '^(FAIL|XPASS|UNRESOLVED|ERROR|UNSUPPORTED|UNTESTED):' hardening.sum; \
	  sed -n '/=== hardening Summary ===/,$$p' hardening.sum; \
	  sh $(CURDIR)/build-aux/dg-summary hardening.sum $$status > suite.summary; \
	  status=$$?; cat suite.summary; exit $$status

# The SARIF 2.1.0 schema that hardening.audit/sanitizers.exp validates
# hardening-audit --sarif against, obtained by build-aux/sarif-schema; when
# it cannot be, the suite runs and that test fails, saying why.  One for
# every BUILD: make check-chroot obtains it on the host, and the chroot's
# make check reads it through /src (a chroot has no npm).
SARIF_SCHEMA_FILE = build/sarif/sarif-2.1.0-rtm.5.json
$(SARIF_SCHEMA_FILE):
	-@sh build-aux/sarif-schema $@

SUITE_DEPS = all $(UNIT_TESTS) $(FUZZERS) $(TEST_SPECS) $(TEST_SPECS_DIR)/specs \
	$(SARIF_SCHEMA_FILE)

check-dejagnu: $(SUITE_DEPS)
	@rm -rf $(BUILD)/testsuite && mkdir -p $(BUILD)/testsuite
	@printf '%s\n' $(SITE_EXP) > $(BUILD)/testsuite/site.exp
	@{ $(CC) --version | head -n 1; \
	   getconf GNU_LIBC_VERSION 2>/dev/null | sed 's/ /-/'; } > $(BUILD)/testsuite/compiler.txt
	@$(RUN_SUITE)
