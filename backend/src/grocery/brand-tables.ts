/**
 * Brand options for grocery items the catalogue does not know (spec §9): two built-in keyword tables of
 * four brands each — the dashboard's and the Grocery Lists screen's — plus the store-brand names of the
 * five stores. The tables name brands, never prices: each option is priced from the line's own estimate
 * (the aisle's typical price, prices/aisle-estimate.ts: the store brand at the estimate, a national brand
 * at the catalogue's name-brand premium over it) and says so, or says "no estimate". Pure data + lookup.
 */

export interface BrandOptionCents {
  brand: string;
  /** Integer cents; null when nothing could be estimated. */
  cents: number | null;
  description: string;
}

export type BrandTable = 'dashboard' | 'lists';

type Row = readonly [brand: string, description: string];
interface Entry {
  keywords: readonly string[];
  options: readonly Row[];
}

/** Dashboard keywords, in the spec's order: the first entry whose keyword the item name contains wins. */
const DASHBOARD: readonly Entry[] = [
  {
    keywords: ['chicken'],
    options: [
      ['Perdue', 'Boneless skinless, no antibiotics ever'],
      ['Tyson', 'All-natural, minimally processed'],
      ['Bell & Evans', 'Air-chilled, organic'],
      ['Store Brand', 'Value pack'],
    ],
  },
  {
    keywords: ['beef', 'steak'],
    options: [
      ['Certified Angus Beef', 'Premium USDA Choice or higher'],
      ["Laura's Lean", 'Lean, no added hormones'],
      ['Grass Run Farms', '100% grass-fed'],
      ['Store Brand', 'USDA Choice'],
    ],
  },
  {
    keywords: ['bacon'],
    options: [
      ['Oscar Mayer', 'Naturally hardwood smoked'],
      ['Wright', 'Thick cut, hickory smoked'],
      ['Applegate', 'Uncured, no sugar added'],
      ['Store Brand', 'Classic cut'],
    ],
  },
  {
    keywords: ['salmon', 'fish'],
    options: [
      ['Wild Alaskan', 'Wild-caught sockeye'],
      ['Bumble Bee', 'Skinless, boneless fillets'],
      ['Blue Circle', 'Responsibly farmed Atlantic'],
      ['Store Brand', 'Farm-raised, frozen fillets'],
    ],
  },
  {
    keywords: ['egg'],
    options: [
      ['Vital Farms', 'Pasture-raised, large'],
      ["Eggland's Best", 'Grade A large, more vitamins'],
      ["Pete and Gerry's", 'Organic free-range'],
      ['Store Brand', 'Grade A large, dozen'],
    ],
  },
  {
    keywords: ['milk'],
    options: [
      ['Horizon Organic', 'Organic whole milk, half gallon'],
      ['Fairlife', 'Ultra-filtered, more protein'],
      ['Organic Valley', 'Grassmilk, pasture-raised'],
      ['Store Brand', 'Vitamin D whole milk, gallon'],
    ],
  },
  {
    keywords: ['cheese'],
    options: [
      ['Tillamook', 'Aged cheddar block'],
      ['Kraft', 'Shredded, resealable bag'],
      ['Cabot', 'Vermont cheddar'],
      ['Store Brand', 'Shredded, 8 oz'],
    ],
  },
  {
    keywords: ['butter'],
    options: [
      ['Kerrygold', 'Pure Irish grass-fed butter'],
      ['Land O Lakes', 'Salted sweet cream, 4 sticks'],
      ['Plugrá', 'European-style slow-churned'],
      ['Store Brand', 'Unsalted, 4 sticks'],
    ],
  },
  {
    keywords: ['yogurt'],
    options: [
      ['Chobani', 'Greek, plain, 32 oz'],
      ['Fage', 'Total 2% Greek'],
      ["Siggi's", 'Icelandic skyr, less sugar'],
      ['Store Brand', 'Plain Greek, 32 oz'],
    ],
  },
  {
    keywords: ['berry', 'berries'],
    options: [
      ["Driscoll's", 'Fresh, 6 oz clamshell'],
      ['Naturipe', 'Farm fresh'],
      ["Wyman's", 'Frozen wild blueberries'],
      ['Store Brand', 'Fresh, 6 oz'],
    ],
  },
  {
    keywords: ['avocado'],
    options: [
      ['Mission', 'Hass, ripe and ready'],
      ['Calavo', 'Hass, each'],
      ['Organic Hass', 'Organic, each'],
      ['Store Brand', 'Hass, each'],
    ],
  },
  {
    keywords: ['tomato'],
    options: [
      ['Mutti', 'Italian polpa, 14 oz'],
      ['San Marzano', 'D.O.P. whole peeled'],
      ['NatureSweet', 'Cherubs grape tomatoes'],
      ['Store Brand', 'Roma tomatoes, per lb'],
    ],
  },
  {
    keywords: ['wild rice'],
    options: [
      ['Lundberg', 'Organic wild blend'],
      ['Minnesota Grown', 'Hand-harvested wild rice'],
      ['Roland', 'Canadian wild rice'],
      ['Store Brand', 'Wild rice blend'],
    ],
  },
  {
    keywords: ['rice'],
    options: [
      ['Mahatma', 'Long-grain white, 2 lb'],
      ['Lundberg', 'Organic brown rice'],
      ['Tilda', 'Pure basmati'],
      ['Store Brand', 'Long-grain white, 2 lb'],
    ],
  },
  {
    keywords: ['olive oil'],
    options: [
      ['California Olive Ranch', 'Extra virgin, 500 ml'],
      ['Colavita', 'Extra virgin, 750 ml'],
      ['Bertolli', 'Extra virgin, 500 ml'],
      ['Store Brand', 'Extra virgin, 500 ml'],
    ],
  },
  {
    keywords: ['pasta'],
    options: [
      ['Barilla', 'Classic blue box, 1 lb'],
      ['De Cecco', 'Bronze-cut, 1 lb'],
      ["Rao's", 'Made in Italy, 1 lb'],
      ['Store Brand', 'Enriched, 1 lb'],
    ],
  },
  {
    keywords: ['bread'],
    options: [
      ["Dave's Killer Bread", '21 whole grains and seeds'],
      ["Nature's Own", '100% whole wheat'],
      ['Pepperidge Farm', 'Farmhouse white'],
      ['Store Brand', 'Sandwich loaf'],
    ],
  },
];
const DASHBOARD_DEFAULT: readonly Row[] = [
  ['Name Brand', 'National brand'],
  ['Store Brand', 'Store brand, same quality for less'],
];

