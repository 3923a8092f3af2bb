/* MIPS16 code (-mips16) has no stack clash probes in GCC either, which
   stops with "sorry, unimplemented" at a function with a frame when asked
   for them: the plugin leaves the option off, and the note says why.  */
/* { dg-do assemble } */
/* { dg-options "-O2 -mips16 -mabi=32 -fplugin-arg-hardening-stackclash=on" } */
/* { dg-require-effective-target mips16 } */

extern void use (char *);

int
big (void)
{
  char buf[65536];
  use (buf);
  return buf[7];
}

/* { dg-final { scan-audit "^  N/A  stackclash +\[^ \]*stackclash-4\\.c: unsupported \\(no stack clash probes for MIPS16 code \\(-mips16\\)\\)$" } } */
