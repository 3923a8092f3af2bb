/* At -O2 the object is byte-identical to the one compiled without the
   plugin and with the hand-written flags.  */
/* { dg-do assemble } */
/* { dg-options "-O2" } */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct rec
{
  char name[16];
  int values[8];
};

static char line[64];

int
fill (struct rec *r, const char *name, int n)
{
  char tmp[32];
  int i;

  strcpy (tmp, name);
  strncpy (r->name, tmp, sizeof r->name - 1);
  for (i = 0; i < n && i < 8; i++)
    r->values[i] = i * n;
  snprintf (line, sizeof line, "%s:%d", r->name, n);
  return printf ("%s\n", line);
}

char *
dup_upper (const char *s, size_t n)
{
  char *p = malloc (n + 1);
  size_t i;

  if (!p)
    return NULL;
  memcpy (p, s, n);
  for (i = 0; i < n; i++)
    if (p[i] >= 'a' && p[i] <= 'z')
      p[i] -= 'a' - 'A';
  p[n] = 0;
  return p;
}

int
main (int argc, char **argv)
{
  struct rec r;
  char buf[4];

  sprintf (buf, "%d", argc % 10);
  fill (&r, argc > 1 ? argv[1] : "none", argc);
  free (dup_upper (buf, strlen (buf)));
  return 0;
}

/* { dg-final { object-matches-handwritten [hardening_handwritten_flags] } } */
