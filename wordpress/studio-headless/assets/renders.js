/**
 * Editor renders in a case's block editor (docs/wordpress-plugin.md 'Editor renders',
 * docs/WP-API.md 'Editor renders'): each studio block in the canvas, and the whole draft in the
 * «Предпросмотр сбоку» sidebar, as the site draws them. The script asks WordPress for a render
 * link (`POST /wp-json/studio/v1/render-links` through wp.apiFetch), reads the site's
 * `/editor-render/{token}/` without credentials, and writes the page's stylesheets, its `<html>`
 * class and its `[data-editor-render]` element into an `<iframe sandbox="allow-same-origin">`'s
 * srcdoc, under a policy with no script source: nothing of the site runs in wp-admin. A failure
 * leaves the block's fields with one Russian line; saving never depends on the site. No build
 * step: plain JavaScript on WordPress's globals.
 *
 * Hooks for tests: `.studio-render[data-state=loading|ready|failed]` (a block's render, with
 * `iframe.studio-render__frame` and `.studio-render__message`), `.studio-side-preview[data-state]`
 * (with `iframe.studio-side-preview__frame`), and `window.studioRenderTimings`: `{ block, ms }`
 * for each block render, from the change to the new frame's load (also `performance.measure`
 * entries named `studio-render`).
 *
 * @package StudioHeadless
 */
