/* hardening-audit: the columns of the AUDIT_TESTS table
   (hardening-audit.h): each check's name, policy feature and
   description.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "judge/judge.h"

const char *const judge_check_names[] = {
#define AUDIT_NAME(id, name, feature, judge, description) name,
  AUDIT_TESTS (AUDIT_NAME)
#undef AUDIT_NAME
};
static const char *const test_descriptions[] = {
#define AUDIT_DESC(id, name, feature, judge, description) description,
  AUDIT_TESTS (AUDIT_DESC)
#undef AUDIT_DESC
};
const int judge_check_features[] = {
#define AUDIT_FEATURE(id, name, feature, judge, description) feature,
  AUDIT_TESTS (AUDIT_FEATURE)
#undef AUDIT_FEATURE
};

const char *
judge_check_name (enum audit_test t)
{
  return (unsigned)t < AUDIT_TEST_COUNT ? judge_check_names[t] : "unknown";
}

const char *
judge_check_description (enum audit_test t)
{
  return (unsigned)t < AUDIT_TEST_COUNT ? test_descriptions[t] : "unknown";
}

int
judge_check_feature (enum audit_test t)
{
  return (unsigned)t < AUDIT_TEST_COUNT ? judge_check_features[t] : -1;
}
