// The C peers of foldkit-bench. See include/peers.h. Kept as plain as the Swift it mirrors: the
// same precomputation, the same expressions in the same order, the same loops and epsilons.
#include "peers.h"

#include <math.h>
#include <time.h>

uint64_t fk_monotonic_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

// MARK: - UnitBezier

void fk_unit_bezier_init(fk_unit_bezier *b, double x1, double y1, double x2, double y2) {
    b->cx = 3 * x1;
    b->bx = 3 * (x2 - x1) - b->cx;
    b->ax = 1 - b->cx - b->bx;
    b->cy = 3 * y1;
    b->by = 3 * (y2 - y1) - b->cy;
    b->ay = 1 - b->cy - b->by;
    for (int i = 0; i <= 10; i++) {
        double t = (double)i / 10;
        b->samples[i] = ((b->ax * t + b->bx) * t + b->cx) * t;
    }
}

static inline double sample_x(const fk_unit_bezier *b, double t) { return ((b->ax * t + b->bx) * t + b->cx) * t; }
static inline double sample_y(const fk_unit_bezier *b, double t) { return ((b->ay * t + b->by) * t + b->cy) * t; }
static inline double sample_derivative_x(const fk_unit_bezier *b, double t) {
    return (3 * b->ax * t + 2 * b->bx) * t + b->cx;
}

double fk_unit_bezier_solve_curve_x(const fk_unit_bezier *b, double x, double epsilon) {
    // Initial guess: linear interpolation between the bracketing samples.
    int i = 1;
    while (i < 10 && b->samples[i] <= x) i += 1;
    double lo = b->samples[i - 1], hi = b->samples[i];
    double t = ((double)(i - 1) + (hi > lo ? (x - lo) / (hi - lo) : 0)) / 10;
    for (int k = 0; k < 8; k++) {
        double err = sample_x(b, t) - x;
        if (fabs(err) < epsilon) return t;
        double d = sample_derivative_x(b, t);
        if (fabs(d) < 1e-7) break;
        t -= err / d;
    }
    // Bisection.
    double t0 = 0.0, t1 = 1.0;
    t = x;
    while (t1 - t0 > 1e-15) {
        double err = sample_x(b, t) - x;
        if (fabs(err) < epsilon) return t;
        if (err < 0) t0 = t; else t1 = t;
        t = (t0 + t1) / 2;
    }
    return t;
}

double fk_unit_bezier_solve(const fk_unit_bezier *b, double x) {
    if (!(x > 0)) return 0;
    if (!(x < 1)) return 1;
    return sample_y(b, fk_unit_bezier_solve_curve_x(b, x, 1e-12));
}

uint64_t fk_bench_bezier(const fk_unit_bezier *curves, int ncurves, const double *xs, int nxs,
                         long reps, double *checksum) {
    uint64_t start = fk_monotonic_ns();
    double sum = 0;
    for (long r = 0; r < reps; r++)
        for (int c = 0; c < ncurves; c++)
            for (int i = 0; i < nxs; i++) sum += fk_unit_bezier_solve(&curves[c], xs[i]);
    uint64_t end = fk_monotonic_ns();
    *checksum = sum;
    return end - start;
}

// MARK: - POP spring

/// POP's step: 0.001 as a Float.
static const double solver_dt = (double)0.001f;
static const double max_frame_dt = 30.0;

void fk_pop_spring_init(fk_pop_spring *s, double from, double to, double velocity, double tension,
                        double friction, double mass, double threshold) {
    s->to = to;
    s->value = from;
    s->velocity = velocity;
    s->threshold = threshold;
    s->elapsed = 0;
    s->previous = s->previous2 = 0;
    s->has_previous = s->has_previous2 = 0;
    s->is_done = 0;
    s->tension = tension;
    s->friction = friction;
    s->mass = mass;
    s->accumulated_time = 0;
    s->last_p = s->last_v = s->last_a = 0;
    s->has_last = 0;
    s->started = 0;
}

static inline double acceleration(const fk_pop_spring *s, double p, double v) {
    return -(s->tension / s->mass) * p - (s->friction / s->mass) * v;
}

