/* porters.exp: does stack clash protection stop a frame from jumping the
   guard page?  Each case runs on a stack of its own (makecontext, no
   thread: some emulators cannot join one) laid out, from low to high
   addresses, as

     [ victim: 1 MiB, read-write, filled with a pattern ]
     [ guard: GUARD_SIZE or a page, no access            ]
     [ stack: 64 KiB                                     ]

   GUARD_SIZE is the guard GCC assumes on the target (porters.exp passes
   1 << --param stack-clash-protection-guard-size: 4 KiB, 64 KiB on
   aarch64, whose glibc and kernel keep at least that much).  Each case
   moves the stack pointer past the guard in one step:
     frame  a function with a 256 KiB frame (prologue probes)
     vla    a variable-length array of a size read at run time (256 KiB)
     near   a function with a frame of the guard and 1 KiB (5 KiB for a
            4 KiB guard), entered within 512 bytes above the guard
   Protected, the first access below the stack is a probe in the guard:
   SIGSEGV at an address in the guard, with the victim untouched.
   Unprotected, the frame lands in the victim, which the function writes.
   One line per case; exit status 0 when every case faulted in the guard,
   1 when one wrote below it (a stack clash), 2 for anything else.  */
#define _GNU_SOURCE
#include <setjmp.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>

#ifndef GUARD_SIZE
#define GUARD_SIZE 4096
#endif
#define VICTIM_SIZE (1024 * 1024)
#define STACK_SIZE (64 * 1024)
#define BIG_FRAME (256 * 1024)
/* How far above the guard "near" enters its function, at most.  */
#define NEAR_DISTANCE 512

static char *victim, *guard, *stack;
static size_t page, guard_size;
static ucontext_t main_uc, case_uc;
static sigjmp_buf back;
static volatile sig_atomic_t fault_in_guard, victim_clean_at_fault;
static void *volatile fault_addr;
/* The VLA's size, as if read from the input.  */
volatile unsigned long vla_size = BIG_FRAME;
static void (*volatile run) (void);

static int
victim_clean (void)
{
  for (size_t i = 0; i < VICTIM_SIZE; i++)
    if (victim[i] != 0x5a)
      return 0;
  return 1;
}

static void
on_segv (int sig, siginfo_t *si, void *uc)
{
  (void) sig;
  (void) uc;
  fault_addr = si->si_addr;
  fault_in_guard = (char *) si->si_addr >= guard
		   && (char *) si->si_addr < guard + guard_size;
  victim_clean_at_fault = victim_clean ();
  siglongjmp (back, 1);
}

/* The frame's lowest bytes are written here, through a call the compiler
   cannot see through.  */
__attribute__ ((noinline, noipa)) void
use (char *p)
{
  p[0] = 1;
  __asm__ volatile ("" : : "r" (p) : "memory");
}

__attribute__ ((noinline, noipa)) static void
big_frame (void)
{
  char a[BIG_FRAME];
  use (a);
}

__attribute__ ((noinline, noipa)) static void
vla (unsigned long n)
{
  char a[n];
  use (a);
}

/* The guard and 1 KiB, for a guard of 4, 16 and 64 KiB (the guard is
   the larger of GUARD_SIZE and the page).  */
#define NEAR_FRAME(KIB)                                                       \
  __attribute__ ((noinline, noipa)) static void near_##KIB (void)            \
  {                                                                           \
    char a[(KIB + 1) * 1024];                                                 \
    use (a);                                                                  \
  }
NEAR_FRAME (4)
NEAR_FRAME (16)
NEAR_FRAME (64)
static void (*near_frame) (void);

static void
case_frame (void)
{
  big_frame ();
}

static void
case_vla (void)
{
  vla (vla_size);
}

/* Recurse in small frames until the stack is at most NEAR_DISTANCE
   above the guard, then call near_frame.  */
