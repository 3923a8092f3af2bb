/* vulnerable.c -- a small greeting tool with three classic bugs, for
   run-demo.sh.

   usage: vulnerable hello NAME     greet NAME (copied by hand, no bound)
          vulnerable badge NAME     print a name badge (strcpy, no bound)
          vulnerable say MESSAGE    print MESSAGE (used as the format)

   Each command has one bug that a hardened build turns into a stop:
     hello  a hand-written copy loop overruns a stack buffer: only the
            canary of -fstack-protector-strong notices, when greet returns;
     badge  strcpy into a fixed buffer: -D_FORTIFY_SOURCE turns it into
            __strcpy_chk, which knows the buffer's size;
     say    printf with a format from the user: -Werror=format-security
            refuses to compile it.

   Plain "gcc -O2 vulnerable.c" compiles all three without a word.  Build
   with -DDEMO_NO_FORMAT_BUG to get the same program with the format bug
   fixed, so that a build with format-security errors can still be run
   to show the other two.  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int visitors = 41;

/* The loop, not strcpy, so that only the stack canary can catch it:
   _FORTIFY_SOURCE checks calls to the string functions, not loops.  */
static void __attribute__ ((noinline))
greet (const char *name)
{
  char nick[16];
  size_t i;

  for (i = 0; name[i] != '\0'; i++)
    nick[i] = name[i];
  nick[i] = '\0';

  printf ("Hello, %s! You are visitor number %d.\n", nick, ++visitors);
}

static void __attribute__ ((noinline))
badge (const char *name)
{
  char card[24];

  strcpy (card, name);
  printf ("+------------------------+\n"
	  "| %-22.22s |\n"
	  "+------------------------+\n", card);
}

static void __attribute__ ((noinline))
say (const char *message)
{
#ifdef DEMO_NO_FORMAT_BUG
  fputs (message, stdout);
#else
  printf (message);
#endif
  putchar ('\n');
}

int
main (int argc, char **argv)
{
  if (argc != 3)
    {
      fprintf (stderr, "usage: %s hello|badge|say ARG\n", argv[0]);
      return 2;
    }
  if (strcmp (argv[1], "hello") == 0)
    greet (argv[2]);
  else if (strcmp (argv[1], "badge") == 0)
    badge (argv[2]);
  else if (strcmp (argv[1], "say") == 0)
    say (argv[2]);
  else
    {
      fprintf (stderr, "%s: unknown command '%s'\n", argv[0], argv[1]);
      return 2;
    }
  return 0;
}
