/* viewer_options.c: the command line (see viewer_options.h). */
#include "viewer_options.h"

#include <errno.h>
#include <getopt.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char usage_text[] =
    "Usage: sdl-viewer [OPTIONS]\n"
    "Show how TouchRoute routes touches: the view tree, each finger's path and\n"
    "every routing decision as it happens. Decisions and taps are also printed,\n"
    "one per line, on standard output.\n"
    "\n"
    "Layout:\n"
    "  --layout FILE          a layout file (YAML or JSON); default: the built-in\n"
    "                         layout (a pager of 3 pages of 50-row lists)\n"
    "  --screen WxH           window size in points (= SDL pixels); default 800x480\n"
    "  --page N               show page N (0-based) of the first pager first\n"
    "\n"
    "Input (default: the mouse is one finger; touch events are fingers too):\n"
    "  --device PATH|auto     read a touchscreen (auto: the first one found)\n"
    "  --grab                 grab the touchscreen so nothing else sees it\n"
    "  --replay FILE          play an evemu or libinput recording\n"
    "  --description DESC     the evemu description for an events-only FILE\n"
    "  --speed X              replay speed factor; default 1 (real time)\n"
    "  --fast                 replay as fast as possible (speed 0)\n"
    "  --rotate 0|90|180|270  turn device or replay touches clockwise\n"
    "\n"
    "Display:\n"
    "  --refresh-rate HZ      scroll motion steps per second, 30 to 240; default 60\n"
    "  --host-sync            step scroll motion from the render loop (host vsync)\n"
    "\n"
    "Gestures (the layout's recognizers are always shown, with their states):\n"
    "  --gestures             add a pinch, a rotation, a double tap and a long\n"
    "                         press on the whole window\n"
    "\n"
    "Ending and screenshots:\n"
    "  --screenshot FILE.png  write the last frame as a PNG when exiting\n"
    "  --exit-when-settled    exit once the input has ended and nothing moves\n"
    "  --exit-after-frames N  exit after N frames\n"
    "  --help                 show this help\n"
    "\n"
    "Keys: q or Escape quits, n or Right shows the next page, p or Left the\n"
    "previous one, c clears the finger paths and labels, h hides or shows the\n"
    "status line, s writes sdl-viewer.png. With the mouse, hold Ctrl while\n"
    "pressing the button for a second finger mirrored about the window's centre\n"
    "(a pinch or a rotation).\n";

/** Print a whole-sentence complaint about the command line and exit 2. */
static void usage_error(const char *format, ...)
{
    va_list arguments;
    fputs("sdl-viewer: ", stderr);
    va_start(arguments, format);
    vfprintf(stderr, format, arguments);
    va_end(arguments);
    fputs("\nTry 'sdl-viewer --help' for the options.\n", stderr);
    exit(VIEWER_EXIT_USAGE);
}

/** `text` as a finite number, or a usage error naming `option`. */
static double parse_number(const char *option, const char *text)
{
    char *end = NULL;
    errno = 0;
    double value = strtod(text, &end);
    if (end == text || *end != '\0' || errno != 0 || !isfinite(value))
        usage_error("%s needs a number, not '%s'.", option, text);
    return value;
}

/** `text` as a whole number in [minimum, maximum], or a usage error naming `option`. */
static long parse_integer(const char *option, const char *text, long minimum, long maximum)
{
    char *end = NULL;
    errno = 0;
    long value = strtol(text, &end, 10);
    if (end == text || *end != '\0' || errno != 0)
        usage_error("%s needs a whole number, not '%s'.", option, text);
    if (value < minimum || value > maximum)
        usage_error("%s must be between %ld and %ld, not %ld.", option, minimum, maximum, value);
    return value;
}

/** "1366x768" into a width and height in points, both positive. */
static void parse_screen(const char *text, double *width, double *height)
{
    char *end = NULL;
    double w = strtod(text, &end);
    if (end == text || (*end != 'x' && *end != 'X'))
        usage_error("--screen needs WIDTHxHEIGHT in points, such as 800x480, not '%s'.", text);
    const char *rest = end + 1;
    double h = strtod(rest, &end);
    if (end == rest || *end != '\0')
        usage_error("--screen needs WIDTHxHEIGHT in points, such as 800x480, not '%s'.", text);
    /* 16384 points is beyond any SDL window; it keeps the pixel arithmetic in int. */
    if (!(w >= 1 && w <= 16384 && h >= 1 && h <= 16384))
        usage_error("--screen sizes must be between 1 and 16384 points, not '%s'.", text);
    *width = w;
    *height = h;
}

enum option_code {
    OPTION_LAYOUT = 256, OPTION_SCREEN, OPTION_PAGE, OPTION_DEVICE, OPTION_GRAB, OPTION_REPLAY,
    OPTION_DESCRIPTION, OPTION_SPEED, OPTION_FAST, OPTION_ROTATE, OPTION_REFRESH_RATE,
    OPTION_HOST_SYNC, OPTION_SCREENSHOT, OPTION_EXIT_WHEN_SETTLED, OPTION_EXIT_AFTER_FRAMES,
    OPTION_GESTURES, OPTION_HELP
};

