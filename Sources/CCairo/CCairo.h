// The C surface FoldRender draws with: cairo for vector content, pango for text layout.
#include <cairo.h>
#include <pango/pangocairo.h>
// wmemset: glibc's widest-store fill of 32-bit values (wchar_t is 32 bits on Linux), for solid spans.
#include <wchar.h>
