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

/* 0 until asked. Initial-exec: a load at a fixed offset from the thread
   pointer, where the default for a shared library calls __tls_get_addr. */
static _Thread_local __attribute__((tls_model("initial-exec"))) uint32_t thread_number;

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
