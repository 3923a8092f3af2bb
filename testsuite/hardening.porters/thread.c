/* porters.exp: a thread that starts and is joined, nothing else: whether
   the target's emulator runs threads at all (the exceptions probe needs
   them).  */
#include <pthread.h>

static void *
thread (void *arg)
{
  return arg;
}

int
main (void)
{
  pthread_t t;

  if (pthread_create (&t, NULL, thread, NULL) != 0)
    return 2;
  return pthread_join (t, NULL) != 0;
}
