/* Default mode leaves kernel or freestanding code (-D__KERNEL__) alone: no
   canary, no _FORTIFY_SOURCE, no format-security error; the verbose note
   says why.  */
/* { dg-do compile } */
/* { dg-options "-O2 -D__KERNEL__ -fplugin-arg-hardening-verbose" } */

#if defined _FORTIFY_SOURCE
#error "_FORTIFY_SOURCE defined for kernel or freestanding code"
#endif
#ifdef __SSP_STRONG__
#error "stack protector set for kernel or freestanding code"
#endif

extern int printk (const char *, ...) __attribute__ ((format (printf, 1, 2)));
extern void use (char *);

void
f (const char *user)
{
  char buf[4];
  use (buf);
  printk (user); /* { dg-bogus "format" } */
}

/* { dg-note "kernel or freestanding code \\('-D__KERNEL__'\\): hardening left to the command line \\\[-fplugin-arg-hardening-verbose\\\]" "" { target *-*-* } 0 } */
/* { dg-prune-output "hardening feature" } */
/* { dg-final { scan-assembler-canary-not } } */
