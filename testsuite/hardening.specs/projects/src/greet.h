/* The library of the build-system projects.  */
#ifndef GREET_H
#define GREET_H
int greet (const char *who, char *out, int size);
#endif