__attribute__ ((noinline, noipa)) static void
descend (void)
{
  volatile char pad[32];
  pad[0] = 0;
  if ((uintptr_t) pad > (uintptr_t) (guard + guard_size) + NEAR_DISTANCE)
    descend ();
  else
    near_frame ();
  pad[1] = pad[0];
}

static void
case_near (void)
{
  descend ();
}

static void
case_entry (void)
{
  run ();
}

/* 0: faulted in the guard; 1: wrote below it; 2: something else.  */
static int
try_case (const char *name, void (*fn) (void))
{
  memset (victim, 0x5a, VICTIM_SIZE);
  fault_in_guard = 0;
  victim_clean_at_fault = 0;
  fault_addr = 0;
  run = fn;
  if (sigsetjmp (back, 1) == 0)
    {
      if (getcontext (&case_uc) != 0)
	{
	  perror ("getcontext");
	  return 2;
	}
      case_uc.uc_stack.ss_sp = stack;
      case_uc.uc_stack.ss_size = STACK_SIZE;
      case_uc.uc_link = &main_uc;
      makecontext (&case_uc, case_entry, 0);
      if (swapcontext (&main_uc, &case_uc) != 0)
	{
	  perror ("swapcontext");
	  return 2;
	}
      if (!victim_clean ())
	{
	  printf ("%s: stack clash: the frame was written below the guard page\n", name);
	  return 1;
	}
      printf ("%s: returned without touching the guard or below it\n", name);
      return 2;
    }
  if (fault_in_guard && victim_clean_at_fault)
    {
      printf ("%s: a probe faulted in the guard page, nothing written below it\n", name);
      return 0;
    }
  if (!victim_clean_at_fault)
    {
      printf ("%s: stack clash: the frame was written below the guard page, then a fault %s it\n",
	      name, fault_in_guard ? "in" : "outside");
      return 1;
    }
  printf ("%s: a fault outside the guard page, at %p\n", name, fault_addr);
  return 2;
}

int
main (void)
{
  static char altstack[64 * 1024];
  stack_t ss = { .ss_sp = altstack, .ss_size = sizeof altstack };
  struct sigaction sa;
  int worst = 0;

  page = (size_t) sysconf (_SC_PAGESIZE);
  guard_size = GUARD_SIZE > page ? GUARD_SIZE : page;
  switch (guard_size)
    {
    case 4 * 1024: near_frame = near_4; break;
    case 16 * 1024: near_frame = near_16; break;
    case 64 * 1024: near_frame = near_64; break;
    default:
      printf ("a guard of %zu bytes: no near case for it\n", guard_size);
      return 2;
    }
  char *map = mmap (NULL, VICTIM_SIZE + guard_size + STACK_SIZE,
		    PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (map == MAP_FAILED)
    {
      perror ("mmap");
      return 2;
    }
  victim = map;
  guard = map + VICTIM_SIZE;
  stack = guard + guard_size;
  if (mprotect (guard, guard_size, PROT_NONE) != 0
      || sigaltstack (&ss, NULL) != 0)
    {
      perror ("mprotect/sigaltstack");
      return 2;
    }
  memset (&sa, 0, sizeof sa);
  sa.sa_sigaction = on_segv;
  sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
  sigemptyset (&sa.sa_mask);
  if (sigaction (SIGSEGV, &sa, NULL) != 0 || sigaction (SIGBUS, &sa, NULL) != 0)
    {
      perror ("sigaction");
      return 2;
    }

  char near_name[100];
  snprintf (near_name, sizeof near_name,
	    "near (%zu KiB frame entered within %d bytes of a %zu KiB guard)",
	    guard_size / 1024 + 1, NEAR_DISTANCE, guard_size / 1024);
  const struct { const char *name; void (*fn) (void); } cases[] = {
    { "frame (256 KiB)", case_frame },
    { "vla (256 KiB at run time)", case_vla },
    { near_name, case_near },
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    {
      int r = try_case (cases[i].name, cases[i].fn);
      if (r > worst)
	worst = r;
    }
  fflush (stdout);
  return worst;
}