/// One classic RK4 step of length dt: (p, v, a) with a the averaged acceleration.
static inline void integrate(const fk_pop_spring *s, double p, double v, double dt,
                             double *op, double *ov, double *oa) {
    double a1 = acceleration(s, p, v);
    double p2 = p + v * dt * 0.5, v2 = v + a1 * dt * 0.5;
    double a2 = acceleration(s, p2, v2);
    double p3 = p + v2 * dt * 0.5, v3 = v + a2 * dt * 0.5;
    double a3 = acceleration(s, p3, v3);
    double p4 = p + v3 * dt, v4 = v + a3 * dt;
    double a4 = acceleration(s, p4, v4);
    (void)p4;
    double dpdt = (v + 2 * (v2 + v3) + v4) / 6;
    double dvdt = (a1 + 2 * (a2 + a3) + a4) / 6;
    *op = p + dpdt * dt;
    *ov = v + dvdt * dt;
    *oa = dvdt;
}

/// POPSpringSolver.advance for one component.
static void advance(fk_pop_spring *s, double *p, double *v, double dt) {
    if (dt > 0) s->started = 1;
    if (dt > max_frame_dt) {
        s->accumulated_time = 0;
        *p = 0;
        *v = 0;
        s->last_p = *p;
        s->last_v = *v;
        s->last_a = 0;
        s->has_last = 1;
        return;
    }
    s->accumulated_time += dt;
    long steps = 0;
    double acc = s->accumulated_time;
    while (acc >= solver_dt) {
        acc -= solver_dt;
        steps += 1;
    }
    s->accumulated_time = acc;
    double alpha = s->accumulated_time / solver_dt;
    double cp = *p, cv = *v, ca = 0.0;
    double pp = cp, pv = cv, pa = ca;
    for (long k = 0; k < steps; k++) {
        pp = cp; pv = cv; pa = ca;
        integrate(s, cp, cv, solver_dt, &cp, &cv, &ca);
    }
    *p = pp + (cp - pp) * alpha;
    *v = pv + (cv - pv) * alpha;
    double a = pa + (ca - pa) * alpha;
    s->last_p = *p;
    s->last_v = *v;
    s->last_a = a;
    s->has_last = 1;
}

/// POP's solver rest test: |p| < t/2, v² < 25·t and a² < 625·t².
static int solver_converged(const fk_pop_spring *s, double t) {
    if (!s->has_last) return 0;
    if (!(fabs(s->last_p) < t / 2)) return 0;
    double v2 = 0 + s->last_v * s->last_v;
    double a2 = 0 + s->last_a * s->last_a;
    return v2 < 25 * t && a2 < 625 * t * t;
}

/// The animation rest test: the last two written values within threshold/5 of `to` and of each other.
static int animation_converged(const fk_pop_spring *s) {
    if (!s->has_previous || !s->has_previous2) return 0;
    double t = s->threshold / 5;
    if (fabs(s->to - s->previous) >= t || fabs(s->previous2 - s->previous) >= t) return 0;
    return 1;
}

double fk_pop_spring_step(fk_pop_spring *s, double dt) {
    if (s->is_done) return s->value;
    s->elapsed += dt;
    double p = s->to - s->value;
    double v = -s->velocity;
    advance(s, &p, &v, dt);
    s->value = s->to - p;
    s->velocity = -v;
    s->previous2 = s->previous;
    s->has_previous2 = s->has_previous;
    s->previous = s->value;
    s->has_previous = 1;
    if (s->started && (animation_converged(s) || solver_converged(s, s->threshold))) {
        s->is_done = 1;
        s->value = s->to;
    }
    return s->value;
}

uint64_t fk_bench_pop(int nsprings, double from, double to, const double *velocities,
                      int nvelocities, double fps, long max_frames, long *frames, double *checksum) {
    uint64_t start = fk_monotonic_ns();
    long total = 0;
    double sum = 0;
    for (int k = 0; k < nsprings; k++) {
        fk_pop_spring s;
        fk_pop_spring_init(&s, from, to, velocities[k % nvelocities], FK_POP_DEFAULT_TENSION,
                           FK_POP_DEFAULT_FRICTION, FK_POP_DEFAULT_MASS, 1);
        double time = 0.0, last = 0.0;
        for (long frame = 0; frame <= max_frames; frame++) {
            if (frame > 0) time += 1 / fps;
            sum += fk_pop_spring_step(&s, time - last);
            total += 1;
            last = time;
            if (s.is_done) break;
        }
    }
    uint64_t end = fk_monotonic_ns();
    *frames = total;
    *checksum = sum;
    return end - start;
}
