// pixman, the peer of FoldRender's compositor benchmarks (linked only by foldkit-bench).
#include <pixman.h>
