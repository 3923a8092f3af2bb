! A Fortran program linked through the specs alone: f951 loads the plugin
! (stack protector, stack clash, PIE, auto-var-init, CET), each unit has its
! note, and the link-time check has nothing to say.
! { dg-do link }
! { dg-options "-O2 -save-temps" }
! { dg-require-effective-target fortran }

subroutine fill (a)
  implicit none
  character(len=8), intent(inout) :: a
  a = 'gfortran'
end subroutine fill

subroutine f
  implicit none
  interface
    subroutine fill (a)
      character(len=8), intent(inout) :: a
    end subroutine fill
  end interface
  character(len=8) :: buf
  call fill (buf)
  print *, buf
end subroutine f

program p
  call f
end program p

! { dg-final { scan-readelf -nW {gcc-hardening\s+0x[0-9a-f]+\s+NT_VERSION} } }
! { dg-final { scan-compile-output-not "gcc-hardening" } }
! { dg-final { scan-elf-hardened pie-exe } }
! { dg-final { if { [is-effective-target policy_stackprotector] } { scan-assembler-canary } else { unsupported "[hardening_current name] canary: [effective_target_reason_policy_stackprotector]" } } }
