/* -r: the output stays relocatable (no -pie, no -z options) and the code
   has the canary of the plugin the specs load.  */
/* { dg-do link } */
/* { dg-options "-O2 -r -save-temps" } */

#include <stdio.h>

int
f (const char *s)
{
  char buf[32];
  snprintf (buf, sizeof buf, "%s", s);
  return buf[0];
}

/* { dg-final { scan-readelf -h {Type:\s+REL\M} } } */
/* { dg-final { scan-assembler-canary } } */
