/* "enable" never lowers: with the policy's autovarinit = pattern,
   -fplugin-arg-hardening-enable=autovarinit keeps the pattern, so on
   x86_64 a local array is filled with 0xfe bytes, not zeros.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-stack-protector -fplugin-arg-hardening-policy=[hardening_policy_file ssp-all.policy] -fplugin-arg-hardening-enable=autovarinit" } */
/* { dg-require-effective-target autovarinit } */
/* { dg-require-effective-target x86_64 } */

extern void use (char *);

void
f (void)
{
  char buf[1000];
  use (buf);
}

/* { dg-final { scan-assembler "\\\$-72340172838076674\\M|0xfefefefefefefefe" { target { ! autovarinit_pattern_memset } } } } */
/* GCC 16 calls memset with the 0xfe byte instead.  */
/* { dg-final { scan-assembler "movl\\s+\\\$254, %esi" { target autovarinit_pattern_memset } } } */
