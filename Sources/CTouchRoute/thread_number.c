/*
 * The calling thread's kernel thread id, asked of the kernel once per thread
 * and kept in a thread-local: the C API checks it on every call that takes a
 * handle (a window belongs to the thread that made it), so it must cost a
 * load, not a system call.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "touchroute_internal.h"

/* 0 until asked. The default model for a shared library, so that it loads
   with dlopen (initial-exec would need static TLS, which a library loaded
   late cannot count on). The target is built with TLS descriptors
   (-mtls-dialect=gnu2, Package.swift): while glibc can place this small
   block in static TLS, which it can even for a library loaded late, an
   access is an indirect call to a function that returns the offset, not a
   call to __tls_get_addr. */
static _Thread_local uint32_t thread_number;

static pthread_once_t fork_handler_once = PTHREAD_ONCE_INIT;

/* A forked child's only thread has a new id, but inherits the parent's
   thread-local: forget it, so the child asks again. */
static void forget_after_fork(void) { thread_number = 0; }

static void install_fork_handler(void) { pthread_atfork(NULL, NULL, forget_after_fork); }

uint32_t tr_internal_thread_number(void) {
    if (thread_number == 0) {
        pthread_once(&fork_handler_once, install_fork_handler);
        thread_number = (uint32_t)syscall(SYS_gettid);
    }
    return thread_number;
}