/** Grocery Lists screen keywords, in the spec's order, with a generic fallback. */
const LISTS: readonly Entry[] = [
  {
    keywords: ['eggs'],
    options: [
      ['Vital Farms', 'Pasture-raised, large, dozen'],
      ["Eggland's Best", 'Grade A large, dozen'],
      ['Organic Valley', 'Organic free-range, dozen'],
      ['Store Brand', 'Grade A large, dozen'],
    ],
  },
  {
    keywords: ['blueberries'],
    options: [
      ["Driscoll's", 'Fresh, 6 oz'],
      ['Naturipe', 'Fresh, 6 oz'],
      ["Wyman's", 'Frozen wild, 15 oz'],
      ['Store Brand', 'Fresh, 6 oz'],
    ],
  },
  {
    keywords: ['wild rice'],
    options: [
      ['Lundberg', 'Organic wild blend'],
      ['Roland', 'Canadian wild rice'],
      ['Minnesota Grown', 'Hand-harvested'],
      ['Store Brand', 'Wild rice blend'],
    ],
  },
  {
    keywords: ['chicken'],
    options: [
      ['Perdue', 'Boneless skinless'],
      ['Tyson', 'All-natural'],
      ['Bell & Evans', 'Air-chilled, organic'],
      ['Store Brand', 'Value pack'],
    ],
  },
  {
    keywords: ['mozzarella', 'cheese'],
    options: [
      ['Galbani', 'Fresh mozzarella'],
      ['BelGioioso', 'Fresh mozzarella ball'],
      ['Polly-O', 'Whole milk, shredded'],
      ['Store Brand', 'Shredded, 8 oz'],
    ],
  },
  {
    keywords: ['basil', 'herbs'],
    options: [
      ['Gourmet Garden', 'Herb paste, stays fresh'],
      ['Shenandoah Growers', 'Fresh organic herbs'],
      ['Litehouse', 'Freeze-dried herbs'],
      ['Store Brand', 'Fresh herbs, 0.75 oz'],
    ],
  },
  {
    keywords: ['salt', 'pepper'],
    options: [
      ['McCormick', 'Whole black peppercorns grinder'],
      ['Morton', 'Iodized salt, 26 oz'],
      ['Diamond Crystal', 'Kosher salt, 3 lb'],
      ['Store Brand', 'Table salt, 26 oz'],
    ],
  },
  {
    keywords: ['vinegar'],
    options: [
      ['Pompeian', 'Balsamic, 16 oz'],
      ['Heinz', 'Distilled white, 32 oz'],
      ['Bragg', 'Raw apple cider'],
      ['Store Brand', 'White vinegar, 32 oz'],
    ],
  },
  {
    keywords: ['oil'],
    options: [
      ['California Olive Ranch', 'Extra virgin olive oil'],
      ['Bertolli', 'Extra virgin olive oil'],
      ['Crisco', 'Vegetable oil, 48 oz'],
      ['Store Brand', 'Canola oil, 48 oz'],
    ],
  },
  {
    keywords: ['pasta'],
    options: [
      ['Barilla', 'Classic, 1 lb'],
      ['De Cecco', 'Bronze-cut, 1 lb'],
      ["Rao's", 'Made in Italy, 1 lb'],
      ['Store Brand', 'Enriched, 1 lb'],
    ],
  },
  {
    keywords: ['tomato'],
    options: [
      ['Mutti', 'Italian tomatoes'],
      ["Hunt's", 'Diced, 14.5 oz'],
      ['San Marzano', 'Whole peeled'],
      ['Store Brand', 'Diced, 14.5 oz'],
    ],
  },
  {
    keywords: ['stock', 'broth'],
    options: [
      ['Swanson', 'Chicken broth, 32 oz'],
      ['Pacific Foods', 'Organic broth, 32 oz'],
      ['Kettle & Fire', 'Bone broth'],
      ['Store Brand', 'Broth, 32 oz'],
    ],
  },
  {
    keywords: ['bread'],
    options: [
      ["Dave's Killer Bread", 'Whole grain'],
      ["Nature's Own", 'Whole wheat'],
      ['Pepperidge Farm', 'Farmhouse'],
      ['Store Brand', 'Sandwich loaf'],
    ],
  },
];
const LISTS_DEFAULT: readonly Row[] = [
  ['Premium Brand', 'Top-shelf national brand'],
  ['Name Brand', 'Popular national brand'],
  ['Organic Option', 'Certified organic'],
  ['Store Brand', 'Store brand value'],
];

