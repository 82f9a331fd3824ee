// WebGL capability probe: is there WebGL at all, and is it rendered in software (SwiftShader,
// llvmpipe — Lighthouse, PageSpeed and GPU-less machines)? Uses a throwaway context, then frees it.

/** Renderer strings of CPU rasterisers. */
export const SOFTWARE_RENDERER_PATTERN =
  /swiftshader|llvmpipe|lavapipe|softpipe|software|basic render driver|mesa offscreen|gdi generic/i;

export function isSoftwareRenderer(renderer: string | null | undefined): boolean {
  return typeof renderer === 'string' && SOFTWARE_RENDERER_PATTERN.test(renderer);
}

export type WebGLProbe = {
  supported: boolean;
  /** Unmasked renderer string when the browser exposes it. */
  renderer: string | null;
  /** The browser refused a context with `failIfMajorPerformanceCaveat` (it would be software). */
  performanceCaveat: boolean;
  software: boolean;
};

export type ContextFactory = (attributes: WebGLContextAttributes) => WebGLRenderingContext | null;

function canvasFactory(doc: Document): ContextFactory {
  return (attributes) => {
    const canvas = doc.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const gl = (canvas.getContext('webgl2', attributes) ??
      canvas.getContext('webgl', attributes)) as WebGLRenderingContext | null;
    return gl;
  };
}

/** Contexts of OffscreenCanvas: what the probe uses in its worker (lib/hero/probe.worker.ts). */
export function offscreenFactory(): ContextFactory {
  return (attributes) => {
    const canvas = new OffscreenCanvas(1, 1);
    return (canvas.getContext('webgl2', attributes) ??
      canvas.getContext('webgl', attributes)) as WebGLRenderingContext | null;
  };
}

/** Whether a value is a WebGLProbe (a worker's answer is not trusted blindly). */
export function isWebGLProbe(value: unknown): value is WebGLProbe {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.supported === 'boolean' &&
    (typeof v.renderer === 'string' || v.renderer === null) &&
    typeof v.performanceCaveat === 'boolean' &&
    typeof v.software === 'boolean'
  );
}

function release(gl: WebGLRenderingContext | null) {
  gl?.getExtension('WEBGL_lose_context')?.loseContext();
}

function readRenderer(gl: WebGLRenderingContext): string | null {
  try {
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const value: unknown = gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER);
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** Probes WebGL once. `createContext` is injectable for tests. */
export function probeWebGL(createContext: ContextFactory = canvasFactory(document)): WebGLProbe {
  let gl: WebGLRenderingContext | null = null;
  let strict: WebGLRenderingContext | null = null;
  try {
    gl = createContext({ antialias: false, depth: false, stencil: false });
    if (!gl) return { supported: false, renderer: null, performanceCaveat: false, software: false };
    const renderer = readRenderer(gl);
    if (isSoftwareRenderer(renderer)) {
      return { supported: true, renderer, performanceCaveat: false, software: true };
    }
    // A masked or unknown renderer: ask the browser whether it would be a slow (software) one.
    strict = createContext({ antialias: false, depth: false, failIfMajorPerformanceCaveat: true });
    const performanceCaveat = strict === null;
    return { supported: true, renderer, performanceCaveat, software: performanceCaveat };
  } catch {
    return { supported: false, renderer: null, performanceCaveat: false, software: false };
  } finally {
    release(strict);
    release(gl);
  }
}
