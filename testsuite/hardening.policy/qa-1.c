/* qa: incompatible pointer types and integer-pointer conversions are
   errors with bare flags, on every GCC (GCC 11 to 13 only warn by
   themselves).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hardening-policy=[hardening_policy_file opt-in.policy]" } */

int *
as_int (long *p)
{
  return p; /* { dg-error "incompatible" } */
}

int
as_number (int *p)
{
  return p; /* { dg-error "makes integer from pointer without a cast" } */
}

/* { dg-prune-output "some warnings being treated as errors" } */
