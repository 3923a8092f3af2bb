# gcc-hardening: a GCC plugin, specs and a DejaGnu suite for hardened builds.
#
#   make                  build everything into build/ for $(CC)
#   make check            install missing build dependencies, build, run every test
#   make demo             install missing build dependencies, build, show the plugin at work
#   make install          install into $(DESTDIR), GCC's plugin directory and $(prefix)
#   make bench            run the benchmarks under qa/bench/
#   make bench-runtime-cost [TARGET=aarch64-linux-gnu]   what each feature
#                         costs at run time (qa/bench/runtime-cost)
#   make rebuild PACKAGES=FILE JOBS=N   rebuild the Debian packages listed in
#                         FILE with sbuild, with dpkg's hardening and with our
#                         defaults (make deb), judge, write qa/reports/rebuild.md
#
# Another compiler: make check CC=gcc-11 CXX=g++-11 (FC follows CC).
#
# Each component owns a make fragment beside its code, included below:
# lib/lib.mk (the C11 core, build/libhardening.a), plugin/plugin.mk
# (build/hardening.so), ld-plugin/ld-plugin.mk (build/hardening-ld.so),
# audit/audit.mk (build/hardening-audit), specs/specs.mk (the specs),
# testsuite/testsuite.mk (make check, the unit tests and fuzzers) and
# testsuite/hardening.porters/porters.mk (make check-target, check-target-chroot,
#   check-porters)
# testsuite/compilers/compilers.mk (make check-chroot, check-compilers)
# packaging/packaging.mk (make deb, check-deb: the Debian packages)
# and qa/qa.mk (the benches and the archive rebuild: measurements, not the
# product).

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
HOST_AR ?= ar

VERSION = 0.1
prefix ?= /usr/local
bindir ?= $(prefix)/bin
sysconfdir ?= /etc
policydir = $(sysconfdir)/gcc-hardening
mandir ?= $(prefix)/share/man
docdir ?= $(prefix)/share/doc/gcc-hardening
pkglibdir ?= $(prefix)/lib/gcc-hardening

# Everything below that asks $(CC) is evaluated only when a target needs it,
# so that `make deps` works before the compiler is installed.
GCC_PLUGIN_DIR = $(shell $(CC) -print-file-name=plugin)
plugindir ?= $(GCC_PLUGIN_DIR)
TARGET_TRIPLET = $(shell $(CC) -dumpmachine)

# _FORTIFY_SOURCE=3 needs glibc 2.34 and GCC 12 (__builtin_dynamic_object_size):
# ask the target's glibc which level it honours with this compiler.
FORTIFY_LEVEL = $(shell echo __USE_FORTIFY_LEVEL \
		  | $(CC) -O2 -D_FORTIFY_SOURCE=3 -E -P -include features.h -x c - 2>/dev/null \
		  | tail -n 1 | grep -x '[23]' || echo 2)

WARN_FLAGS = -Wall -Wextra -Wno-unused-parameter
OPT_FLAGS = -O2 -g
# A distribution's build flags (dpkg-buildflags): CPPFLAGS and CFLAGS come
# after ours in every compile (CFLAGS for C++ too: the plugin's), LDFLAGS in
# every link.
DIST_FLAGS = $(CPPFLAGS) $(CFLAGS)

# Every output goes here; a build for another target (make check-target)
# has its own, build/TRIPLET.
BUILD = build

.PHONY: all deps demo install uninstall clean format-check FORCE

all:

# Rebuild everything when the compilers or what was found about them change
# (make check CC=gcc-11 after a build for gcc-12).
CONFIG_STAMP = $(BUILD)/config.stamp
CONFIG = CC=$(CC) CXX=$(CXX) HOST_CC=$(HOST_CC) HOST_CXX=$(HOST_CXX) \
	PLUGIN_DIR=$(GCC_PLUGIN_DIR) FORTIFY_LEVEL=$(FORTIFY_LEVEL) \
	DIST_FLAGS=$(DIST_FLAGS) LDFLAGS=$(LDFLAGS)
$(CONFIG_STAMP): FORCE
	@mkdir -p $(@D)
	@echo '$(CONFIG)' | cmp -s - $@ || echo '$(CONFIG)' > $@

# Build dependencies, installed with apt-get when missing (as root).
deps:
	@sh build-aux/install-deps "$(CC)" "$(CXX)" "$(FC)"

# The demo needs the plugin alone, and installs only what that needs.
demo:
	@sh build-aux/install-deps --demo "$(CC)" "$(CXX)"
	@$(MAKE) --no-print-directory $(PLUGIN)
	@bash demo/run-demo.sh $(CURDIR)/$(PLUGIN) "$(CC)"

install: all install-doc
install-doc:
	install -d $(DESTDIR)$(mandir)/man7 $(DESTDIR)$(docdir) $(DESTDIR)$(policydir)
	install -m 644 specs/hardening.policy $(DESTDIR)$(policydir)/hardening.policy
	install -m 644 doc/gcc-hardening.7 $(DESTDIR)$(mandir)/man7/gcc-hardening.7
	install -m 644 README doc/note-format.md $(DESTDIR)$(docdir)/

uninstall: uninstall-doc
uninstall-doc:
	rm -f $(DESTDIR)$(mandir)/man7/gcc-hardening.7 \
	  $(DESTDIR)$(policydir)/hardening.policy \
	  $(DESTDIR)$(docdir)/README $(DESTDIR)$(docdir)/note-format.md

# The C and C++ sources follow .clang-format (GNU style).
FORMATTED = lib/*.c lib/*.h plugin/*.cc plugin/*.h ld-plugin/*.c audit/*.c audit/*/*.c \
	audit/*.h audit/*/*.h testsuite/unit/*.c testsuite/fuzz/*.c
format-check:
	clang-format-14 --dry-run -Werror $(FORMATTED)

clean:
	rm -rf $(BUILD)

include lib/lib.mk
include plugin/plugin.mk
include ld-plugin/ld-plugin.mk
include audit/audit.mk
include specs/specs.mk
include testsuite/testsuite.mk
include testsuite/hardening.porters/porters.mk
include testsuite/compilers/compilers.mk
include packaging/packaging.mk
include qa/qa.mk
