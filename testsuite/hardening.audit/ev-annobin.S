/* annobin's notes, by hand (annobin's manual, "How to examine the
   information stored in the binary"): in .gnu.build.attributes, notes of
   type NT_GNU_BUILD_ATTRIBUTE_OPEN (0x100) whose owner is "GA", a type
   ('*' number, '+' true, '!' false), the attribute (a byte, or a name and
   a NUL) and the value (little-endian bytes and a NUL).  GOOD selects the
   notes of a hardened unit, else those of one built -O0 without stack
   clash protection.  STRINGS writes annobin's string format instead
   (.annobin.notes).  */

#ifdef STRINGS
	.section .annobin.notes,"MS",%progbits,1
#ifdef GOOD
	.asciz "SC:1"
	.asciz "SP:3"
	.asciz "GW:0xec400"
#else
	.asciz "SC:0 broken.c"
	.asciz "SP:0 broken.c"
	.asciz "GW:0x60000 broken.c"
#endif
#else
	.section .gnu.build.attributes,"",%note
	.balign 4
	/* GA*<stack prot> 3 (strong) or 0 (none).  */
	.long 6, 0, 0x100
	.byte 'G', 'A', '*', 2
#ifdef GOOD
	.byte 3, 0
#else
	.byte 0, 0
#endif
	.balign 4
	/* GA+stack_clash or GA!stack_clash.  */
	.long 15, 0, 0x100
#ifdef GOOD
	.ascii "GA+"
#else
	.ascii "GA!"
#endif
	.asciz "stack_clash"
	.balign 4
	/* GA*GOW: -O2 (bits 9-10), -Wall and -Wformat-security (14, 15),
	   LTO off (17), -ftrivial-auto-var-init=zero (18, 19): 0xec400; or
	   -O0, LTO off, without auto-var-init (18 alone): 0x60000.  */
	.long 11, 0, 0x100
	.ascii "GA*"
	.asciz "GOW"
#ifdef GOOD
	.byte 0x00, 0xc4, 0x0e, 0
#else
	.byte 0x00, 0x00, 0x06, 0
#endif
	.balign 4
#endif
	.section .note.GNU-stack,"",%progbits
