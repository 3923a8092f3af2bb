/* The command line's -fzero-init-padding-bits=unions lowers
   zero-init-padding (GCC 15 and later) in the default mode: it clears
   unions but not the padding of structures, and the note says
   lowered.  */
/* { dg-do assemble } */
/* { dg-options "-O2 -fzero-init-padding-bits=unions" } */
/* { dg-require-effective-target zero_init_padding } */

extern void send (const void *, unsigned long);

void
answer (void)
{
  union
  {
    char code;
    unsigned char bytes[64];
  } r = { 0 };

  send (&r, sizeof r);
}

/* { dg-final { scan-hardening-note "^  FAIL zero-init-padding .*lowered by -fzero-init-padding-bits=unions$" } } */
