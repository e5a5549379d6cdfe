// libpng 1.6's simplified API for Swift. The function-like macros of png.h do not import into
// Swift, so the few FoldRender needs are wrapped here as inline functions.
#ifndef FOLDKIT_CPNG_H
#define FOLDKIT_CPNG_H

#include <png.h>
#include <string.h>

/// Sample formats for png_image.format (png.h builds them from macros Swift cannot import).
static const png_uint_32 CPNG_FORMAT_GRAY = PNG_FORMAT_GRAY;
static const png_uint_32 CPNG_FORMAT_GA = PNG_FORMAT_GA;
static const png_uint_32 CPNG_FORMAT_RGB = PNG_FORMAT_RGB;
static const png_uint_32 CPNG_FORMAT_RGBA = PNG_FORMAT_RGBA;
static const png_uint_32 CPNG_FORMAT_LINEAR_Y = PNG_FORMAT_LINEAR_Y;
static const png_uint_32 CPNG_FORMAT_LINEAR_RGB_ALPHA = PNG_FORMAT_LINEAR_RGB_ALPHA;
static const png_uint_32 CPNG_FORMAT_RGB_COLORMAP = PNG_FORMAT_RGB_COLORMAP;
static const png_uint_32 CPNG_FORMAT_RGBA_COLORMAP = PNG_FORMAT_RGBA_COLORMAP;

/// A png_image ready for png_image_begin_read_* or png_image_write_*: zeroed, versioned.
static inline png_image cpng_image_init(void) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    return image;
}

/// True when the last simplified-API call failed (as opposed to merely warning).
static inline int cpng_image_failed(const png_image *image) {
    return PNG_IMAGE_FAILED(*image);
}

/// An upper bound on the encoded size, so png_image_write_to_memory runs once.
static inline png_alloc_size_t cpng_image_png_size_max(const png_image *image) {
    return PNG_IMAGE_PNG_SIZE_MAX(*image);
}

#endif
