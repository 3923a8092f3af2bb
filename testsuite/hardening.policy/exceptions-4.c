/* The command line's -fno-exceptions lowers exceptions in the default
   mode: no exception table, and the note says lowered.  */
/* { dg-do assemble } */
/* { dg-options "-O2 -fno-exceptions -fplugin-arg-hardening-exceptions=on" } */

extern void stop (void);
extern void release (int *);

void
work (void)
{
  int lock __attribute__ ((cleanup (release))) = 1;
  stop ();
}

/* { dg-final { scan-readelf-not "-SW" "\\.gcc_except_table" } } */
/* { dg-final { scan-hardening-note "^  FAIL exceptions .*lowered by -fno-exceptions$" } } */
