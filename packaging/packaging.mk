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
#                     cached), the packages in $(BUILD)/check-deb-SUITE
#
# Both need root; packaging/check-deb says what each step does.

# SUITE from the command line or the environment only (compilers.mk's
# default is not this one's); else this machine's release, whose packages
# are built here.
HOST_SUITE := $(shell . /etc/os-release 2>/dev/null; echo "$${VERSION_CODENAME:-bookworm}")
DEB_SUITE = $(if $(filter command line environment,$(origin SUITE)),$(SUITE),$(HOST_SUITE))
DEB_OUT = $(BUILD)/check-deb$(if $(filter $(HOST_SUITE),$(DEB_SUITE)),,-$(DEB_SUITE))
CHECK_DEB_BASE ?= $(BUILD)/check-deb/$(DEB_SUITE)
CHECK_DEB_SOURCE ?= expat

.PHONY: deb check-deb

deb:
	sh packaging/check-deb --build-only --suite $(DEB_SUITE) $(DEB_OUT) $(CHECK_DEB_BASE)

check-deb:
	CHECK_DEB_SOURCE=$(CHECK_DEB_SOURCE) sh packaging/check-deb \
	  $(CHECK_DEB_KEEP) --suite $(DEB_SUITE) $(DEB_OUT) $(CHECK_DEB_BASE)
