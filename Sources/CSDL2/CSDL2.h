// SDL2, found through pkg-config (`sdl2`); SDL_main is not used (Swift owns main).
#define SDL_MAIN_HANDLED 1
#include <SDL.h>
