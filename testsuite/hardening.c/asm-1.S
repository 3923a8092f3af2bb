/* Assembler input is preprocessed by cc1 but is not C: _FORTIFY_SOURCE is
   not defined there (the verbose note says why) and the file assembles.  */
/* { dg-do assemble } */
/* { dg-options "-O2 -fplugin-arg-hardening-verbose" } */

#ifdef _FORTIFY_SOURCE
#error "_FORTIFY_SOURCE defined for assembler input"
#endif

	.text
	.globl	asm_1
asm_1:
	.byte	0

/* { dg-note "hardening feature .fortify. not applicable: assembler input \\\[-fplugin-arg-hardening-verbose\\\]" "" { target *-*-* } 0 } */
/* { dg-prune-output "hardening feature .* applied" } */
