/* In strict mode the environment cannot lower anything, but a bad
   variable is still an error.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hardening-mode=strict" } */
/* { dg-env DEB_BUILD_HARDENING_STACKPROTECTR=0 } */
/* { dg-prune-output "failed to initialize plugin" } */

int i;

/* { dg-error "unknown hardening feature .STACKPROTECTR. in the environment variable .DEB_BUILD_HARDENING_STACKPROTECTR." "" { target *-*-* } 0 } */
/* { dg-final { output-exists-not } } */
