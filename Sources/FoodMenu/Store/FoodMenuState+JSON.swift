import FoldCore

extension FoodMenuState {
    /// `{"liked":["mapo-tofu",…],"cart":{"egg-tart":2,…}}`: the liked ids in the order they were
    /// liked, the cart's ids sorted (what `foodmenu --print-state` prints; a contract).
    public var json: String {
        let likedText = liked.map(JSONText.string).joined(separator: ",")
        let cartText = cart.sorted { $0.key < $1.key }.map { "\(JSONText.string($0.key)):\($0.value)" }.joined(separator: ",")
        return "{\"liked\":[\(likedText)],\"cart\":{\(cartText)}}"
    }
}
