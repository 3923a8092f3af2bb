/* Strict mode applies no-ub-opts over the command line's -fstrict-aliasing:
   the re-read after a store through another type stays, and the note
   says overridden.  */
/* { dg-do run } */
/* { dg-options "-O2 -fstrict-aliasing -fplugin-arg-hardening-no-ub-opts=on -fplugin-arg-hardening-mode=strict" } */

#include <stdio.h>

__attribute__ ((noipa)) int
reread (int *i, float *f)
{
  *i = 1;
  *f = 0.0f;
  return *i;
}

int
main (void)
{
  int x;

  printf ("store through float seen: %d\n", reread (&x, (float *) &x) == 0);
  return 0;
}

/* { dg-message "strict mode overrides .-fstrict-aliasing.: feature .no-ub-opts. forced" "" { target *-*-* } 0 } */
/* { dg-output "store through float seen: 1" } */
/* { dg-final { scan-hardening-note "^  PASS no-ub-opts .*overridden" } } */
