// GLSL of the hero: a torus-like parametric surface (an orbit) whose tube breathes with 3D
// simplex noise over time, shaded with a matcap. Plain strings, no three.js import, so the
// asset capture page (scripts/hero-capture) renders exactly what the site renders.

/** Shape of the surface, in scene units. */
export const HERO_SHAPE = {
  ringRadius: 1.0,
  tubeRadius: 0.3,
  noiseAmplitude: 0.14,
  noiseScale: 0.13,
};

/** The initial tilt of the shape, radians (x, y, z); rotation then turns it about its own axis. */
export const HERO_TILT: [number, number, number] = [-0.75, 0.35, 0.2];

// Ashima Arts / Stefan Gustavson 3D simplex noise (MIT).
const SIMPLEX_NOISE = /* glsl */ `
vec3 mod289(vec3 x) { return x - floor(x * (1.0 / 289.0)) * 289.0; }
vec4 mod289(vec4 x) { return x - floor(x * (1.0 / 289.0)) * 289.0; }
vec4 permute(vec4 x) { return mod289(((x * 34.0) + 10.0) * x); }
vec4 taylorInvSqrt(vec4 r) { return 1.79284291400159 - 0.85373472095314 * r; }
float snoise(vec3 v) {
  const vec2 C = vec2(1.0 / 6.0, 1.0 / 3.0);
  const vec4 D = vec4(0.0, 0.5, 1.0, 2.0);
  vec3 i = floor(v + dot(v, C.yyy));
  vec3 x0 = v - i + dot(i, C.xxx);
  vec3 g = step(x0.yzx, x0.xyz);
  vec3 l = 1.0 - g;
  vec3 i1 = min(g.xyz, l.zxy);
  vec3 i2 = max(g.xyz, l.zxy);
  vec3 x1 = x0 - i1 + C.xxx;
  vec3 x2 = x0 - i2 + C.yyy;
  vec3 x3 = x0 - D.yyy;
  i = mod289(i);
  vec4 p = permute(permute(permute(
    i.z + vec4(0.0, i1.z, i2.z, 1.0)) +
    i.y + vec4(0.0, i1.y, i2.y, 1.0)) +
    i.x + vec4(0.0, i1.x, i2.x, 1.0));
  float n_ = 0.142857142857;
  vec3 ns = n_ * D.wyz - D.xzx;
  vec4 j = p - 49.0 * floor(p * ns.z * ns.z);
  vec4 x_ = floor(j * ns.z);
  vec4 y_ = floor(j - 7.0 * x_);
  vec4 x = x_ * ns.x + ns.yyyy;
  vec4 y = y_ * ns.x + ns.yyyy;
  vec4 h = 1.0 - abs(x) - abs(y);
  vec4 b0 = vec4(x.xy, y.xy);
  vec4 b1 = vec4(x.zw, y.zw);
  vec4 s0 = floor(b0) * 2.0 + 1.0;
  vec4 s1 = floor(b1) * 2.0 + 1.0;
  vec4 sh = -step(h, vec4(0.0));
  vec4 a0 = b0.xzyw + s0.xzyw * sh.xxyy;
  vec4 a1 = b1.xzyw + s1.xzyw * sh.zzww;
  vec3 p0 = vec3(a0.xy, h.x);
  vec3 p1 = vec3(a0.zw, h.y);
  vec3 p2 = vec3(a1.xy, h.z);
  vec3 p3 = vec3(a1.zw, h.w);
  vec4 norm = taylorInvSqrt(vec4(dot(p0, p0), dot(p1, p1), dot(p2, p2), dot(p3, p3)));
  p0 *= norm.x; p1 *= norm.y; p2 *= norm.z; p3 *= norm.w;
  vec4 m = max(0.5 - vec4(dot(x0, x0), dot(x1, x1), dot(x2, x2), dot(x3, x3)), 0.0);
  m = m * m;
  return 105.0 * dot(m * m, vec4(dot(p0, x0), dot(p1, x1), dot(p2, x2), dot(p3, x3)));
}
`;

export const HERO_VERTEX_SHADER = /* glsl */ `
uniform float uTime;
uniform float uSpeed;
uniform float uDistortion;
uniform float uRingRadius;
uniform float uTubeRadius;
uniform float uAmplitude;
uniform float uNoiseScale;
varying vec3 vNormal;
varying vec3 vViewPosition;

${SIMPLEX_NOISE}

const float TAU = 6.283185307179586;

// The surface at parameters (u, v) in [0, 1]²: a ring (u) whose elliptic cross-section (v) turns
// once around it, like a twisted ribbon, its thickness displaced by 3D noise that drifts with time.
// Periodic in u and v (the ellipse is symmetric under a half turn), so there are no seams.
vec3 surface(vec2 p) {
  float u = p.x * TAU;
  float v = p.y * TAU;
  float t = uTime * uSpeed;
  vec3 ring = vec3(cos(u), sin(u), 0.0);
  vec2 section = vec2(cos(v) * 1.25, sin(v) * 0.74);
  float a = u + t * 0.35;
  float ca = cos(a);
  float sa = sin(a);
  section = vec2(section.x * ca - section.y * sa, section.x * sa + section.y * ca);
  vec3 tube = section.x * ring + vec3(0.0, 0.0, section.y);
  vec3 base = ring * uRingRadius + tube * uTubeRadius;
  float n = snoise(base * uNoiseScale * uDistortion + vec3(0.0, 0.0, t));
  return base + tube * (uAmplitude * n);
}

void main() {
  vec2 p = uv;
  float e = 0.0015;
  vec3 pos = surface(p);
  // Forward differences: three surface evaluations per vertex, all on the GPU.
  vec3 du = surface(p + vec2(e, 0.0)) - pos;
  vec3 dv = surface(p + vec2(0.0, e)) - pos;
  vec3 objectNormal = normalize(cross(du, dv));
  vec4 mvPosition = modelViewMatrix * vec4(pos, 1.0);
  vNormal = normalize(normalMatrix * objectNormal);
  vViewPosition = -mvPosition.xyz;
  gl_Position = projectionMatrix * mvPosition;
}
`;

export const HERO_FRAGMENT_SHADER = /* glsl */ `
uniform sampler2D uMatcap;
varying vec3 vNormal;
varying vec3 vViewPosition;

void main() {
  vec3 normal = normalize(vNormal);
  vec3 viewDir = normalize(vViewPosition);
  vec3 x = normalize(vec3(viewDir.z, 0.0, -viewDir.x));
  vec3 y = cross(viewDir, x);
  vec2 muv = vec2(dot(x, normal), dot(y, normal)) * 0.495 + 0.5;
  gl_FragColor = vec4(texture2D(uMatcap, muv).rgb, 1.0);
}
`;
