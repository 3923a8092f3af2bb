/* A user -D_FORTIFY_SOURCE equal to the plugin's level, given with or
   without a value, never draws a "redefined" warning: the user's definition
   is the only one.  */
/* { dg-do compile } */
/* { dg-options "-O2 -D_FORTIFY_SOURCE=3 -Wall -Wextra" } */

#if _FORTIFY_SOURCE != 3
#error "the user's _FORTIFY_SOURCE=3 is lost"
#endif

int i;
