/* A thread without cleanup handlers.  */
#include <pthread.h>

static void *
worker (void *p)
{
  return p;
}

int
big (int n)
{
  pthread_t t;
  if (pthread_create (&t, 0, worker, 0))
    return 1;
  return pthread_join (t, 0) + n;
}
