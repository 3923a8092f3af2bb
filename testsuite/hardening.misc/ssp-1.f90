! f951 loads the plugin: Fortran code gets the stack protector canary for
! a procedure with a small local array passed to another procedure.
! { dg-do compile }
! { dg-options "-O2" }
! { dg-require-effective-target policy_stackprotector }
! { dg-require-effective-target fortran }

subroutine f
  implicit none
  interface
    subroutine use (a)
      character(len=4), intent(inout) :: a
    end subroutine use
  end interface
  character(len=4) :: buf
  call use (buf)
end subroutine f

! { dg-final { scan-assembler-canary } }
