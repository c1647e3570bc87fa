/**
 * An icon drawn as a CSS mask in the text colour, for plain markup that must mount no icon
 * component on a hot path (the till's receipt lines, the desks' sign): `ICOON_ALS_MASKER` on a
 * `::before`, with `mask: svgMasker(pad)` for a Material icon's SVG path (24 × 24).
 */
export const svgMasker = (pad: string) =>
  `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='${pad}'/%3E%3C/svg%3E") center / contain no-repeat`;

export const ICOON_ALS_MASKER = {
  content: '""',
  flexShrink: 0,
  backgroundColor: 'currentColor',
  // In forced colours (Windows' contrast themes) too: the background would be replaced.
  forcedColorAdjust: 'none',
} as const;
