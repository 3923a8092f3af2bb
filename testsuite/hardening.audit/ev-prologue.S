/* hardening-audit's evidence tests (evidence.exp): a prologue as GCC
   schedules it at -Os -fomit-frame-pointer (fribidi's main in bookworm):
   the pushes, and between them register moves, a RIP-relative lea and an
   immediate, then one sub of a frame of many pages and no probe.  */
	.text
	.globl	sched
	.type	sched, @function
sched:
	push	%r15
	lea	0x10(%rip), %rax
	push	%r14
	xor	%r14d, %r14d
	push	%rbx
	xor	%ebx, %ebx
	mov	%rdi, %r15
	mov	$1, %eax
	sub	$0x5f3e8, %rsp
	mov	%ebx, (%rsp)
	add	$0x5f3e8, %rsp
	pop	%rbx
	pop	%r14
	pop	%r15
	ret
	.size	sched, .-sched

	.globl	main
	.type	main, @function
main:
	xor	%eax, %eax
	ret
	.size	main, .-main
	.section	.note.GNU-stack,"",@progbits
