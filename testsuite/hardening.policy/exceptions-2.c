/* Without exceptions (the shipped policy leaves it off) a C frame has no
   exception table: the thread exit of exceptions-1.c unwinds through it
   without running its cleanup.  */
/* { dg-do run } */
/* { dg-options "-O2 -pthread" } */

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

/* { dg-output "cleanup ran: 0" } */
/* { dg-final { scan-hardening-note "^  N/A  exceptions .*: off in the policy \\(hardening\\.policy:\[0-9\]+\\)$" } } */
