/* Fortify coverage beyond memcpy: strcpy of a short literal
   into an array and read of less than its array are checked at compile
   time; snprintf with a variable length into an array and sprintf into
   an array at run time; sprintf into a pointer of unknown size stays a
   __sprintf_chk call with the size (size_t) -1, and read into one a plain
   read: both unchecked.  The note lists the first 32 unchecked calls and
   counts the rest: 36 here (34 memcpy calls into pointers).  */
/* { dg-do assemble } */
/* { dg-options "-O2" } */

#include <stdio.h>
#include <string.h>
#include <unistd.h>

extern void use (const char *);

void
compile_time (int fd)
{
  char name[16], head[8];

  strcpy (name, "abc");
  use (name);
  if (read (fd, head, 4) > 0)
    use (head);
}

void
run_time (size_t n, int x)
{
  char line[32], num[8];

  snprintf (line, n, "%d", x);
  use (line);
  sprintf (num, "%d", x);
  use (num);
}

void
unchecked (char *out, int fd, int x)
{
  sprintf (out, "%d", x);
  if (read (fd, out, 10) > 0)
    use (out);
}

void
many (char **d, const char *s, size_t n)
{
  memcpy (d[0], s, n);
  memcpy (d[1], s, n);
  memcpy (d[2], s, n);
  memcpy (d[3], s, n);
  memcpy (d[4], s, n);
  memcpy (d[5], s, n);
  memcpy (d[6], s, n);
  memcpy (d[7], s, n);
  memcpy (d[8], s, n);
  memcpy (d[9], s, n);
  memcpy (d[10], s, n);
  memcpy (d[11], s, n);
  memcpy (d[12], s, n);
  memcpy (d[13], s, n);
  memcpy (d[14], s, n);
  memcpy (d[15], s, n);
  memcpy (d[16], s, n);
  memcpy (d[17], s, n);
  memcpy (d[18], s, n);
  memcpy (d[19], s, n);
  memcpy (d[20], s, n);
  memcpy (d[21], s, n);
  memcpy (d[22], s, n);
  memcpy (d[23], s, n);
  memcpy (d[24], s, n);
  memcpy (d[25], s, n);
  memcpy (d[26], s, n);
  memcpy (d[27], s, n);
  memcpy (d[28], s, n);
  memcpy (d[29], s, n);
  memcpy (d[30], s, n);
  memcpy (d[31], s, n);
  memcpy (d[32], s, n);
  memcpy (d[33], s, n);
}

/* { dg-final { scan-readelf {-p .note.hardening} {fortify-calls 2 2 36\\n} } } */
/* { dg-final { scan-readelf {-p .note.hardening} {fortify-unchecked sprintf unchecked 42 3 [^ ]*coverage-2\.c\\n} } } */
/* { dg-final { scan-readelf {-p .note.hardening} {fortify-unchecked read unchecked 43 7 [^ ]*coverage-2\.c\\n} } } */
/* { dg-final { scan-readelf {-p .note.hardening} {fortify-unchecked memcpy many 79 3 [^ ]*coverage-2\.c\\n} } } */
/* { dg-final { scan-readelf-not {-p .note.hardening} {fortify-unchecked memcpy many 80 3 } } } */
/* { dg-final { scan-audit {^ +[^ ]*coverage-2\.c: 2 checked at compile time, 2 at run time, 36 unchecked$} } } */
/* { dg-final { scan-audit {^ +\.\.\. and 4 more unchecked in [^ ]*coverage-2\.c$} } } */
/* { dg-final { audit-object-json {"unchecked": 36, "unchecked_calls": \[."callee": "sprintf", "function": "unchecked", "file": "[^"]*coverage-2\.c", "line": 42, "column": 3.*"line": 79, "column": 3.\], "unlisted": 4} } } */
/* { dg-final { object-matches-handwritten [hardening_handwritten_flags] } } */
