/* exceptions: the object is byte-identical to the one of the hand-written
   -fexceptions.  */
/* { dg-do assemble } */
/* { dg-options "-O2 -fplugin-arg-hardening-exceptions=on" } */

extern void stop (void);
extern void release (int *);

void
work (void)
{
  int lock __attribute__ ((cleanup (release))) = 1;
  stop ();
}

/* { dg-final { object-matches-handwritten "[hardening_handwritten_flags] -fexceptions" } } */
