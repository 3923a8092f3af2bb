# plugin/: the GCC plugin $(BUILD)/hardening.so, for $(CC); included by the
# top Makefile.  It is built with the build machine's g++ against $(CC)'s
# plugin headers (the cross compiler's, for make check-target).

PLUGIN = $(BUILD)/hardening.so
PLUGIN_CXXFLAGS = $(OPT_FLAGS) $(WARN_FLAGS) -fPIC -fvisibility=hidden \
	-fno-rtti -fno-exceptions -I$(GCC_PLUGIN_DIR)/include -Ilib -I$(BUILD) \
	$(DIST_FLAGS)

all: $(PLUGIN)

PLUGIN_OBJS = $(BUILD)/plugin/hardening.o $(BUILD)/plugin/format-wrappers.o

$(PLUGIN): $(PLUGIN_OBJS) $(LIB)
	$(HOST_CXX) -shared $(LDFLAGS) -o $@ $(PLUGIN_OBJS) $(LIB)

$(BUILD)/plugin/%.o: plugin/%.cc plugin/gcc-compat.h plugin/format-wrappers.h \
		$(LIB_HDRS) $(CONFIG_H) $(CONFIG_STAMP)
	@mkdir -p $(@D)
	@test -f $(GCC_PLUGIN_DIR)/include/gcc-plugin.h || \
	  { echo "error: no plugin headers for $(CC) in $(GCC_PLUGIN_DIR): run 'make deps'" >&2; exit 1; }
	$(HOST_CXX) $(PLUGIN_CXXFLAGS) -c -o $@ $<

install: install-plugin
install-plugin: $(PLUGIN)
	install -d $(DESTDIR)$(plugindir)
	install -m 644 $(PLUGIN) $(DESTDIR)$(plugindir)/hardening.so

uninstall: uninstall-plugin
uninstall-plugin:
	rm -f $(DESTDIR)$(plugindir)/hardening.so
