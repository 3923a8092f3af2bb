# hardening-audit: make rules, included by the top Makefile
# (include tools/audit.mk).  To use before that:
#   make -f Makefile -f tools/audit.mk build/hardening-audit
#
#   build/hardening-audit      the tool (libelf, pthreads)
#   build/fuzz-audit           its libFuzzer target (add to FUZZERS)
#   make audit-agreement       compare with devscripts' hardening-check over
#                              /usr/bin, /usr/sbin, /usr/lib/x86_64-linux-gnu
#   make bench-audit           bench/audit-vs-hardening-check

AUDIT = $(BUILD)/hardening-audit
AUDIT_SRCS = tools/hardening-audit.c tools/audit-core.c
AUDIT_HDRS = tools/hardening-audit.h
AUDIT_CFLAGS = -std=c11 $(OPT_FLAGS) $(WARN_FLAGS) -Wmissing-prototypes \
	-Iplugin -Itools -pthread -DHARDENING_VERSION='"$(VERSION)"'

.PHONY: audit audit-agreement bench-audit install-audit

audit: $(AUDIT)

all: $(AUDIT)

$(AUDIT): $(AUDIT_SRCS) $(AUDIT_HDRS) $(MODEL_SRCS) $(MODEL_HDRS) \
		$(CONFIG_STAMP)
	@mkdir -p $(@D)
	$(HOST_CC) $(AUDIT_CFLAGS) -o $@ $(AUDIT_SRCS) $(MODEL_SRCS) -lelf

$(BUILD)/fuzz-audit: testsuite/fuzz/fuzz-audit.c tools/audit-core.c \
		$(AUDIT_HDRS) $(MODEL_SRCS) $(MODEL_HDRS)
	@mkdir -p $(@D)
	$(FUZZ_CC) $(FUZZ_FLAGS) -Itools -o $@ testsuite/fuzz/fuzz-audit.c \
	  tools/audit-core.c $(MODEL_SRCS) -lelf

FUZZERS += $(BUILD)/fuzz-audit

# The tool and its fuzzer for the test suite (HARDENING_AUDIT in site.exp).
check-dejagnu: $(AUDIT) $(BUILD)/fuzz-audit

audit-agreement: $(AUDIT)
	bench/audit-agreement --audit $(AUDIT)

bench-audit: $(AUDIT)
	bench/audit-vs-hardening-check --audit $(AUDIT)

install: install-audit
install-audit: $(AUDIT)
	install -d $(DESTDIR)$(prefix)/bin $(DESTDIR)$(mandir)/man1
	install -m 755 $(AUDIT) $(DESTDIR)$(prefix)/bin/hardening-audit
	install -m 644 doc/hardening-audit.1 $(DESTDIR)$(mandir)/man1/hardening-audit.1
