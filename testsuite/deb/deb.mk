# testsuite/deb/: the Debian packages of debian/, built and tested; included
# by the top Makefile.
#
#   make deb          dpkg-buildpackage -b -uc -us from a copy of the
#                     checkout: the packages land in $(DEB_OUT)
#   make check-deb    make deb, lintian --pedantic, then install, use,
#                     upgrade-trigger, remove and purge them in a throw-away
#                     bookworm chroot (a copy of $(CHECK_DEB_BASE)), and
#                     rebuild $(CHECK_DEB_SOURCE) there with the defaults
#                     installed; ends with "N passed, N failed"
#
# Both need root; testsuite/deb/check-deb says what each step does.

DEB_OUT = $(BUILD)/check-deb
CHECK_DEB_BASE ?= $(BUILD)/check-deb/bookworm
CHECK_DEB_SOURCE ?= expat

.PHONY: deb check-deb

deb:
	sh testsuite/deb/check-deb --build-only $(DEB_OUT) $(CHECK_DEB_BASE)

check-deb:
	CHECK_DEB_SOURCE=$(CHECK_DEB_SOURCE) sh testsuite/deb/check-deb \
	  $(CHECK_DEB_KEEP) $(DEB_OUT) $(CHECK_DEB_BASE)
