# ld-plugin/: the link-time check $(BUILD)/hardening-ld.so, a GNU ld plugin
# that runs in the linker, on the build machine, and
# $(BUILD)/hardening-ld-options.so, the plugin that receives its options
# from the command line (hardening-ld-options.c says why; the specs load
# it from the directory of hardening-ld.so); included by the top Makefile.

LD_PLUGIN = $(BUILD)/hardening-ld.so
LD_OPTIONS_PLUGIN = $(BUILD)/hardening-ld-options.so
# What $(CC)'s linker does without -z relro/norelro and -z now/lazy.
LD_DEFAULT = $(shell $$($(CC) -print-prog-name=ld) --help 2>/dev/null \
	| grep -Eq -- '-z $(1) .*\(default\)' && echo 1 || echo 0)
LD_DEFAULTS = -DHARDENING_LD_RELRO_DEFAULT=$(call LD_DEFAULT,relro) \
	-DHARDENING_LD_NOW_DEFAULT=$(call LD_DEFAULT,now)

all: $(LD_PLUGIN) $(LD_OPTIONS_PLUGIN)

$(LD_PLUGIN): ld-plugin/hardening-ld.c ld-plugin/hardening-ld-options.h \
		$(LIB) $(LIB_HDRS) $(CONFIG_H) $(CONFIG_STAMP)
	$(HOST_CC) $(LIB_CFLAGS) $(LD_DEFAULTS) -shared $(LDFLAGS) -o $@ ld-plugin/hardening-ld.c $(LIB) -lelf

$(LD_OPTIONS_PLUGIN): ld-plugin/hardening-ld-options.c \
		ld-plugin/hardening-ld-options.h $(LIB) $(LIB_HDRS) $(CONFIG_H) \
		$(CONFIG_STAMP)
	$(HOST_CC) $(LIB_CFLAGS) -shared $(LDFLAGS) -o $@ ld-plugin/hardening-ld-options.c $(LIB)

install: install-ld-plugin
install-ld-plugin: $(LD_PLUGIN) $(LD_OPTIONS_PLUGIN)
	install -d $(DESTDIR)$(pkglibdir)
	install -m 644 $(LD_PLUGIN) $(DESTDIR)$(pkglibdir)/hardening-ld.so
	install -m 644 $(LD_OPTIONS_PLUGIN) \
	  $(DESTDIR)$(pkglibdir)/hardening-ld-options.so

uninstall: uninstall-ld-plugin
uninstall-ld-plugin:
	rm -f $(DESTDIR)$(pkglibdir)/hardening-ld.so \
	  $(DESTDIR)$(pkglibdir)/hardening-ld-options.so
