/* -fplugin-arg-hardening-target=arm-linux-gnueabi (armel, as armhf):
   stack clash protection on, from the arm section (the prologue and
   alloca probes stop a frame at the guard page: porters.exp); no branch
   protection.  */
/* { dg-do preprocess } */
/* { dg-options "-fplugin-arg-hardening-print-policy -fplugin-arg-hardening-target=arm-linux-gnueabi" } */
/* { dg-prune-output "^(hardening policy for |  \[a-z\])" } */

int i;

/* { dg-final { scan-compile-output "^hardening policy for arm-linux-gnueabi:$" } } */
/* { dg-final { scan-compile-output "^  stackclash +on +hardening\\.policy:\[0-9\]+$" } } */
/* { dg-final { scan-compile-output "^  branch +off +hardening\\.policy:\[0-9\]+$" } } */
