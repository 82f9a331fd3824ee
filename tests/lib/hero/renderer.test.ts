import { isSoftwareRenderer, isWebGLProbe, probeWebGL } from '@/lib/hero/renderer';

describe('isSoftwareRenderer', () => {
  it.each([
    'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
    'Google SwiftShader',
    'llvmpipe (LLVM 15.0.7, 256 bits)',
    'ANGLE (Mesa, llvmpipe (LLVM 12.0.0, 256 bits), OpenGL 4.5)',
    'lavapipe',
    'Microsoft Basic Render Driver',
    'Software Adapter',
  ])('recognises %s', (renderer) => {
    expect(isSoftwareRenderer(renderer)).toBe(true);
  });

  it.each([
    'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)',
    'ANGLE (Apple, ANGLE Metal Renderer: Apple M2, Unspecified Version)',
    'Mali-G78',
    'Adreno (TM) 650',
    'ANGLE (Intel, Mesa Intel(R) UHD Graphics 620 (KBL GT2), OpenGL 4.6)',
  ])('treats %s as a GPU', (renderer) => {
    expect(isSoftwareRenderer(renderer)).toBe(false);
  });

  it('is false for no string', () => {
    expect(isSoftwareRenderer(null)).toBe(false);
    expect(isSoftwareRenderer(undefined)).toBe(false);
  });
});

function fakeContext(renderer: string | null) {
  const loseContext = vi.fn();
  const gl = {
    RENDERER: 0x1f01,
    getExtension: (name: string) => {
      if (name === 'WEBGL_lose_context') return { loseContext };
      if (name === 'WEBGL_debug_renderer_info' && renderer !== null)
        return { UNMASKED_RENDERER_WEBGL: 0x9246 };
      return null;
    },
    getParameter: (p: number) => (p === 0x9246 ? renderer : 'WebKit WebGL'),
  };
  return { gl: gl as unknown as WebGLRenderingContext, loseContext };
}

describe('probeWebGL', () => {
  it('reports no WebGL when no context can be made', () => {
    expect(probeWebGL(() => null)).toEqual({
      supported: false,
      renderer: null,
      performanceCaveat: false,
      software: false,
    });
  });

  it('reads the unmasked renderer of a GPU and frees both throwaway contexts', () => {
    const a = fakeContext('ANGLE (NVIDIA, GeForce)');
    const b = fakeContext('ANGLE (NVIDIA, GeForce)');
    const contexts = [a.gl, b.gl];
    const probe = probeWebGL(() => contexts.shift() ?? null);
    expect(probe).toEqual({
      supported: true,
      renderer: 'ANGLE (NVIDIA, GeForce)',
      performanceCaveat: false,
      software: false,
    });
    expect(a.loseContext).toHaveBeenCalledTimes(1);
    expect(b.loseContext).toHaveBeenCalledTimes(1);
  });

  it('flags SwiftShader by name, without a second context', () => {
    const a = fakeContext('Google SwiftShader');
    const factory = vi.fn(() => a.gl);
    const probe = probeWebGL(factory);
    expect(probe).toMatchObject({ software: true, performanceCaveat: false });
    expect(factory).toHaveBeenCalledTimes(1);
    expect(a.loseContext).toHaveBeenCalledTimes(1);
  });

  it('flags a major performance caveat even when the renderer is masked', () => {
    const a = fakeContext(null);
    const probe = probeWebGL((attrs) => (attrs.failIfMajorPerformanceCaveat ? null : a.gl));
    expect(probe).toMatchObject({
      supported: true,
      renderer: 'WebKit WebGL',
      performanceCaveat: true,
      software: true,
    });
    expect(a.loseContext).toHaveBeenCalled();
  });
});

describe('isWebGLProbe', () => {
  it('accepts a probe and rejects anything else a worker might post', () => {
    expect(
      isWebGLProbe({ supported: true, renderer: null, performanceCaveat: false, software: false }),
    ).toBe(true);
    expect(isWebGLProbe(null)).toBe(false);
    expect(isWebGLProbe('yes')).toBe(false);
    expect(
      isWebGLProbe({
        supported: 'true',
        renderer: null,
        performanceCaveat: false,
        software: false,
      }),
    ).toBe(false);
    expect(
      isWebGLProbe({ supported: true, renderer: 1, performanceCaveat: false, software: false }),
    ).toBe(false);
  });
});
