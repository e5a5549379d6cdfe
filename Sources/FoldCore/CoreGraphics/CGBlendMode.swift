import CCairo
import Foundation

/// How what is drawn composites with what is there (CGBlendMode): the separable and
/// non-separable blend modes of the PDF reference, the Porter-Duff operators, and the two
/// additive ones. R is the premultiplied result, S and D the source and destination colours,
/// Sa and Da their alphas.
public enum CGBlendMode: Int32, Sendable {
    case normal = 0
    case multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    /// R = 0
    case clear
    /// R = S
    case copy
    /// R = S·Da
    case sourceIn
    /// R = S·(1 − Da)
    case sourceOut
    /// R = S·Da + D·(1 − Sa)
    case sourceAtop
    /// R = S·(1 − Da) + D
    case destinationOver
    /// R = D·Sa
    case destinationIn
    /// R = D·(1 − Sa)
    case destinationOut
    /// R = S·(1 − Da) + D·Sa
    case destinationAtop
    /// R = S·(1 − Da) + D·(1 − Sa)
    case xor
    /// R = MAX(0, 1 − ((1 − D) + (1 − S))), for premultiplied colours: what each lacks of its
    /// alpha adds up, Ra = MIN(1, Sa + Da), R = MAX(0, Ra − ((Sa − S) + (Da − D))) (so a
    /// transparent source leaves D as it is).
    case plusDarker
    /// R = MIN(1, S + D)
    case plusLighter

    /// cairo's operator for the mode; nil for plus-darker, which cairo lacks.
    var cairoOperator: cairo_operator_t? {
        switch self {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: CAIRO_OPERATOR_CLEAR
        case .copy: CAIRO_OPERATOR_SOURCE
        case .sourceIn: CAIRO_OPERATOR_IN
        case .sourceOut: CAIRO_OPERATOR_OUT
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: CAIRO_OPERATOR_DEST_IN
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
        case .xor: CAIRO_OPERATOR_XOR
        case .plusDarker: nil
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }
}
