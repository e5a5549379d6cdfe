// The C peers of foldkit-bench: FoldCore's cubic-bezier solver and POP spring written in plain C,
// operation for operation as the Swift in Sources/FoldCore/Timing, so that one run can compare
// them. Each bench function times itself with clock_gettime(CLOCK_MONOTONIC).
#ifndef FOLDKIT_CBENCHPEERS_H
#define FOLDKIT_CBENCHPEERS_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Nanoseconds of CLOCK_MONOTONIC.
uint64_t fk_monotonic_ns(void);

// MARK: - UnitBezier (Sources/FoldCore/Timing/UnitBezier.swift)

/// The precomputed polynomial coefficients and x(t) at t = 0, 0.1, …, 1.
typedef struct {
    double ax, bx, cx, ay, by, cy;
    double samples[11];
} fk_unit_bezier;

void fk_unit_bezier_init(fk_unit_bezier *b, double x1, double y1, double x2, double y2);
/// t with x(t) = x: 11-sample guess, up to 8 Newton steps, then bisection.
double fk_unit_bezier_solve_curve_x(const fk_unit_bezier *b, double x, double epsilon);
/// y for x, x clamped to [0, 1]; NaN gives 0.
double fk_unit_bezier_solve(const fk_unit_bezier *b, double x);

/// reps × (every curve × every x) solves; returns the elapsed nanoseconds and writes the sum of
/// the results (in the order rep, curve, x) to *checksum.
uint64_t fk_bench_bezier(const fk_unit_bezier *curves, int ncurves, const double *xs, int nxs,
                         long reps, double *checksum);

// MARK: - POP spring (Sources/FoldCore/Timing/POPSpringAnimation.swift, POPSpringSolver.swift)

/// POPSpringParameters() defaults (bounciness 4, speed 12).
#define FK_POP_DEFAULT_TENSION 342.10058823529414
#define FK_POP_DEFAULT_FRICTION 30.486979648244255
#define FK_POP_DEFAULT_MASS 1.0

/// One component of a POPSpringAnimation with its POPSpringSolver.
typedef struct {
    // Animation.
    double to, value, velocity, threshold, elapsed;
    double previous, previous2;
    int has_previous, has_previous2;
    int is_done;
    // Solver.
    double tension, friction, mass;
    double accumulated_time;
    double last_p, last_v, last_a;
    int has_last;
    int started;
} fk_pop_spring;

void fk_pop_spring_init(fk_pop_spring *s, double from, double to, double velocity, double tension,
                        double friction, double mass, double threshold);
/// Advances by one frame of dt seconds and returns the value to write.
double fk_pop_spring_step(fk_pop_spring *s, double dt);

/// Runs nsprings springs from `from` to `to` at the default parameters and threshold, spring k
/// with initial velocity velocities[k % nvelocities], each framed at `fps` (frame 0 has dt = 0,
/// then time += 1/fps and dt = time − last) until done or max_frames. Returns the elapsed
/// nanoseconds; writes the total number of frames (step calls) and the sum of written values.
uint64_t fk_bench_pop(int nsprings, double from, double to, const double *velocities,
                      int nvelocities, double fps, long max_frames, long *frames, double *checksum);

#ifdef __cplusplus
}
#endif

#endif
