# audit/: hardening-audit, the verifier of built binaries; included by the
# top Makefile.
#
#   $(BUILD)/hardening-audit   the tool (libelf, libdw, libarchive, pthreads)
#   $(BUILD)/fuzz-audit        its libFuzzer target (in FUZZERS)
#   $(BUILD)/fuzz-deb          the one of .deb input (in FUZZERS)
#   audit-include-graph        the layers of audit/, who includes and calls
#                              whom; fails on a call or include up a layer,
#                              a circle, a global name without its layer's
#                              prefix (build-aux/audit-layers)
#   (its benches and the comparison with hardening-check are in qa/qa.mk)

AUDIT = $(BUILD)/hardening-audit
# The sources by layer, lowest first: a file calls and includes only its
# own layer's and lower ones' (make audit-include-graph checks it).
AUDIT_BASE_SRCS = audit/base/buf.c
AUDIT_READ_SRCS = audit/read/kind.c audit/read/map.c audit/read/deb.c
AUDIT_ELF_SRCS = audit/elf/facts.c audit/elf/type.c audit/elf/dynamic.c audit/elf/irelative.c \
	audit/elf/sanitizers.c audit/elf/debug-sections.c
AUDIT_EVIDENCE_SRCS = audit/evidence/sources.c audit/evidence/record.c \
	audit/evidence/notes.c audit/evidence/annobin.c \
	audit/evidence/dwarf.c audit/evidence/dwarf-producer.c \
	audit/evidence/code.c audit/evidence/pac.c
AUDIT_JUDGE_SRCS = audit/judge/checks.c audit/judge/verdict.c \
	audit/judge/judges.c audit/judge/notes.c audit/judge/evidence.c \
	audit/judge/rpath.c audit/judge/sanitizers.c audit/judge/deps.c \
	audit/judge/deps-libs.c
AUDIT_OUTPUT_SRCS = audit/output/text-json.c audit/output/sarif.c
AUDIT_CORE_LAYER_SRCS = audit/core/buffer.c audit/core/package.c
# The analysis core: all but the command line's walk and main (the
# fuzzers link it).
AUDIT_CORE_SRCS = $(AUDIT_BASE_SRCS) $(AUDIT_READ_SRCS) $(AUDIT_ELF_SRCS) \
	$(AUDIT_EVIDENCE_SRCS) $(AUDIT_JUDGE_SRCS) $(AUDIT_OUTPUT_SRCS) \
	$(AUDIT_CORE_LAYER_SRCS)
AUDIT_SRCS = audit/hardening-audit.c audit/read/walk.c audit/read/walk-item.c \
	$(AUDIT_CORE_SRCS)
AUDIT_HDRS = audit/hardening-audit.h audit/base/buf.h audit/read/read.h audit/elf/elf.h audit/evidence/evidence.h audit/judge/judge.h audit/output/output.h audit/core/core.h \
	audit/judge/deps.h audit/read/walk.h
AUDIT_CFLAGS = -std=c11 $(OPT_FLAGS) $(WARN_FLAGS) -Wmissing-prototypes \
	-Ilib -Iaudit -I$(BUILD) -pthread $(DIST_FLAGS)

.PHONY: audit install-audit uninstall-audit audit-include-graph

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

audit-include-graph: $(CONFIG_H)
	sh build-aux/audit-layers '$(HOST_CC)' -Ilib -Iaudit -I$(BUILD)

install: install-audit
install-audit: $(AUDIT)
	install -d $(DESTDIR)$(bindir) $(DESTDIR)$(mandir)/man1
	install -m 755 $(AUDIT) $(DESTDIR)$(bindir)/hardening-audit
	install -m 644 doc/hardening-audit.1 $(DESTDIR)$(mandir)/man1/hardening-audit.1

uninstall: uninstall-audit
uninstall-audit:
	rm -f $(DESTDIR)$(bindir)/hardening-audit $(DESTDIR)$(mandir)/man1/hardening-audit.1
