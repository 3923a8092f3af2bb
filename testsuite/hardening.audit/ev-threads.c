/* A thread with a cleanup handler: without -fexceptions, glibc's
   pthread_cleanup_push registers it with __pthread_register_cancel and a
   cancellation unwinding through C frames skips it.  */
#include <pthread.h>

static void
cleanup (void *p)
{
  (void)p;
}

static void *
worker (void *p)
{
  pthread_cleanup_push (cleanup, p);
  pthread_testcancel ();
  pthread_cleanup_pop (1);
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
