// Reusable wireframe pieces of the desktop page mock-ups (screens.mjs): navigation, sidebar,
// cards, tables, charts, maps, seat plans and forms, in the 1200×750 viewport.
import { bar, circle, line, paragraph, path, picture, rect } from './svg.mjs';

export function nav(rnd, t) {
  let out = rect(0, 0, 1200, 64, { fill: t.bg }) + line(0, 64, 1200, 64, { stroke: t.line });
  out += circle(44, 32, 13, { fill: t.accent }) + bar(66, 26, 84, 12, t.text);
  for (let i = 0; i < 5; i++) out += bar(420 + i * 96, 28, rnd.between(50, 72), 8, t.muted);
  out += rect(1040, 18, 124, 30, { r: 15, fill: t.accent });
  return out;
}

export function sidebar(rnd, t, { active = 1 } = {}) {
  let out = rect(0, 0, 220, 750, { fill: t.text === '#ffffff' ? '#111313' : '#171818' });
  out += circle(36, 36, 12, { fill: t.accent }) + bar(56, 30, 80, 12, '#ffffff');
  for (let i = 0; i < 7; i++) {
    const y = 100 + i * 48;
    if (i === active) out += rect(12, y - 14, 196, 40, { r: 8, fill: '#ffffff', opacity: 0.08 });
    out += rect(28, y - 2, 16, 16, { r: 4, fill: i === active ? t.accent : '#5a6161' });
    out += bar(56, y + 2, rnd.between(70, 120), 8, '#ffffff', i === active ? 0.9 : 0.45);
  }
  return out;
}

export function card(x, y, w, h, t, { stroke = true } = {}) {
  return rect(x, y, w, h, { r: 12, fill: t.bg, stroke: stroke ? t.line : undefined, sw: 1 });
}

export function pill(x, y, w, fill, { h = 22, opacity } = {}) {
  return rect(x, y, w, h, { r: h / 2, fill, opacity });
}

export function statusPill(rnd, t, x, y) {
  const color = rnd.pick([t.accent, t.accent2, t.muted]);
  return pill(x, y, 78, color, { opacity: 0.25 }) + bar(x + 14, y + 8, 50, 6, color);
}

export function productCard(rnd, t, x, y, w, h) {
  const img = h * 0.55;
  return (
    card(x, y, w, h, t) +
    picture(rnd, x + 10, y + 10, w - 20, img, t) +
    paragraph(rnd, x + 14, y + img + 26, w - 40, 2, { fill: t.text, h: 8, gap: 10, opacity: 0.8 }) +
    bar(x + 14, y + h - 34, 60, 12, t.text) +
    rect(x + w - 50, y + h - 44, 36, 30, { r: 8, fill: t.accent })
  );
}

export function table(rnd, t, x, y, w, rows, { rowH = 46 } = {}) {
  let out = card(x, y, w, rowH * (rows + 1) + 8, t);
  const cols = [0.06, 0.3, 0.52, 0.72, 0.86];
  cols.forEach((c) => (out += bar(x + w * c, y + 20, 60, 7, t.muted)));
  for (let i = 0; i < rows; i++) {
    const ry = y + rowH * (i + 1) + 4;
    out += line(x + 16, ry, x + w - 16, ry, { stroke: t.line });
    out += bar(x + w * cols[0], ry + 19, 36, 8, t.text, 0.7);
    out += bar(x + w * cols[1], ry + 19, rnd.between(90, 150), 8, t.text, 0.8);
    out += bar(x + w * cols[2], ry + 19, rnd.between(60, 110), 8, t.muted);
    out += statusPill(rnd, t, x + w * cols[3], ry + 12);
    out += bar(x + w * cols[4], ry + 19, rnd.between(40, 70), 8, t.text, 0.7);
  }
  return out;
}

export function chart(rnd, t, x, y, w, h) {
  let d = '';
  let area = `M${x} ${y + h}`;
  for (let i = 0; i <= 12; i++) {
    const px = x + (w / 12) * i;
    const py = y + h * (0.75 - i * 0.035 + rnd.between(-0.12, 0.12));
    d += `${i === 0 ? 'M' : 'L'}${px.toFixed(1)} ${py.toFixed(1)}`;
    area += `L${px.toFixed(1)} ${py.toFixed(1)}`;
  }
  area += `L${x + w} ${y + h}Z`;
  let out = '';
  for (let i = 0; i <= 4; i++)
    out += line(x, y + (h / 4) * i, x + w, y + (h / 4) * i, { stroke: t.line });
  return out + path(area, { fill: t.accent, opacity: 0.14 }) + path(d, { stroke: t.accent, sw: 3 });
}

