/* exceptions: a thread's exit unwinds through a C frame and runs its
   cleanup only when the frame has an exception table (-fexceptions).
   Exit status 0 when the cleanup ran.  */
#include <pthread.h>

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

  if (pthread_create (&t, NULL, thread, NULL) != 0)
    return 2;
  pthread_join (t, NULL);
  return !released;
}
