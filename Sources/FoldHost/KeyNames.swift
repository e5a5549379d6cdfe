import FoldCore

/// The key names a host sends (`InputEvent.key`): SDL 2's key names, lowercased, as the window
/// host reports a key press. An input script may name only these, so a recording presses only
/// keys a window could: a misspelt name ("spcae") is an error in the script, not a key that no
/// app will ever see. FoldHostTests holds this list to SDL's own.
public enum KeyNames {
    public static let all: Set<String> = [
        "#", "'", ",", "-", ".", "/", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", ";", "=", "[", "\\", "]",
        "`", "a", "ac back", "ac bookmarks", "ac forward", "ac home", "ac refresh", "ac search", "ac stop", "again",
        "alterase", "app1", "app2", "application", "audiofastforward", "audiomute", "audionext", "audioplay",
        "audioprev", "audiorewind", "audiostop", "b", "backspace", "brightnessdown", "brightnessup", "c",
        "calculator", "call", "cancel", "capslock", "clear", "clear / again", "computer", "copy", "crsel",
        "currencysubunit", "currencyunit", "cut", "d", "decimalseparator", "delete", "displayswitch", "down", "e",
        "eject", "end", "endcall", "escape", "execute", "exsel", "f", "f1", "f10", "f11", "f12", "f13", "f14", "f15",
        "f16", "f17", "f18", "f19", "f2", "f20", "f21", "f22", "f23", "f24", "f3", "f4", "f5", "f6", "f7", "f8",
        "f9", "find", "g", "h", "help", "home", "i", "insert", "j", "k", "kbdillumdown", "kbdillumtoggle",
        "kbdillumup", "keypad !", "keypad #", "keypad %", "keypad &", "keypad &&", "keypad (", "keypad )",
        "keypad *", "keypad +", "keypad +/-", "keypad ,", "keypad -", "keypad .", "keypad /", "keypad 0",
        "keypad 00", "keypad 000", "keypad 1", "keypad 2", "keypad 3", "keypad 4", "keypad 5", "keypad 6",
        "keypad 7", "keypad 8", "keypad 9", "keypad :", "keypad <", "keypad =", "keypad = (as400)", "keypad >",
        "keypad @", "keypad ^", "keypad a", "keypad b", "keypad backspace", "keypad binary", "keypad c",
        "keypad clear", "keypad clearentry", "keypad d", "keypad decimal", "keypad e", "keypad enter", "keypad f",
        "keypad hexadecimal", "keypad memadd", "keypad memclear", "keypad memdivide", "keypad memmultiply",
        "keypad memrecall", "keypad memstore", "keypad memsubtract", "keypad octal", "keypad space", "keypad tab",
        "keypad xor", "keypad {", "keypad |", "keypad ||", "keypad }", "l", "left", "left alt", "left ctrl",
        "left gui", "left shift", "m", "mail", "mediaselect", "menu", "modeswitch", "mute", "n", "numlock", "o",
        "oper", "out", "p", "pagedown", "pageup", "paste", "pause", "power", "printscreen", "prior", "q", "r",
        "return", "right", "right alt", "right ctrl", "right gui", "right shift", "s", "scrolllock", "select",
        "separator", "sleep", "softleft", "softright", "space", "stop", "sysreq", "t", "tab", "thousandsseparator",
        "u", "undo", "up", "v", "volumedown", "volumeup", "w", "www", "x", "y", "z"
    ]

    /// The problem with `name` as a key name, or nil when it is one.
    static func problem(with name: String) -> String? {
        guard !all.contains(name) else { return nil }
        var message = "\(QuotedText.quoted(name)) is not a key name; names are SDL's, lowercased: \"space\", \"a\", \"left\", \"return\", \"f1\" …"
        if name.count <= 40, let near = nearest(name.lowercased(), in: all.sorted()) { message += "; did you mean \"\(near)\"?" }
        return message
    }
}
