// Desktop page mock-ups for the demo media, drawn as wireframes (bars for text, tinted panels for
// pictures) in a virtual 1200×750 viewport that the compositions scale into a browser window.
// Long because it is drawings, one wireframe per page layout, not logic.
import { bar, circle, line, paragraph, path, picture, rect } from './svg.mjs';
import {
  card,
  chart,
  formFields,
  hero,
  mapView,
  nav,
  pill,
  productCard,
  seats,
  sidebar,
  table,
} from './widgets.mjs';

export const VIEWPORT = { width: 1200, height: 750 };

const LAYOUTS = {
  match(rnd, t) {
    let out = nav(rnd, t) + rect(0, 64, 1200, 300, { fill: '#171818' });
    for (const cx of [380, 820]) {
      out += circle(cx, 190, 62, { fill: '#ffffff', opacity: 0.08 });
      out += circle(cx, 190, 44, { stroke: cx < 600 ? t.accent : t.accent2, sw: 8 });
      out += bar(cx - 50, 272, 100, 10, '#ffffff', 0.7);
    }
    out += bar(540, 160, 44, 60, '#ffffff') + bar(616, 160, 44, 60, '#ffffff');
    out += circle(600, 178, 5, { fill: '#ffffff' }) + circle(600, 202, 5, { fill: '#ffffff' });
    out += rect(520, 300, 160, 40, { r: 20, fill: t.accent });
    for (let i = 0; i < 5; i++) {
      const y = 392 + i * 66;
      out += card(40, y, 740, 56, t) + rect(56, y + 12, 60, 32, { r: 8, fill: t.surface });
      out +=
        circle(160, y + 28, 14, { fill: t.accent, opacity: 0.6 }) +
        circle(196, y + 28, 14, { fill: t.accent2, opacity: 0.6 });
      out +=
        bar(232, y + 24, rnd.between(180, 300), 9, t.text, 0.8) + pill(660, y + 17, 100, t.accent);
    }
    out += card(820, 392, 340, 322, t) + bar(844, 414, 140, 10, t.text);
    for (let i = 0; i < 8; i++) {
      out +=
        bar(844, 452 + i * 32, 18, 8, t.muted) +
        bar(876, 452 + i * 32, rnd.between(120, 180), 8, t.text, 0.7);
      out += bar(1100, 452 + i * 32, 32, 8, i < 3 ? t.accent : t.muted);
    }
    return out;
  },
  seatmap(rnd, t) {
    let out = nav(rnd, t) + rect(0, 64, 1200, 686, { fill: t.surface });
    out += rect(40, 96, 780, 620, { r: 16, fill: t.bg });
    out += rect(300, 120, 260, 56, { r: 8, fill: t.accent2, opacity: 0.35 });
    out += seats(rnd, t, 430, 220, 540, 9);
    out += card(850, 96, 310, 400, t) + bar(874, 124, 160, 12, t.text);
    for (let i = 0; i < 4; i++) {
      out += rect(874, 170 + i * 48, 16, 16, {
        r: 4,
        fill: [t.accent, t.accent2, t.muted, t.muted][i],
      });
      out += bar(902, 174 + i * 48, rnd.between(100, 160), 8, t.text, 0.7);
    }
    out += line(874, 372, 1136, 372, { stroke: t.line }) + bar(874, 392, 90, 16, t.text);
    out += rect(874, 430, 262, 46, { r: 23, fill: t.accent });
    return out;
  },
  news(rnd, t) {
    let out = nav(rnd, t) + picture(rnd, 40, 96, 720, 380, t, { r: 16 });
    out += bar(72, 400, 420, 22, '#ffffff') + bar(72, 434, 300, 22, '#ffffff');
    for (let i = 0; i < 4; i++) {
      const y = 96 + i * 96;
      out +=
        picture(rnd, 790, y, 120, 80, t) +
        paragraph(rnd, 926, y + 10, 230, 3, { fill: t.text, opacity: 0.7 });
    }
    for (let i = 0; i < 4; i++) {
      const x = 40 + i * 285;
      out +=
        picture(rnd, x, 506, 265, 150, t) +
        paragraph(rnd, x, 672, 240, 2, { fill: t.text, opacity: 0.75 });
    }
    return out;
  },
  catalog(rnd, t) {
    let out = nav(rnd, t) + card(32, 92, 230, 620, t);
    for (let g = 0; g < 3; g++) {
      out += bar(52, 118 + g * 190, 110, 10, t.text);
      for (let i = 0; i < 4; i++) {
        const y = 150 + g * 190 + i * 32;
        out += rect(52, y, 16, 16, { r: 4, fill: i === 1 ? t.accent : t.bg, stroke: t.muted });
        out += bar(80, y + 4, rnd.between(70, 140), 8, t.text, 0.6);
      }
    }
    out += bar(290, 100, 260, 18, t.text) + pill(1000, 96, 160, t.surface, { h: 30 });
    for (let r = 0; r < 2; r++) {
      for (let c = 0; c < 4; c++)
        out += productCard(rnd, t, 290 + c * 222, 146 + r * 290, 206, 274);
    }
    return out;
  },
  promo(rnd, t) {
    let out = nav(rnd, t) + hero(rnd, t, 0, 64, 1200, 360, { dark: false });
    for (let i = 0; i < 3; i++) {
      const x = 40 + i * 380;
      out += rect(x, 448, 360, 110, {
        r: 14,
        fill: [t.accent, t.accent2, '#171818'][i],
        opacity: 0.9,
      });
      out += bar(x + 24, 478, 150, 14, '#ffffff') + bar(x + 24, 504, 100, 8, '#ffffff', 0.7);
    }
    for (let i = 0; i < 5; i++) out += productCard(rnd, t, 40 + i * 228, 582, 210, 200);
    return out;
  },
  product(rnd, t) {
    let out = nav(rnd, t) + picture(rnd, 40, 96, 560, 470, t, { r: 16 });
    for (let i = 0; i < 4; i++) out += picture(rnd, 40 + i * 146, 584, 130, 110, t);
    out += bar(640, 110, 420, 24, t.text) + bar(640, 148, 300, 24, t.text);
    out += bar(640, 200, 160, 30, t.text);
    for (let i = 0; i < 4; i++) {
      out += rect(640 + i * 110, 260, 96, 40, {
        r: 20,
        fill: i === 1 ? t.accent : t.surface,
        stroke: t.line,
      });
    }
    out +=
      rect(640, 330, 260, 52, { r: 26, fill: t.accent }) +
      rect(916, 330, 52, 52, { r: 26, stroke: t.line, fill: t.bg });
    out += paragraph(rnd, 640, 420, 500, 6, { fill: t.text, opacity: 0.45 });
    return out;
  },
  checkout(rnd, t) {
    let out = nav(rnd, t) + bar(40, 100, 280, 22, t.text);
    out += formFields(rnd, t, 40, 150, 640, 2);
    out += bar(40, 310, 160, 8, t.text, 0.6);
    for (let i = 0; i < 8; i++) {
      out += rect(40 + (i % 4) * 162, 330 + Math.floor(i / 4) * 54, 150, 42, {
        r: 10,
        fill: i === 2 ? t.accent : t.surface,
        stroke: t.line,
      });
    }
    for (let i = 0; i < 3; i++) {
      out += circle(54, 468 + i * 44, 10, { stroke: t.accent, sw: i === 0 ? 6 : 2, fill: t.bg });
      out += bar(76, 464 + i * 44, rnd.between(140, 220), 8, t.text, 0.7);
    }
    out += card(730, 100, 430, 520, t) + bar(756, 128, 160, 12, t.text);
    for (let i = 0; i < 4; i++) {
      out +=
        picture(rnd, 756, 164 + i * 78, 60, 60, t) + bar(832, 180 + i * 78, 180, 8, t.text, 0.8);
      out += bar(832, 200 + i * 78, 80, 8, t.muted) + bar(1080, 188 + i * 78, 56, 10, t.text);
    }
    out += line(756, 490, 1136, 490, { stroke: t.line }) + bar(756, 512, 120, 16, t.text);
    return out + rect(756, 552, 380, 48, { r: 24, fill: t.accent });
  },
  poster(rnd, t) {
    let out = nav(rnd, t) + rect(0, 64, 1200, 686, { fill: t.bg });
    out += picture(rnd, 40, 92, 360, 300, t, { r: 16, tint: t.accent2 });
    out += bar(430, 140, 420, 30, t.text) + bar(430, 184, 300, 30, t.text);
    out += paragraph(rnd, 430, 246, 460, 3, { fill: t.text, opacity: 0.5 });
    out += rect(430, 330, 180, 46, { r: 23, fill: t.accent });
    for (let i = 0; i < 6; i++)
      out += pill(40 + i * 130, 414, 116, i === 0 ? t.accent : t.surface, { h: 32 });
    for (let i = 0; i < 5; i++) {
      const x = 40 + i * 228;
      out += picture(rnd, x, 470, 210, 180, t, { r: 12 });
      out += bar(x, 664, 160, 10, t.text) + bar(x, 684, 90, 8, t.muted);
      out += circle(x + 200, 688, 6, { fill: rnd.pick([t.accent, t.accent2, t.muted]) });
    }
    return out;
  },
  calendar(rnd, t) {
    let out = nav(rnd, t) + bar(40, 100, 240, 24, t.text);
    out +=
      circle(1110, 112, 16, { stroke: t.line, fill: t.bg }) +
      circle(1150, 112, 16, { stroke: t.line, fill: t.bg });
    const cw = 160;
    for (let d = 0; d < 7; d++) out += bar(40 + d * cw + 12, 150, 40, 8, t.muted);
    for (let w = 0; w < 5; w++) {
      for (let d = 0; d < 7; d++) {
        const x = 40 + d * cw;
        const y = 174 + w * 112;
        const busy = rnd.next();
        out += rect(x, y, cw - 8, 104, {
          r: 10,
          fill: busy > 0.85 ? t.accent : t.surface,
          opacity: busy > 0.85 ? 0.18 : 1,
        });
        out += bar(x + 12, y + 12, 20, 10, t.text, 0.7);
        const events = busy > 0.35 ? (busy > 0.75 ? 2 : 1) : 0;
        for (let e = 0; e < events; e++) {
          out += rect(x + 10, y + 38 + e * 30, cw - 28, 24, {
            r: 6,
            fill: e ? t.accent2 : t.accent,
            opacity: 0.85,
          });
        }
      }
    }
    return out;
  },
  article(rnd, t) {
    let out = nav(rnd, t) + picture(rnd, 40, 92, 760, 300, t, { r: 16 });
    out += bar(40, 420, 560, 26, t.text) + bar(40, 458, 380, 26, t.text);
    out += paragraph(rnd, 40, 510, 740, 4, { fill: t.text, opacity: 0.5 });
    out += paragraph(rnd, 40, 600, 740, 4, { fill: t.text, opacity: 0.5 });
    out += card(840, 92, 320, 360, t) + bar(864, 120, 140, 12, t.text);
    for (let i = 0; i < 5; i++) {
      out +=
        bar(864, 164 + i * 44, 90, 8, t.muted) +
        bar(980, 164 + i * 44, rnd.between(80, 150), 8, t.text, 0.8);
    }
    out += rect(864, 392, 272, 40, { r: 20, fill: t.accent });
    for (let i = 0; i < 3; i++) out += picture(rnd, 840 + i * 110, 478, 100, 100, t);
    return out;
  },
  dashboard(rnd, t) {
    let out = sidebar(rnd, t) + rect(220, 0, 980, 750, { fill: t.surface });
    out += bar(252, 32, 220, 18, t.text) + circle(1150, 40, 16, { fill: t.accent2 });
    for (let i = 0; i < 4; i++) {
      const x = 252 + i * 232;
      out += card(x, 80, 216, 120, t, { stroke: false }) + bar(x + 18, 102, 90, 8, t.muted);
      out += bar(x + 18, 128, rnd.between(90, 140), 26, t.text);
      out += bar(x + 18, 170, 50, 8, i === 2 ? t.accent2 : t.accent);
    }
    out += card(252, 220, 600, 300, t, { stroke: false }) + bar(276, 244, 160, 12, t.text);
    out += chart(rnd, t, 276, 290, 552, 200);
    out += card(872, 220, 300, 300, t, { stroke: false }) + bar(896, 244, 120, 12, t.text);
    out += circle(1022, 390, 84, { stroke: t.soft, sw: 26 });
    out += `<circle cx="1022" cy="390" r="84" fill="none" stroke="${t.accent}" stroke-width="26" stroke-dasharray="340 600" transform="rotate(-90 1022 390)"/>`;
    out += `<circle cx="1022" cy="390" r="84" fill="none" stroke="${t.accent2}" stroke-width="26" stroke-dasharray="110 600" stroke-dashoffset="-340" transform="rotate(-90 1022 390)"/>`;
    return out + table(rnd, t, 252, 540, 920, 3, { rowH: 44 });
  },
  table(rnd, t) {
    let out = sidebar(rnd, t, { active: 2 }) + rect(220, 0, 980, 750, { fill: t.surface });
    out += bar(252, 32, 260, 18, t.text) + rect(1010, 24, 160, 36, { r: 18, fill: t.accent });
    out += rect(252, 80, 320, 40, { r: 10, fill: t.bg, stroke: t.line });
    for (let i = 0; i < 4; i++)
      out += pill(592 + i * 110, 86, 96, i === 0 ? t.accent2 : t.bg, { h: 28 });
    return out + table(rnd, t, 252, 140, 920, 11, { rowH: 48 });
  },
  documents(rnd, t) {
    let out = sidebar(rnd, t, { active: 4 }) + rect(220, 0, 980, 750, { fill: t.surface });
    out += bar(252, 32, 220, 18, t.text);
    for (let i = 0; i < 9; i++) {
      const y = 80 + i * 72;
      out += card(252, y, 640, 60, t, { stroke: false });
      out += path(`M272 ${y + 12} h22 l10 10 v28 h-32 z`, {
        fill: i % 3 === 0 ? t.accent : t.accent2,
        opacity: 0.8,
      });
      out +=
        bar(322, y + 18, rnd.between(180, 320), 9, t.text, 0.8) + bar(322, y + 36, 110, 7, t.muted);
      out += circle(860, y + 30, 14, { stroke: t.accent, sw: 2 });
    }
    out += card(912, 80, 260, 300, t, { stroke: false }) + bar(932, 104, 120, 12, t.text);
    return out + formFields(rnd, t, 932, 140, 220, 3);
  },
  route(rnd, t) {
    let out = nav(rnd, t) + mapView(rnd, t, 40, 92, 720, 620);
    for (let i = 0; i < 3; i++) {
      const y = 92 + i * 210;
      out += card(790, y, 370, 190, t) + bar(814, y + 26, 110, 26, t.text);
      out += pill(1050, y + 24, 86, i === 1 ? t.accent2 : t.accent, { h: 28 });
      out += paragraph(rnd, 814, y + 70, 320, 2, { fill: t.text, opacity: 0.45 });
      out += rect(814, y + 120, 322, 10, { r: 5, fill: t.surface });
      out += rect(814, y + 120, 322 * rnd.between(0.4, 0.95), 10, { r: 5, fill: t.accent });
      out += bar(814, y + 150, 140, 8, t.muted);
    }
    return out;
  },
  form(rnd, t) {
    let out = nav(rnd, t) + rect(0, 64, 1200, 686, { fill: t.surface });
    out += card(300, 92, 600, 630, t, { stroke: false });
    for (let i = 0; i < 3; i++) {
      out += circle(470 + i * 130, 136, 16, {
        fill: i === 0 ? t.accent : t.bg,
        stroke: i === 0 ? t.accent : t.muted,
        sw: 2,
      });
      if (i < 2) out += line(490 + i * 130, 136, 580 + i * 130, 136, { stroke: t.muted, sw: 2 });
    }
    out += formFields(rnd, t, 340, 184, 520, 4);
    out += bar(340, 488, 120, 8, t.text, 0.6);
    for (let i = 0; i < 5; i++) {
      out += rect(340 + i * 88, 508, 76, 40, {
        r: 10,
        fill: i === 2 ? t.accent : t.surface,
        stroke: t.line,
      });
    }
    out += rect(340, 580, 16, 16, { r: 4, fill: t.accent }) + bar(368, 584, 300, 8, t.text, 0.5);
    return out + rect(340, 630, 520, 52, { r: 26, fill: t.accent });
  },
  menu(rnd, t) {
    let out = nav(rnd, t);
    for (let i = 0; i < 6; i++)
      out += pill(40 + i * 134, 90, 120, i === 0 ? t.accent : t.surface, { h: 34 });
    for (let r = 0; r < 2; r++) {
      for (let c = 0; c < 3; c++) {
        const x = 40 + c * 262;
        const y = 148 + r * 290;
        out += card(x, y, 246, 274, t) + circle(x + 123, y + 92, 72, { fill: t.surface });
        out += circle(x + 123, y + 92, 54, {
          fill: rnd.pick([t.accent, t.accent2, t.soft]),
          opacity: 0.8,
        });
        out += circle(x + 108, y + 78, 16, { fill: '#ffffff', opacity: 0.6 });
        out += bar(x + 18, y + 186, 160, 10, t.text, 0.85) + bar(x + 18, y + 206, 110, 8, t.muted);
        out +=
          bar(x + 18, y + 238, 64, 12, t.text) + circle(x + 214, y + 242, 18, { fill: t.accent });
      }
    }
    out += card(850, 148, 310, 564, t) + bar(874, 174, 120, 12, t.text);
    for (let i = 0; i < 3; i++) {
      out +=
        circle(898, 234 + i * 70, 24, { fill: t.surface }) +
        bar(934, 224 + i * 70, 140, 8, t.text, 0.8);
      out += bar(934, 242 + i * 70, 70, 8, t.muted);
    }
    return (
      out + bar(874, 580, 150, 16, t.text) + rect(874, 630, 262, 48, { r: 24, fill: t.accent })
    );
  },
  gallery(rnd, t) {
    let out = nav(rnd, t) + rect(0, 64, 1200, 686, { fill: t.bg });
    const cx = 600;
    const cy = 320;
    out += circle(cx, cy, 190, { fill: t.surface });
    out += circle(cx, cy, 160, { stroke: t.accent2, sw: 3 });
    for (let i = 0; i < 12; i++) {
      const a = (i / 12) * Math.PI * 2;
      out += line(
        cx + 138 * Math.cos(a),
        cy + 138 * Math.sin(a),
        cx + 152 * Math.cos(a),
        cy + 152 * Math.sin(a),
        { stroke: t.text, sw: i % 3 === 0 ? 5 : 2 },
      );
    }
    out +=
      line(cx, cy, cx + 70, cy - 60, { stroke: t.text, sw: 7 }) +
      line(cx, cy, cx - 20, cy + 120, { stroke: t.accent, sw: 4 });
    out += circle(cx, cy, 10, { fill: t.accent });
    for (const [ox, r] of [
      [-360, 90],
      [360, 110],
    ]) {
      out += circle(cx + ox, cy + 20, r, { stroke: t.muted, sw: 2, dash: '4 8' });
      out += circle(cx + ox, cy + 20, r * 0.45, { fill: t.soft });
    }
    for (let i = 0; i < 5; i++) {
      const x = 40 + i * 228;
      out += rect(x, 560, 210, 150, { r: 12, fill: t.surface });
      out +=
        circle(x + 50, 610, 28, { stroke: i === 2 ? t.accent : t.muted, sw: 3 }) +
        bar(x + 96, 596, 90, 8, t.text, 0.8);
      out +=
        bar(x + 96, 616, 60, 8, t.muted) +
        paragraph(rnd, x + 20, 662, 170, 2, { fill: t.text, opacity: 0.35 });
    }
    return out;
  },
  map(rnd, t) {
    let out = rect(0, 0, 1200, 750, { fill: t.bg }) + rect(0, 0, 360, 750, { fill: t.surface });
    out += circle(36, 36, 12, { fill: t.accent }) + bar(56, 30, 84, 12, t.text);
    out += rect(20, 70, 320, 40, { r: 10, fill: t.bg, stroke: t.line });
    for (let i = 0; i < 7; i++) {
      const y = 130 + i * 86;
      out +=
        card(20, y, 320, 74, t, { stroke: i === 1 }) +
        circle(44, y + 24, 7, { fill: rnd.pick([t.accent, t.accent2, t.muted]) });
      out +=
        bar(62, y + 19, rnd.between(120, 200), 9, t.text, 0.8) + bar(62, y + 44, 150, 7, t.muted);
    }
    return out + mapView(rnd, t, 380, 20, 800, 710, { routes: 3 });
  },
  schedule(rnd, t) {
    let out = nav(rnd, t) + bar(40, 96, 260, 22, t.text);
    for (let i = 0; i < 4; i++)
      out += pill(700 + i * 116, 92, 104, i === 0 ? t.accent : t.surface, { h: 30 });
    const colW = 156;
    for (let d = 0; d < 7; d++) {
      out += bar(110 + d * colW + 40, 150, 60, 9, t.text, 0.7);
      out += line(100 + d * colW, 170, 100 + d * colW, 730, { stroke: t.line });
    }
    for (let h = 0; h < 8; h++) {
      out +=
        bar(40, 184 + h * 68, 40, 8, t.muted) +
        line(100, 178 + h * 68, 1190, 178 + h * 68, { stroke: t.line });
    }
    for (let d = 0; d < 7; d++) {
      for (let h = 0; h < 8; h++) {
        if (rnd.next() > 0.55) continue;
        const color = rnd.pick([t.accent, t.accent2, t.soft]);
        const x = 106 + d * colW;
        const y = 182 + h * 68;
        out +=
          rect(x, y, colW - 12, 60, { r: 8, fill: color, opacity: 0.25 }) +
          rect(x, y, 4, 60, { r: 2, fill: color });
        out +=
          bar(x + 14, y + 16, rnd.between(60, 110), 8, t.text, 0.8) +
          bar(x + 14, y + 36, 50, 7, t.text, 0.4);
      }
    }
    return out;
  },
  pricing(rnd, t) {
    let out = nav(rnd, t) + bar(400, 110, 400, 28, t.text) + bar(470, 154, 260, 12, t.muted);
    for (let i = 0; i < 3; i++) {
      const x = 90 + i * 350;
      const hot = i === 1;
      out += rect(x, 210, 320, 500, {
        r: 18,
        fill: hot ? '#171818' : t.bg,
        stroke: hot ? t.accent : t.line,
        sw: hot ? 3 : 1,
      });
      const ink = hot ? '#ffffff' : t.text;
      out += bar(x + 28, 246, 120, 12, ink) + bar(x + 28, 282, 170, 34, ink);
      for (let k = 0; k < 6; k++) {
        out += circle(x + 36, 360 + k * 40, 8, { fill: k < 4 + i ? t.accent : t.muted });
        out += bar(x + 56, 356 + k * 40, rnd.between(120, 200), 8, ink, 0.6);
      }
      out += rect(x + 28, 630, 264, 48, { r: 24, fill: hot ? t.accent : t.surface });
    }
    return out;
  },
};

/** Draws a page layout by name into the 1200×750 viewport. */
export function drawScreen(name, rnd, t) {
  const draw = LAYOUTS[name];
  if (!draw) throw new Error(`make-demo-images: unknown screen layout ${name}`);
  return rect(0, 0, VIEWPORT.width, VIEWPORT.height, { fill: t.bg }) + draw(rnd, t);
}

export const SCREEN_LAYOUTS = Object.keys(LAYOUTS);
