! Array copies and clears, for which gfortran calls memcpy and memset: no
! C library header is involved, so _FORTIFY_SOURCE has nothing to check.
subroutine copy (a, b, n)
  implicit none
  integer, intent(in) :: n
  real, intent(in) :: a(n)
  real, intent(out) :: b(n)
  b = a
end subroutine copy

subroutine zero (b, n)
  implicit none
  integer, intent(in) :: n
  real, intent(out) :: b(n)
  b = 0
end subroutine zero