/** A line's estimate to price a table's options by: store-brand cents and the name-brand premium over them. */
export interface LineEstimate {
  storeCents: number;
  nameFactor: number;
  /** "rough estimate" */
  label: string;
}

/**
 * The keyword table's brands for an item name (the table's generic fallback when no keyword matches), each
 * priced from the line's estimate — 'Store Brand' at it, a national brand at the name-brand premium — or, with
 * no estimate, unpriced and saying so. A keyword table never supplies a price.
 */
export function keywordBrandOptions(
  name: string,
  table: BrandTable = 'dashboard',
  estimate: LineEstimate | null = null,
): BrandOptionCents[] {
  const lower = name.toLowerCase();
  const entries = table === 'dashboard' ? DASHBOARD : LISTS;
  const hit = entries.find((e) => e.keywords.some((k) => lower.includes(k)));
  const rows = hit ? hit.options : table === 'dashboard' ? DASHBOARD_DEFAULT : LISTS_DEFAULT;
  return rows.map(([brand, description]) => {
    if (!estimate) return { brand, cents: null, description: `${description} · no estimate` };
    const store = brand === 'Store Brand';
    return {
      brand,
      cents: store ? estimate.storeCents : Math.round(estimate.storeCents * estimate.nameFactor),
      description: `${description} · ${estimate.label}${store ? '' : ', national-brand level'}`,
    };
  });
}

/** The store brand of each of the spec's five stores (what "store brand" means on a list). */
export const STORE_BRANDS: Readonly<Record<string, string>> = {
  'whole-foods': '365 by Whole Foods Market',
  safeway: 'Signature Select',
  kroger: 'Kroger',
  'trader-joes': "Trader Joe's",
  costco: 'Kirkland Signature',
};

/** The stores as a person reads them (one table, in the catalogue's kernel). */

export function storeBrandOf(store: string): string {
  return STORE_BRANDS[store] ?? 'Store Brand';
}

/** Every table, for tests: each keyword has four brands. */
export const BRAND_TABLES = {
  dashboard: { entries: DASHBOARD, fallback: DASHBOARD_DEFAULT },
  lists: { entries: LISTS, fallback: LISTS_DEFAULT },
} as const;
