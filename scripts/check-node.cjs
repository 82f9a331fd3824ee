// `npm run demo` and `npm test` start here: on a Node other than the one of .nvmrc and package.json
// `engines` they stop with one line saying which Node to install (`npm ci` / `npm install` already
// stop there, .npmrc engine-strict). Plain CommonJS without newer syntax, so any old Node runs it.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: any old Node runs it */
'use strict';
var fs = require('fs');
var path = require('path');

var root = path.join(__dirname, '..');
var want = fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();
var range = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;
// `engines` is ">=A.B.C <N": the oldest release of the .nvmrc line that every dependency supports.
var min = (/>=\s*(\d+)\.(\d+)\.(\d+)/.exec(range) || []).slice(1).map(Number);
var have = process.versions.node.split('.').map(Number);

function older(a, b) {
  for (var i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] < b[i];
  return false;
}

if (String(have[0]) !== want.split('.')[0] || (min.length === 3 && older(have, min))) {
  console.error(
    'Node.js ' +
      want +
      ' LTS is needed (' +
      range +
      '; this is ' +
      process.version +
      '): install it (`nvm install` reads .nvmrc; or https://nodejs.org/) and run the command again.',
  );
  process.exit(1);
}
