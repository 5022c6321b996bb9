import { z } from 'zod';

/** The station's colour when it has chosen none (warm brick, white text on it reads at 7:1). */
export const DEFAULT_ACCENT = '#9a3412';

export const stationInfo = z.object({
  name: z.string(),
  shortName: z.string(),
  tagline: z.string(),
  description: z.string(),
  /** Where the station is (shown with its contact details). */
  city: z.string().default(''),
  /** The station's logo, uploaded in the setup or the console (a square PNG); null shows its initials. */
  logo: z.string().nullable().default(null),
  /** The station's colour (#rrggbb): buttons, links, the header's mark. */
  accent: z.string().default(DEFAULT_ACCENT),
  contact: z.object({ email: z.string(), phone: z.string(), address: z.string(), hours: z.string() }),
  social: z.array(z.object({ name: z.string(), url: z.string() })),
});
export type StationInfo = z.infer<typeof stationInfo>;

/** Relative luminance of #rrggbb (WCAG 2). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The contrast of white text on the colour (WCAG 2: at least 4.5 for text people read). */
export const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

/** A colour the station may choose: written #rrggbb, and dark enough for white text on its buttons. */
export const accentColour = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'A colour is written like #9a3412.')
  .refine((v) => contrastWithWhite(v) >= 4.5, 'That colour is too light for white writing on buttons. Please choose a darker shade.')
  .transform((v) => v.toLowerCase());

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const toHex = (rgb: number[]) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.max(0, Math.min(255, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/**
 * The station's colour and the two shades the pages use beside it: a deeper one (hover, the
 * header's mark) and a pale one (soft backgrounds). The default colour gives the site's own palette.
 */
export function accentPalette(accent: string): { primary: string; strong: string; soft: string } {
  if (accent.toLowerCase() === DEFAULT_ACCENT) return { primary: '#9a3412', strong: '#7c2d12', soft: '#ffedd5' };
  const rgb = channels(accent);
  return {
    primary: accent.toLowerCase(),
    strong: toHex(rgb.map((c) => c * 0.8)),
    soft: toHex(rgb.map((c) => c + (255 - c) * 0.88)),
  };
}

/** The palette as CSS custom properties, for the served page and the app. */
export const accentCss = (accent: string) => {
  const p = accentPalette(accent);
  return `--color-primary:${p.primary};--color-primary-strong:${p.strong};--color-primary-soft:${p.soft}`;
};
