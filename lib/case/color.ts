// Picks light or dark text for a WordPress background colour (blocks without a text colour field).

type Rgb = [number, number, number];

function fromHex(hex: string): Rgb | null {
  const h = hex.slice(1);
  const full = h.length === 3 || h.length === 4 ? [...h].map((c) => c + c).join('') : h;
  if (!/^[0-9a-f]{6}([0-9a-f]{2})?$/i.test(full)) return null;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

function fromHsl(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/** Parses the colour literals the WordPress schema lets through; null when unknown. */
export function parseColor(value: string): Rgb | null {
  const v = value.trim().toLowerCase();
  if (v === 'white') return [255, 255, 255];
  if (v === 'black') return [0, 0, 0];
  if (v.startsWith('#')) return fromHex(v);
  const nums = v.match(/[\d.]+/g)?.map(Number);
  if (!nums || nums.length < 3) return null;
  const [a = 0, b = 0, c = 0] = nums;
  if (v.startsWith('rgb')) return [a, b, c];
  if (v.startsWith('hsl')) return fromHsl(a, b / 100, c / 100);
  return null;
}

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** 'dark' when white text reads better than near-black text on this background. */
export function toneOf(background: string | undefined): 'light' | 'dark' | undefined {
  if (!background) return undefined;
  if (/^(transparent|rgba\(.*,\s*0(\.0*)?\s*\))$/i.test(background.trim())) return undefined;
  const rgb = parseColor(background);
  if (!rgb) return undefined;
  const l = luminance(rgb);
  const onWhite = 1.05 / (l + 0.05);
  const onBlack = (l + 0.05) / (0.0069 + 0.05);
  return onWhite > onBlack ? 'dark' : 'light';
}
