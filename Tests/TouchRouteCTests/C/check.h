/*
 * check.h: the C API tests' assertions. Each failed check prints where and
 * why, with tr_last_error(), and counts; a test program exits 1 if any failed.
 */
#ifndef CHECK_H
#define CHECK_H

#include <math.h>
#include <stdio.h>
#include <string.h>

#include <touchroute.h>

static int check_failures = 0;

#define CHECK(condition)                                                                  \
    do {                                                                                  \
        if (!(condition)) {                                                               \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #condition); \
            check_failures++;                                                             \
        }                                                                                 \
    } while (0)

/* A call that must succeed. */
#define OK(call)                                                                             \
    do {                                                                                     \
        tr_status ok_status_ = (call);                                                       \
        if (ok_status_ != TR_OK) {                                                           \
            fprintf(stderr, "%s:%d: %s gave %s: %s\n", __FILE__, __LINE__, #call,            \
                    tr_status_name(ok_status_), tr_last_error());                            \
            check_failures++;                                                                \
        }                                                                                    \
    } while (0)

/* A call that must fail with `expected` and a message containing `needle`. */
#define FAILS(call, expected, needle)                                                        \
    do {                                                                                     \
        tr_status fails_status_ = (call);                                                    \
        if (fails_status_ != (expected)) {                                                   \
            fprintf(stderr, "%s:%d: %s gave %s, expected %s (%s)\n", __FILE__, __LINE__,     \
                    #call, tr_status_name(fails_status_), tr_status_name(expected),          \
                    tr_last_error());                                                        \
            check_failures++;                                                                \
        } else if (strstr(tr_last_error(), (needle)) == NULL) {                              \
            fprintf(stderr, "%s:%d: %s: message \"%s\" lacks \"%s\"\n", __FILE__, __LINE__,  \
                    #call, tr_last_error(), (needle));                                       \
            check_failures++;                                                                \
        }                                                                                    \
    } while (0)

#define CLOSE_TO(a, b) (fabs((double)(a) - (double)(b)) < 1e-9)

/* A contact with unknown pressure and size. */
static inline tr_contact contact(int64_t id, tr_phase phase, double x, double y) {
    tr_contact c;
    c.id = id;
    c.phase = phase;
    c.x = x;
    c.y = y;
    c.pressure = NAN;
    c.major = NAN;
    c.minor = NAN;
    return c;
}

/* A problem callback that counts into the int its user data points to. */
static inline void count_problem(void *user_data, const tr_problem *problem) {
    (void)problem;
    (*(int *)user_data)++;
}

static inline int check_summary(const char *name) {
    if (check_failures) {
        fprintf(stderr, "%s: %d check(s) failed\n", name, check_failures);
        return 1;
    }
    printf("%s: all checks passed\n", name);
    return 0;
}

#endif /* CHECK_H */
