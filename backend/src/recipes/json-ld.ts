/**
 * Reads a schema.org `Recipe` out of a web page's JSON-LD (`<script type="application/ld+json">`),
 * as recipe sites publish it: a lone object, an array, or an `@graph`; ingredients as text lines;
 * instructions as text, a list of strings, HowToStep objects or HowToSection groups.
 * Pure: no I/O, no Nest.
 */

export interface JsonLdRecipe {
  title: string;
  summary: string;
  image: string | null;
  servings: number | null;
  readyInMinutes: number | null;
  ingredients: string[];
  steps: string[];
  cuisine: string | null;
  categories: string[];
  keywords: string[];
  url: string | null;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  deg: '°',
  ndash: '–',
  mdash: '—',
  rsquo: '’',
  lsquo: '‘',
  ldquo: '“',
  rdquo: '”',
  hellip: '…',
  eacute: 'é',
  egrave: 'è',
  ntilde: 'ñ',
};

/** Decodes HTML entities (named, decimal, hex). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n < 0x110000 ? String.fromCodePoint(n) : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/** Plain text from a bit of HTML: tags dropped, entities decoded, whitespace collapsed. */
export function plainText(html: string): string {
  return decodeEntities(html.replace(/<br\s*\/?>/gi, ' ').replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every JSON-LD block of the page, parsed; blocks that are not valid JSON are skipped. */
export function jsonLdBlocks(html: string): unknown[] {
  const out: unknown[] = [];
  const re = /<script\b[^>]*type\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script\s*>/gi;
  for (const m of html.matchAll(re)) {
    const body = m[1]
      .trim()
      .replace(/^<!--/, '')
      .replace(/-->$/, '')
      .replace(/^\/\/<!\[CDATA\[/, '')
      .replace(/\/\/\]\]>$/, '')
      .trim();
    try {
      out.push(JSON.parse(body));
    } catch {
      // Some sites put raw line breaks inside strings: try once more with them escaped.
      try {
        out.push(JSON.parse(body.replace(/[\r\n\t]+/g, ' ')));
      } catch {
        /* not JSON: skip */
      }
    }
  }
  return out;
}

const isRecipe = (node: Record<string, unknown>) => {
  const type = node['@type'];
  const types = Array.isArray(type) ? type : [type];
  return types.some((t) => typeof t === 'string' && t.replace(/^.*[/:]/, '').toLowerCase() === 'recipe');
};

/** The first Recipe node found anywhere in the JSON-LD (arrays, @graph, nested mainEntity). */
export function findRecipeNode(data: unknown, depth = 0): Record<string, unknown> | null {
  if (depth > 8 || data === null || typeof data !== 'object') return null;
  if (Array.isArray(data)) {
    for (const item of data) {
      const hit = findRecipeNode(item, depth + 1);
      if (hit) return hit;
    }
    return null;
  }
  const node = data as Record<string, unknown>;
  if (isRecipe(node)) return node;
  for (const key of ['@graph', 'mainEntity', 'mainEntityOfPage', 'itemListElement', 'item']) {
    const hit = findRecipeNode(node[key], depth + 1);
    if (hit) return hit;
  }
  return null;
}

const text = (v: unknown): string | null => {
  if (typeof v === 'string') return plainText(v) || null;
  if (typeof v === 'number') return String(v);
  return null;
};

function firstImage(v: unknown): string | null {
  if (typeof v === 'string') return v.trim() || null;
  if (Array.isArray(v)) {
    for (const item of v) {
      const hit = firstImage(item);
      if (hit) return hit;
    }
    return null;
  }
  if (v && typeof v === 'object') return firstImage((v as Record<string, unknown>).url ?? (v as Record<string, unknown>).contentUrl);
  return null;
}

/** ISO 8601 duration (PT1H30M, P0DT45M) → minutes. */
export function durationMinutes(v: unknown): number | null {
  if (typeof v !== 'string') return null;
  const m = /^P(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/i.exec(v.trim());
  if (!m) return null;
  const minutes = Number(m[1] ?? 0) * 1440 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0) + Number(m[4] ?? 0) / 60;
  return minutes > 0 ? Math.round(minutes) : null;
}

/** recipeYield: 4, "4", "4 servings", ["4", "4 servings"], "Makes 12 cookies" → the first whole number. */
export function servingsFrom(v: unknown): number | null {
  const values = Array.isArray(v) ? v : [v];
  for (const value of values) {
    const m = /(\d+)/.exec(String(value ?? ''));
    if (m) {
      const n = Number(m[1]);
      if (n > 0 && n <= 100) return n;
    }
  }
  return null;
}

function list(v: unknown): string[] {
  if (v === undefined || v === null) return [];
  if (typeof v === 'string')
    return v
      .split(',')
      .map((s) => plainText(s))
      .filter(Boolean);
  if (Array.isArray(v)) return v.flatMap(list);
  return [];
}

/** Instructions in order, whatever their shape. */
export function stepsFrom(v: unknown, depth = 0): string[] {
  if (depth > 5 || v === undefined || v === null) return [];
  if (typeof v === 'string') {
    // One block of text: split on line breaks or numbered steps when it has them.
    const html = v.replace(/<\/(p|li|div)>/gi, '\n').replace(/<br\s*\/?>/gi, '\n');
    return html
      .split(/\n+/)
      .map((s) => plainText(s).replace(/^\d+[.)]\s+/, ''))
      .filter(Boolean);
  }
  if (Array.isArray(v)) return v.flatMap((item) => stepsFrom(item, depth + 1));
  if (typeof v === 'object') {
    const node = v as Record<string, unknown>;
    if (node.itemListElement !== undefined) return stepsFrom(node.itemListElement, depth + 1);
    const t = text(node.text) ?? text(node.name) ?? text(node.description);
    return t ? [t] : [];
  }
  return [];
}

/** The recipe of a page, or null when its JSON-LD holds none. */
export function recipeFromHtml(html: string): JsonLdRecipe | null {
  for (const block of jsonLdBlocks(html)) {
    const node = findRecipeNode(block);
    if (!node) continue;
    const title = text(node.name) ?? text(node.headline);
    if (!title) continue;
    const ingredients = (
      Array.isArray(node.recipeIngredient)
        ? node.recipeIngredient
        : Array.isArray(node.ingredients)
          ? node.ingredients
          : typeof node.recipeIngredient === 'string'
            ? [node.recipeIngredient]
            : []
    )
      .map((line) => (typeof line === 'string' ? plainText(line) : ''))
      .filter(Boolean);
    const total = durationMinutes(node.totalTime);
    const parts = (durationMinutes(node.prepTime) ?? 0) + (durationMinutes(node.cookTime) ?? 0);
    return {
      title: title.slice(0, 200),
      summary: text(node.description) ?? '',
      image: firstImage(node.image),
      servings: servingsFrom(node.recipeYield ?? node.yield),
      readyInMinutes: total ?? (parts || null),
      ingredients,
      steps: stepsFrom(node.recipeInstructions),
      cuisine: list(node.recipeCuisine)[0] ?? null,
      categories: list(node.recipeCategory),
      keywords: list(node.keywords),
      url: typeof node.url === 'string' ? node.url : null,
    };
  }
  return null;
}
