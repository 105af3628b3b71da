/**
 * Brand options for grocery items the catalogue does not know (spec §9): two built-in keyword
 * tables with four options each — the dashboard's (about $0.99-$15.99) and the Grocery Lists
 * screen's (about $0.99-$9.99) — plus the store-brand names of the five stores. Pure data + lookup.
 */

export interface BrandOptionCents {
  brand: string;
  /** Integer cents. */
  cents: number;
  description: string;
}

export type BrandTable = 'dashboard' | 'lists';

type Row = readonly [brand: string, dollars: number, description: string];
interface Entry { keywords: readonly string[]; options: readonly Row[] }

/** Dashboard keywords, in the spec's order: the first entry whose keyword the item name contains wins. */
const DASHBOARD: readonly Entry[] = [
  { keywords: ['chicken'], options: [['Perdue', 8.99, 'Boneless skinless, no antibiotics ever'], ['Tyson', 7.49, 'All-natural, minimally processed'], ['Bell & Evans', 11.99, 'Air-chilled, organic'], ['Store Brand', 5.99, 'Value pack']] },
  { keywords: ['beef', 'steak'], options: [['Certified Angus Beef', 15.99, 'Premium USDA Choice or higher'], ['Laura\'s Lean', 10.99, 'Lean, no added hormones'], ['Grass Run Farms', 12.99, '100% grass-fed'], ['Store Brand', 8.99, 'USDA Choice']] },
  { keywords: ['bacon'], options: [['Oscar Mayer', 6.99, 'Naturally hardwood smoked'], ['Wright', 8.49, 'Thick cut, hickory smoked'], ['Applegate', 7.99, 'Uncured, no sugar added'], ['Store Brand', 4.99, 'Classic cut']] },
  { keywords: ['salmon', 'fish'], options: [['Wild Alaskan', 13.99, 'Wild-caught sockeye'], ['Bumble Bee', 9.99, 'Skinless, boneless fillets'], ['Blue Circle', 14.99, 'Responsibly farmed Atlantic'], ['Store Brand', 8.99, 'Farm-raised, frozen fillets']] },
  { keywords: ['egg'], options: [['Vital Farms', 6.99, 'Pasture-raised, large'], ['Eggland\'s Best', 4.99, 'Grade A large, more vitamins'], ['Pete and Gerry\'s', 5.99, 'Organic free-range'], ['Store Brand', 2.99, 'Grade A large, dozen']] },
  { keywords: ['milk'], options: [['Horizon Organic', 5.99, 'Organic whole milk, half gallon'], ['Fairlife', 4.79, 'Ultra-filtered, more protein'], ['Organic Valley', 5.49, 'Grassmilk, pasture-raised'], ['Store Brand', 2.99, 'Vitamin D whole milk, gallon']] },
  { keywords: ['cheese'], options: [['Tillamook', 5.99, 'Aged cheddar block'], ['Kraft', 4.49, 'Shredded, resealable bag'], ['Cabot', 4.99, 'Vermont cheddar'], ['Store Brand', 2.99, 'Shredded, 8 oz']] },
  { keywords: ['butter'], options: [['Kerrygold', 4.99, 'Pure Irish grass-fed butter'], ['Land O Lakes', 5.49, 'Salted sweet cream, 4 sticks'], ['Plugrá', 5.99, 'European-style slow-churned'], ['Store Brand', 3.49, 'Unsalted, 4 sticks']] },
  { keywords: ['yogurt'], options: [['Chobani', 5.49, 'Greek, plain, 32 oz'], ['Fage', 6.49, 'Total 2% Greek'], ['Siggi\'s', 6.99, 'Icelandic skyr, less sugar'], ['Store Brand', 3.49, 'Plain Greek, 32 oz']] },
  { keywords: ['berry', 'berries'], options: [['Driscoll\'s', 4.99, 'Fresh, 6 oz clamshell'], ['Naturipe', 4.49, 'Farm fresh'], ['Wyman\'s', 5.99, 'Frozen wild blueberries'], ['Store Brand', 2.99, 'Fresh, 6 oz']] },
  { keywords: ['avocado'], options: [['Mission', 1.99, 'Hass, ripe and ready'], ['Calavo', 1.79, 'Hass, each'], ['Organic Hass', 2.49, 'Organic, each'], ['Store Brand', 0.99, 'Hass, each']] },
  { keywords: ['tomato'], options: [['Mutti', 3.99, 'Italian polpa, 14 oz'], ['San Marzano', 4.99, 'D.O.P. whole peeled'], ['NatureSweet', 3.99, 'Cherubs grape tomatoes'], ['Store Brand', 1.49, 'Roma tomatoes, per lb']] },
  { keywords: ['wild rice'], options: [['Lundberg', 5.99, 'Organic wild blend'], ['Minnesota Grown', 7.99, 'Hand-harvested wild rice'], ['Roland', 6.49, 'Canadian wild rice'], ['Store Brand', 3.99, 'Wild rice blend']] },
  { keywords: ['rice'], options: [['Mahatma', 3.49, 'Long-grain white, 2 lb'], ['Lundberg', 4.99, 'Organic brown rice'], ['Tilda', 5.99, 'Pure basmati'], ['Store Brand', 1.99, 'Long-grain white, 2 lb']] },
  { keywords: ['olive oil'], options: [['California Olive Ranch', 11.99, 'Extra virgin, 500 ml'], ['Colavita', 10.99, 'Extra virgin, 750 ml'], ['Bertolli', 9.99, 'Extra virgin, 500 ml'], ['Store Brand', 6.99, 'Extra virgin, 500 ml']] },
  { keywords: ['pasta'], options: [['Barilla', 1.99, 'Classic blue box, 1 lb'], ['De Cecco', 2.99, 'Bronze-cut, 1 lb'], ['Rao\'s', 4.99, 'Made in Italy, 1 lb'], ['Store Brand', 0.99, 'Enriched, 1 lb']] },
  { keywords: ['bread'], options: [['Dave\'s Killer Bread', 5.99, '21 whole grains and seeds'], ['Nature\'s Own', 3.99, '100% whole wheat'], ['Pepperidge Farm', 4.49, 'Farmhouse white'], ['Store Brand', 1.99, 'Sandwich loaf']] },
];
const DASHBOARD_DEFAULT: readonly Row[] = [['Name Brand', 5.99, 'National brand'], ['Store Brand', 3.99, 'Store brand, same quality for less']];

