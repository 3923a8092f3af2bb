/* porters.exp: a frame larger than a guard page, which only the prologue
   probes of stack clash protection cover (GCC's generic code probes only
   alloca and VLAs; riscv has the prologue probes from GCC 14).  */
extern void use (char *);

void
g (void)
{
  char a[1 << 16];
  use (a);
}
