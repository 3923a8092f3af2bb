/* For fortify-10.c: an -include'd header that turns fortify off.  */
#undef _FORTIFY_SOURCE
