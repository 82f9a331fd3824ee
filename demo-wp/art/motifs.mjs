// Abstract motifs of the article and solution covers (bars, flows, gauges, seats, orbits…),
// drawn over the orbit backdrop by compose.mjs. Each takes (rnd, W, H) and returns SVG.
// Long because it is drawings, one per cover motif, not logic.
import { browser, phone } from './devices.mjs';
import {
  PALETTE,
  bar,
  circle,
  group,
  line,
  orbits,
  path,
  picture,
  qr,
  rect,
  tone,
} from './svg.mjs';

export const MOTIFS = {
  bars(rnd, W, H) {
    let out = line(W * 0.2, H * 0.78, W * 0.8, H * 0.78, {
      stroke: PALETTE.white,
      sw: 2,
      opacity: 0.5,
    });
    for (let i = 0; i < 7; i++) {
      const h = H * (0.12 + i * 0.07 + rnd.between(-0.03, 0.03));
      const x = W * 0.23 + i * W * 0.08;
      out += rect(x, H * 0.78 - h, W * 0.05, h, {
        r: 8,
        fill: i === 5 ? PALETTE.violet : PALETTE.accent,
        opacity: 0.35 + i * 0.09,
      });
      out += line(x + W * 0.025, H * 0.78, x + W * 0.025, H * 0.8, {
        stroke: PALETTE.white,
        sw: 2,
        opacity: 0.5,
      });
    }
    return (
      out +
      path(`M${W * 0.22} ${H * 0.62} Q${W * 0.5} ${H * 0.52} ${W * 0.78} ${H * 0.2}`, {
        stroke: PALETTE.white,
        sw: 3,
        opacity: 0.7,
      })
    );
  },
  flow(rnd, W, H) {
    const pts = [
      [0.2, 0.35],
      [0.4, 0.6],
      [0.55, 0.3],
      [0.72, 0.55],
      [0.85, 0.32],
    ];
    let out = '';
    for (let i = 0; i < pts.length - 1; i++) {
      const [x1, y1] = pts[i];
      const [x2, y2] = pts[i + 1];
      out += path(
        `M${W * x1} ${H * y1} C${W * (x1 + 0.08)} ${H * y1} ${W * (x2 - 0.08)} ${H * y2} ${W * x2} ${H * y2}`,
        { stroke: PALETTE.accent, sw: 3, opacity: 0.7 },
      );
    }
    pts.forEach(([x, y], i) => {
      const hot = i === 2;
      out += rect(W * x - 70, H * y - 44, 140, 88, {
        r: 18,
        fill: hot ? PALETTE.accent : PALETTE.head,
        stroke: hot ? undefined : PALETTE.violet,
        sw: 2,
      });
      out +=
        bar(W * x - 44, H * y - 10, 88, 10, PALETTE.white, hot ? 1 : 0.6) +
        bar(W * x - 44, H * y + 10, 56, 8, PALETTE.white, 0.35);
    });
    return out;
  },
  compare(rnd, W, H) {
    let out = '';
    [
      [0.3, PALETTE.accent],
      [0.62, PALETTE.violet],
    ].forEach(([x, color], side) => {
      for (let i = 0; i < 5 + side; i++) {
        const y = H * 0.78 - (i + 1) * H * 0.1;
        out += rect(W * x, y, W * 0.16, H * 0.085, { r: 10, fill: color, opacity: 0.3 + i * 0.12 });
      }
    });
    out += circle(W * 0.54, H * 0.5, 46, { fill: PALETTE.ink, stroke: PALETTE.white, sw: 2 });
    return out + bar(W * 0.54 - 20, H * 0.5 - 5, 40, 10, PALETTE.white);
  },
  dashboard(rnd, W, H) {
    const t = tone('dark');
    let out = rect(W * 0.16, H * 0.2, W * 0.3, H * 0.26, { r: 20, fill: t.surface });
    out +=
      bar(W * 0.19, H * 0.26, W * 0.12, 12, PALETTE.white, 0.5) +
      bar(W * 0.19, H * 0.32, W * 0.18, 34, PALETTE.white);
    out += rect(W * 0.16, H * 0.52, W * 0.3, H * 0.3, { r: 20, fill: t.surface });
    out += circle(W * 0.31, H * 0.67, H * 0.09, { stroke: PALETTE.violet, sw: 22, opacity: 0.9 });
    out += rect(W * 0.5, H * 0.2, W * 0.36, H * 0.62, { r: 20, fill: t.surface });
    let d = '';
    for (let i = 0; i <= 8; i++) {
      d += `${i ? 'L' : 'M'}${(W * (0.53 + i * 0.037)).toFixed(1)} ${(H * (0.7 - i * 0.04 + rnd.between(-0.05, 0.05))).toFixed(1)}`;
    }
    return out + path(d, { stroke: PALETTE.accent, sw: 5 });
  },
  tickets(rnd, W, H) {
    let out = path(
      `M${W * 0.1} ${H * 0.8} L${W * 0.3} ${H * 0.72} L${W * 0.45} ${H * 0.76} L${W * 0.62} ${H * 0.4} L${W * 0.9} ${H * 0.2}`,
      { stroke: PALETTE.violet, sw: 3, opacity: 0.6 },
    );
    [-12, 0, 12].forEach((angle, i) => {
      const x = W * 0.5 - 150;
      const y = H * 0.5 - 90;
      const ticket =
        rect(x, y, 300, 180, {
          r: 18,
          fill: i === 1 ? PALETTE.accent : PALETTE.head,
          stroke: PALETTE.white,
          sw: 1.5,
        }) +
        circle(x + 210, y, 14, { fill: PALETTE.ink }) +
        circle(x + 210, y + 180, 14, { fill: PALETTE.ink }) +
        line(x + 210, y + 20, x + 210, y + 160, {
          stroke: PALETTE.white,
          opacity: 0.5,
          dash: '5 7',
        }) +
        bar(x + 24, y + 40, 140, 14, PALETTE.white) +
        bar(x + 24, y + 70, 90, 9, PALETTE.white, 0.6) +
        (i === 1 ? qr(rnd, x + 226, y + 58, 56, PALETTE.head) : '');
      out += group(ticket, {
        transform: `rotate(${angle} ${W / 2} ${H * 0.75}) translate(${(i - 1) * 40} 0)`,
      });
    });
    return out;
  },
  growth(rnd, W, H) {
    let out = line(W * 0.15, H * 0.82, W * 0.87, H * 0.82, {
      stroke: PALETTE.white,
      sw: 2,
      opacity: 0.4,
    });
    out += line(W * 0.15, H * 0.18, W * 0.15, H * 0.82, {
      stroke: PALETTE.white,
      sw: 2,
      opacity: 0.4,
    });
    const d = `M${W * 0.15} ${H * 0.55} C${W * 0.3} ${H * 0.5} ${W * 0.35} ${H * 0.72} ${W * 0.45} ${H * 0.7} S${W * 0.65} ${H * 0.35} ${W * 0.85} ${H * 0.22}`;
    out += path(`${d} L${W * 0.85} ${H * 0.82} L${W * 0.15} ${H * 0.82} Z`, {
      fill: PALETTE.accent,
      opacity: 0.12,
    });
    out += path(d, { stroke: PALETTE.accent, sw: 5 });
    for (const [x, y] of [
      [0.45, 0.7],
      [0.85, 0.22],
    ])
      out += circle(W * x, H * y, 12, { fill: PALETTE.violet });
    return out;
  },
  gauge(rnd, W, H) {
    let out = '';
    [
      [0.33, 0.62, 0.8],
      [0.67, 0.62, 0.45],
    ].forEach(([x, y, value]) => {
      const r = H * 0.22;
      const cx = W * x;
      const cy = H * y;
      out += path(`M${cx - r} ${cy} A${r} ${r} 0 0 1 ${cx + r} ${cy}`, {
        stroke: PALETTE.head,
        sw: 28,
      });
      const a = Math.PI * (1 - value);
      out += path(
        `M${cx - r} ${cy} A${r} ${r} 0 0 1 ${(cx + r * Math.cos(a)).toFixed(1)} ${(cy - r * Math.sin(a)).toFixed(1)}`,
        { stroke: value > 0.6 ? PALETTE.accent : PALETTE.violet, sw: 28 },
      );
      out += line(cx, cy, cx + r * 0.75 * Math.cos(a), cy - r * 0.75 * Math.sin(a), {
        stroke: PALETTE.white,
        sw: 6,
      });
      out +=
        circle(cx, cy, 12, { fill: PALETTE.white }) +
        bar(cx - 50, cy + 40, 100, 12, PALETTE.white, 0.5);
    });
    return out;
  },
  swatches(rnd, W, H) {
    let out = '';
    [PALETTE.ink, PALETTE.head, PALETTE.accent, PALETTE.violet, PALETTE.white].forEach((c, i) => {
      out += circle(W * (0.22 + i * 0.14), H * 0.34, H * 0.08, {
        fill: c,
        stroke: PALETTE.white,
        sw: 2,
        opacity: 0.95,
      });
    });
    out += rect(W * 0.18, H * 0.56, W * 0.22, 64, { r: 32, fill: PALETTE.accent });
    out += rect(W * 0.44, H * 0.56, 120, 64, {
      r: 32,
      fill: PALETTE.head,
      stroke: PALETTE.violet,
      sw: 2,
    });
    out += circle(W * 0.44 + 88, H * 0.56 + 32, 24, { fill: PALETTE.violet });
    out += rect(W * 0.58, H * 0.56, W * 0.24, 64, {
      r: 14,
      fill: PALETTE.head,
      stroke: PALETTE.white,
      sw: 1.5,
      opacity: 0.9,
    });
    return (
      out +
      bar(W * 0.18, H * 0.74, W * 0.4, 12, PALETTE.white, 0.5) +
      bar(W * 0.18, H * 0.78, W * 0.28, 12, PALETTE.white, 0.3)
    );
  },
  devices(rnd, W, H) {
    const t = tone('light');
    const bw = W * 0.52;
    return (
      browser(rnd, W * 0.14, H * 0.2, bw, 'promo', t) +
      phone(rnd, W * 0.64, H * 0.16, H * 0.33, 'feed', t)
    );
  },
  seats(rnd, W, H) {
    let out = path(`M${W * 0.3} ${H * 0.2} Q${W * 0.5} ${H * 0.3} ${W * 0.7} ${H * 0.2}`, {
      stroke: PALETTE.violet,
      sw: 8,
    });
    for (let r = 0; r < 7; r++) {
      const radius = H * 0.28 + r * H * 0.07;
      const count = 16 + r * 3;
      for (let i = 0; i < count; i++) {
        const a = Math.PI * (0.18 + (0.64 * i) / (count - 1));
        const roll = rnd.next();
        out += rect(
          W * 0.5 + radius * 1.05 * Math.cos(a) - 9,
          H * 0.02 + radius * Math.sin(a) - 9,
          18,
          18,
          {
            r: 5,
            fill: roll < 0.5 ? PALETTE.head : roll < 0.88 ? PALETTE.accent : PALETTE.violet,
            opacity: roll < 0.5 ? 1 : 0.85,
          },
        );
      }
    }
    return out;
  },
  orbit(rnd, W, H) {
    let out = orbits(rnd, W * 0.5, H * 0.5, H * 0.5, { count: 4, opacity: 0.55 });
    out += path(
      `M${W * 0.12} ${H * 0.9} Q${W * 0.35} ${H * 0.75} ${W * 0.5} ${H * 0.5} T${W * 0.86} ${H * 0.12}`,
      { stroke: PALETTE.white, sw: 3, opacity: 0.8 },
    );
    return (
      out +
      circle(W * 0.86, H * 0.12, 14, { fill: PALETTE.accent }) +
      circle(W * 0.5, H * 0.5, 34, { fill: PALETTE.violet })
    );
  },
  shield(rnd, W, H) {
    const cx = W / 2;
    const top = H * 0.2;
    const s = H * 0.6;
    let out = path(
      `M${cx} ${top} L${cx + s * 0.4} ${top + s * 0.14} V${top + s * 0.5} C${cx + s * 0.4} ${top + s * 0.78} ${cx} ${top + s} ${cx} ${top + s} C${cx} ${top + s} ${cx - s * 0.4} ${top + s * 0.78} ${cx - s * 0.4} ${top + s * 0.5} V${top + s * 0.14} Z`,
      { fill: PALETTE.head, stroke: PALETTE.accent, sw: 6 },
    );
    out += path(`M${cx - 40} ${top + s * 0.5} l30 30 l60 -70`, { stroke: PALETTE.accent, sw: 12 });
    out += path(`M${W * 0.22} ${H * 0.38} l-60 60 l60 60`, { stroke: PALETTE.violet, sw: 10 });
    out += path(`M${W * 0.78} ${H * 0.38} l60 60 l-60 60`, { stroke: PALETTE.violet, sw: 10 });
    return out;
  },
  grid(rnd, W, H) {
    const t = tone('dark');
    let out = '';
    for (let r = 0; r < 2; r++) {
      for (let c = 0; c < 3; c++) {
        const x = W * (0.17 + c * 0.23);
        const y = H * (0.14 + r * 0.38);
        out += rect(x, y, W * 0.2, H * 0.33, { r: 18, fill: t.surface });
        out += picture(rnd, x + 14, y + 14, W * 0.2 - 28, H * 0.18, t, { r: 12 });
        out +=
          bar(x + 18, y + H * 0.23, W * 0.12, 10, PALETTE.white, 0.8) +
          bar(x + 18, y + H * 0.27, W * 0.06, 12, PALETTE.accent);
      }
    }
    return out;
  },
};
