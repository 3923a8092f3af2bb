# gcc-hardening: a GCC plugin, specs and a DejaGnu suite for hardened builds.
#
#   make                  build plugin/hardening.so for $(CC)
#   make check            install missing build dependencies, build, run every test
#   make demo             install missing build dependencies, build, show the plugin at work
#   make install          install into $(DESTDIR), GCC's plugin directory and $(prefix)
#   make bench            run the benchmarks under bench/
#
# Another compiler: make check CC=gcc-11 CXX=g++-11 (FC follows CC).

ifeq ($(origin CC),default)
CC = gcc
endif
ifeq ($(origin CXX),default)
CXX = $(subst gcc,g++,$(CC))
endif
ifeq ($(origin FC),default)
FC = $(subst gcc,gfortran,$(CC))
endif

# The compilers that build the plugin run on the build machine; the plugin
# is for $(CC).  They are the same for a native build.
HOST_CXX ?= $(CXX)
HOST_CC ?= $(CC)

VERSION = 0.1
prefix ?= /usr/local
sysconfdir ?= /etc
policydir = $(sysconfdir)/gcc-hardening
mandir ?= $(prefix)/share/man
docdir ?= $(prefix)/share/doc/gcc-hardening

# Everything below that asks $(CC) is evaluated only when a target needs it,
# so that `make deps` works before the compiler is installed.
GCC_PLUGIN_DIR = $(shell $(CC) -print-file-name=plugin)
plugindir ?= $(GCC_PLUGIN_DIR)

# _FORTIFY_SOURCE=3 needs glibc 2.34 and GCC 12 (__builtin_dynamic_object_size):
# ask the target's glibc which level it honours with this compiler.
FORTIFY_LEVEL = $(shell echo __USE_FORTIFY_LEVEL \
		  | $(CC) -O2 -D_FORTIFY_SOURCE=3 -E -P -include features.h -x c - 2>/dev/null \
		  | tail -n 1 | grep -x '[23]' || echo 2)

WARN_FLAGS = -Wall -Wextra -Wno-unused-parameter
OPT_FLAGS = -O2 -g
PLUGIN_CXXFLAGS = $(OPT_FLAGS) $(WARN_FLAGS) -fPIC -fvisibility=hidden \
	-fno-rtti -fno-exceptions -I$(GCC_PLUGIN_DIR)/include -Iplugin \
	-DHARDENING_FORTIFY_LEVEL=$(FORTIFY_LEVEL) -DHARDENING_VERSION='"$(VERSION)"' \
	-DHARDENING_POLICY_FILE='"$(policydir)/hardening.policy"'
MODEL_CFLAGS = -std=c11 $(OPT_FLAGS) $(WARN_FLAGS) -Wmissing-prototypes -fPIC \
	-fvisibility=hidden -Iplugin

BUILD = build
# The plugin; a build for another target (make check-target) puts it in
# its own build directory.
PLUGIN = plugin/hardening.so
LD_PLUGIN = $(BUILD)/hardening-ld.so
MODEL_SRCS = plugin/hardening-model.c plugin/hardening-policy.c plugin/hardening-note.c
MODEL_HDRS = plugin/hardening-model.h plugin/hardening-policy.h plugin/hardening-note.h
MODEL_OBJS = $(MODEL_SRCS:plugin/%.c=$(BUILD)/plugin/%.o)
PLUGIN_OBJS = $(BUILD)/plugin/hardening.o $(MODEL_OBJS) $(BUILD)/plugin/policy-builtin.o

.PHONY: all deps check check-dejagnu demo install uninstall bench clean fuzz \
	format-check FORCE

all: $(PLUGIN) $(LD_PLUGIN)

# Rebuild everything when the compilers or what was found about them change
# (make check CC=gcc-11 after a build for gcc-12).
CONFIG_STAMP = $(BUILD)/config.stamp
CONFIG = CC=$(CC) CXX=$(CXX) HOST_CC=$(HOST_CC) HOST_CXX=$(HOST_CXX) \
	PLUGIN_DIR=$(GCC_PLUGIN_DIR) FORTIFY_LEVEL=$(FORTIFY_LEVEL)
$(CONFIG_STAMP): FORCE
	@mkdir -p $(@D)
	@echo '$(CONFIG)' | cmp -s - $@ || echo '$(CONFIG)' > $@

