// -fstack-protector-strong in C++: a member function with a 4-byte local
// array whose address escapes gets a canary; __SSP_STRONG__ is defined.
// { dg-do compile }
// { dg-options "-O2" }
// { dg-require-effective-target policy_stackprotector }

#if !defined __SSP_STRONG__ || __SSP_STRONG__ != 3
#error "__SSP_STRONG__ is not 3"
#endif

extern void use (char *);

struct s
{
  void f ();
};

void
s::f ()
{
  char buf[4];
  use (buf);
}

// { dg-final { scan-assembler-canary } }
