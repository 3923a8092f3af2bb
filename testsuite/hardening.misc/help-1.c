/* gcc --help -v with the plugin loaded shows the plugin's help text.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

int i;

/* { dg-final { help-output-matches "-fplugin-arg-hardening-mode=" } } */
