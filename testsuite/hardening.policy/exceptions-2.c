/* Without exceptions (the shipped policy leaves it off) a C frame has no
   exception table: the thread exit of exceptions-1.c unwinds through it
   without running its cleanup.  */
/* { dg-do run } */
/* { dg-options "-O2 -pthread" } */
/* { dg-output "cleanup ran: 0" } */
/* { dg-final { scan-hardening-note "^  N/A  exceptions .*: off in the policy \\(hardening\\.policy:\[0-9\]+\\)$" } } */

#include "exceptions-1.c"
