# plugin/: the GCC plugin for $(CC); included by the top Makefile.  It is
# built with the build machine's g++ against $(CC)'s plugin headers (the
# cross compiler's, for make check-target), in two files installed side by
# side: $(BUILD)/hardening.so, the loader (hardening-loader.cc), which
# references nothing of GCC's and refuses a compiler of another major
# version or target, naming both, and $(BUILD)/hardening-core.so, the
# plugin itself, which it then loads.

PLUGIN = $(BUILD)/hardening.so
PLUGIN_CORE = $(BUILD)/hardening-core.so
PLUGIN_CXXFLAGS = $(OPT_FLAGS) $(WARN_FLAGS) -fPIC -fvisibility=hidden \
	-fno-rtti -fno-exceptions -I$(GCC_PLUGIN_DIR)/include -Ilib -I$(BUILD) \
	-idirafter plugin/compat \
	$(DIST_FLAGS)

all: $(PLUGIN)

PLUGIN_OBJS = $(BUILD)/plugin/hardening.o $(BUILD)/plugin/policy.o \
	$(BUILD)/plugin/options.o $(BUILD)/plugin/macros.o \
	$(BUILD)/plugin/trampolines.o $(BUILD)/plugin/lto-inputs.o \
	$(BUILD)/plugin/note.o $(BUILD)/plugin/format-wrappers.o \
	$(BUILD)/plugin/function-code.o $(BUILD)/plugin/fortify-coverage.o

$(PLUGIN): $(BUILD)/plugin/hardening-loader.o $(LIB)
	$(HOST_CXX) -shared $(LDFLAGS) -o $@ $(BUILD)/plugin/hardening-loader.o $(LIB) -ldl

# The loader carries the SHA-256 of the plugin it goes with, so that a
# changed plugin makes a changed hardening.so: ccache hashes the file that
# -fplugin= names, and must see a new plugin as a new compiler.
$(BUILD)/plugin/core-id.h: $(PLUGIN_CORE)
	@mkdir -p $(@D)
	printf '#define HARDENING_CORE_ID "%s"\n' "$$(sha256sum < $< | cut -c1-64)" > $@.tmp
	mv $@.tmp $@

$(BUILD)/plugin/hardening-loader.o: $(BUILD)/plugin/core-id.h

$(PLUGIN_CORE): $(PLUGIN_OBJS) $(LIB)
	$(HOST_CXX) -shared $(LDFLAGS) -o $@ $(PLUGIN_OBJS) $(LIB)

$(BUILD)/plugin/%.o: plugin/%.cc plugin/gcc-compat.h plugin/hardening-internal.h \
		plugin/format-wrappers.h \
		plugin/function-code.h plugin/fortify-coverage.h \
		$(LIB_HDRS) $(CONFIG_H) $(CONFIG_STAMP)
	@mkdir -p $(@D)
	@test -f $(GCC_PLUGIN_DIR)/include/gcc-plugin.h || \
	  { echo "error: no plugin headers for $(CC) in $(GCC_PLUGIN_DIR): run 'make deps'" >&2; exit 1; }
	$(HOST_CXX) $(PLUGIN_CXXFLAGS) -c -o $@ $<

install: install-plugin
install-plugin: $(PLUGIN) $(PLUGIN_CORE)
	install -d $(DESTDIR)$(plugindir)
	install -m 644 $(PLUGIN) $(DESTDIR)$(plugindir)/hardening.so
	install -m 644 $(PLUGIN_CORE) $(DESTDIR)$(plugindir)/hardening-core.so

uninstall: uninstall-plugin
uninstall-plugin:
	rm -f $(DESTDIR)$(plugindir)/hardening.so $(DESTDIR)$(plugindir)/hardening-core.so
