/* For checks.exp: a hand-written function, assembled without the GNU
   property of branch protection, that a library otherwise compiled with
   it takes in: ld drops the library's property, and no gcc-hardening
   note names this file.  */

	.text
	.globl	asm_fn
	.type	asm_fn, %function
asm_fn:
	ret
	.size	asm_fn, .-asm_fn
	.section .note.GNU-stack, "", %progbits
