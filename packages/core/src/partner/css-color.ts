/** CSS named colours (CSS Color 4), plus `transparent` and `currentcolor`. */
const NAMED_COLORS: ReadonlySet<string> = new Set(
  (
    "aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown " +
    "burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan " +
    "darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid " +
    "darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet " +
    "deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro " +
    "ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki " +
    "lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow " +
    "lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray " +
    "lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine " +
    "mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen " +
    "mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace " +
    "olive olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred " +
    "papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown royalblue " +
    "saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue slategray slategrey " +
    "snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow " +
    "yellowgreen transparent currentcolor"
  ).split(" "),
);

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const NUMBER = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?(?:%|deg|grad|rad|turn)?`;
const ARG = `(?:${NUMBER}|none)`;
// rgb(1 2 3 / 50%), rgba(1, 2, 3, .5), hsl(…), hwb(…), lab(…), lch(…), oklab(…), oklch(…).
const COLOR_FUNCTION = new RegExp(
  String.raw`^(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(\s*${ARG}(?:\s*,\s*|\s+)${ARG}(?:\s*,\s*|\s+)${ARG}` +
    String.raw`(?:\s*(?:,|/)\s*${ARG})?\s*\)$`,
  "i",
);

/** Longest colour value accepted. */
export const MAX_COLOR_LENGTH = 64;

/**
 * True for a CSS colour that is safe to place in a custom property: a hex colour, a named colour,
 * or an rgb/rgba/hsl/hsla/hwb/lab/lch/oklab/oklch function of plain numbers. Being an allow-list,
 * it refuses everything that could end the declaration or load something: `;`, `{`, `}`, `<`,
 * `\`, quotes, `url(`, `expression(`, `@import`, comments, `var()`, newlines.
 */
export function isSafeCssColor(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const color = value.trim();
  if (color.length === 0 || color.length > MAX_COLOR_LENGTH) return false;
  return HEX.test(color) || NAMED_COLORS.has(color.toLowerCase()) || COLOR_FUNCTION.test(color);
}
