// FoldKit's ATK objects: one GObject class whose instances stand for FoldKit's accessibility
// nodes (the application, its window, the window's elements), answering ATK's questions through
// callbacks into Swift. C because GObject classes and GLib's variadic signal calls are C's.
#ifndef CFOLDATK_H
#define CFOLDATK_H

#include <stdint.h>
#include <atk/atk.h>

/// Questions about a node, by its id (never 0). Strings stay owned by Swift until the next call
/// for the same node.
typedef struct FoldATKCallbacks {
    const char *(*name)(uint64_t node);
    const char *(*description)(uint64_t node);
    AtkRole (*role)(uint64_t node);
    /// A bit per AtkStateType.
    uint64_t (*states)(uint64_t node);
    /// 0 for the application (it has no parent).
    uint64_t (*parent)(uint64_t node);
    int (*child_count)(uint64_t node);
    /// 0 when there is no such child.
    uint64_t (*child_at)(uint64_t node, int index);
    int (*index_in_parent)(uint64_t node);
    /// In screen pixels.
    void (*extents)(uint64_t node, int *x, int *y, int *width, int *height);
    int (*grab_focus)(uint64_t node);
    int (*action_count)(uint64_t node);
    const char *(*action_name)(uint64_t node, int index);
    int (*do_action)(uint64_t node, int index);
} FoldATKCallbacks;

/// Starts serving: node 1 is the application (ATK's root). Then the bridge registers with the
/// AT-SPI registry on the accessibility bus. Returns 0, or the bridge's error.
int fold_atk_start(const FoldATKCallbacks *callbacks, const char *toolkit_version);
/// Answers what arrived on the bus (GLib's default main context), without waiting.
void fold_atk_pump(void);
/// Stops serving and forgets every object.
void fold_atk_stop(void);

/// Tells listeners a child was added to or removed from `parent` at `index`.
void fold_atk_children_changed(uint64_t parent, int index, uint64_t child, int added);
/// Tells listeners a state changed.
void fold_atk_state_changed(uint64_t node, AtkStateType state, int value);
/// Tells listeners the name (or the description) changed.
void fold_atk_name_changed(uint64_t node);
void fold_atk_description_changed(uint64_t node);
/// The node is gone: its object turns defunct and is dropped.
void fold_atk_forget(uint64_t node);

#endif
