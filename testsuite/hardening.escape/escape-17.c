/* __attribute__ ((uninitialized)) leaves one automatic variable out of
   -ftrivial-auto-var-init: an opt-out in the source, honoured and
   recorded as an escape of its function (one per function, the first
   variable named), failed by the audit, refused by the link-time check.
   A variable with an initializer of its own loses nothing and is not
   listed, nor is the function whose array is zeroed.  Run, the
   attribute's array shows what the previous call left on the stack; the
   other reads zero.  */
/* { dg-do run } */
/* { dg-options "-O2" } */
/* { dg-require-effective-target autovarinit } */

#include <stdio.h>

void __attribute__ ((noinline)) use (char *p) { __asm__ volatile ("" : : "r"(p) : "memory"); }

void __attribute__ ((noinline))
plant (void)
{
  char secret[512];
  for (int i = 0; i < 512; i++)
    secret[i] = 'S';
  use (secret);
}

int __attribute__ ((noinline))
stale (void)
{
  char buf[64] __attribute__ ((uninitialized));
  use (buf);
  return buf[10];
}

int __attribute__ ((noinline))
zeroed (void)
{
  char buf[64];
  use (buf);
  return buf[10];
}

int __attribute__ ((noinline))
own_init (void)
{
  char buf[8] __attribute__ ((uninitialized)) = "abcdefg";
  use (buf);
  return buf[1];
}

int
main (void)
{
  int a, b;
  plant ();
  a = stale ();
  plant ();
  b = zeroed ();
  printf ("stale %c zeroed %d own %c\n", a == 'S' ? 'S' : '?', b, own_init ());
  return 0;
}

/* { dg-output "stale S zeroed 0 own b" } */
/* { dg-final { note-escape autovarinit stale "automatic variable buf not initialized: uninitialized attribute$" } } */
/* { dg-final { note-escape-not zeroed } } */
/* { dg-final { note-escape-not own_init } } */
/* { dg-final { audit-says 1 "^  FAIL autovarinit +\\S*escape-17\\.c: function stale: automatic variable buf not initialized: uninitialized attribute" } } */
/* { dg-final { ld-check 1 "error: .*escape-17\\.c: function stale escapes autovarinit: .*\\\[gcc-hardening\\\]" } } */
