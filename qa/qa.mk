# qa/: what we measure and report about gcc-hardening, apart from the
# product: the benches (qa/bench/), the archive rebuild (qa/rebuild/) and the
# dated reports they write (qa/reports/).  Included by the top-level Makefile.
#
#   make bench                 qa/bench/compile-overhead [CC=gcc-N]
#   make bench-runtime-cost    qa/bench/runtime-cost [CC=gcc-N | TARGET=TRIPLET]
#   make bench-chroot SUITE=trixie CC=gcc-14 [BENCH=runtime-cost]
#                              either bench with another GCC, in the cached
#                              chroot of SUITE (as make check-chroot)
#   make audit-agreement       qa/bench/audit-agreement
#   make bench-audit           qa/bench/audit-vs-hardening-check
#   make bench-audit-tree      qa/bench/audit-tree
#   make bidi-scan             qa/bench/bidi-scan [PACKAGES=FILE...]
#   make rebuild PACKAGES=FILE qa/rebuild/rebuild [SUITE=trixie|sid]

.PHONY: bench bench-runtime-cost bench-chroot rebuild audit-agreement bench-audit bench-audit-tree \
	bidi-scan

bench: all
	qa/bench/compile-overhead --plugin $(CURDIR)/$(PLUGIN) --cc "$(CC)" $(COMPILE_OVERHEAD_FLAGS)

# What each feature costs at run time: real programs built plain, with each
# feature alone and with the whole policy (qa/bench/README).  With
# TARGET=TRIPLET, built with bookworm's cross compiler and the plugin of
# build/TRIPLET, and run under qemu-user (as make check-target).
# With CC=gcc-N, built with that compiler and the plugin of $(BUILD).
# RUNTIME_COST_FLAGS: more options, e.g. --passes 3 --programs "lua xz".
bench-runtime-cost:
ifeq ($(TARGET),)
	@$(MAKE) --no-print-directory all
	qa/bench/runtime-cost --cc "$(CC)" --build $(BUILD) $(RUNTIME_COST_FLAGS)
else
	@sh testsuite/hardening.porters/porters-deps $(TARGET) $(PORTERS_GCC)
	@$(MAKE) --no-print-directory all TARGET=$(TARGET) BUILD=build/$(TARGET) \
	  CC=$(TARGET)-gcc-$(PORTERS_GCC) CXX=$(TARGET)-g++-$(PORTERS_GCC) \
	  FC=$(TARGET)-gfortran-$(PORTERS_GCC) \
	  HOST_CC=$(PORTERS_HOST_CC) HOST_CXX=$(PORTERS_HOST_CXX)
	qa/bench/runtime-cost --target $(TARGET) --gcc $(PORTERS_GCC) $(RUNTIME_COST_FLAGS)
endif

# A bench with another GCC, from Debian's own packages, in the cached chroot
# of SUITE: check-chroot's mechanism (testsuite/compilers/compilers.mk), the
# tree bound on /src, the plugin built for CC in build/SUITE-CC.  Only what
# building the plugin and the benches need is installed, not make check's
# dependencies.  runtime-cost's builds are kept in
# build/runtime-cost/TRIPLET-CC, beside the host's, and share its sources;
# compile-overhead's Lua is qa/bench/.cache's, fetched by the host's make
# bench (the chroot's apt has no bookworm sources).
#   make bench-chroot SUITE=sid CC=gcc-16 BENCH=runtime-cost \
#     RUNTIME_COST_FLAGS='--passes 3 --programs "lua xz sqlite"'
BENCH ?= runtime-cost
BENCH_CHROOT_PACKAGES = make python3 time valgrind tcl dpkg-dev binutils \
	binutils-dev libc6-dev libelf-dev libdw-dev libarchive-dev libdeflate-dev
bench-chroot:
	@case "$(BENCH)" in compile-overhead|runtime-cost) ;; \
	  *) echo 'usage: make bench-chroot SUITE=S CC=gcc-N BENCH=compile-overhead|runtime-cost' >&2; exit 2 ;; esac
	@start=$$(date +%s); \
	sh build-aux/chroot ensure $(CHROOT_DIR) $(SUITE) $(BENCH_CHROOT_PACKAGES) \
	  $(notdir $(CC)) $(notdir $(CXX)) $(notdir $(CC))-plugin-dev && \
	sh build-aux/chroot run $(CHROOT_DIR) --bind $(CURDIR) /src \
	  nice -n 10 make -C /src --no-print-directory \
	    $(if $(filter runtime-cost,$(BENCH)),bench-runtime-cost,bench) \
	    CC=$(CC) CXX=$(CXX) BUILD=$(CHROOT_BUILD) \
	    RUNTIME_COST_FLAGS='$(RUNTIME_COST_FLAGS)' COMPILE_OVERHEAD_FLAGS='$(COMPILE_OVERHEAD_FLAGS)'; \
	status=$$?; \
	echo "bench-chroot: $(SUITE) $(CC) $(BENCH): $$(( $$(date +%s) - start )) s" >&2; \
	exit $$status

