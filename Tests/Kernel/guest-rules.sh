# Sourced by guest-init.sh (the VM's /init) when run.sh stages it as
# /cases/guest-rules.sh: the case of udev/'s rules, which run.sh stages in
# /lib/udev/rules.d as the Debian package installs them. Uses the helpers of
# guest-init.sh (start_device_as, settle, send, remove_devices).

# shipped-rules DESC EVENTS: a touchscreen made from DESC; what udev made of
# it and of /dev/uinput. uinput.ko was loaded before udevd started, so
# /dev/uinput was already there, as a boot-time static node is: udevd's start
# must have tagged it (static_node=uinput) and the coldplug's misc event too.
# The VM has no logind, so the ACL that follows the tag is not checked here.
# Parts: touchscreen and uinput (udevadm info --query=property), static (the
# links under /run/udev/static_node-tags/uaccess), modes (`stat` of both
# nodes: mode, owner, group).
case_shipped_rules() {
    start_device_as dev "$1" "$2" --no-fuzz || { device_failed dev; return; }
    settle
    udevadm info --query=property --name="$NODE_dev" >/tmp/touchscreen 2>&1
    say "@@@ STATUS $name info-touchscreen $?"
    udevadm info --query=property --name=/dev/uinput >/tmp/uinput 2>&1
    say "@@@ STATUS $name info-uinput $?"
    ls /run/udev/static_node-tags/uaccess >/tmp/static 2>&1
    stat -c '%n %a %u %g' "$NODE_dev" /dev/uinput >/tmp/modes 2>&1
    for part in touchscreen uinput static modes; do send "$name" $part /tmp/$part; done
    remove_devices dev
}
