// The production build's self-contained server (next.config.ts `output: 'standalone'`), which the
// suite and the specs that start servers of their own run: `node <this>` with PORT and HOSTNAME.
export const STANDALONE_SERVER = `${process.env.NEXT_DIST_DIR || '.next'}/standalone/server.js`;