$(PLUGIN): $(PLUGIN_OBJS)
	$(HOST_CXX) -shared -o $@ $(PLUGIN_OBJS)

$(BUILD)/plugin/hardening.o: plugin/hardening.cc plugin/gcc-compat.h $(MODEL_HDRS) \
		$(CONFIG_STAMP)
	@mkdir -p $(@D)
	@test -f $(GCC_PLUGIN_DIR)/include/gcc-plugin.h || \
	  { echo "error: no plugin headers for $(CC) in $(GCC_PLUGIN_DIR): run 'make deps'" >&2; exit 1; }
	$(HOST_CXX) $(PLUGIN_CXXFLAGS) -c -o $@ $<

$(BUILD)/plugin/%.o: plugin/%.c $(MODEL_HDRS) $(CONFIG_STAMP)
	@mkdir -p $(@D)
	$(HOST_CC) $(MODEL_CFLAGS) -c -o $@ $<

# The shipped policy, built into the plugin for when none is installed.
$(BUILD)/plugin/policy-builtin.c: specs/hardening.policy tools/embed-policy
	@mkdir -p $(@D)
	sh tools/embed-policy $< > $@.tmp && mv $@.tmp $@

$(BUILD)/plugin/policy-builtin.o: $(BUILD)/plugin/policy-builtin.c $(CONFIG_STAMP)
	$(HOST_CC) $(MODEL_CFLAGS) -c -o $@ $<

# The link-time check, an ld plugin: it runs in the linker, on this machine.
TARGET_TRIPLET = $(shell $(CC) -dumpmachine)
pkglibdir ?= $(prefix)/lib/gcc-hardening

$(LD_PLUGIN): tools/hardening-ld.c $(MODEL_SRCS) $(MODEL_HDRS) \
		$(BUILD)/plugin/policy-builtin.c $(CONFIG_STAMP)
	$(HOST_CC) $(MODEL_CFLAGS) -shared -o $@ \
	  -DHARDENING_TARGET='"$(TARGET_TRIPLET)"' \
	  -DHARDENING_POLICY_FILE='"$(policydir)/hardening.policy"' \
	  tools/hardening-ld.c $(MODEL_SRCS) $(BUILD)/plugin/policy-builtin.c -lelf

# Build dependencies, installed with apt-get when missing (as root).
deps:
	@sh tools/install-deps "$(CC)" "$(CXX)" "$(FC)"

# Unit tests of the pure C modules; run under DejaGnu by hardening.unit/.
$(BUILD)/unit-tests: testsuite/unit/unit-tests.c $(MODEL_SRCS) $(MODEL_HDRS) \
		$(CONFIG_STAMP)
	@mkdir -p $(@D)
	$(HOST_CC) $(MODEL_CFLAGS) -o $@ testsuite/unit/unit-tests.c $(MODEL_SRCS)

# Fuzz targets (libFuzzer): `make fuzz` runs each for FUZZ_SECONDS;
# make check runs them for 60 s each under DejaGnu (hardening.unit/fuzz.exp).
FUZZ_CC = clang-14
FUZZ_SECONDS ?= 300
FUZZ_FLAGS = -std=c11 -g -O1 -fsanitize=fuzzer,address,undefined \
	-fno-sanitize-recover=undefined -Iplugin
FUZZERS = $(BUILD)/fuzz-policy

$(BUILD)/fuzz-policy: testsuite/fuzz/fuzz-policy.c $(MODEL_SRCS) $(MODEL_HDRS)
	@mkdir -p $(@D)
	$(FUZZ_CC) $(FUZZ_FLAGS) -o $@ testsuite/fuzz/fuzz-policy.c $(MODEL_SRCS)

