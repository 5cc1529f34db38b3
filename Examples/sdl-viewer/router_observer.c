/* router_observer.c: the window's callbacks (see router_observer.h). */
#include "router_observer.h"
#include "tr_check.h"

#include <SDL.h>
#include <stdio.h>

static const char *or_unnamed(const char *name)
{
    return name != NULL && name[0] != '\0' ? name : "(unnamed)";
}

/** "forwarded to list1", "cancelled at list1", "taken-over": the outcome and who else was involved. */
static void describe_outcome(const tr_decision *decision, char *out, size_t size)
{
    const char *outcome = decision->outcome_name != NULL ? decision->outcome_name : "?";
    if (decision->target_name == NULL) {
        snprintf(out, size, "%s", outcome);
        return;
    }
    const char *joint = decision->outcome == TR_OUTCOME_FORWARDED ? " to "
        : decision->outcome == TR_OUTCOME_CANCELLED ? " at " : " ";
    snprintf(out, size, "%s%s%s", outcome, joint, or_unnamed(decision->target_name));
}

static void on_decision(void *user_data, const tr_decision *decision)
{
    router_observer *observer = user_data;
    char outcome[64];
    describe_outcome(decision, outcome, sizeof outcome);
    const char *view = or_unnamed(decision->view_name);
    const char *rule = decision->rule != NULL ? decision->rule : "?";

    printf("%.3f s  #%lld  %s  %s  %s  (dx %.1f, dy %.1f)\n", decision->time, (long long)decision->touch,
           view, rule, outcome, decision->dx, decision->dy);
    fflush(stdout);

    /* A label longer than the buffer is cut; the stdout line above has it whole. */
    snprintf(observer->last_decision, sizeof observer->last_decision, "%s %s %s", view, rule, outcome);
    touch_overlay_note_decision(observer->overlay, decision->touch, observer->last_decision, SDL_GetTicks());
}

static void on_delivery(void *user_data, const tr_delivery *delivery)
{
    router_observer *observer = user_data;
    touch_overlay_note_delivery(observer->overlay, delivery->touch, delivery->phase, (float)delivery->x,
                                (float)delivery->y, SDL_GetTicks());
    view_highlights_note_delivery(observer->highlights, delivery->view, delivery->touch, delivery->phase);
}

static void on_tap(void *user_data, const tr_tap *tap)
{
    router_observer *observer = user_data;
    printf("%.3f s  #%lld  %s  tap  (x %.1f, y %.1f)", tap->time, (long long)tap->touch,
           or_unnamed(tap->view_name), tap->x, tap->y);
    if (tap->tap_count > 1)
        printf("  tap %d in a row", (int)tap->tap_count);
    putchar('\n');
    fflush(stdout);
    view_highlights_note_tap(observer->highlights, tap->view, SDL_GetTicks());

    char label[LABEL_TEXT_BYTES];
    if (tap->tap_count > 1)
        snprintf(label, sizeof label, "%.60s tap %d", or_unnamed(tap->view_name), (int)tap->tap_count);
    else
        snprintf(label, sizeof label, "%.60s tap", or_unnamed(tap->view_name));
    touch_overlay_note_decision(observer->overlay, tap->touch, label, SDL_GetTicks());
}

static void on_pointer_scroll(void *user_data, const tr_pointer_scroll *scroll)
{
    (void)user_data;
    printf("%.3f s  wheel  %s  moved (%.1f, %.1f)", scroll->time,
           scroll->view_name != NULL ? scroll->view_name : "nothing", scroll->applied_x, scroll->applied_y);
    if (scroll->chained_to_name != NULL)
        printf("  chained to %s", scroll->chained_to_name);
    putchar('\n');
    fflush(stdout);
}

static void on_problem(void *user_data, const tr_problem *problem)
{
    router_observer *observer = user_data;
    observer->problem_count++;
    if (observer->problem_count > PROBLEMS_SHOWN)
        return;
    fprintf(stderr, "sdl-viewer: %.3f s  the router reports: %s\n", problem->time,
            problem->message != NULL ? problem->message : "(no message)");
    if (observer->problem_count == PROBLEMS_SHOWN)
        fprintf(stderr, "sdl-viewer: further problems are counted, not shown.\n");
}

void router_observer_report_hidden_problems(const router_observer *observer)
{
    if (observer->problem_count > PROBLEMS_SHOWN)
        fprintf(stderr, "sdl-viewer: the router reported %ld problems in all, %ld not shown.\n",
                observer->problem_count, observer->problem_count - PROBLEMS_SHOWN);
}

void router_observer_attach(router_observer *observer, tr_window *window)
{
    observer->last_decision[0] = '\0';
    observer->problem_count = 0;
    TR_CHECK(tr_window_on_delivery(window, on_delivery, observer));
    TR_CHECK(tr_window_on_decision(window, on_decision, observer));
    TR_CHECK(tr_window_on_tap(window, on_tap, observer));
    TR_CHECK(tr_window_on_problem(window, on_problem, observer));
    TR_CHECK(tr_window_on_pointer_scroll(window, on_pointer_scroll, observer));
}
