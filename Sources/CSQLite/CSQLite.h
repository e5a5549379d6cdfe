// SQLite 3, found through pkg-config (`sqlite3`): FoodMenu's store of likes and the cart.
#include <sqlite3.h>

// SQLITE_TRANSIENT is a cast macro Swift cannot import: bound text is copied by SQLite.
static inline void (*csqlite_transient(void))(void *) { return SQLITE_TRANSIENT; }
