/* Thumb-1 (-mthumb where the architecture has no Thumb-2: armel's
   armv5te) has no stack clash probes in GCC, which stops with "sorry,
   unimplemented" at a function with a frame when asked for them: the
   plugin leaves the option off there, the 64 KiB frame compiles without
   probes, the note and print-policy say why, and the command line
   recorded in DW_AT_producer has no -fstack-clash-protection.  */
/* { dg-do assemble } */
/* { dg-options "-O2 -g -mthumb -save-temps -fplugin-arg-hardening-stackclash=on -fplugin-arg-hardening-print-policy" } */
/* { dg-require-effective-target thumb1 } */
/* { dg-prune-output "^(hardening policy for |  \[a-z\])" } */

extern void use (char *);

int
big (void)
{
  char buf[65536];
  use (buf);
  return buf[7];
}

/* { dg-final { scan-assembler-not "\\.LPSRL" } } */
/* { dg-final { scan-audit "^  N/A  stackclash +\[^ \]*stackclash-2\\.\[ci\]: unsupported \\(no stack clash probes for Thumb-1 code \\(-mthumb without Thumb-2\\)\\)$" } } */
/* { dg-final { scan-compile-output "^  stackclash +on +-fplugin-arg-hardening-stackclash=on \\(unsupported by GCC \[0-9\]+: no stack clash probes for Thumb-1 code \\(-mthumb without Thumb-2\\)\\)$" } } */
/* { dg-final { scan-readelf-not {--debug-dump=info} {DW_AT_producer.*-fstack-clash-protection} } } */