# The archive rebuild, as root; not part of make check.
# PACKAGES: a file, one source package a line (qa/rebuild/lists/);
# PKGS: names on the command line; JOBS: sbuild runs at once (default 2);
# SHARD=K/N: this machine's share of the list; OPT_IN=LEVEL[,LEVEL]: a run
# more per package with those opt-in levels (all, or a feature).
# SUITE=trixie or sid (command line or environment): that release's
# chroot, this tree's packages built for it (make deb SUITE=..., in a
# chroot of that release: packaging/packaging.mk), a third build per
# package (distro: dpkg's default flags left in force, the defaults
# installed), results in qa/rebuild/results/SUITE/ and the report
# qa/reports/rebuild-SUITE.md; without SUITE, bookworm (this machine's).
# REBUILD_DIR as documented in qa/rebuild/rebuild.
JOBS ?= 2
SHARD ?= 1/1
OPT_IN ?=
rebuild: all deb
	@test -n "$(PACKAGES)$(PKGS)" || { echo 'usage: make rebuild PACKAGES=FILE [SUITE=trixie|sid] [JOBS=N] [SHARD=K/N] [OPT_IN=LEVELS]' >&2; exit 2; }
	nice -n 10 qa/rebuild/rebuild --suite $(DEB_SUITE) --jobs $(JOBS) --shard $(SHARD) $(if $(OPT_IN),--opt-in $(OPT_IN)) \
	  $(if $(PACKAGES),--packages $(PACKAGES)) $(PKGS)

audit-agreement: $(AUDIT)
	qa/bench/audit-agreement --audit $(AUDIT)

bench-audit: $(AUDIT)
	qa/bench/audit-vs-hardening-check --audit $(AUDIT)

bench-audit-tree: $(AUDIT) $(LIB)
	qa/bench/audit-tree --audit $(AUDIT) $(BENCH_AUDIT_TREE_FLAGS)

# The bidirectional control characters that -Werror=bidi-chars would stop,
# in the C sources of the rebuild's lists (or PACKAGES, list files): read
# from the mirror's sources, nothing built; needs the network.
bidi-scan:
	nice -n 10 qa/bench/bidi-scan $(BIDI_SCAN_FLAGS) $(or $(PACKAGES),$(wildcard qa/rebuild/lists/*))


# The archive rebuild as debusine work requests (qa/rebuild/debusine,
# qa/rebuild/README-debusine): a debusine server (DEBUSINE: the client's
# server name, as `debusine setup` wrote it; empty: its default server),
# a workspace (WORKSPACE) and a package list (PACKAGES or PKGS); the
# client is `debusine` (debusine-client) or DEBUSINE_CLI.  The verdicts
# come from qa/rebuild/rebuild --rejudge; REBUILD_DIR as documented in
# qa/rebuild/debusine.
# make check-debusine: a server and a worker of its own in a throw-away
# trixie chroot, the rebuild of CHECK_DEBUSINE_PKGS through them, and the
# verdicts compared with the local ones (qa/rebuild/check-debusine); root.
.PHONY: rebuild-debusine check-debusine
CHECK_DEBUSINE_PKGS ?= expat lzo2 libtasn1-6
rebuild-debusine: all deb
	@test -n "$(WORKSPACE)" -a -n "$(PACKAGES)$(PKGS)" || { echo 'usage: make rebuild-debusine [DEBUSINE=SERVER] WORKSPACE=W PACKAGES=FILE' >&2; exit 2; }
	nice -n 10 qa/rebuild/debusine --blhc --workspace $(WORKSPACE) $(if $(DEBUSINE),--server $(DEBUSINE)) \
	  $(if $(PACKAGES),--packages $(PACKAGES)) $(PKGS)

check-debusine: all deb
	nice -n 10 sh qa/rebuild/check-debusine $(CHECK_DEBUSINE_PKGS)
