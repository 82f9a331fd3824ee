import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { writeFileSync } from 'node:fs';
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH, chromeFlags: ['--headless=new','--no-sandbox','--disable-background-networking','--disable-component-update'] });
const url = process.argv[2];
for (let i = 0; i < Number(process.argv[3] || 1); i++) {
  const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', gatherMode: `/tmp/lhtrace/art-${i}`,
    additionalTraceCategories: 'viz,cc,gpu,benchmark,blink,navigation,disabled-by-default-viz.surface_id_flow,disabled-by-default-cc.debug.scheduler.frames,disabled-by-default-viz.quads,renderer_host,input,ipc,mojom,scheduler,disabled-by-default-renderer.scheduler' });
  const m = r.lhr?.audits?.metrics?.details?.items?.[0];
  console.log(i, m?.observedFirstContentfulPaint, m?.observedLoad);
}
await chrome.kill();
