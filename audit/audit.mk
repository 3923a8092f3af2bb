# audit/: hardening-audit, the verifier of built binaries; included by the
# top Makefile.
#
#   $(BUILD)/hardening-audit   the tool (libelf, libdw, libarchive, pthreads)
#   $(BUILD)/fuzz-audit        its libFuzzer target (in FUZZERS)
#   $(BUILD)/fuzz-deb          the one of .deb input (in FUZZERS)
#   (its benches and the comparison with hardening-check are in qa/qa.mk)

AUDIT = $(BUILD)/hardening-audit
AUDIT_CORE_SRCS = audit/audit-core.c audit/audit-elf.c audit/evidence-notes.c \
	audit/judges.c audit/judges-evidence.c audit/output.c audit/audit-buf.c \
	audit/elf-dynamic.c audit/judge-rpath.c audit/judge-sanitizers.c \
	audit/sarif.c audit/static-irelative.c audit/code-pac.c \
	audit/deps.c audit/deps-libs.c \
	audit/evidence-annobin.c audit/evidence-dwarf.c audit/dwarf-producer.c \
	audit/evidence-code.c audit/debug-sections.c audit/deb.c \
	audit/deb-report.c audit/audit-map.c
AUDIT_SRCS = audit/hardening-audit.c audit/audit-walk.c audit/audit-read.c \
	$(AUDIT_CORE_SRCS)
AUDIT_HDRS = audit/hardening-audit.h audit/audit-internal.h audit/deps.h \
	audit/audit-walk.h
AUDIT_CFLAGS = -std=c11 $(OPT_FLAGS) $(WARN_FLAGS) -Wmissing-prototypes \
	-Ilib -Iaudit -I$(BUILD) -pthread $(DIST_FLAGS)

.PHONY: audit install-audit uninstall-audit

audit: $(AUDIT)

all: $(AUDIT)

$(AUDIT): $(AUDIT_SRCS) $(AUDIT_HDRS) $(LIB) $(LIB_HDRS) $(CONFIG_H) \
		$(CONFIG_STAMP)
	@mkdir -p $(@D)
	$(HOST_CC) $(AUDIT_CFLAGS) $(LDFLAGS) -o $@ $(AUDIT_SRCS) $(LIB) -ldw -lelf -larchive -ldeflate

$(BUILD)/fuzz-audit: testsuite/fuzz/fuzz-audit.c $(AUDIT_CORE_SRCS) \
		$(AUDIT_HDRS) $(LIB_FUZZ_SRCS) $(LIB_HDRS)
	@mkdir -p $(@D)
	$(FUZZ_CC) $(FUZZ_FLAGS) -Iaudit -o $@ testsuite/fuzz/fuzz-audit.c \
	  $(AUDIT_CORE_SRCS) $(LIB_FUZZ_SRCS) -ldw -lelf -larchive -ldeflate

FUZZERS += $(BUILD)/fuzz-audit

$(BUILD)/fuzz-deb: testsuite/fuzz/fuzz-deb.c $(AUDIT_CORE_SRCS) \
		$(AUDIT_HDRS) $(LIB_FUZZ_SRCS) $(LIB_HDRS)
	@mkdir -p $(@D)
	$(FUZZ_CC) $(FUZZ_FLAGS) -Iaudit -o $@ testsuite/fuzz/fuzz-deb.c \
	  $(AUDIT_CORE_SRCS) $(LIB_FUZZ_SRCS) -ldw -lelf -larchive -ldeflate

FUZZERS += $(BUILD)/fuzz-deb

install: install-audit
install-audit: $(AUDIT)
	install -d $(DESTDIR)$(bindir) $(DESTDIR)$(mandir)/man1
	install -m 755 $(AUDIT) $(DESTDIR)$(bindir)/hardening-audit
	install -m 644 doc/hardening-audit.1 $(DESTDIR)$(mandir)/man1/hardening-audit.1

uninstall: uninstall-audit
uninstall-audit:
	rm -f $(DESTDIR)$(bindir)/hardening-audit $(DESTDIR)$(mandir)/man1/hardening-audit.1
