/* -fplugin-arg-hardening-target=mips64el-linux-gnuabi64: stack clash
   protection on, from its own section (the prologue and alloca probes
   stop a frame at the guard page: porters.exp); not for mipsel, whose
   code is the same but was not measured.  */
/* { dg-do preprocess } */
/* { dg-options "-fplugin-arg-hardening-print-policy -fplugin-arg-hardening-target=mips64el-linux-gnuabi64" } */
/* { dg-prune-output "^(hardening policy for |  \[a-z\])" } */

int i;

/* { dg-final { scan-compile-output "^hardening policy for mips64el-linux-gnuabi64:$" } } */
/* { dg-final { scan-compile-output "^  stackclash +on +hardening\\.policy:\[0-9\]+$" } } */
/* { dg-final { scan-compile-output "^  branch +off +hardening\\.policy:\[0-9\]+$" } } */
