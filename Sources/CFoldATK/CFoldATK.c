#include "CFoldATK.h"
#include <atk-bridge.h>

static FoldATKCallbacks fold_callbacks;
static GHashTable *fold_objects; // node id -> FoldATKObject (a reference each)
static int fold_started;
static char *fold_toolkit_version;

typedef struct {
    AtkObject parent;
    uint64_t node;
    int defunct;
} FoldATKObject;

typedef struct {
    AtkObjectClass parent_class;
} FoldATKObjectClass;

static void fold_component_init(AtkComponentIface *iface);
static void fold_action_init(AtkActionIface *iface);

G_DEFINE_TYPE_WITH_CODE(FoldATKObject, fold_atk_object, ATK_TYPE_OBJECT,
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_COMPONENT, fold_component_init)
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_ACTION, fold_action_init))

#define FOLD_NODE(obj) (((FoldATKObject *)(obj))->node)
#define FOLD_DEFUNCT(obj) (((FoldATKObject *)(obj))->defunct)

static AtkObject *fold_object(uint64_t node) {
    if (node == 0 || fold_objects == NULL) return NULL;
    AtkObject *object = g_hash_table_lookup(fold_objects, &node);
    if (object != NULL) return object;
    FoldATKObject *created = g_object_new(fold_atk_object_get_type(), NULL);
    created->node = node;
    object = ATK_OBJECT(created);
    atk_object_initialize(object, NULL);
    uint64_t *key = g_new(uint64_t, 1);
    *key = node;
    g_hash_table_insert(fold_objects, key, object);
    return object;
}

static const gchar *fold_get_name(AtkObject *object) {
    return FOLD_DEFUNCT(object) ? NULL : fold_callbacks.name(FOLD_NODE(object));
}

static const gchar *fold_get_description(AtkObject *object) {
    return FOLD_DEFUNCT(object) ? NULL : fold_callbacks.description(FOLD_NODE(object));
}

static AtkObject *fold_get_parent(AtkObject *object) {
    return FOLD_DEFUNCT(object) ? NULL : fold_object(fold_callbacks.parent(FOLD_NODE(object)));
}

static gint fold_get_n_children(AtkObject *object) {
    return FOLD_DEFUNCT(object) ? 0 : fold_callbacks.child_count(FOLD_NODE(object));
}

static AtkObject *fold_ref_child(AtkObject *object, gint index) {
    if (FOLD_DEFUNCT(object)) return NULL;
    AtkObject *child = fold_object(fold_callbacks.child_at(FOLD_NODE(object), index));
    return child ? g_object_ref(child) : NULL;
}

static gint fold_get_index_in_parent(AtkObject *object) {
    return FOLD_DEFUNCT(object) ? -1 : fold_callbacks.index_in_parent(FOLD_NODE(object));
}

static AtkRole fold_get_role(AtkObject *object) {
    return FOLD_DEFUNCT(object) ? ATK_ROLE_INVALID : fold_callbacks.role(FOLD_NODE(object));
}

static AtkStateSet *fold_ref_state_set(AtkObject *object) {
    AtkStateSet *set = atk_state_set_new();
    if (FOLD_DEFUNCT(object)) {
        atk_state_set_add_state(set, ATK_STATE_DEFUNCT);
        return set;
    }
    uint64_t bits = fold_callbacks.states(FOLD_NODE(object));
    for (int state = 0; state < 64 && state < ATK_STATE_LAST_DEFINED; state++) {
        if (bits & ((uint64_t)1 << state)) atk_state_set_add_state(set, (AtkStateType)state);
    }
    return set;
}

static void fold_atk_object_class_init(FoldATKObjectClass *klass) {
    AtkObjectClass *atk = ATK_OBJECT_CLASS(klass);
    atk->get_name = fold_get_name;
    atk->get_description = fold_get_description;
    atk->get_parent = fold_get_parent;
    atk->get_n_children = fold_get_n_children;
    atk->ref_child = fold_ref_child;
    atk->get_index_in_parent = fold_get_index_in_parent;
    atk->get_role = fold_get_role;
    atk->ref_state_set = fold_ref_state_set;
}

static void fold_atk_object_init(FoldATKObject *self) { (void)self; }

