/* Thumb-1 code linked with -flto: lto1 generates it in its own mode,
   without stack clash probes, and the LTRANS unit's note says the feature
   is unsupported, and why, rather than applied.  */
/* { dg-do link } */
/* { dg-options "-O2 -mthumb -flto -fplugin-arg-hardening-stackclash=on" } */
/* { dg-require-effective-target thumb1 } */

void
use (char *p)
{
  __asm__ volatile ("" : : "r"(p) : "memory");
}

int
big (void)
{
  char buf[65536];
  use (buf);
  return buf[7];
}

int
main (void)
{
  return big ();
}

/* { dg-final { scan-audit "^  N/A  stackclash +\[^ \]*ltrans\[^ \]*: unsupported \\(no stack clash probes for Thumb-1 code \\(-mthumb without Thumb-2\\)\\)$" } } */
