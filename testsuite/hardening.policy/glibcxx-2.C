// _GLIBCXX_ASSERTIONS is defined for C++ (-dM -E).
// { dg-do preprocess }
// { dg-options "-O2 -dM" }

int i;

// { dg-final { scan-preprocessed "^#define _GLIBCXX_ASSERTIONS 1$" } }