export function mapView(rnd, t, x, y, w, h, { routes = 1 } = {}) {
  const land = t.text === '#ffffff' ? '#1d2121' : '#eef2ef';
  let out = rect(x, y, w, h, { r: 12, fill: land });
  for (let i = 0; i < 9; i++) {
    const bx = x + rnd.between(0, w - 120);
    const by = y + rnd.between(0, h - 90);
    out += rect(bx, by, rnd.between(60, 140), rnd.between(40, 90), {
      r: 6,
      fill: t.soft,
      opacity: 0.6,
    });
  }
  for (let i = 0; i < 5; i++) {
    out += line(x, y + rnd.between(0, h), x + w, y + rnd.between(0, h), {
      stroke: t.bg,
      sw: 9,
      opacity: 0.9,
    });
    out += line(x + rnd.between(0, w), y, x + rnd.between(0, w), y + h, {
      stroke: t.bg,
      sw: 7,
      opacity: 0.9,
    });
  }
  out += path(
    `M${x - 20} ${y + h * 0.7} C${x + w * 0.3} ${y + h * 0.55} ${x + w * 0.45} ${y + h * 0.95} ${x + w + 20} ${y + h * 0.8}`,
    { stroke: t.accent2, sw: 26, opacity: 0.35 },
  );
  const colors = [t.accent, t.accent2, t.text];
  for (let r = 0; r < routes; r++) {
    let d = '';
    const pts = [];
    let level = rnd.between(0.25, 0.75);
    for (let i = 0; i < 6; i++) {
      const px = x + w * (0.1 + i * 0.16) + rnd.between(-20, 20);
      level = Math.min(0.88, Math.max(0.12, level + rnd.between(-0.16, 0.16)));
      const py = y + h * level;
      pts.push([px, py]);
      d += `${i === 0 ? 'M' : 'L'}${px.toFixed(1)} ${py.toFixed(1)}`;
    }
    const color = colors[r % colors.length];
    out += path(d, { stroke: color, sw: 5 });
    out += circle(pts[0][0], pts[0][1], 9, { fill: t.bg, stroke: color, sw: 4 });
    out += circle(pts[5][0], pts[5][1], 11, { fill: color });
    const [mx, my] = pts[rnd.int(1, 4)];
    out +=
      rect(mx - 14, my - 14, 28, 28, { r: 8, fill: color }) + circle(mx, my, 5, { fill: t.bg });
  }
  return out;
}

export function seats(rnd, t, cx, top, width, rows) {
  let out = path(`M${cx - width * 0.35} ${top} Q${cx} ${top + 50} ${cx + width * 0.35} ${top}`, {
    stroke: t.accent2,
    sw: 6,
  });
  for (let r = 0; r < rows; r++) {
    const radius = 140 + r * 34;
    const count = 14 + r * 3;
    for (let i = 0; i < count; i++) {
      const a = Math.PI * (0.2 + (0.6 * i) / (count - 1));
      const sx = cx + radius * Math.cos(a) * (width / 520);
      const sy = top - 90 + radius * Math.sin(a);
      const roll = rnd.next();
      const fill = roll < 0.45 ? t.muted : roll < 0.85 ? t.accent : t.accent2;
      out += rect(sx - 8, sy - 8, 16, 16, { r: 4, fill, opacity: roll < 0.45 ? 0.6 : 1 });
    }
  }
  return out;
}

export function formFields(rnd, t, x, y, w, count) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const fy = y + i * 74;
    out += bar(x, fy, rnd.between(80, 140), 8, t.text, 0.6);
    out += rect(x, fy + 18, w, 42, {
      r: 10,
      fill: t.surface,
      stroke: i === 1 ? t.accent : t.line,
      sw: i === 1 ? 2 : 1,
    });
    out += bar(x + 16, fy + 35, rnd.between(w * 0.3, w * 0.6), 8, t.text, 0.35);
  }
  return out;
}

export function hero(rnd, t, x, y, w, h, { dark = true } = {}) {
  const fill = dark ? '#171818' : t.surface;
  const ink = dark ? '#ffffff' : t.text;
  let out = rect(x, y, w, h, { fill });
  out += picture(rnd, x + w * 0.52, y + 28, w * 0.44, h - 56, t, { r: 16 });
  out +=
    bar(x + 48, y + h * 0.28, w * 0.36, 26, ink) +
    bar(x + 48, y + h * 0.28 + 40, w * 0.26, 26, ink);
  out += paragraph(rnd, x + 48, y + h * 0.28 + 94, w * 0.34, 2, { fill: ink, opacity: 0.5 });
  out += rect(x + 48, y + h - 80, 170, 44, { r: 22, fill: t.accent });
  return out;
}
