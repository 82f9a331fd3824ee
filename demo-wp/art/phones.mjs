// Phone app screens for the demo media, drawn as wireframes in a virtual 360×740 screen that the
// compositions place inside an SVG phone frame.
import { bar, circle, line, paragraph, path, picture, qr, rect } from './svg.mjs';

export const PHONE_SCREEN = { width: 360, height: 740 };

function statusBar(t) {
  return (
    bar(24, 18, 36, 8, t.text, 0.8) +
    rect(288, 17, 22, 10, { r: 3, stroke: t.text, sw: 1.5, opacity: 0.8 }) +
    circle(272, 22, 4, { fill: t.text, opacity: 0.8 })
  );
}

function appBar(rnd, t, title = 110) {
  return (
    circle(36, 64, 14, { fill: t.surface }) +
    bar(62, 58, title, 12, t.text) +
    circle(324, 64, 14, { fill: t.accent, opacity: 0.85 })
  );
}

function tabBar(t, active = 0) {
  let out = rect(0, 676, 360, 64, { fill: t.bg }) + line(0, 676, 360, 676, { stroke: t.line });
  for (let i = 0; i < 4; i++) {
    out += rect(38 + i * 84, 694, 22, 22, { r: 6, fill: i === active ? t.accent : t.muted });
  }
  return out;
}

function listRows(rnd, t, y, count, { pictureSize = 56, step = 78 } = {}) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const ry = y + i * step;
    out += picture(rnd, 20, ry, pictureSize, pictureSize, t, { r: 12 });
    out += bar(92, ry + 10, rnd.between(140, 200), 9, t.text, 0.85);
    out += bar(92, ry + 32, rnd.between(80, 140), 8, t.muted);
    out += line(92, ry + step - 10, 340, ry + step - 10, { stroke: t.line });
  }
  return out;
}

function chips(t, y, active = 0) {
  let out = '';
  [70, 86, 64, 90].forEach((w, i) => {
    const x = 20 + [0, 78, 172, 244][i];
    out += rect(x, y, w, 30, { r: 15, fill: i === active ? t.accent : t.surface });
  });
  return out;
}

