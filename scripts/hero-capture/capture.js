// Browser side of the hero capture: the same grid, shader, tilt, camera and clock as the site's
// scene (components/canvas/hero/HeroScene.tsx), rendered at given animation times into PNG data URLs.
import * as THREE from '/node_modules/three/build/three.module.js';
import { heroGrid } from '/lib/hero/geometry.ts';
import { HERO_VERTEX_SHADER, HERO_FRAGMENT_SHADER, HERO_TILT } from '/lib/hero/shaders.ts';
import { heroFrameState, heroUniformValues } from '/lib/hero/animation.ts';
import { heroCamera } from '/lib/hero/camera.ts';
import { HERO_MATCAP_SRC, HERO_SEGMENTS } from '/lib/hero/constants.ts';

const params = new URLSearchParams(location.search);
const width = Number(params.get('w') ?? 1600);
const height = Number(params.get('h') ?? 800);
const times = (params.get('t') ?? '0').split(',').map(Number);

window.__heroCapture = { done: false, frames: [] };

const renderer = new THREE.WebGLRenderer({
  antialias: true,
  alpha: true,
  preserveDrawingBuffer: true,
});
renderer.setPixelRatio(1);
renderer.setSize(width, height, false);
renderer.setClearColor(0x000000, 0);
document.body.appendChild(renderer.domElement);

// The desktop framing: the still is shown at desktop widths and scaled by CSS elsewhere.
const cam = heroCamera('default', 1600);
const camera = new THREE.PerspectiveCamera(cam.fov, width / height, 0.1, 100);
camera.position.set(...cam.position);
camera.lookAt(0, 0, 0);

const grid = heroGrid(HERO_SEGMENTS);
const geometry = new THREE.BufferGeometry();
geometry.setAttribute('uv', new THREE.BufferAttribute(grid.uv, 2));
geometry.setIndex(new THREE.BufferAttribute(grid.index, 1));

const matcap = await new THREE.TextureLoader().loadAsync(`/public${HERO_MATCAP_SRC}`);
const uniforms = Object.fromEntries(
  Object.entries(heroUniformValues()).map(([k, v]) => [k, { value: v }]),
);
uniforms.uMatcap = { value: matcap };
const material = new THREE.ShaderMaterial({
  uniforms,
  vertexShader: HERO_VERTEX_SHADER,
  fragmentShader: HERO_FRAGMENT_SHADER,
});

const mesh = new THREE.Mesh(geometry, material);
mesh.frustumCulled = false;
const group = new THREE.Group();
group.rotation.set(...HERO_TILT);
group.add(mesh);
const scene = new THREE.Scene();
scene.add(group);

for (const seconds of times) {
  const state = heroFrameState(seconds * 60);
  uniforms.uTime.value = state.time;
  mesh.rotation.z = state.rotation;
  renderer.render(scene, camera);
  window.__heroCapture.frames.push(renderer.domElement.toDataURL('image/png'));
}
window.__heroCapture.done = true;
