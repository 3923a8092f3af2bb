/* aarch64, for checks.exp: hand-written code whose GNU property need not
   say what it does.  PROPERTY is the GNU_PROPERTY_AARCH64_FEATURE_1_AND
   value to claim (1 BTI, 3 BTI and PAC; none without it), and the
   function asm_fn
     VARIANT 1  saves its return address unsigned (no PACIASP)
     VARIANT 2  is a leaf: it never saves it
     VARIANT 3  signs it (PACIASP) and never authenticates it.  */

	.text
	.globl	asm_fn
	.type	asm_fn, %function
asm_fn:
	hint	#34			/* bti c */
#if VARIANT == 2
	add	x0, x0, #1
	ret
#else
#if VARIANT == 3
	hint	#25			/* paciasp */
#endif
	stp	x29, x30, [sp, #-16]!
	mov	x29, sp
	bl	util
	ldp	x29, x30, [sp], #16
	ret
#endif
	.size	asm_fn, .-asm_fn

#ifdef PROPERTY
	.section .note.gnu.property, "a"
	.p2align 3
	.word	4			/* n_namesz */
	.word	16			/* n_descsz */
	.word	5			/* NT_GNU_PROPERTY_TYPE_0 */
	.asciz	"GNU"
	.word	0xc0000000		/* GNU_PROPERTY_AARCH64_FEATURE_1_AND */
	.word	4
	.word	PROPERTY
	.word	0
#endif
	.section .note.GNU-stack, "", %progbits
