/* qa and implicit-function-declaration are C's: n/a in C++ (where these
   are errors by the language), said in the note.  */
/* { dg-do assemble } */
/* { dg-options "-O2 -fplugin-arg-hardening-policy=[hardening_policy_file opt-in.policy]" } */

int i;

/* { dg-final { scan-hardening-note "^  N/A  qa +.*: n/a \\(not C\\)$" } } */
/* { dg-final { scan-hardening-note "^  N/A  implicit-function-declaration .*: n/a \\(not C\\)$" } } */
