/*
 * A program with its own libyaml: the library's YAML parser must stay its own.
 *
 * libtouchroute reads layouts with Yams, which carries a copy of libyaml. This
 * program defines the libyaml functions Yams calls, as an application linking
 * the system's libyaml would, and is linked with -rdynamic so that they are in
 * its dynamic symbol table, where the loader would prefer them to a library's.
 * A library that exported its copy, or called it through its PLT, would call
 * these instead (and fail: they refuse). Loading a layout must never reach them.
 * argv[1] is the package root, for the layout.
 */
#include "check.h"

static int interposed_calls = 0;

/* libyaml's signatures, with its structs as opaque pointers: the loader matches names only. */
int yaml_parser_initialize(void *parser);
void yaml_parser_delete(void *parser);
void yaml_parser_set_input_string(void *parser, const unsigned char *input, size_t size);
void yaml_parser_set_encoding(void *parser, int encoding);
int yaml_parser_parse(void *parser, void *event);
void yaml_event_delete(void *event);

int yaml_parser_initialize(void *parser) {
    (void)parser;
    interposed_calls++;
    return 0; /* libyaml's failure */
}
void yaml_parser_delete(void *parser) {
    (void)parser;
    interposed_calls++;
}
void yaml_parser_set_input_string(void *parser, const unsigned char *input, size_t size) {
    (void)parser, (void)input, (void)size;
    interposed_calls++;
}
void yaml_parser_set_encoding(void *parser, int encoding) {
    (void)parser, (void)encoding;
    interposed_calls++;
}
int yaml_parser_parse(void *parser, void *event) {
    (void)parser, (void)event;
    interposed_calls++;
    return 0;
}
void yaml_event_delete(void *event) {
    (void)event;
    interposed_calls++;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: interposition_test PACKAGE_ROOT\n");
        return 2;
    }
    char path[4096];
    snprintf(path, sizeof path, "%s/Examples/remorseful-pager.yaml", argv[1]);
    tr_window *window = NULL;
    OK(tr_window_load_layout(path, (tr_size){800, 480}, &window));
    tr_view *row = NULL;
    OK(tr_window_find_view(window, "list0.row1", &row));
    CHECK(row != NULL);
    if (window) OK(tr_window_destroy(window));
    if (interposed_calls) fprintf(stderr, "the program's own yaml_* functions were called %d times\n", interposed_calls);
    CHECK(interposed_calls == 0);
    return check_summary("interposition_test");
}
