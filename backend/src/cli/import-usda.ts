import pg from 'pg';
import { importUsda, type ImportProgress } from '../foods/usda-import.js';

/**
 * `npm run import:usda -- <dir>`: loads a USDA download (FoodData Central CSV or SR Legacy/SR28 ASCII,
 * plain or .gz) into `foods`. Progress on stderr, a summary on stdout; safe to run again (0 changed).
 */
function progressBar(stream: NodeJS.WriteStream) {
  let last = '';
  let lastAt = 0;
  return {
    update({ phase, bytesDone, bytesTotal }: ImportProgress) {
      const ratio = bytesTotal ? Math.min(1, bytesDone / bytesTotal) : 1;
      const width = 30;
      const filled = Math.round(ratio * width);
      const line = `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${String(Math.round(ratio * 100)).padStart(3)}% ${phase === 'saving' ? `saving ${bytesDone}/${bytesTotal} foods` : `reading ${phase}`}`;
      const now = Date.now();
      if (line === last || (now - lastAt < 100 && ratio < 1)) return;
      last = line;
      lastAt = now;
      // A terminal gets one redrawn line; a log file gets a line per change of phase or 10%.
      if (stream.isTTY) stream.write(`\r${line.padEnd(70)}`);
      else if (ratio === 1 || Math.round(ratio * 100) % 10 === 0) stream.write(`${line}\n`);
    },
    end() {
      if (stream.isTTY && last) stream.write('\n');
    },
  };
}

async function main(): Promise<number> {
  const dir = process.argv[2];
  if (!dir || dir === '--help' || dir === '-h') {
    console.error('usage: npm run import:usda -- <directory with food.csv … (FoodData Central) or FOOD_DES.txt … (SR Legacy/SR28)>');
    return 2;
  }
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error('DATABASE_URL is required');
    return 2;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const bar = progressBar(process.stderr);
  try {
    const s = await importUsda(dir, { client, onProgress: (p) => bar.update(p) });
    bar.end();
    console.log(
      `USDA import (${s.layout === 'sr-ascii' ? 'SR Legacy ASCII' : 'FoodData Central CSV'}) from ${dir}: ` +
        `${s.foods} foods read, ${s.inserted} inserted, ${s.updated} updated, ${s.inserted + s.updated} changed, ${s.unchanged} unchanged, ` +
        `${s.skipped} rows skipped, ${(s.milliseconds / 1000).toFixed(1)} s`,
    );
    return 0;
  } catch (error) {
    bar.end();
    console.error(`USDA import failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await client.end();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
