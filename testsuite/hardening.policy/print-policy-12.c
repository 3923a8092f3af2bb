/* print-policy shows the opt-in features and where each level
   came from: the policy's line, dpkg's qa= word, a plugin argument; the
   link ones marked.  */
/* { dg-do preprocess } */
/* { dg-options "-fplugin-arg-hardening-print-policy -fplugin-arg-hardening-policy=[hardening_policy_file opt-in.policy] -fplugin-arg-hardening-disable=trampolines" } */
/* { dg-env DEB_BUILD_MAINT_OPTIONS=qa=-bug } */
/* { dg-prune-output "^(hardening policy for |  \[a-z\])" } */

int i;

/* { dg-final { scan-compile-output "^  strict-flex-arrays +on +opt-in\\.policy:4( \\(unsupported by GCC 1\[12\]: -fstrict-flex-arrays is GCC 13's\\))?$" } } */
/* { dg-final { scan-compile-output "^  implicit-function-declaration +off +DEB_BUILD_MAINT_OPTIONS qa=-bug$" } } */
/* { dg-final { scan-compile-output "^  qa +on +opt-in\\.policy:6$" } } */
/* { dg-final { scan-compile-output "^  zero-call-used-regs +on +opt-in\\.policy:7" } } */
/* { dg-final { scan-compile-output "^  trampolines +off +-fplugin-arg-hardening-disable=trampolines$" } } */
/* { dg-final { scan-compile-output "^  as-needed +on +opt-in\\.policy:9 \\(link\\)$" } } */
/* { dg-final { scan-compile-output "^  no-copy-dt-needed +on +opt-in\\.policy:10 \\(link\\)$" } } */
/* { dg-final { scan-compile-output "^  nodlopen +on +opt-in\\.policy:11 \\(link\\)$" } } */
