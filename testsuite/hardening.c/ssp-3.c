/* -fstack-protector-strong is what the plugin selects: __SSP_STRONG__ is
   predefined (to 3), the weaker variants' macros are not.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
/* { dg-require-effective-target policy_stackprotector } */

#if !defined __SSP_STRONG__ || __SSP_STRONG__ != 3
#error "__SSP_STRONG__ is not 3"
#endif
#if defined __SSP__ || defined __SSP_ALL__ || defined __SSP_EXPLICIT__
#error "a stack protector other than -strong is selected"
#endif

int i;