fuzz: $(FUZZERS)
	@for f in $(FUZZERS); do \
	  name=$${f##*/}; mkdir -p $(BUILD)/corpus/$$name; \
	  echo "$$name: $(FUZZ_SECONDS) s"; \
	  $$f -max_total_time=$(FUZZ_SECONDS) -print_final_stats=1 \
	    $(BUILD)/corpus/$$name testsuite/fuzz/$${name#fuzz-}-corpus || exit 1; \
	done

check: deps
	@$(MAKE) --no-print-directory check-dejagnu

CHECK_FUZZ_SECONDS ?= 60

# The lines of site.exp for every run of the suite: check-dejagnu's, and
# porters-suite's (mk/porters.mk) with the target's lines after them.
SITE_EXP = 'set tool hardening' \
	'set srcdir $(CURDIR)/testsuite' \
	'set HARDENING_CC {$(CC)}' \
	'set HARDENING_CXX {$(CXX)}' \
	'set HARDENING_FC {$(FC)}' \
	'set HARDENING_PLUGIN {$(CURDIR)/$(PLUGIN)}' \
	'set HARDENING_FORTIFY_LEVEL $(FORTIFY_LEVEL)' \
	'set HARDENING_UNIT_TESTS {$(CURDIR)/$(BUILD)/unit-tests}' \
	'set HARDENING_LD_PLUGIN {$(CURDIR)/$(LD_PLUGIN)}' \
	'set HARDENING_AUDIT {$(CURDIR)/$(AUDIT)}' \
	'set HARDENING_SPECS {$(CURDIR)/$(TEST_SPECS)}' \
	'set HARDENING_SPECS_DIR {$(CURDIR)/$(TEST_SPECS_DIR)}' \
	'set HARDENING_FUZZERS {$(addprefix $(CURDIR)/,$(FUZZERS))}' \
	'set HARDENING_FUZZ_SECONDS $(CHECK_FUZZ_SECONDS)' \
	'set HARDENING_POLICY {$(CURDIR)/specs/hardening.policy}' \
	'set HARDENING_RUN_WRAPPER {}'

# Run the suite in $(BUILD)/testsuite: what did not pass, DejaGnu's
# summary, and last dg-summary's line "N passed, N failed, N skipped"
# (also kept in suite.summary) and its exit status.
RUN_SUITE = cd $(BUILD)/testsuite && runtest --tool hardening \
	  --srcdir $(CURDIR)/testsuite $(RUNTESTFLAGS) > runtest.out 2>&1; \
	  status=$$?; \
	  grep -E '^(FAIL|XPASS|UNRESOLVED|ERROR|UNSUPPORTED|UNTESTED):' hardening.sum; \
	  sed -n '/=== hardening Summary ===/,$$p' hardening.sum; \
	  sh $(CURDIR)/tools/dg-summary hardening.sum $$status > suite.summary; \
	  status=$$?; cat suite.summary; exit $$status

check-dejagnu: all $(BUILD)/unit-tests $(FUZZERS)
	@rm -rf $(BUILD)/testsuite && mkdir -p $(BUILD)/testsuite
	@printf '%s\n' $(SITE_EXP) > $(BUILD)/testsuite/site.exp
	@$(RUN_SUITE)

demo: deps
	@$(MAKE) --no-print-directory all
	@bash demo/run-demo.sh $(CURDIR)/$(PLUGIN) "$(CC)"

bench: all
	bench/compile-overhead --plugin $(CURDIR)/$(PLUGIN) --cc "$(CC)"

install: all
	install -d $(DESTDIR)$(plugindir) $(DESTDIR)$(mandir)/man7 $(DESTDIR)$(docdir) \
	  $(DESTDIR)$(policydir)
	install -m 644 $(PLUGIN) $(DESTDIR)$(plugindir)/hardening.so
	install -d $(DESTDIR)$(pkglibdir)
	install -m 644 $(LD_PLUGIN) $(DESTDIR)$(pkglibdir)/hardening-ld.so
	install -m 644 specs/hardening.policy $(DESTDIR)$(policydir)/hardening.policy
	install -m 644 doc/gcc-hardening.7 $(DESTDIR)$(mandir)/man7/gcc-hardening.7
	install -m 644 README doc/note-format.md $(DESTDIR)$(docdir)/

uninstall:
	rm -f $(DESTDIR)$(plugindir)/hardening.so $(DESTDIR)$(mandir)/man7/gcc-hardening.7 \
	  $(DESTDIR)$(pkglibdir)/hardening-ld.so \
	  $(DESTDIR)$(policydir)/hardening.policy \
	  $(DESTDIR)$(docdir)/README $(DESTDIR)$(docdir)/note-format.md

# The C and C++ sources follow .clang-format (GNU style).
FORMATTED = plugin/*.c plugin/*.h plugin/*.cc tools/*.c tools/*.h \
	testsuite/fuzz/*.c
format-check:
	clang-format-14 --dry-run -Werror $(FORMATTED)

clean:
	rm -rf $(BUILD) $(PLUGIN)

include specs/specs.mk
include tools/audit.mk
include mk/porters.mk
