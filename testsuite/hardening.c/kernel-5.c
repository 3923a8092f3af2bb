/* Strict mode hardens freestanding code too: the format-security error
   (kernel-4.c: canary and _FORTIFY_SOURCE).  */
/* { dg-do compile } */
/* { dg-options "-O2 -ffreestanding -fplugin-arg-hardening-mode=strict" } */
/* { dg-prune-output "strict mode" } */

extern int printk (const char *, ...) __attribute__ ((format (printf, 1, 2)));

void
f (const char *user)
{
  printk (user); /* { dg-error "format not a string literal and no format arguments \\\[-Werror=format-security\\\]" } */
}
