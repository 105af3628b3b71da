// `npm run import:usda -- <dir>`: streams a USDA download (FoodData Central CSV or SR Legacy/SR28 ASCII)
// into the `foods` table, on Node 22, against DATABASE_URL or the local Postgres `npm start` uses.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { checkNodeVersion, ensureDependencies, nodeBinary, run, TSC } from './common.mjs';
import { ensurePostgres, ROOT, stopServices } from './services.mjs';

async function main() {
  const args = process.argv.slice(2);
  if (!args.length) {
    console.error('usage: npm run import:usda -- <directory>');
    process.exit(2);
  }
  ensureDependencies();
  checkNodeVersion();
  const cli = join(ROOT, 'backend', 'dist', 'cli', 'import-usda.js');
  // The API build takes about a second: always current. tsc still writes the files when some other
  // part of the code has a type error, so the importer runs as long as its own file was built.
  run(nodeBinary(), [TSC, '-p', 'backend/tsconfig.build.json'], { allowFailure: true });
  if (!existsSync(cli)) throw new Error(`the importer was not built (${cli} is missing)`);
  const databaseUrl = await ensurePostgres();
  // The schema must exist: migrations only (reference data is `npm start`'s business).
  run(nodeBinary(), [join(ROOT, 'backend', 'dist', 'cli', 'setup.js')], { env: { DATABASE_URL: databaseUrl, SKIP_SEED: '1' } });
  const code = run(nodeBinary(), [cli, resolve(process.env.INIT_CWD || process.cwd(), args[0])], {
    env: { DATABASE_URL: databaseUrl },
    allowFailure: true,
  });
  await stopServices();
  process.exit(code);
}

main().catch(async (error) => {
  console.error(error.message);
  await stopServices();
  process.exit(1);
});
