// ATK (the accessibility toolkit GTK 3 uses) and its AT-SPI bridge, which serves ATK objects
// to screen readers over D-Bus.
#include <atk/atk.h>
#include <atk-bridge.h>