static const struct option long_options[] = {
    {"layout", required_argument, NULL, OPTION_LAYOUT},
    {"screen", required_argument, NULL, OPTION_SCREEN},
    {"page", required_argument, NULL, OPTION_PAGE},
    {"device", required_argument, NULL, OPTION_DEVICE},
    {"grab", no_argument, NULL, OPTION_GRAB},
    {"replay", required_argument, NULL, OPTION_REPLAY},
    {"description", required_argument, NULL, OPTION_DESCRIPTION},
    {"speed", required_argument, NULL, OPTION_SPEED},
    {"fast", no_argument, NULL, OPTION_FAST},
    {"rotate", required_argument, NULL, OPTION_ROTATE},
    {"refresh-rate", required_argument, NULL, OPTION_REFRESH_RATE},
    {"host-sync", no_argument, NULL, OPTION_HOST_SYNC},
    {"screenshot", required_argument, NULL, OPTION_SCREENSHOT},
    {"exit-when-settled", no_argument, NULL, OPTION_EXIT_WHEN_SETTLED},
    {"exit-after-frames", required_argument, NULL, OPTION_EXIT_AFTER_FRAMES},
    {"gestures", no_argument, NULL, OPTION_GESTURES},
    {"help", no_argument, NULL, OPTION_HELP},
    {NULL, 0, NULL, 0}
};

/** The options that only make sense with another one, checked after parsing. */
static void check_combinations(const viewer_options *options, bool speed_given, bool fast_given)
{
    if (options->input != INPUT_DEVICE && options->grab)
        usage_error("--grab only applies to a touchscreen opened with --device.");
    if (options->input != INPUT_REPLAY) {
        if (options->description_path != NULL)
            usage_error("--description only applies to a recording given with --replay.");
        if (speed_given || fast_given)
            usage_error("--speed and --fast only apply to a recording given with --replay.");
    }
    if (speed_given && fast_given)
        usage_error("--speed and --fast both set the replay speed; give one of them.");
    if (options->input == INPUT_MOUSE && options->rotation != 0)
        usage_error("--rotate only applies to --device or --replay; the mouse needs no mapping.");
}

void viewer_options_parse(int argc, char **argv, viewer_options *options)
{
    *options = (viewer_options){
        .screen_width = 800, .screen_height = 480, .page = -1, .input = INPUT_MOUSE, .speed = 1,
    };
    bool speed_given = false, fast_given = false;

    opterr = 0; /* the messages below say more than getopt's */
    for (;;) {
        int previous_index = optind;
        int code = getopt_long(argc, argv, ":", long_options, NULL);
        if (code == -1)
            break;
        switch (code) {
        case OPTION_LAYOUT: options->layout_path = optarg; break;
        case OPTION_SCREEN: parse_screen(optarg, &options->screen_width, &options->screen_height); break;
        case OPTION_PAGE: options->page = (int32_t)parse_integer("--page", optarg, 0, INT32_MAX); break;
        case OPTION_DEVICE:
            if (options->input == INPUT_REPLAY)
                usage_error("--device and --replay are two inputs; give one of them.");
            options->input = INPUT_DEVICE;
            options->device_path = strcmp(optarg, "auto") == 0 ? NULL : optarg;
            break;
        case OPTION_GRAB: options->grab = true; break;
        case OPTION_REPLAY:
            if (options->input == INPUT_DEVICE)
                usage_error("--device and --replay are two inputs; give one of them.");
            options->input = INPUT_REPLAY;
            options->replay_path = optarg;
            break;
        case OPTION_DESCRIPTION: options->description_path = optarg; break;
        case OPTION_SPEED:
            options->speed = parse_number("--speed", optarg);
            if (!(options->speed > 0))
                usage_error("--speed must be above 0 (use --fast for as fast as possible), not '%s'.", optarg);
            speed_given = true;
            break;
        case OPTION_FAST: options->speed = 0; fast_given = true; break;
        case OPTION_ROTATE: {
            long degrees = parse_integer("--rotate", optarg, 0, 270);
            if (degrees % 90 != 0)
                usage_error("--rotate must be 0, 90, 180 or 270, not %ld.", degrees);
            options->rotation = (int32_t)degrees;
            break;
        }
        case OPTION_REFRESH_RATE:
            options->refresh_rate = parse_number("--refresh-rate", optarg);
            /* The router's range (touchroute.h): slower would stutter, faster no display runs. */
            if (!(options->refresh_rate >= 30 && options->refresh_rate <= 240))
                usage_error("--refresh-rate must be between 30 and 240 Hz, not '%s'.", optarg);
            break;
        case OPTION_HOST_SYNC: options->host_sync = true; break;
        case OPTION_GESTURES: options->demo_gestures = true; break;
        case OPTION_SCREENSHOT: options->screenshot_path = optarg; break;
        case OPTION_EXIT_WHEN_SETTLED: options->exit_when_settled = true; break;
        case OPTION_EXIT_AFTER_FRAMES:
            options->exit_after_frames = parse_integer("--exit-after-frames", optarg, 1, 1000000000L);
            break;
        case OPTION_HELP: fputs(usage_text, stdout); exit(0);
        case ':': usage_error("%s needs a value.", argv[optind - 1]); break;
        default: /* '?': getopt could not match the option */
            usage_error("unknown option '%s'.", argv[previous_index < argc ? previous_index : argc - 1]);
        }
    }
    if (optind < argc)
        usage_error("unexpected argument '%s'; every input is given with an option.", argv[optind]);
    check_combinations(options, speed_given, fast_given);
}
