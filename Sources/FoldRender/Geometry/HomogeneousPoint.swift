/// A point in homogeneous clip space: before the perspective divide.
struct HomogeneousPoint {
    var x, y, z, w: Double
}
