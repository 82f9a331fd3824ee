'use client';
// The 3D shape: a uv grid turned into the parametric surface by the vertex shader, shaded with the
// matcap. Per frame the CPU only advances two uniforms/angles; everything it made is disposed.
import { useTexture } from '@react-three/drei/core/Texture';
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import {
  BufferAttribute,
  BufferGeometry,
  type Mesh,
  NoColorSpace,
  ShaderMaterial,
  type Texture,
} from 'three';
import { framesIn, heroFrameState, heroUniformValues } from '@/lib/hero/animation';
import { HERO_MATCAP_SRC } from '@/lib/hero/constants';
import { heroGrid } from '@/lib/hero/geometry';
import { HERO_FRAGMENT_SHADER, HERO_TILT, HERO_VERTEX_SHADER } from '@/lib/hero/shaders';
import { recordFrame } from './stats';

function createGeometry(segments: number): BufferGeometry {
  const grid = heroGrid(segments);
  const geometry = new BufferGeometry();
  geometry.setAttribute('uv', new BufferAttribute(grid.uv, 2));
  geometry.setIndex(new BufferAttribute(grid.index, 1));
  return geometry;
}

function createMaterial(matcap: Texture): ShaderMaterial {
  // The matcap is sampled as stored: no colour conversion in or out (as in the still capture).
  matcap.colorSpace = NoColorSpace;
  const uniforms: ShaderMaterial['uniforms'] = { uMatcap: { value: matcap } };
  for (const [name, value] of Object.entries(heroUniformValues())) uniforms[name] = { value };
  return new ShaderMaterial({
    uniforms,
    vertexShader: HERO_VERTEX_SHADER,
    fragmentShader: HERO_FRAGMENT_SHADER,
  });
}

type Props = {
  segments: number;
  /** Called once, after the first frame with the texture is on the canvas. */
  onFirstFrame: () => void;
};

export function HeroShape({ segments, onFirstFrame }: Props) {
  const matcap = useTexture(HERO_MATCAP_SRC);
  const geometry = useMemo(() => createGeometry(segments), [segments]);
  const material = useMemo(() => createMaterial(matcap), [matcap]);
  const mesh = useRef<Mesh>(null);
  const clock = useRef({ frames: 0, start: 0, reported: false });
  const compiled = useRef(false);
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const camera = useThree((s) => s.camera);

  // Compile the (noise-heavy) shader off the main thread where KHR_parallel_shader_compile
  // exists (D3D compilers can take hundreds of ms); nothing is drawn until it is ready.
  useEffect(() => {
    let live = true;
    compiled.current = false;
    const done = () => {
      if (live) compiled.current = true;
    };
    gl.compileAsync(scene, camera).then(done, done);
    return () => {
      live = false;
    };
  }, [gl, scene, camera, material]);

  useEffect(() => () => geometry.dispose(), [geometry]);
  useEffect(() => () => material.dispose(), [material]);
  useEffect(
    () => () => {
      matcap.dispose();
      useTexture.clear(HERO_MATCAP_SRC);
    },
    [matcap],
  );

  // First in the frame: advance the clock (60 fps frames, SPEC 9 time step) and stamp the start.
  useFrame((_, delta) => {
    const c = clock.current;
    if (!compiled.current) return;
    c.start = performance.now();
    c.frames += c.reported ? framesIn(delta * 1000) : 0;
    const state = heroFrameState(c.frames);
    const m = mesh.current;
    if (!m) return;
    m.rotation.z = state.rotation;
    const uTime = (m.material as ShaderMaterial).uniforms.uTime;
    if (uTime) uTime.value = state.time;
  }, -1);

  // Positive priority: this callback renders the frame itself, so it can time and count it.
  useFrame((state) => {
    if (!compiled.current) return;
    state.gl.render(state.scene, state.camera);
    const c = clock.current;
    recordFrame(performance.now() - c.start);
    if (!c.reported) {
      c.reported = true;
      onFirstFrame();
    }
  }, 1);

  return (
    <group rotation={HERO_TILT}>
      <mesh ref={mesh} geometry={geometry} material={material} frustumCulled={false} />
    </group>
  );
}