(function (wp, words) {
  'use strict';

  if (!words || words.postType !== 'case' || !words.render) {
    return;
  }

  const el = wp.element.createElement;
  const { useState, useEffect, useRef, Fragment } = wp.element;
  const { Button, SelectControl } = wp.components;
  const t = words.render;
  // WordPress 6.6 moved these to wp.editor (wp.editPost's warn there); 6.1 has only wp.editPost.
  const PluginSidebar = (wp.editor && wp.editor.PluginSidebar) || wp.editPost.PluginSidebar;
  const PluginSidebarMoreMenuItem =
    (wp.editor && wp.editor.PluginSidebarMoreMenuItem) || wp.editPost.PluginSidebarMoreMenuItem;

  const site = String(words.siteUrl || '').replace(/\/+$/, '');
  const origin = (() => {
    try {
      return site ? new URL(site).origin : '';
    } catch {
      return '';
    }
  })();
  const linksPath = '/' + words.namespace + '/render-links';
  /** How long the block waits after a change before it asks the site again. */
  const DEBOUNCE_MS = 400;
  /** The side preview's widths. */
  const WIDTHS = { phone: 390, desktop: 1440 };

  window.studioRenderTimings = window.studioRenderTimings || [];

  const escapeAttribute = (text) =>
    String(text).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

  /**
   * The frame's document: the site page's `<html>` class, its stylesheets and its
   * `[data-editor-render]` element (scripts dropped), under `<base href="{site}/">` and a policy
   * with no script source. Throws when the page has no render.
   */
  function srcdocOf(html) {
    const page = new window.DOMParser().parseFromString(html, 'text/html');
    const render = page.querySelector('[data-editor-render]');
    if (!render) {
      throw new Error('no [data-editor-render]');
    }
    render.querySelectorAll('script, noscript').forEach((node) => node.remove());
    const styles = Array.from(page.head.querySelectorAll('style, link[rel~="stylesheet"]'))
      .map((node) => node.outerHTML)
      .join('');
    const policy =
      "default-src 'none'; style-src " +
      origin +
      " 'unsafe-inline'; font-src " +
      origin +
      '; img-src ' +
      origin +
      " 'self' data:";
    return (
      '<!doctype html><html class="' +
      escapeAttribute(page.documentElement.getAttribute('class') || '') +
      '" lang="ru"><head><meta charset="utf-8">' +
      '<meta http-equiv="Content-Security-Policy" content="' +
      escapeAttribute(policy) +
      '"><base href="' +
      escapeAttribute(site + '/') +
      '">' +
      styles +
      // The frame is as tall as its content: no viewport-high minimum, no scroll bar.
      '<style>html,body{min-height:0!important;height:auto!important;overflow:hidden!important}' +
      'body{margin:0;display:flow-root}</style></head><body>' +
      render.outerHTML +
      '</body></html>'
    );
  }

  /**
   * A render's frame document: a render link from WordPress (`block`: `{ name, attributes }`, or
   * null for the whole draft), then the site's page, read without credentials. Rejects on any
   * failure (WordPress's refusal, the network, an answer other than 200, no render in it).
   */
  function fetchRender(postId, block, signal) {
    const data = { post: postId };
    if (block) {
      data.block = block;
    }
    return wp
      .apiFetch({ path: linksPath, method: 'POST', data, signal })
      .then((answer) =>
        window.fetch(answer.url, { credentials: 'omit', cache: 'no-store', signal }),
      )
      .then((response) => {
        if (response.status !== 200) {
          throw new Error('HTTP ' + response.status);
        }
        return response.text();
      })
      .then(srcdocOf);
  }

  /** The height of a frame's content, in CSS pixels (0 while it has none). */
  function contentHeight(frame) {
    const doc = frame.contentDocument;
    if (!doc || !doc.body) {
      return 0;
    }
    return Math.ceil(Math.max(doc.body.scrollHeight, doc.body.getBoundingClientRect().height));
  }

  /** Stops following a frame's height and removes it. */
  function dropFrame(frame) {
    if (frame.studioStop) {
      frame.studioStop();
    }
    frame.remove();
  }

  /** Removes every frame of a box. */
  function clearFrames(box) {
    if (box) {
      Array.from(box.querySelectorAll('iframe')).forEach(dropFrame);
    }
  }

  /**
   * Follows a frame's content height (images and fonts load after the frame's `load`, and the
   * block's width changes with the window): a few early looks, then one a second while the frame
   * lives, and a ResizeObserver on the frame element itself. Nothing is attached inside the frame:
   * the sandbox refuses to run any callback there (Chrome logs each refusal), even this window's.
   */
  function followHeight(frame, fit) {
    const Observer = frame.ownerDocument.defaultView.ResizeObserver;
    const observer = Observer ? new Observer(() => fit()) : null;
    if (observer) {
      observer.observe(frame);
    }
    const timers = [100, 250, 500, 1000, 2000].map((ms) => window.setTimeout(fit, ms));
    const interval = window.setInterval(fit, 1000);
    frame.studioStop = () => {
      if (observer) {
        observer.disconnect();
      }
      timers.forEach((timer) => window.clearTimeout(timer));
      window.clearInterval(interval);
    };
  }

  /**
   * Puts a new frame with `srcdoc` into `box` (in the box's own document: the editor canvas is an
   * iframe on WordPress 6.3 and later, the page itself on 6.1), hidden until it has loaded; then
   * it takes the place of the frame shown so far, so the old render stays until the new one is
   * there. Resolves with the frame; rejects when `signal` aborts first.
   */
  function putFrame(box, options, srcdoc, signal) {
    return new Promise((resolve, reject) => {
      if (!box || signal.aborted) {
        reject(new Error('aborted'));
        return;
      }
      const frame = box.ownerDocument.createElement('iframe');
      frame.className = options.className;
      frame.setAttribute('sandbox', 'allow-same-origin');
      frame.setAttribute('title', options.title);
      frame.setAttribute('tabindex', '-1');
      frame.setAttribute('data-pending', '');
      const fit = () => {
        const height = contentHeight(frame);
        if (height > 0 && frame.style.height !== height + 'px') {
          frame.style.height = height + 'px';
          if (options.onHeight) {
            options.onHeight(height);
          }
        }
      };
      const abort = () => {
        if (frame.hasAttribute('data-pending')) {
          dropFrame(frame);
          reject(new Error('aborted'));
        }
      };
      signal.addEventListener('abort', abort);
      frame.addEventListener(
        'load',
        () => {
          signal.removeEventListener('abort', abort);
          if (signal.aborted) {
            dropFrame(frame);
            reject(new Error('aborted'));
            return;
          }
          fit();
          Array.from(box.querySelectorAll('iframe')).forEach((old) => {
            if (old !== frame) {
              dropFrame(old);
            }
          });
          frame.removeAttribute('data-pending');
          followHeight(frame, fit);
          resolve(frame);
        },
        { once: true },
      );
      frame.srcdoc = srcdoc;
      box.appendChild(frame);
    });
  }

  /** Records one block render's time, from the change to the new frame's load. */
  function recordTiming(block, startedAt) {
    const end = window.performance.now();
    window.studioRenderTimings.push({ block, ms: Math.round(end - startedAt) });
    try {
      window.performance.measure('studio-render', { start: startedAt, end, detail: { block } });
    } catch {
      // An older browser's performance.measure() takes no options: the array above is enough.
    }
  }

  /**
   * One block as the site draws it: asked on mount and 400 ms after the last change of its
   * attributes (a newer change cancels the older request); `onFailed(true)` when it fails, so
   * the block shows its fields, `onFailed(false)` once a render is shown again.
   */
  function BlockRender({ name, title, attributes, onFailed }) {
    const postId = wp.data.useSelect((select) => select('core/editor').getCurrentPostId(), []);
    const box = useRef(null);
    const mounted = useRef(false);
    const [state, setState] = useState('loading');
    const [shown, setShown] = useState(false);
    const [failed, setFailed] = useState(false);
    const key = JSON.stringify(attributes);

    useEffect(() => {
      const changedAt = window.performance.now();
      const controller = new AbortController();
      const fail = () => {
        clearFrames(box.current);
        setShown(false);
        setFailed(true);
        setState('failed');
        onFailed(true);
      };
      const delay = mounted.current ? DEBOUNCE_MS : 0;
      mounted.current = true;
      const timer = window.setTimeout(() => {
        if (!postId || !site) {
          fail();
          return;
        }
        setState('loading');
        fetchRender(postId, { name, attributes: JSON.parse(key) }, controller.signal)
          .then((srcdoc) =>
            putFrame(
              box.current,
              { className: 'studio-render__frame', title: t.frameTitle.replace('%s', title) },
              srcdoc,
              controller.signal,
            ),
          )
          .then(() => {
            recordTiming(name, changedAt);
            setShown(true);
            setFailed(false);
            setState('ready');
            onFailed(false);
          })
          .catch(() => {
            if (!controller.signal.aborted) {
              fail();
            }
          });
      }, delay);
      return () => {
        window.clearTimeout(timer);
        controller.abort();
      };
      // `key` stands for the attributes; `onFailed` is a state setter, the same on each render.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [key, postId, name, title]);

    useEffect(() => () => clearFrames(box.current), []);

    return el(
      'div',
      { className: 'studio-render', 'data-state': state },
      failed ? el('p', { className: 'studio-render__message', role: 'status' }, t.failed) : null,
      !shown && !failed
        ? el('p', { className: 'studio-render__placeholder' }, title + ': ' + t.loading)
        : null,
      // Frames are put here by putFrame(), never by React.
      el('div', { className: 'studio-render__frames', ref: box }),
    );
  }

  /** The width of an element, followed while it changes (the sidebar can be resized). */
  function useWidth(ref) {
    const [width, setWidth] = useState(0);
    useEffect(() => {
      const node = ref.current;
      if (!node) {
        return undefined;
      }
      const measure = () => setWidth(node.clientWidth);
      measure();
      if (!window.ResizeObserver) {
        return undefined;
      }
      const observer = new window.ResizeObserver(measure);
      observer.observe(node);
      return () => observer.disconnect();
    }, [ref]);
    return width;
  }

  /**
   * The sidebar's content: the whole draft as the site draws it at a phone's or a computer's
   * width, scaled down to the sidebar. Asked when the sidebar opens, after each save (autosaves
   * too) and on «Обновить»; unsaved changes are autosaved first, so the draft is the editor's.
   */
  function SidePreviewBody() {
    const { postId, saving, unsaved } = wp.data.useSelect((select) => {
      const editor = select('core/editor');
      return {
        postId: editor.getCurrentPostId(),
        saving: editor.isSavingPost() || editor.isAutosavingPost(),
        // Changes the site cannot see yet, and WordPress would autosave now.
        unsaved: editor.isEditedPostDirty() && editor.isEditedPostAutosaveable(),
      };
    }, []);
    const { autosave } = wp.data.useDispatch('core/editor');
    const [device, setDevice] = useState('phone');
    const [state, setState] = useState('loading');
    const [failed, setFailed] = useState(false);
    const [height, setHeight] = useState(0);
    // Round -1: the draft has unsaved changes as the sidebar opens; they are autosaved first (as
    // WordPress's own Preview does), and the end of that autosave asks for round 0.
    const [round, setRound] = useState(() => (unsaved ? -1 : 0));
    const autosavedOnOpen = useRef(false);
    useEffect(() => {
      if (round < 0 && !autosavedOnOpen.current) {
        autosavedOnOpen.current = true;
        autosave();
      }
    }, [round, autosave]);
    /** «Обновить»: unsaved changes are autosaved first; the autosave's end asks again. */
    const refresh = () => (unsaved && !saving ? autosave() : setRound((n) => n + 1));
    const box = useRef(null);
    const viewport = useRef(null);
    const wasSaving = useRef(saving);
    const available = useWidth(viewport);

    // A save (or an autosave) that has just ended: the draft changed on WordPress.
    useEffect(() => {
      if (wasSaving.current && !saving) {
        setRound((n) => n + 1);
      }
      wasSaving.current = saving;
    }, [saving]);

    useEffect(() => {
      if (round < 0) {
        return undefined;
      }
      const controller = new AbortController();
      if (!postId || !site) {
        setFailed(true);
        setState('failed');
        return undefined;
      }
      setState('loading');
      fetchRender(postId, null, controller.signal)
        .then((srcdoc) =>
          putFrame(
            box.current,
            { className: 'studio-side-preview__frame', title: t.sideFrame, onHeight: setHeight },
            srcdoc,
            controller.signal,
          ),
        )
        .then((frame) => {
          setHeight(contentHeight(frame));
          setFailed(false);
          setState('ready');
        })
        .catch(() => {
          if (!controller.signal.aborted) {
            clearFrames(box.current);
            setHeight(0);
            setFailed(true);
            setState('failed');
          }
        });
      return () => controller.abort();
    }, [postId, round]);

    useEffect(() => () => clearFrames(box.current), []);

    const width = WIDTHS[device];
    const scale = available > 0 ? Math.min(1, available / width) : 1;
    return el(
      'div',
      { className: 'studio-side-preview', 'data-state': state, 'data-width': width },
      el(
        'div',
        { className: 'studio-side-preview__tools' },
        el(SelectControl, {
          label: t.width,
          value: device,
          options: [
            { label: t.phone + ' (390 px)', value: 'phone' },
            { label: t.desktop + ' (1440 px)', value: 'desktop' },
          ],
          onChange: setDevice,
        }),
        el(
          Button,
          {
            variant: 'secondary',
            className: 'studio-side-preview__refresh',
            isBusy: state === 'loading',
            onClick: refresh,
          },
          t.refresh,
        ),
      ),
      failed ? el('p', { className: 'studio-render__message', role: 'status' }, t.failed) : null,
      state === 'loading' && height === 0
        ? el('p', { className: 'studio-render__placeholder' }, t.sideLoading)
        : null,
      el(
        'div',
        { className: 'studio-side-preview__viewport', ref: viewport },
        el(
          'div',
          {
            className: 'studio-side-preview__sizer',
            style: {
              width: Math.floor(width * scale) + 'px',
              height: Math.ceil(height * scale) + 'px',
            },
          },
          // Frames are put here by putFrame(), never by React.
          el('div', {
            className: 'studio-side-preview__frames',
            ref: box,
            style: { width: width + 'px', transform: 'scale(' + scale + ')' },
          }),
        ),
      ),
    );
  }

  /** «Предпросмотр сбоку»: a sidebar of its own, also in the editor's «⋮» menu. */
  function SidePreview() {
    return el(
      Fragment,
      null,
      el(
        PluginSidebarMoreMenuItem,
        { target: 'studio-side-preview', icon: 'visibility' },
        t.sideTitle,
      ),
      el(
        PluginSidebar,
        {
          name: 'studio-side-preview',
          title: t.sideTitle,
          icon: 'visibility',
          className: 'studio-side-preview__sidebar',
        },
        el(SidePreviewBody),
      ),
    );
  }

  wp.plugins.registerPlugin('studio-side-preview', { render: SidePreview, icon: 'visibility' });

  window.studioRender = { BlockRender };
})(window.wp, window.studioCaseEditor);
