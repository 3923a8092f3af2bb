// DEB_BUILD_HARDENING_GLIBCXX_ASSERTIONS=0: _GLIBCXX_ASSERTIONS is not
// defined for C++; _FORTIFY_SOURCE still is.
// { dg-do preprocess }
// { dg-options "-O2 -dM" }
// { dg-env DEB_BUILD_HARDENING_GLIBCXX_ASSERTIONS=0 }

int i;

// { dg-final { scan-preprocessed-not "_GLIBCXX_ASSERTIONS" } }
// { dg-final { scan-preprocessed "^#define _FORTIFY_SOURCE " } }
