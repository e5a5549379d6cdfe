import CSDL2
import Foundation
import Testing

@testable import FoldHost

/// The key names scripts may use are the ones the window host can send: SDL's own names for
/// every key, lowercased (WindowHost.handleKey), read from the SDL this build links.
@Suite struct KeyNamesTests {
    @Test func theListIsSDLsKeyNamesLowercased() throws {
        // The dummy driver, named here (not in the environment, which the window tests' programs
        // inherit): no display needed, and SDL's default keymap.
        SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy")
        defer { SDL_SetHint(SDL_HINT_VIDEODRIVER, nil) }
        let started = SDL_Init(SDL_INIT_VIDEO) == 0
        try #require(started, "\(String(cString: SDL_GetError()))")
        defer { SDL_Quit() }
        var names: Set<String> = []
        for scancode in 0..<Int32(SDL_NUM_SCANCODES.rawValue) {
            let key = SDL_GetKeyFromScancode(SDL_Scancode(rawValue: UInt32(scancode)))
            guard key != 0, let name = SDL_GetKeyName(key) else { continue }
            let text = String(cString: name).lowercased()
            if !text.isEmpty { names.insert(text) }
        }
        #expect(names.count > 200)
        #expect(names.subtracting(KeyNames.all).sorted() == [], "SDL names the list lacks")
        #expect(KeyNames.all.subtracting(names).sorted() == [], "names SDL does not have")
    }
}
