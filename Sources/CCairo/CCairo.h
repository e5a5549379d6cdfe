// The C surface FoldRender draws with: cairo for vector content, pango for text layout.
#include <cairo.h>
#include <pango/pangocairo.h>
