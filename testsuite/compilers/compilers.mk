# testsuite/compilers/: the whole suite with other GCC versions, each from
# Debian's own packages in a cached chroot (build-aux/chroot); included by
# the top Makefile.
#
#   make check-chroot SUITE=trixie CC=gcc-14
#                         make or reuse the chroot $(CHROOT_CACHE)/SUITE,
#                         bind-mount this tree on /src in it and run the
#                         same make check there (it installs the build
#                         dependencies for CC), with its own build
#                         directory (build/SUITE-CC): the closing line
#                         "N passed, N failed, N skipped" and its status
#   make check-compilers  GCC 11 and 12 here, 13 and 14 in trixie, 15 and
#                         16 in sid; writes doc/compilers.md
#   make check-demo-chroot SUITE=trixie
#                         make demo as a new user meets it: in a copy of a
#                         minbase chroot of SUITE with make alone installed
#                         (no compiler), from a copy of this tree without
#                         its build directory; cached as
#                         $(CHROOT_CACHE)/SUITE-bare, the copy thrown away
#
# CHROOT_CACHE (default build/chroots) may name a directory shared by
# several trees.  A chroot that cannot be made is an error, never a skip.

.PHONY: check-chroot check-compilers check-demo-chroot

SUITE ?= trixie
CHROOT_CACHE ?= $(CURDIR)/build/chroots
CHROOT_DIR = $(CHROOT_CACHE)/$(SUITE)
# Inside the chroot; relative to the tree, so the results are on the host
# too, in build/SUITE-CC/testsuite.
CHROOT_BUILD = build/$(SUITE)-$(notdir $(CC))

# A make in the tree (bound on /src) in the cached chroot of SUITE, made
# first when missing: check-chroot's and check-target-chroot's
# (testsuite/hardening.porters/porters.mk).
MAKE_IN_CHROOT = sh build-aux/chroot ensure $(CHROOT_DIR) $(SUITE) make && \
	sh build-aux/chroot run $(CHROOT_DIR) --bind $(CURDIR) /src \
	  make -C /src --no-print-directory

check-chroot: $(SARIF_SCHEMA_FILE)
	@start=$$(date +%s); \
	$(MAKE_IN_CHROOT) check CC=$(CC) CXX=$(CXX) FC=$(FC) \
	    BUILD=$(CHROOT_BUILD) RUNTESTFLAGS='$(RUNTESTFLAGS)' \
	    CHECK_FUZZ_SECONDS=$(CHECK_FUZZ_SECONDS); \
	status=$$?; \
	echo "check-chroot: $(SUITE) $(CC): $$(( $$(date +%s) - start )) s" >&2; \
	exit $$status

check-demo-chroot:
	@start=$$(date +%s); \
	sh build-aux/chroot ensure $(CHROOT_DIR)-bare $(SUITE) make || exit 1; \
	tmp=$$(mktemp -d /tmp/gch-demo.XXXXXX) || exit 1; \
	trap 'rm -rf "$$tmp"' EXIT; \
	cp -a $(CHROOT_DIR)-bare/. $$tmp/ && mkdir $$tmp/src && \
	tar -C $(CURDIR) --exclude=./build --exclude=./.git -cf - . | tar -C $$tmp/src -xf - && \
	sh build-aux/chroot run $$tmp make -C /src --no-print-directory demo; \
	status=$$?; \
	echo "check-demo-chroot: $(SUITE): $$(( $$(date +%s) - start )) s" >&2; \
	if [ $$status = 0 ]; then echo "1 passed, 0 failed"; else echo "0 passed, 1 failed"; fi; \
	exit $$status

# Which compiler runs where: CC:SUITE, "native" for this machine.
COMPILERS = gcc-11:native gcc-12:native gcc-13:trixie gcc-14:trixie \
	gcc-15:sid gcc-16:sid

check-compilers:
	@status=0; dirs=""; \
	for c in $(COMPILERS); do \
	  cc=$${c%%:*}; suite=$${c#*:}; \
	  echo "=== $$cc ($$suite)"; start=$$(date +%s); \
	  if [ $$suite = native ]; then \
	    $(MAKE) --no-print-directory check CC=$$cc CXX=$$(echo $$cc | sed s/gcc/g++/) \
	      FC=$$(echo $$cc | sed s/gcc/gfortran/) BUILD=build/$$suite-$$cc \
	      RUNTESTFLAGS='$(RUNTESTFLAGS)' || status=1; \
	  else \
	    $(MAKE) --no-print-directory check-chroot SUITE=$$suite CC=$$cc \
	      CXX=$$(echo $$cc | sed s/gcc/g++/) FC=$$(echo $$cc | sed s/gcc/gfortran/) \
	      RUNTESTFLAGS='$(RUNTESTFLAGS)' || status=1; \
	  fi; \
	  echo $$(( $$(date +%s) - start )) > build/$$suite-$$cc/seconds 2>/dev/null || true; \
	  dirs="$$dirs $$cc:$$suite:build/$$suite-$$cc"; \
	done; \
	sh testsuite/compilers/compilers-table $$dirs > doc/compilers.md.tmp && \
	  mv doc/compilers.md.tmp doc/compilers.md && echo "wrote doc/compilers.md"; \
	exit $$status
