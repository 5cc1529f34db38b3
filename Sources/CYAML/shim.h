// libyaml (Debian libyaml-dev, pkg-config yaml-0.1): the C reference YAML
// parser. TouchRoute uses its event API only, to read layouts and
// `libinput record` files as streams.
#include <yaml.h>
