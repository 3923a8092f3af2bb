/* print-policy shows the OpenSSF guide's features and where each level
   came from: the policy's line, the environment, a plugin argument; and
   where this GCC lacks zero-init-padding's option (before GCC 15), why.
   dpkg-buildflags has no word for any of them.  */
/* { dg-do preprocess } */
/* { dg-options "-fplugin-arg-hardening-print-policy -fplugin-arg-hardening-policy=[hardening_policy_file openssf.policy] -fplugin-arg-hardening-bidi-chars=any" } */
/* { dg-env DEB_BUILD_HARDENING_EXCEPTIONS=0 } */
/* { dg-prune-output "^(hardening policy for |  \[a-z\])" } */

int i;

/* { dg-final { scan-compile-output "^  no-ub-opts +on +openssf\\.policy:5$" } } */
/* { dg-final { scan-compile-output "^  exceptions +off +DEB_BUILD_HARDENING_EXCEPTIONS$" } } */
/* { dg-final { scan-compile-output "^  bidi-chars +any +-fplugin-arg-hardening-bidi-chars=any$" } } */
/* { dg-final { scan-compile-output "^  zero-init-padding +on +openssf\\.policy:8 \\(unsupported by GCC 1\[1-4\]: -fzero-init-padding-bits is GCC 15's; before it, .0. clears a whole union\\)$" { target { ! zero_init_padding } } } } */
/* { dg-final { scan-compile-output "^  zero-init-padding +on +openssf\\.policy:8$" { target zero_init_padding } } } */
