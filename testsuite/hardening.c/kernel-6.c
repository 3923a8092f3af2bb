/* The format checks need no library: kernel, freestanding and
   library-less code keeps the format-security error in the default mode
   too (kernel-5.c: strict mode).  */
/* { dg-do compile } */
/* { dg-options "-O2 -D__KERNEL__ -ffreestanding -fplugin-arg-hardening-driver=nostdlib" } */
/* { dg-require-effective-target policy_format_error } */

extern int printk (const char *, ...) __attribute__ ((format (printf, 1, 2)));

void
f (const char *user)
{
  printk (user); /* { dg-error "format not a string literal and no format arguments \\\[-Werror=format-security\\\]" } */
}