/** Grocery Lists screen keywords, in the spec's order, with a generic fallback. */
const LISTS: readonly Entry[] = [
  { keywords: ['eggs'], options: [['Vital Farms', 6.99, 'Pasture-raised, large, dozen'], ['Eggland\'s Best', 4.99, 'Grade A large, dozen'], ['Organic Valley', 5.99, 'Organic free-range, dozen'], ['Store Brand', 2.99, 'Grade A large, dozen']] },
  { keywords: ['blueberries'], options: [['Driscoll\'s', 4.99, 'Fresh, 6 oz'], ['Naturipe', 4.49, 'Fresh, 6 oz'], ['Wyman\'s', 5.49, 'Frozen wild, 15 oz'], ['Store Brand', 2.99, 'Fresh, 6 oz']] },
  { keywords: ['wild rice'], options: [['Lundberg', 5.99, 'Organic wild blend'], ['Roland', 6.49, 'Canadian wild rice'], ['Minnesota Grown', 7.99, 'Hand-harvested'], ['Store Brand', 3.99, 'Wild rice blend']] },
  { keywords: ['chicken'], options: [['Perdue', 8.99, 'Boneless skinless'], ['Tyson', 7.49, 'All-natural'], ['Bell & Evans', 9.99, 'Air-chilled, organic'], ['Store Brand', 5.99, 'Value pack']] },
  { keywords: ['mozzarella', 'cheese'], options: [['Galbani', 4.99, 'Fresh mozzarella'], ['BelGioioso', 5.49, 'Fresh mozzarella ball'], ['Polly-O', 3.99, 'Whole milk, shredded'], ['Store Brand', 2.99, 'Shredded, 8 oz']] },
  { keywords: ['basil', 'herbs'], options: [['Gourmet Garden', 3.99, 'Herb paste, stays fresh'], ['Shenandoah Growers', 2.99, 'Fresh organic herbs'], ['Litehouse', 4.49, 'Freeze-dried herbs'], ['Store Brand', 1.99, 'Fresh herbs, 0.75 oz']] },
  { keywords: ['salt', 'pepper'], options: [['McCormick', 4.99, 'Whole black peppercorns grinder'], ['Morton', 1.49, 'Iodized salt, 26 oz'], ['Diamond Crystal', 3.99, 'Kosher salt, 3 lb'], ['Store Brand', 0.99, 'Table salt, 26 oz']] },
  { keywords: ['vinegar'], options: [['Pompeian', 3.99, 'Balsamic, 16 oz'], ['Heinz', 2.99, 'Distilled white, 32 oz'], ['Bragg', 4.99, 'Raw apple cider'], ['Store Brand', 1.49, 'White vinegar, 32 oz']] },
  { keywords: ['oil'], options: [['California Olive Ranch', 9.99, 'Extra virgin olive oil'], ['Bertolli', 8.99, 'Extra virgin olive oil'], ['Crisco', 4.99, 'Vegetable oil, 48 oz'], ['Store Brand', 3.99, 'Canola oil, 48 oz']] },
  { keywords: ['pasta'], options: [['Barilla', 1.99, 'Classic, 1 lb'], ['De Cecco', 2.99, 'Bronze-cut, 1 lb'], ['Rao\'s', 4.49, 'Made in Italy, 1 lb'], ['Store Brand', 0.99, 'Enriched, 1 lb']] },
  { keywords: ['tomato'], options: [['Mutti', 3.99, 'Italian tomatoes'], ['Hunt\'s', 1.79, 'Diced, 14.5 oz'], ['San Marzano', 4.99, 'Whole peeled'], ['Store Brand', 0.99, 'Diced, 14.5 oz']] },
  { keywords: ['stock', 'broth'], options: [['Swanson', 2.99, 'Chicken broth, 32 oz'], ['Pacific Foods', 3.99, 'Organic broth, 32 oz'], ['Kettle & Fire', 6.99, 'Bone broth'], ['Store Brand', 1.99, 'Broth, 32 oz']] },
  { keywords: ['bread'], options: [['Dave\'s Killer Bread', 5.99, 'Whole grain'], ['Nature\'s Own', 3.99, 'Whole wheat'], ['Pepperidge Farm', 4.49, 'Farmhouse'], ['Store Brand', 1.99, 'Sandwich loaf']] },
];
const LISTS_DEFAULT: readonly Row[] = [['Premium Brand', 5.99, 'Top-shelf national brand'], ['Name Brand', 4.49, 'Popular national brand'], ['Organic Option', 4.99, 'Certified organic'], ['Store Brand', 2.99, 'Store brand value']];

