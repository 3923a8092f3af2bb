/* The x86_64 policy turns branch protection on (-fcf-protection=full):
   each of the two functions starts with endbr64.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
/* { dg-require-effective-target x86_64 } */

int
f (int x)
{
  return x + 1;
}

int
g (int x)
{
  return x * 3;
}

/* { dg-final { scan-assembler-times "^\[fg\]:\\n(\[ \t\]*\\.\[^\\n\]*\\n)*\[ \t\]*endbr64$" 2 } } */
