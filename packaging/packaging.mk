# packaging/: the Debian packages of debian/, built and tested; included
# by the top Makefile.
#
#   make deb          dpkg-buildpackage -b -uc -us from a copy of the
#                     checkout: the packages land in $(DEB_OUT)
#   make check-deb    make deb, lintian --pedantic, then install, use,
#                     upgrade-trigger, remove and purge them in a throw-away
#                     chroot of this machine's release (a copy of
#                     $(CHECK_DEB_BASE)), and
#                     rebuild $(CHECK_DEB_SOURCE) there with the defaults
#                     installed; ends with "N passed, N failed"
#   make check-deb SUITE=trixie (or sid)
#                     the same for that release: built, linted, installed
#                     and used in its chroot (debootstrapped once, then
#                     cached), the packages in $(BUILD)/check-deb-SUITE;
#                     CHECK_DEB_FLAGS=--no-build tests those of the last
#                     build there again
#   make check-autopkgtest [SUITE=trixie|sid|bookworm]
#                     make deb for SUITE, then the autopkgtest tests of
#                     debian/tests run by trixie's autopkgtest (in the
#                     trixie chroot $(AUTOPKGTEST_RUNNER)) on a copy of
#                     $(CHECK_DEB_BASE) (autopkgtest-virt-chroot); ends
#                     with "N passed, N failed"; AUTOPKGTEST_FLAGS=--no-build
#                     tests the packages of the last build again
#
# All need root; packaging/check-deb and packaging/check-autopkgtest say
# what each step does.  CHECK_DEB_BASE=DIR and AUTOPKGTEST_RUNNER=DIR name
# cached chroots to reuse (the runner is made from CHROOT_BARE, a trixie
# minbase chroot, when it exists).

# SUITE from the command line or the environment only (compilers.mk's
# default is not this one's); else this machine's release, whose packages
# are built here.
HOST_SUITE := $(shell . /etc/os-release 2>/dev/null; echo "$${VERSION_CODENAME:-bookworm}")
DEB_SUITE = $(if $(filter command line environment,$(origin SUITE)),$(SUITE),$(HOST_SUITE))
DEB_OUT = $(BUILD)/check-deb$(if $(filter $(HOST_SUITE),$(DEB_SUITE)),,-$(DEB_SUITE))
CHECK_DEB_BASE ?= $(BUILD)/check-deb/$(DEB_SUITE)
# The Debian source packages rebuilt with the defaults installed: on
# trixie and sid gzip, bzip2 and dash (quick, and dpkg's
# -D_FORTIFY_SOURCE=2 in their CPPFLAGS), expat on bookworm.
CHECK_DEB_SOURCE ?= $(if $(filter bookworm,$(DEB_SUITE)),expat,gzip bzip2 dash)

AUTOPKGTEST_RUNNER ?= $(BUILD)/check-deb/autopkgtest-runner
AUTOPKGTEST_OUT = $(BUILD)/autopkgtest-$(DEB_SUITE)

.PHONY: deb check-deb check-autopkgtest

deb:
	sh packaging/check-deb --build-only --suite $(DEB_SUITE) $(DEB_OUT) $(CHECK_DEB_BASE)

check-deb:
	CHECK_DEB_SOURCE='$(CHECK_DEB_SOURCE)' sh packaging/check-deb \
	  $(CHECK_DEB_KEEP) $(CHECK_DEB_FLAGS) --suite $(DEB_SUITE) $(DEB_OUT) $(CHECK_DEB_BASE)

check-autopkgtest:
	CHECK_DEB_SOURCE='$(CHECK_DEB_SOURCE)' sh packaging/check-autopkgtest $(AUTOPKGTEST_FLAGS) --suite $(DEB_SUITE) $(AUTOPKGTEST_OUT) \
	  $(CHECK_DEB_BASE) $(AUTOPKGTEST_RUNNER)
