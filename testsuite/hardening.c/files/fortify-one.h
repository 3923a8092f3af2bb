/* For fortify-11.c: an -include'd header that lowers fortify to 1.  */
#undef _FORTIFY_SOURCE
#define _FORTIFY_SOURCE 1
