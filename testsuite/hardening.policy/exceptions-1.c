/* exceptions: C code with exception tables, so that a thread's exit,
   which unwinds its stack, runs the cleanup of a C frame on the way
   (exceptions-2.c: without the feature the cleanup is skipped).  */
/* { dg-do run } */
/* { dg-options "-O2 -pthread -fplugin-arg-hardening-policy=[hardening_policy_file openssf.policy]" } */

#include <pthread.h>
#include <stdio.h>

static volatile int released;

static void
release (int *lock)
{
  released = *lock;
}

__attribute__ ((noipa)) static void
work (void)
{
  int lock __attribute__ ((cleanup (release))) = 1;
  pthread_exit (NULL);
}

static void *
thread (void *arg)
{
  work ();
  return arg;
}

int
main (void)
{
  pthread_t t;

  pthread_create (&t, NULL, thread, NULL);
  pthread_join (t, NULL);
  printf ("cleanup ran: %d\n", released);
  return 0;
}

/* { dg-output "cleanup ran: 1" } */
/* { dg-final { scan-hardening-note "^  PASS exceptions +1 unit: applied -fexceptions$" } } */
