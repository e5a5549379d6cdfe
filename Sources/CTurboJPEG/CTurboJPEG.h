// libjpeg-turbo's TurboJPEG API for Swift (tjInitDecompress, tjDecompress2, tjGetErrorCode).
#ifndef FOLDKIT_CTURBOJPEG_H
#define FOLDKIT_CTURBOJPEG_H

#include <turbojpeg.h>

#endif
