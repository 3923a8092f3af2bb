/* __attribute__ ((optimize ("O0"))) in a unit built at -O2 keeps glibc's
   fortify wrappers (the unit defines __OPTIMIZE__) but takes the objects'
   sizes away: GCC folds __builtin_dynamic_object_size only when it
   optimizes, and "expand" makes the unfolded call (size_t) -1, so the
   __memcpy_chk into a 16-byte array checks nothing.  Listed in the note
   (the fortify coverage counts the call unchecked), failed by the audit,
   refused by the link-time check; its twin passes the array's size and
   aborts on the overflow.  A -O0 function that loses nothing, a memset on
   a pointer it is given (the usual "secure zero"), is counted unchecked
   but not listed: its unit's level would not know the size either.  */
/* { dg-do run } */
/* { dg-options "-O2" } */
/* { dg-require-effective-target x86_64 } */
/* { dg-require-effective-target policy_fortify } */

#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

void __attribute__ ((noinline)) use (char *p) { __asm__ volatile ("" : : "r"(p) : "memory"); }

__attribute__ ((noinline, optimize ("O0"))) int
lowered (const char *s, size_t n)
{
  char buf[16];
  memcpy (buf, s, n);
  use (buf);
  return buf[0];
}

int __attribute__ ((noinline))
twin (const char *s, size_t n)
{
  char buf[16];
  memcpy (buf, s, n);
  use (buf);
  return buf[0];
}

__attribute__ ((noinline, optimize ("O0"))) void
secure_zero (void *p, size_t n)
{
  memset (p, 0, n);
}

int
main (int argc, char **argv)
{
  static const char src[64] = "abcdefghijklmnopqrstuvwxyz0123456789";
  volatile size_t over = argc + 39;
  char key[8];
  int status;
  pid_t pid;

  (void)argv;
  secure_zero (key, sizeof key);
  if (lowered (src, 4) + twin (src, 4) != 2 * 'a' || key[0] != 0)
    return 1;
  /* The twin's check aborts the overflow.  */
  pid = fork ();
  if (pid == 0)
    {
      close (2);
      twin (src, over);
      _exit (0);
    }
  if (waitpid (pid, &status, 0) != pid || !WIFSIGNALED (status)
      || WTERMSIG (status) != SIGABRT)
    return 2;
  return 0;
}

/* { dg-final { function-code-has lowered "__memcpy_chk" } } */
/* { dg-final { function-code-has lowered "mov +\\\$0xffffffffffffffff,%rcx" } } */
/* { dg-final { function-code-has twin "mov +\\\$0x10,%ecx" } } */
/* { dg-final { function-code-has twin "__memcpy_chk" } } */
/* { dg-final { note-escape fortify lowered "1 fortified call without the object's size: -O0 by an optimize attribute or #pragma GCC optimize$" } } */
/* { dg-final { note-escape-not twin } } */
/* { dg-final { note-escape-not secure_zero } } */
/* { dg-final { scan-readelf {-p .note.hardening} {fortify-unchecked memcpy lowered 28 3 [^ ]*escape-13\.c\\n} } } */
/* { dg-final { scan-readelf {-p .note.hardening} {fortify-unchecked memset secure_zero 45 3 [^ ]*escape-13\.c\\n} } } */
/* { dg-final { audit-says 1 "^  FAIL fortify +\\S*escape-13\\.c: function lowered: 1 fortified call without the object's size" } } */
/* { dg-final { ld-check 1 "error: .*escape-13\\.c: function lowered escapes fortify: 1 fortified call without the object's size.*\\\[gcc-hardening\\\]" } } */
