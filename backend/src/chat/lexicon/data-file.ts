import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * A data file of the lexicon (`name`, a JSON file in this folder), parsed. Read from beside the module, or from src
 * when the module runs compiled from dist, where JSON files are not copied.
 */
export function lexiconFile<T>(name: string): T {
  for (const dir of ['./', '../../../src/chat/lexicon/']) {
    try {
      return JSON.parse(readFileSync(fileURLToPath(new URL(`${dir}${name}`, import.meta.url)), 'utf8')) as T;
    } catch {
      /* next */
    }
  }
  throw new Error(`${name} not found`);
}