const SCREENS = {
  feed(rnd, t) {
    let out = appBar(rnd, t) + rect(20, 96, 320, 220, { r: 20, fill: '#171818' });
    out +=
      circle(100, 170, 30, { stroke: t.accent, sw: 6 }) +
      circle(260, 170, 30, { stroke: t.accent2, sw: 6 });
    out += bar(158, 160, 44, 20, '#ffffff') + bar(130, 226, 100, 8, '#ffffff', 0.6);
    out += rect(90, 256, 180, 38, { r: 19, fill: t.accent });
    out += chips(t, 336) + listRows(rnd, t, 390, 3);
    return out + tabBar(t, 0);
  },
  live(rnd, t) {
    let out = rect(0, 40, 360, 170, { fill: '#171818' });
    out +=
      circle(80, 110, 28, { stroke: t.accent, sw: 6 }) +
      circle(280, 110, 28, { stroke: t.accent2, sw: 6 });
    out += bar(148, 96, 24, 32, '#ffffff') + bar(188, 96, 24, 32, '#ffffff');
    out += rect(150, 150, 60, 22, { r: 11, fill: t.accent });
    for (let i = 0; i < 6; i++) {
      const y = 236 + i * 72;
      out += rect(20, y, 44, 26, { r: 8, fill: i === 0 ? t.accent : t.surface });
      out += circle(90, y + 13, 9, { fill: rnd.pick([t.accent2, t.accent, t.muted]) });
      out += paragraph(rnd, 112, y + 4, 220, 2, { fill: t.text, opacity: 0.7, h: 8, gap: 10 });
    }
    return out + tabBar(t, 1);
  },
  ticket(rnd, t) {
    let out = appBar(rnd, t, 90);
    out += rect(24, 100, 312, 500, { r: 22, fill: '#171818' });
    out += circle(24, 330, 16, { fill: t.bg }) + circle(336, 330, 16, { fill: t.bg });
    out += line(48, 330, 312, 330, { stroke: '#ffffff', opacity: 0.3, dash: '6 8' });
    out += bar(52, 130, 180, 16, '#ffffff') + bar(52, 160, 120, 9, '#ffffff', 0.6);
    for (let i = 0; i < 3; i++) {
      out +=
        bar(52 + i * 96, 214, 50, 8, '#ffffff', 0.45) + bar(52 + i * 96, 234, 40, 16, '#ffffff');
    }
    out += rect(52, 280, 256, 8, { r: 4, fill: t.accent });
    out += qr(rnd, 110, 370, 140, '#171818');
    out += rect(60, 624, 240, 44, { r: 22, fill: t.accent });
    return out;
  },
  profile(rnd, t) {
    let out = appBar(rnd, t, 80);
    out +=
      circle(180, 150, 44, { fill: t.surface }) + circle(180, 150, 44, { stroke: t.accent, sw: 4 });
    out +=
      circle(180, 138, 14, { fill: t.muted }) +
      path('M152 176 Q180 150 208 176', { stroke: t.muted, sw: 10 });
    out += bar(120, 212, 120, 12, t.text) + bar(140, 234, 80, 8, t.muted);
    out += rect(20, 270, 320, 150, { r: 20, fill: t.accent });
    out += bar(44, 296, 110, 10, '#ffffff') + bar(44, 330, 170, 28, '#ffffff');
    out +=
      circle(296, 312, 20, { fill: '#ffffff', opacity: 0.35 }) +
      bar(44, 388, 120, 8, '#ffffff', 0.7);
    for (let i = 0; i < 4; i++) {
      const y = 446 + i * 54;
      out +=
        rect(20, y, 32, 32, { r: 8, fill: t.surface }) +
        bar(66, y + 12, rnd.between(140, 220), 9, t.text, 0.8);
      out += path(`M326 ${y + 10} l8 6 l-8 6`, { stroke: t.muted, sw: 2 });
    }
    return out + tabBar(t, 3);
  },
  cart(rnd, t) {
    let out = appBar(rnd, t, 90);
    for (let i = 0; i < 3; i++) {
      const y = 104 + i * 104;
      out += picture(rnd, 20, y, 80, 80, t, { r: 14 });
      out +=
        bar(116, y + 10, rnd.between(130, 190), 9, t.text, 0.85) + bar(116, y + 30, 90, 8, t.muted);
      out += bar(116, y + 58, 60, 12, t.text);
      out += rect(236, y + 50, 104, 30, { r: 15, fill: t.surface });
      out += bar(250, y + 64, 14, 3, t.text) + bar(284, y + 60, 10, 10, t.text, 0.8);
      out += bar(312, y + 64, 14, 3, t.text) + bar(317, y + 59, 4, 14, t.text);
    }
    out += rect(20, 430, 320, 50, { r: 12, fill: t.surface, stroke: t.line });
    out += bar(40, 451, 120, 8, t.muted);
    out +=
      line(20, 512, 340, 512, { stroke: t.line }) +
      bar(20, 536, 90, 10, t.muted) +
      bar(240, 532, 100, 18, t.text);
    return out + rect(20, 600, 320, 56, { r: 28, fill: t.accent });
  },
  map(rnd, t) {
    const land = t.text === '#ffffff' ? '#1d2121' : '#eef2ef';
    let out = rect(0, 40, 360, 700, { fill: land });
    for (let i = 0; i < 6; i++) {
      out += line(0, 40 + rnd.between(0, 700), 360, 40 + rnd.between(0, 700), {
        stroke: t.bg,
        sw: 10,
      });
      out += line(rnd.between(0, 360), 40, rnd.between(0, 360), 740, { stroke: t.bg, sw: 8 });
    }
    out += path('M40 520 C120 470 90 330 180 300 S300 200 320 120', { stroke: t.accent, sw: 7 });
    out +=
      circle(40, 520, 12, { fill: t.bg, stroke: t.accent, sw: 5 }) +
      circle(320, 120, 14, { fill: t.accent });
    out += rect(166, 286, 28, 28, { r: 8, fill: t.accent2 });
    for (const [x, y] of [
      [110, 420],
      [250, 210],
    ])
      out += circle(x, y, 10, { fill: t.accent2 });
    out += rect(0, 560, 360, 180, { r: 24, fill: t.bg }) + bar(150, 574, 60, 5, t.muted);
    out += bar(24, 604, 180, 14, t.text) + bar(24, 632, 240, 8, t.muted);
    return out + rect(24, 664, 312, 48, { r: 24, fill: t.accent });
  },
  form(rnd, t) {
    let out = appBar(rnd, t, 140) + bar(20, 108, 220, 18, t.text);
    for (let i = 0; i < 4; i++) {
      const y = 152 + i * 82;
      out += bar(20, y, rnd.between(70, 130), 8, t.text, 0.55);
      out += rect(20, y + 16, 320, 46, {
        r: 12,
        fill: t.surface,
        stroke: i === 0 ? t.accent : t.line,
        sw: i === 0 ? 2 : 1,
      });
      out += bar(36, y + 35, rnd.between(100, 200), 8, t.text, 0.35);
    }
    for (let i = 0; i < 4; i++)
      out += rect(20 + i * 82, 490, 70, 40, { r: 10, fill: i === 1 ? t.accent : t.surface });
    out += rect(20, 556, 18, 18, { r: 5, fill: t.accent }) + bar(48, 561, 230, 8, t.text, 0.5);
    return out + rect(20, 610, 320, 56, { r: 28, fill: t.accent });
  },
  menu(rnd, t) {
    let out = appBar(rnd, t, 100) + chips(t, 96, 1);
    for (let i = 0; i < 4; i++) {
      const x = 20 + (i % 2) * 166;
      const y = 146 + Math.floor(i / 2) * 256;
      out += rect(x, y, 154, 240, { r: 16, fill: t.surface });
      out += circle(x + 77, y + 76, 56, { fill: t.bg });
      out += circle(x + 77, y + 76, 42, {
        fill: rnd.pick([t.accent, t.accent2, t.soft]),
        opacity: 0.85,
      });
      out += bar(x + 14, y + 152, 110, 9, t.text, 0.85) + bar(x + 14, y + 172, 70, 8, t.muted);
      out +=
        bar(x + 14, y + 206, 50, 12, t.text) + circle(x + 128, y + 210, 16, { fill: t.accent });
    }
    return out + tabBar(t, 1);
  },
  product(rnd, t) {
    let out = picture(rnd, 0, 40, 360, 320, t, { r: 0 });
    out += circle(36, 76, 16, { fill: '#ffffff', opacity: 0.85 });
    out += bar(20, 386, 230, 18, t.text) + bar(20, 416, 150, 10, t.muted);
    out += paragraph(rnd, 20, 448, 320, 3, { fill: t.text, opacity: 0.45 });
    for (let i = 0; i < 3; i++) {
      out += rect(20 + i * 108, 530, 96, 38, { r: 19, fill: i === 0 ? t.accent : t.surface });
    }
    out += bar(20, 620, 80, 18, t.text);
    return out + rect(150, 604, 190, 52, { r: 26, fill: t.accent });
  },
  list(rnd, t) {
    let out = appBar(rnd, t, 120);
    for (let d = 0; d < 7; d++) {
      out += rect(20 + d * 46, 96, 40, 56, { r: 12, fill: d === 2 ? t.accent : t.surface });
      out += bar(30 + d * 46, 110, 20, 7, d === 2 ? '#ffffff' : t.muted);
      out += bar(30 + d * 46, 128, 20, 10, d === 2 ? '#ffffff' : t.text, 0.8);
    }
    for (let i = 0; i < 6; i++) {
      const y = 176 + i * 80;
      const color = rnd.pick([t.accent, t.accent2, t.muted]);
      out +=
        rect(20, y, 320, 68, { r: 14, fill: t.surface }) +
        rect(20, y, 5, 68, { r: 2, fill: color });
      out +=
        bar(40, y + 16, 44, 10, t.text) + bar(104, y + 16, rnd.between(120, 180), 9, t.text, 0.8);
      out +=
        bar(104, y + 40, 100, 8, t.muted) +
        rect(280, y + 22, 44, 24, { r: 12, fill: color, opacity: 0.4 });
    }
    return out + tabBar(t, 2);
  },
};

/** Draws a phone screen by name into the 360×740 virtual screen. */
export function drawPhoneScreen(name, rnd, t) {
  const draw = SCREENS[name];
  if (!draw) throw new Error(`make-demo-images: unknown phone layout ${name}`);
  return (
    rect(0, 0, PHONE_SCREEN.width, PHONE_SCREEN.height, { fill: t.bg }) +
    statusBar(t) +
    draw(rnd, t)
  );
}

export const PHONE_LAYOUTS = Object.keys(SCREENS);