const cents = (dollars: number) => Math.round(dollars * 100);
const toOptions = (rows: readonly Row[]): BrandOptionCents[] => rows.map(([brand, dollars, description]) => ({ brand, cents: cents(dollars), description }));

/** The keyword table's options for an item name; the table's generic fallback when no keyword matches. */
export function keywordBrandOptions(name: string, table: BrandTable = 'dashboard'): BrandOptionCents[] {
  const lower = name.toLowerCase();
  const entries = table === 'dashboard' ? DASHBOARD : LISTS;
  const hit = entries.find((e) => e.keywords.some((k) => lower.includes(k)));
  return toOptions(hit ? hit.options : table === 'dashboard' ? DASHBOARD_DEFAULT : LISTS_DEFAULT);
}

/** The store brand of each of the spec's five stores (what "store brand" means on a list). */
export const STORE_BRANDS: Readonly<Record<string, string>> = {
  'whole-foods': '365 by Whole Foods Market',
  safeway: 'Signature Select',
  kroger: 'Kroger',
  'trader-joes': "Trader Joe's",
  costco: 'Kirkland Signature',
};

export const STORE_NAMES: Readonly<Record<string, string>> = {
  'whole-foods': 'Whole Foods Market',
  safeway: 'Safeway',
  kroger: 'Kroger',
  'trader-joes': "Trader Joe's",
  costco: 'Costco',
};

export function storeBrandOf(store: string): string {
  return STORE_BRANDS[store] ?? 'Store Brand';
}

/** Every table, for tests: each table entry has four options within the spec's price range. */
export const BRAND_TABLES = { dashboard: { entries: DASHBOARD, fallback: DASHBOARD_DEFAULT }, lists: { entries: LISTS, fallback: LISTS_DEFAULT } } as const;