static void fold_get_extents(AtkComponent *component, gint *x, gint *y, gint *width, gint *height,
                             AtkCoordType coord_type) {
    int sx = 0, sy = 0, w = 0, h = 0;
    if (!FOLD_DEFUNCT(component)) fold_callbacks.extents(FOLD_NODE(component), &sx, &sy, &w, &h);
    if (coord_type != ATK_XY_SCREEN) {
        // Window and parent coordinates: from the window's (node 2's) corner; FoldKit's
        // elements are children of the window.
        int wx = 0, wy = 0, ww = 0, wh = 0;
        fold_callbacks.extents(2, &wx, &wy, &ww, &wh);
        if (FOLD_NODE(component) != 2) { sx -= wx; sy -= wy; } else { sx = 0; sy = 0; }
    }
    if (x) *x = sx;
    if (y) *y = sy;
    if (width) *width = w;
    if (height) *height = h;
}

static gboolean fold_grab_focus(AtkComponent *component) {
    return !FOLD_DEFUNCT(component) && fold_callbacks.grab_focus(FOLD_NODE(component));
}

static void fold_component_init(AtkComponentIface *iface) {
    iface->get_extents = fold_get_extents;
    iface->grab_focus = fold_grab_focus;
}

static gint fold_get_n_actions(AtkAction *action) {
    return FOLD_DEFUNCT(action) ? 0 : fold_callbacks.action_count(FOLD_NODE(action));
}

static const gchar *fold_action_get_name(AtkAction *action, gint index) {
    return FOLD_DEFUNCT(action) ? NULL : fold_callbacks.action_name(FOLD_NODE(action), index);
}

static gboolean fold_do_action(AtkAction *action, gint index) {
    return !FOLD_DEFUNCT(action) && fold_callbacks.do_action(FOLD_NODE(action), index);
}

static void fold_action_init(AtkActionIface *iface) {
    iface->get_n_actions = fold_get_n_actions;
    iface->get_name = fold_action_get_name;
    iface->get_localized_name = fold_action_get_name;
    iface->do_action = fold_do_action;
}

// ATK's root and toolkit come from the AtkUtil class, which a toolkit fills in.
static AtkObject *fold_util_get_root(void) { return fold_object(1); }
static const gchar *fold_util_get_toolkit_name(void) { return "FoldKit"; }
static const gchar *fold_util_get_toolkit_version(void) { return fold_toolkit_version; }

int fold_atk_start(const FoldATKCallbacks *callbacks, const char *toolkit_version) {
    if (fold_started) return 0;
    fold_callbacks = *callbacks;
    g_free(fold_toolkit_version);
    fold_toolkit_version = g_strdup(toolkit_version);
    fold_objects = g_hash_table_new_full(g_int64_hash, g_int64_equal, g_free, g_object_unref);
    AtkUtilClass *util = g_type_class_ref(ATK_TYPE_UTIL);
    util->get_root = fold_util_get_root;
    util->get_toolkit_name = fold_util_get_toolkit_name;
    util->get_toolkit_version = fold_util_get_toolkit_version;
    int status = atk_bridge_adaptor_init(NULL, NULL);
    if (status != 0) {
        g_hash_table_destroy(fold_objects);
        fold_objects = NULL;
        return status;
    }
    fold_started = 1;
    return 0;
}

void fold_atk_pump(void) {
    if (!fold_started) return;
    while (g_main_context_iteration(NULL, FALSE)) {
    }
}

void fold_atk_stop(void) {
    if (!fold_started) return;
    atk_bridge_adaptor_cleanup();
    g_hash_table_destroy(fold_objects);
    fold_objects = NULL;
    fold_started = 0;
}

void fold_atk_children_changed(uint64_t parent, int index, uint64_t child, int added) {
    AtkObject *p = fold_object(parent), *c = fold_object(child);
    if (p == NULL || c == NULL) return;
    g_signal_emit_by_name(p, added ? "children-changed::add" : "children-changed::remove", index, c);
}

void fold_atk_state_changed(uint64_t node, AtkStateType state, int value) {
    AtkObject *object = fold_object(node);
    if (object) atk_object_notify_state_change(object, state, value != 0);
}

void fold_atk_name_changed(uint64_t node) {
    AtkObject *object = fold_object(node);
    if (object) g_object_notify(G_OBJECT(object), "accessible-name");
}

void fold_atk_description_changed(uint64_t node) {
    AtkObject *object = fold_object(node);
    if (object) g_object_notify(G_OBJECT(object), "accessible-description");
}

void fold_atk_forget(uint64_t node) {
    if (fold_objects == NULL) return;
    AtkObject *object = g_hash_table_lookup(fold_objects, &node);
    if (object == NULL) return;
    FOLD_DEFUNCT(object) = 1;
    atk_object_notify_state_change(object, ATK_STATE_DEFUNCT, TRUE);
    g_hash_table_remove(fold_objects, &node);
}
