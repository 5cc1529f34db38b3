/*
 * A program that parses YAML with the system's libyaml itself, beside the
 * library: both must work, before and after each other.
 *
 * libtouchroute reads layouts through the system's libyaml (libyaml-0.so.2,
 * Debian's libyaml-0-2), as a shared dependency: it bundles no copy of its
 * own (Yams did) and exports no yaml_* symbol (LibraryABITests checks), so a
 * program that uses libyaml gets the one copy the loader maps for both, and
 * Debian's security updates of libyaml reach both. This program is linked
 * with -lyaml and -rdynamic, as such an application would be.
 * argv[1] is the package root, for the layout.
 */
#include "check.h"
#include <yaml.h>

/* The events libyaml gives for a small document, or -1 when it fails. */
static int count_events(const char *text) {
    yaml_parser_t parser;
    if (!yaml_parser_initialize(&parser)) return -1;
    yaml_parser_set_input_string(&parser, (const unsigned char *)text, strlen(text));
    int events = 0;
    for (;;) {
        yaml_event_t event;
        if (!yaml_parser_parse(&parser, &event)) {
            events = -1;
            break;
        }
        yaml_event_type_t type = event.type;
        yaml_event_delete(&event);
        events++;
        if (type == YAML_STREAM_END_EVENT) break;
    }
    yaml_parser_delete(&parser);
    return events;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: system_libyaml_test PACKAGE_ROOT\n");
        return 2;
    }
    /* Stream, document, mapping, key, sequence, 2 items, then 4 ends: 11 events. */
    const char *own = "size: [800, 480]\n";
    CHECK(count_events(own) == 11);

    char path[4096];
    snprintf(path, sizeof path, "%s/Examples/remorseful-pager.yaml", argv[1]);
    tr_window *window = NULL;
    OK(tr_window_load_layout(path, (tr_size){800, 480}, &window));
    tr_view *row = NULL;
    OK(tr_window_find_view(window, "list0.row1", &row));
    CHECK(row != NULL);

    /* The program's own parsing is unaffected by the library's. */
    CHECK(count_events(own) == 11);
    if (window) OK(tr_window_destroy(window));
    return check_summary("system_libyaml_test");
}
