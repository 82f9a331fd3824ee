// Runs a script's main() when the script itself was started (`node wordpress/scripts/x.mjs`), not
// when it is imported: exits with main's code (null: stay up), or prints the error and exits 1.
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** @param {string} moduleUrl import.meta.url of the script @param {(argv: string[]) => Promise<number | null>} main */
export function runAsCli(moduleUrl, main) {
  let direct = false;
  try {
    direct = pathToFileURL(realpathSync(process.argv[1])).href === moduleUrl;
  } catch {
    direct = false;
  }
  if (!direct) return;
  main(process.argv.slice(2)).then(
    (code) => code !== null && process.exit(code),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
