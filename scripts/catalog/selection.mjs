/**
 * Forkcast ingredient catalogue: OUR curation. Everything numeric (nutrients, household weights,
 * prices) is read from the public-domain files by build-catalog.mjs; this file only says WHICH
 * row is which ingredient, how it is sold, what it is called, and what it contains.
 *
 * Entry fields (see build-catalog.mjs for how each is used):
 *   slug, name        identity; slug is kebab-case and unique
 *   ndb               USDA SR28 NDB_No the nutrients and household weights come from
 *   price             price row: 'bls:<series>' (BLS average price, 2023-11, grocery_prices.csv),
 *                     'blsh:<series>' (BLS series discontinued after 2010: last observation carried
 *                     to 2023-11 by the BLS food-basket index), 'ers:<item>' (USDA ERS 2022 retail
 *                     price), or 'avg:<ref>|<ref>|…' (mean of several rows, per gram)
 *   proxy             set when the row is a category stand-in, not the item itself: the reason
 *   packages          what a shopper buys: '<qty> <unit> [label]' or '<qty> <count-unit> [label] = <qty> <mass unit>'
 *   aliases           other names a recipe may use (singular, lower case)
 *   allergens         of the ten we track
 *   kind              plant (default) | dairy | egg | honey | meat | poultry | fish | shellfish
 *   np                why it is not paleo: grain | legume | refined | seed-oil | processed
 *   seasoning         used by the pinch/teaspoon/clove, so it does not break keto (see rules)
 *   keto              explicit override of the keto rule, with the reason in the comment beside it
 *   cup/piece/slice…  which SR28 household measure to use for that unit (substring of Msre_Desc)
 *   pieceFrom         a counted unit that is also this food's piece ('1 bay leaf')
 *   pieceCount        how many pieces the SR28 piece measure holds ('1 unit (2 large or 5 small)': 2)
 *   weightsFrom       NDB of a similar food whose household measures fill units this one lacks
 *   skipWeights       SR28 measures ('<amount> <Msre_Desc>') set aside because they contradict the food's others
 *   refuse            override of the SR28 refuse % used for pricing (0 = sold trimmed)
 *   refuseFrom        NDB whose refuse % converts a bone-in price row to boneless meat
 *   pieceAsBought     count units (['piece']) whose SR28 weight is the piece as bought: the refuse is taken off
 *   shellYield        SR28 measure ('lb (with shell)') giving the meat share of shellfish bought in the shell
 *   sliceFrom         [NDB, measure]: slice weight from a drier form's SR28 slice (toasted), at this food's water
 *   cookedFrom        NDB of the dry food a cooked entry is bought as: packages and price use the SR28 cooking yield
 *   premium           published price ratio over a stand-in row (PREMIUM below; PRICES.md)
 *   racc              FDA reference amount customarily consumed (21 CFR 101.12), grams, for the keto rule
 *   glutenRisk        not gluten-free for a coeliac although no wheat/gluten allergen (oats)
 *   branded           a fresh item that is nonetheless sold under brands (bacon, sausage)
 *   note              anything else a reader of the catalogue should know
 *
 * Diet rules (applied by the generator, documented here once):
 *   vegetarian  kind is not meat/poultry/fish/shellfish
 *   vegan       vegetarian and kind is not dairy/egg/honey
 *   dairy-free  no milk allergen
 *   gluten-free no wheat or gluten allergen and not glutenRisk
 *   keto        net carbohydrate (carbs - fiber) <= 5 g per 100 g; or a seasoning (category
 *               'Spices & Seasonings' or seasoning: true); or, for a food eaten in small portions with its
 *               FDA reference amount recorded as racc, <= 2 g net carbs per racc (a tenth of a strict 20 g
 *               daily keto allowance): cream cheese 1.7 g per 30 g, grated Parmesan 0.7 g per 5 g. keto
 *               set explicitly overrides the rule, with the reason beside it
 *   paleo       no milk, wheat, gluten, peanut or soy allergen, and np is not set; kind any but dairy
 */

export const STORES = ['whole-foods', 'safeway', 'kroger', 'trader-joes', 'costco'];

/** Store price level relative to the national average (kroger = 1.00). Basis: PRICES.md. */
export const STORE_LEVEL = { kroger: 1.0, safeway: 1.1, 'whole-foods': 1.3, 'trader-joes': 0.95, costco: 0.8 };

/**
 * Store brand vs name brand around the national average price (PRICES.md): store brands sell at
 * about 24% below the national brands, and carry about 23% of units, so the unit-weighted average
 * A = 0.23 S + 0.77 N with S = 0.76 N gives N = A / 0.9448 and S = 0.76 N.
 */
export const BRAND = { storeShareOfUnits: 0.23, storeToNameRatio: 0.76 };

// ---- price rows -------------------------------------------------------------------------------
const B = (id) => `bls:APU0000${id}`;
const H = (id) => `blsh:APU0000${id}`;
const E = (item) => `ers:${item}`;
const AVG = (...refs) => `avg:${refs.join('|')}`;

const FLOUR = B('701111'),
  RICE = B('701312'),
  PASTA = B('701322'),
  BREAD = B('702111'),
  BREAD_WW = B('702212');
const COOKIES = B('702421'),
  GROUND_BEEF = B('703112'),
  GROUND_LEAN = B('703113'),
  GROUND_CHUCK = B('703111');
const CHUCK_ROAST = B('703213'),
  ROUND_ROAST = B('703311'),
  STEW_BEEF = B('703432'),
  ROUND_STEAK = B('703511');
const SIRLOIN = B('703613'),
  BACON = B('704111'),
  CHOPS_BONE = B('704211'),
  CHOPS_BONELESS = B('704212'),
  HAM = B('704312');
const CHICKEN_WHOLE = B('706111'),
  CHICKEN_LEGS = B('706212'),
  EGGS = B('708111'),
  MILK = B('709112');
const AMERICAN = B('710211'),
  CHEDDAR = B('710212'),
  ICE_CREAM = B('710411'),
  BANANAS = B('711211'),
  ORANGES = B('711311');
const GRAPEFRUIT = B('711411'),
  LEMONS = B('711412'),
  STRAWBERRIES = B('711415'),
  POTATOES = B('712112');
const ICEBERG = B('712211'),
  TOMATOES = B('712311'),
  CORN_CANNED = B('714221'),
  BEANS_DRIED = B('714233');
const SUGAR = B('715211'),
  COFFEE = B('717311'),
  CHIPS = B('718311'),
  BEER = B('720111'),
  WINE = B('720311');
const ALL_GROUND_BEEF = B('FC1101'),
  BEEF_ROASTS = B('FC2101'),
  BEEF_STEAKS = B('FC3101'),
  OTHER_BEEF = B('FC4101');
const OTHER_PORK = B('FD4101'),
  CHICKEN_BREAST = B('FF1101'),
  MILK_LOWFAT = B('FJ1101'),
  YOGURT = B('FJ4101');
const ROMAINE = B('FL2101'),
  SODA = B('FN1101'),
  BUTTER = B('FS1101');
const FRENCH_BREAD = H('702112'),
  SHORT_RIBS = H('703431'),
  TURKEY = H('706311'),
  TUNA = H('707111');
const FRANKS = H('705111'),
  BOLOGNA = H('705121'),
  CABBAGE = H('712401'),
  CARROTS = H('712403');
const MARGARINE = H('716116'),
  PEANUT_BUTTER = H('716141'),
  VODKA = H('720222');
const DRIED_FRUIT = AVG(
  E('Apricots (dried)'),
  E('Cranberries (dried)'),
  E('Dates (dried)'),
  E('Figs (dried)'),
  E('Mangoes (dried)'),
  E('Papaya (dried)'),
  E('Pineapple (dried)'),
  E('Plum (prunes) (dried)'),
  E('Raisins (dried)'),
);

// ---- proxy reasons (one sentence each, shown in the entry's source) ------------------------------
export const PX = {
  spice: 'no BLS/ERS series for spices or dried herbs; priced at the BLS ground-coffee row, the nearest dry ground shelf product',
  herb: 'no BLS/ERS series for fresh herbs; priced at the ERS fresh spinach row, the nearest leafy fresh produce',
  oil: 'no current BLS/ERS series for cooking oils or condiments; priced at the BLS soft-margarine row (vegetable oil blends, last 2019-10)',
  sweet: 'no BLS/ERS series for this sweetener or baking staple; priced at the BLS white sugar row',
  flour: 'no BLS/ERS series for this flour or meal; priced at the BLS all-purpose flour row',
  grain: 'no BLS/ERS series for this grain; priced at the BLS long-grain rice row',
  pasta: 'priced at the BLS spaghetti and macaroni row',
  bread: 'no BLS/ERS series for this bakery item; priced at the BLS white pan bread row',
  sweets: 'no BLS/ERS series for chocolate or sweet bakery goods; priced at the BLS chocolate chip cookies row',
  cheese: 'no BLS/ERS series for this cheese; priced at the BLS natural cheddar row',
  cultured: 'no BLS/ERS series for cream or fresh cheeses; priced at the BLS yogurt row (8 oz)',
  milk: 'priced at the BLS low-fat/skim milk gallon row',
  cannedMilk: 'no BLS series for canned milk; priced at the BLS yogurt row (8 oz), the nearest processed-milk row',
  smallJar:
    'no BLS/ERS series for small-jar baking ingredients; priced at the BLS ground-coffee row, the nearest dry shelf product sold by the ounce',
  cereal: 'no current BLS series for breakfast cereal; priced at the BLS chocolate chip cookies row (packaged sweet grain product)',
  fish: 'no BLS/ERS series for fresh fish or seafood; priced at the BLS all-uncooked-beef-steaks row, the nearest fresh-protein row',
  cannedFish: 'priced at the BLS canned light tuna row (last 2017-09)',
  poultry: 'no current BLS series for this poultry cut; priced at the BLS boneless chicken breast row',
  pork: 'priced at the BLS all-other-pork row',
  cured: 'no BLS series for cured sausages or deli meats; priced at the BLS sliced bacon row',
  beef: 'priced at the nearest BLS beef row',
  lamb: 'no current BLS series for lamb or veal; priced at the nearest BLS beef row',
  nut: 'no BLS/ERS series for nuts or seeds; priced at the mean of the nine ERS 2022 dried-fruit rows (the same aisle)',
  canned: 'no BLS/ERS series for this canned good; priced at the ERS canned tomatoes row',
  cannedBeans: 'priced at the ERS canned black beans row',
  legume: 'priced at the BLS dried beans row',
  veg: 'no BLS/ERS series for this vegetable; priced at the nearest ERS fresh vegetable row',
  fruit: 'no BLS/ERS series for this fruit; priced at the nearest ERS fresh fruit row',
  frozen: 'no ERS series for this frozen item; priced at the ERS frozen mixed vegetables row',
  juice: 'priced at the ERS ready-to-drink juice row (per pint)',
  drink: 'priced at the nearest BLS beverage row',
  plantMilk: 'no BLS series for plant milks; priced at the BLS low-fat milk gallon row',
};

// ---- premium factors (PRICES.md): a stand-in row times a published price over the stand-in's own BLS price then ----
// { price, per, period, series (the stand-in's BLS series), source }: the generator divides the published price per gram by
// the series' mean price in that period and multiplies the current stand-in price by the ratio. Never a typed final price.
const PREMIUM = {
  oliveOil: {
    price: 26.25,
    per: 'gallon',
    period: '2005-10',
    series: 'APU0000716116',
    words: 'a retailer paid $26.25 a gallon for a case of olive oil, Supermarket News, Oct 2005, a lower bound',
    source:
      'Supermarket News 2005-10-31 "Oil prices up sharply in center aisles, too": a retailer paid $105 for a four-gallon case of Bertolli olive oil (wholesale, so a lower bound)',
  },
  honey: {
    price: 3.735,
    per: 'lb',
    period: '2013',
    series: 'APU0000715211',
    words: "USDA's average retail price of honey, 2013, against white sugar's",
    source:
      'USDA NASS Honey report on the 2013 crop, as reported by Baking Business (April 2014, "Honey prices record high in 2013"): average price of honey sold at retail 373.5 cents/lb',
  },
  maple: {
    price: 41.3,
    per: 'gallon',
    period: '2021',
    series: 'APU0000715211',
    words: "USDA's lowest state retail price of maple syrup, 2021, against white sugar's, a lower bound",
    source:
      'USDA NASS 2021 maple syrup retail price, lowest state (Pennsylvania $41.30/gal; New Hampshire $65.50), as reported by AP 2022-06-11 (a lower bound)',
  },
};

// ---- allergens --------------------------------------------------------------------------------
const MILK_A = ['milk'],
  EGG_A = ['eggs'],
  WHEAT_A = ['wheat', 'gluten'],
  SOY_A = ['soy'],
  FISH_A = ['fish'];
const SHELL_A = ['shellfish'],
  TREE_A = ['tree-nuts'],
  PEANUT_A = ['peanuts'],
  SESAME_A = ['sesame'];

export const CATEGORIES = [
  'Produce',
  'Meat & Seafood',
  'Dairy & Eggs',
  'Bakery',
  'Grains & Pasta',
  'Pantry',
  'Baking',
  'Spices & Seasonings',
  'Oils & Condiments',
  'Canned Goods',
  'Frozen',
  'Nuts & Seeds',
  'Beverages',
];

/** @type {any[]} */
export const selection = [];
let category = '';
const section = (name) => {
  category = name;
};
/** add(slug, name, ndb, price, packages, opts) */
function add(slug, name, ndb, price, packages, opts = {}) {
  selection.push({ slug, name, ndb, price, packages, category, ...opts });
}

// =============================================================================================
section('Produce');
// ---- fruit
add('apple', 'Apple', '09003', E('Apples (fresh)'), ['1 each', '3 lb bag'], {
  aliases: [
    'apples',
    'red apple',
    'green apple',
    'granny smith apple',
    'golden delicious apple',
    'gala apple',
    'fuji apple',
    'honeycrisp apple',
    'eating apple',
    'cooking apple',
  ],
  piece: 'medium',
});
add('banana', 'Banana', '09040', BANANAS, ['1 each', '2 lb bunch'], { aliases: ['ripe banana', 'overripe banana'], piece: 'medium' });
add('orange', 'Orange', '09200', ORANGES, ['1 each', '4 lb bag'], { aliases: ['navel orange', 'oranges', 'blood orange'], piece: 'fruit' });
add('lemon', 'Lemon', '09150', LEMONS, ['1 each', '2 lb bag'], { aliases: ['lemons', 'meyer lemon', 'lemon wedge'], piece: '2-1/8' });
add('lime', 'Lime', '09159', LEMONS, ['1 each', '2 lb bag'], { aliases: ['limes', 'key lime'], proxy: PX.fruit + ' (BLS lemons)' });
add('lemon-juice', 'Lemon juice', '09152', LEMONS, ['1 each lemon'], {
  aliases: ['fresh lemon juice', 'juice of lemon', 'juice of 1 lemon', 'lemon juice concentrate'],
  piece: 'lemon yields',
  seasoning: true,
  note: 'bought as lemons: one lemon yields the SR28 "1 lemon yields" juice weight',
});
add('lime-juice', 'Lime juice', '09160', LEMONS, ['1 each lime'], {
  aliases: ['fresh lime juice', 'juice of lime', 'juice of 1 lime'],
  piece: 'lime yields',
  seasoning: true,
  proxy: PX.fruit + ' (BLS lemons)',
  note: 'bought as limes: one lime yields the SR28 "1 lime yields" juice weight',
});
add('lemon-zest', 'Lemon zest', '09156', LEMONS, ['1 each lemon = 6 g'], {
  aliases: ['lemon peel', 'zest of lemon', 'grated lemon zest', 'lemon rind', 'zest of 1 lemon'],
  seasoning: true,
  note: 'one lemon gives about 2 tsp (6 g) zest per SR28 tsp weight; sold as lemons',
});
add('grapefruit', 'Grapefruit', '09112', GRAPEFRUIT, ['1 each'], { aliases: ['pink grapefruit', 'red grapefruit'], piece: 'fruit' });
add('strawberries', 'Strawberries', '09316', STRAWBERRIES, ['1 lb clamshell'], {
  aliases: ['strawberry', 'fresh strawberries'],
  piece: 'medium',
});
add('blueberries', 'Blueberries', '09050', E('Blueberries (fresh)'), ['6 oz clamshell', '1 pint = 12 oz'], {
  aliases: ['blueberry', 'fresh blueberries', 'wild blueberries'],
});
add('raspberries', 'Raspberries', '09302', E('Raspberries (fresh)'), ['6 oz clamshell'], { aliases: ['raspberry'] });
add('blackberries', 'Blackberries', '09042', E('Blackberries (fresh)'), ['6 oz clamshell'], { aliases: ['blackberry'] });
add('grapes', 'Grapes', '09132', E('Grapes (fresh)'), ['2 lb bag'], {
  aliases: ['grape', 'red grapes', 'green grapes', 'seedless grapes'],
  piece: 'grapes',
});
add('cherries', 'Cherries', '09070', E('Cherries (fresh)'), ['1 lb bag'], {
  aliases: ['cherry', 'sweet cherries', 'fresh cherries'],
  piece: 'cherry',
  cup: 'without pits',
});
add('peach', 'Peach', '09236', E('Peaches (fresh)'), ['1 each', '2 lb bag'], { aliases: ['peaches', 'yellow peach'], piece: 'medium' });
add('nectarine', 'Nectarine', '09191', E('Nectarines (fresh)'), ['1 each'], { aliases: ['nectarines'], piece: 'medium' });
add('pear', 'Pear', '09252', E('Pears (fresh)'), ['1 each', '2 lb bag'], {
  aliases: ['pears', 'bartlett pear', 'bosc pear', 'anjou pear'],
  piece: 'medium',
});
add('plum', 'Plum', '09279', E('Plum (fresh)'), ['1 each'], { aliases: ['plums'], piece: 'fruit' });
add('apricot', 'Apricot', '09021', E('Apricots (fresh)'), ['1 lb bag'], { aliases: ['apricots', 'fresh apricot'], piece: 'apricot' });
add('pineapple', 'Pineapple', '09266', E('Pineapple (fresh)'), ['1 each'], {
  aliases: ['fresh pineapple', 'pineapple chunks'],
  piece: 'fruit',
});
add('mango', 'Mango', '09176', E('Mangoes (fresh)'), ['1 each'], {
  aliases: ['mangoes', 'mangos', 'ripe mango'],
  piece: 'fruit without refuse',
});
add('kiwi', 'Kiwi', '09148', E('Kiwi (fresh)'), ['1 each', '1 lb bag'], { aliases: ['kiwifruit', 'kiwi fruit'], piece: 'fruit' });
add('watermelon', 'Watermelon', '09326', E('Watermelon (fresh)'), ['1 each'], { aliases: ['water melon'], piece: 'melon', cup: 'diced' });
add('cantaloupe', 'Cantaloupe', '09181', E('Cantaloupe (fresh)'), ['1 each'], {
  aliases: ['muskmelon', 'rockmelon'],
  piece: 'melon, medium',
  cup: 'cubes',
});
add('honeydew', 'Honeydew melon', '09184', E('Honeydew (fresh)'), ['1 each'], { aliases: ['honeydew'], piece: '5-1/4', cup: 'diced' });
add('avocado', 'Avocado', '09037', E('Avocados (fresh)'), ['1 each', '4 count bag'], {
  aliases: ['avocados', 'hass avocado', 'ripe avocado'],
  piece: 'avocado',
  cup: 'cubes',
  keto: true /* net carbs 1.8 g */,
});
add('clementine', 'Clementine', '09433', E('Clementines (fresh)'), ['1 each', '3 lb bag'], {
  aliases: ['clementines', 'mandarin orange', 'mandarin', 'tangerine', 'satsuma'],
  piece: 'fruit',
});
add('pomegranate', 'Pomegranate', '09286', E('Pomegranate (fresh)'), ['1 each'], {
  aliases: ['pomegranate seeds', 'pomegranate arils'],
  piece: 'pomegranate',
});
add(
  'cranberries',
  'Cranberries',
  '09078',
  AVG(E('Blueberries (fresh)'), E('Raspberries (fresh)'), E('Blackberries (fresh)')),
  ['12 oz bag'],
  { aliases: ['cranberry', 'fresh cranberries'], cup: 'whole', proxy: PX.fruit + ' (mean of the fresh berry rows)' },
);
add('rhubarb', 'Rhubarb', '09307', E('Celery, trimmed bunches (fresh)'), ['1 lb bunch'], {
  aliases: ['rhubarb stalks'],
  stalk: 'stalk',
  proxy: PX.veg + ' (celery)',
});
add('fig', 'Fig', '09089', E('Figs (dried)'), ['8 oz clamshell'], {
  aliases: ['figs', 'fresh figs'],
  piece: 'medium',
  proxy: PX.fruit + ' (ERS dried figs)',
});
add('plantain', 'Plantain', '09277', BANANAS, ['1 each'], {
  aliases: ['plantains', 'green plantain'],
  piece: 'medium',
  proxy: PX.fruit + ' (BLS bananas)',
});
add('papaya', 'Papaya', '09226', E('Papaya (fresh)'), ['1 each'], { aliases: ['pawpaw'], piece: 'small' });
// ---- vegetables
add('tomato', 'Tomato', '11529', TOMATOES, ['1 each', '1 lb'], {
  aliases: ['tomatoes', 'tomatos', 'ripe tomato', 'vine tomato', 'beefsteak tomato', 'heirloom tomato', 'salad tomato'],
  piece: 'medium whole',
  cup: 'chopped',
});
add('cherry-tomatoes', 'Cherry tomatoes', '11529', E('Tomatoes, grape & cherry (fresh)'), ['10 oz clamshell', '1 pint = 10 oz'], {
  aliases: ['cherry tomato', 'grape tomatoes', 'grape tomato', 'baby tomatoes'],
  piece: 'cherry',
  cup: 'cherry tomatoes',
});
add('plum-tomato', 'Roma tomato', '11529', E('Tomatoes, roma & plum (fresh)'), ['1 each', '1 lb'], {
  aliases: ['roma tomatoes', 'plum tomato', 'plum tomatoes', 'italian tomato'],
  piece: 'italian tomato',
  cup: 'chopped',
});
add('onion', 'Onion', '11282', E('Onions (fresh)'), ['1 each', '3 lb bag'], {
  aliases: [
    'onions',
    'yellow onion',
    'brown onion',
    'white onion',
    'spanish onion',
    'cooking onion',
    'red onion',
    'purple onion',
    'onion chopped',
  ],
  piece: 'medium',
  cup: 'chopped',
  seasoning: true,
});
add('sweet-onion', 'Sweet onion', '11294', E('Onions (fresh)'), ['1 each'], {
  aliases: ['vidalia onion', 'walla walla onion', 'maui onion'],
  piece: 'onion',
  weightsFrom: '11282',
});
add('green-onion', 'Green onion', '11291', E('Onions (fresh)'), ['1 bunch = 4 oz'], {
  rule: 'allium-bunch',
  aliases: [
    'green onions',
    'scallion',
    'scallions',
    'spring onion',
    'spring onions',
    'salad onion',
    'welsh onion',
    'green onion tops',
    'scallion greens',
    'onion greens',
  ],
  piece: 'medium',
  cup: 'chopped',
  seasoning: true,
  proxy: PX.veg + ' (ERS onions)',
});
add('shallot', 'Shallot', '11677', E('Onions (fresh)'), ['8 oz bag'], {
  rule: 'aromatic-root',
  aliases: ['shallots', 'eschalot', 'french shallot'],
  seasoning: true,
  proxy: PX.veg + ' (ERS onions)',
  note: 'SR28 gives only a tablespoon weight for shallots, so a shallot counted by the piece has no gram weight',
});
add('garlic', 'Garlic', '11215', E('Onions (fresh)'), ['1 head = 2 oz', '8 oz bag'], {
  rule: 'aromatic-root',
  aliases: [
    'garlic clove',
    'garlic cloves',
    'clove garlic',
    'cloves garlic',
    'fresh garlic',
    'head of garlic',
    'garlic bulb',
    'minced garlic',
    'crushed garlic',
  ],
  piece: 'clove',
  seasoning: true,
  proxy: PX.veg + ' (ERS onions)',
  note: 'a head of garlic is listed as 2 oz; piece = one clove (SR28)',
});
add('ginger', 'Ginger root', '11216', E('Onions (fresh)'), ['4 oz piece'], {
  rule: 'aromatic-root',
  aliases: ['ginger', 'fresh ginger', 'ginger root', 'gingerroot', 'root ginger', 'grated ginger', 'thumb ginger', 'knob ginger'],
  seasoning: true,
  proxy: PX.veg + ' (ERS onions)',
});
add('potato', 'Potato', '11352', E('Potatoes (fresh)'), ['1 each', '5 lb bag'], {
  aliases: [
    'potatoes',
    'white potato',
    'baking potato',
    'boiling potato',
    'new potato',
    'new potatoes',
    'waxy potato',
    'floury potato',
    'yukon gold potato',
    'yellow potato',
    'golden potato',
    'fingerling potato',
  ],
  piece: 'medium',
  cup: 'diced',
});
add('russet-potato', 'Russet potato', '11353', POTATOES, ['1 each', '5 lb bag'], {
  aliases: ['russet potatoes', 'idaho potato', 'russet'],
  piece: 'medium',
  cup: 'diced',
});
add('red-potato', 'Red potato', '11355', E('Potatoes (fresh)'), ['1 each', '3 lb bag'], {
  aliases: ['red potatoes', 'baby red potato', 'red skin potato'],
  piece: 'medium',
  cup: 'diced',
});
add('sweet-potato', 'Sweet potato', '11507', E('Sweet potatoes (fresh)'), ['1 each', '3 lb bag'], {
  aliases: ['sweet potatoes', 'yam', 'yams', 'kumara'],
  piece: 'sweetpotato',
  cup: 'cubes',
});
add('carrot', 'Carrot', '11124', E('Carrots, raw whole (fresh)'), ['1 lb bag', '2 lb bag'], {
  aliases: ['carrots', 'large carrot', 'grated carrot'],
  piece: 'medium',
  cup: 'chopped',
});
add('baby-carrots', 'Baby carrots', '11960', E('Carrots, baby (fresh)'), ['1 lb bag'], {
  aliases: ['baby carrot'],
  piece: 'medium',
  weightsFrom: '11124',
});
add('celery', 'Celery', '11143', E('Celery, trimmed bunches (fresh)'), ['1 bunch = 1 lb'], {
  aliases: [
    'celery stalk',
    'celery stalks',
    'celery stick',
    'celery sticks',
    'celery rib',
    'celery ribs',
    'stalk celery',
    'rib celery',
    'ribs celery',
  ],
  piece: 'stalk, medium',
  stalk: 'stalk, medium',
  cup: 'chopped',
});
add('green-bell-pepper', 'Green bell pepper', '11333', E('Green peppers (fresh)'), ['1 each'], {
  aliases: ['green pepper', 'green peppers', 'green capsicum', 'bell pepper green'],
  piece: 'medium',
  cup: 'chopped',
});
add('red-bell-pepper', 'Red bell pepper', '11821', E('Red peppers (fresh)'), ['1 each'], {
  aliases: [
    'red pepper',
    'red peppers',
    'bell pepper',
    'bell peppers',
    'capsicum',
    'red capsicum',
    'sweet pepper',
    'sweet peppers',
    'orange bell pepper',
    'paprika pepper',
  ],
  piece: 'medium',
  cup: 'chopped',
});
add('yellow-bell-pepper', 'Yellow bell pepper', '11951', E('Red peppers (fresh)'), ['1 each'], {
  aliases: ['yellow pepper', 'yellow peppers', 'yellow capsicum'],
  piece: 'pepper, large',
  weightsFrom: '11821',
  proxy: PX.veg + ' (ERS red peppers)',
});
add('serrano-pepper', 'Serrano pepper', '11977', E('Green peppers (fresh)'), ['1 each', '4 oz bag'], {
  rule: 'fresh-chile',
  aliases: ['serrano', 'serranos', 'serrano pepper', 'serrano peppers', 'serrano chili', 'serrano chile', 'serrano chilli'],
  piece: 'pepper',
  seasoning: true,
  proxy: PX.veg + ' (ERS green peppers)',
  note: 'a serrano weighs 6.1 g (SR28 11977), not a generic 45 g chili',
});
add('jalapeno', 'Jalapeño pepper', '11979', E('Green peppers (fresh)'), ['1 each', '8 oz bag'], {
  rule: 'fresh-chile',
  aliases: ['jalapeno', 'jalapenos', 'jalapeno pepper', 'jalapeño', 'jalapeños'],
  piece: 'pepper',
  seasoning: true,
  proxy: PX.veg + ' (ERS green peppers)',
});
add('chili-pepper', 'Red chili pepper', '11819', E('Red peppers (fresh)'), ['4 oz bag'], {
  rule: 'fresh-chile',
  aliases: [
    'chili pepper',
    'chili peppers',
    'red chili',
    'red chilli',
    'red chilies',
    'red chillies',
    'chili',
    'chilli',
    'chile',
    'hot pepper',
    'fresno chili',
    'thai chili',
    'birds eye chili',
    'cayenne pepper fresh',
    'habanero',
  ],
  piece: 'pepper',
  seasoning: true,
  proxy: PX.veg + ' (ERS red peppers)',
});
add('poblano', 'Poblano pepper', '11333', E('Green peppers (fresh)'), ['1 each'], {
  aliases: ['poblano', 'poblanos'],
  piece: 'medium',
  cup: 'chopped',
  note: 'SR28 has no poblano entry; nutrients and weights of green bell pepper (11333)',
});
add('broccoli', 'Broccoli', '11090', E('Broccoli heads (fresh)'), ['1 head = 1.34 lb', '12 oz florets bag'], {
  aliases: ['broccoli florets', 'broccoli crown', 'broccoli crowns', 'head broccoli', 'broccoli head', 'broccli'],
  piece: 'stalk',
  head: 'bunch',
  cup: 'chopped',
});
add('cauliflower', 'Cauliflower', '11135', E('Cauliflower heads (fresh)'), ['1 head = 1.3 lb'], {
  aliases: ['cauliflower florets', 'head cauliflower', 'cauliflower head'],
  piece: 'head medium',
  head: 'head medium',
  cup: 'chopped',
});
add('cabbage', 'Green cabbage', '11109', E('Green cabbage (fresh)'), ['1 head = 2 lb'], {
  aliases: ['cabbage', 'white cabbage', 'head cabbage', 'savoy cabbage', 'cabbage head'],
  piece: 'head, medium',
  head: 'head, medium',
  leaf: 'leaf, medium',
  cup: 'chopped',
});
add('red-cabbage', 'Red cabbage', '11112', E('Purple Cabbage (fresh)'), ['1 head = 2 lb'], {
  aliases: ['purple cabbage'],
  piece: 'head, medium',
  head: 'head, medium',
  cup: 'chopped',
});
add('napa-cabbage', 'Napa cabbage', '11119', E('Green cabbage (fresh)'), ['1 head = 2 lb'], {
  aliases: ['chinese cabbage', 'nappa cabbage', 'wombok', 'celery cabbage'],
  cup: 'shredded',
  proxy: PX.veg + ' (ERS green cabbage)',
});
add('bok-choy', 'Bok choy', '11116', E('Green cabbage (fresh)'), ['1 lb'], {
  aliases: ['bok choi', 'pak choi', 'pak choy', 'baby bok choy'],
  piece: 'head',
  head: 'head',
  leaf: 'leaf',
  proxy: PX.veg + ' (ERS green cabbage)',
});
add('brussels-sprouts', 'Brussels sprouts', '11098', E('Brussels sprouts (fresh)'), ['1 lb bag'], {
  aliases: ['brussel sprouts', 'brussels sprout', 'brussel sprout', 'sprouts'],
  piece: 'sprout',
});
add('spinach', 'Spinach', '11457', E('Spinach, eaten raw (fresh)'), ['10 oz bag', '1 bunch = 12 oz'], {
  aliases: ['baby spinach', 'fresh spinach', 'spinach leaves', 'english spinach', 'leaf spinach'],
  leaf: 'leaf',
  refuse: 0,
  note: 'sold washed and trimmed in bags, so no SR28 refuse is applied to its price',
});
add('kale', 'Kale', '11233', E('Kale (fresh)'), ['1 bunch = 8 oz', '10 oz bag'], {
  aliases: ['curly kale', 'lacinato kale', 'tuscan kale', 'cavolo nero', 'dinosaur kale', 'baby kale'],
  refuse: 0,
  note: 'sold trimmed in bags; no refuse applied to its price',
});
add('collard-greens', 'Collard greens', '11161', E('Collard greens (fresh)'), ['1 bunch = 1 lb'], {
  aliases: ['collards', 'collard', 'greens'],
  cup: 'chopped',
});
add('swiss-chard', 'Swiss chard', '11147', E('Kale (fresh)'), ['1 bunch = 12 oz'], {
  aliases: ['chard', 'rainbow chard', 'silverbeet'],
  leaf: 'leaf',
  proxy: PX.veg + ' (ERS kale)',
});
add('arugula', 'Arugula', '11959', E('Spinach, eaten raw (fresh)'), ['5 oz clamshell'], {
  aliases: ['rocket', 'baby arugula', 'roquette', 'rucola'],
  leaf: 'leaf',
  refuse: 0,
  weightsFrom: '11457',
  proxy: PX.veg + ' (ERS spinach)',
  note: 'SR28 gives arugula only leaf and half-cup weights; cup is from the half-cup measure',
});
add('romaine', 'Romaine lettuce', '11251', ROMAINE, ['1 head = 1.4 lb', '3 count hearts = 22 oz'], {
  aliases: ['romaine', 'romaine hearts', 'cos lettuce', 'romaine heart'],
  piece: 'head',
  head: 'head',
  leaf: 'leaf outer',
  cup: 'shredded',
});
add('iceberg-lettuce', 'Iceberg lettuce', '11252', ICEBERG, ['1 head = 1.2 lb'], {
  aliases: ['iceberg', 'head lettuce', 'crisphead lettuce'],
  piece: 'head, medium',
  head: 'head, medium',
  leaf: 'leaf, medium',
  cup: 'shredded',
});
add('lettuce', 'Lettuce (leaf)', '11253', E('Lettuce, romaine, heads (fresh)'), ['1 head = 12 oz'], {
  aliases: [
    'green leaf lettuce',
    'red leaf lettuce',
    'leaf lettuce',
    'butter lettuce',
    'boston lettuce',
    'bibb lettuce',
    'mixed greens',
    'salad greens',
    'spring mix',
    'mesclun',
    'salad leaves',
    'lettuce leaves',
    'lettuce leaf',
    'salad',
  ],
  piece: 'head',
  head: 'head',
  leaf: 'leaf outer',
  cup: 'shredded',
  proxy: PX.veg + ' (ERS romaine heads)',
});
add('zucchini', 'Zucchini', '11477', E('Zucchini (fresh)'), ['1 each', '1.5 lb bag'], {
  aliases: ['zucchinis', 'courgette', 'courgettes', 'green zucchini', 'summer squash', 'zuchini', 'marrow', 'baby marrow'],
  piece: 'medium',
  cup: 'chopped',
});
add('yellow-squash', 'Yellow squash', '11641', E('Zucchini (fresh)'), ['1 each'], {
  aliases: ['yellow summer squash', 'crookneck squash'],
  piece: 'medium',
  proxy: PX.veg + ' (ERS zucchini)',
});
add('butternut-squash', 'Butternut squash', '11485', E('Butternut squash (fresh)'), ['1 each = 2.5 lb'], {
  aliases: ['butternut', 'squash'],
  cup: 'cubes',
});
add('acorn-squash', 'Acorn squash', '11482', E('Acorn squash (fresh)'), ['1 each'], { aliases: ['acorn'], piece: 'squash', cup: 'cubes' });
add('spaghetti-squash', 'Spaghetti squash', '11493', E('Butternut squash (fresh)'), ['1 each = 3 lb'], {
  aliases: [],
  proxy: PX.veg + ' (ERS butternut squash)',
  refuse: 30,
  note: 'SR28 lists only cooked spaghetti squash (11493); its nutrients are used. Refuse 30% (seeds and skin) is the raw pumpkin figure (11422)',
});
add('pumpkin', 'Pumpkin', '11422', E('Butternut squash (fresh)'), ['1 each = 4 lb'], {
  aliases: ['fresh pumpkin', 'pie pumpkin', 'sugar pumpkin'],
  proxy: PX.veg + ' (ERS butternut squash)',
});
add('eggplant', 'Eggplant', '11209', E('Zucchini (fresh)'), ['1 each'], {
  aliases: ['eggplants', 'aubergine', 'aubergines', 'brinjal', 'japanese eggplant'],
  piece: 'unpeeled',
  cup: 'cubes',
  proxy: PX.veg + ' (ERS zucchini)',
});
add('cucumber', 'Cucumber', '11205', E('Cucumbers, with peel (fresh)'), ['1 each'], {
  aliases: ['cucumbers', 'english cucumber', 'persian cucumber', 'mini cucumber', 'cuke'],
  piece: 'cucumber',
});
add('mushrooms', 'White mushrooms', '11260', E('Mushrooms, whole (fresh)'), ['8 oz package', '16 oz package'], {
  aliases: [
    'mushroom',
    'button mushroom',
    'button mushrooms',
    'white mushroom',
    'champignon',
    'champignons',
    'sliced mushrooms',
    'mixed mushrooms',
  ],
  piece: 'medium',
  cup: 'pieces or slices',
});
add('cremini-mushrooms', 'Cremini mushrooms', '11266', E('Mushrooms, whole (fresh)'), ['8 oz package'], {
  aliases: [
    'cremini',
    'crimini mushrooms',
    'crimini',
    'baby bella',
    'baby bella mushrooms',
    'brown mushrooms',
    'chestnut mushrooms',
    'cremini brown mushrooms',
  ],
  piece: 'piece whole',
  cup: 'sliced',
});
add('portobello', 'Portobello mushroom', '11265', E('Mushrooms, whole (fresh)'), ['6 oz package'], {
  aliases: ['portobello mushrooms', 'portabella', 'portabello', 'portobello cap'],
  piece: 'piece whole',
});
add('shiitake', 'Shiitake mushrooms', '11238', E('Mushrooms, whole (fresh)'), ['3.5 oz package'], {
  aliases: ['shiitake mushroom', 'shitake', 'shiitakes'],
  piece: 'piece whole',
  weightsFrom: '11260',
});
add('green-beans', 'Green beans', '11052', E('Green beans (fresh)'), ['1 lb bag'], {
  aliases: [
    'green bean',
    'string beans',
    'snap beans',
    'wax beans',
    'waxed beans',
    'yellow beans',
    'haricots verts',
    'french beans',
    'runner beans',
  ],
  cup: 'pieces',
});
add('snap-peas', 'Sugar snap peas', '11300', E('Green beans (fresh)'), ['8 oz bag'], {
  aliases: ['snap peas', 'sugar snap pea', 'snow peas', 'snow pea', 'mangetout', 'pea pods'],
  cup: 'whole',
  proxy: PX.veg + ' (ERS green beans)',
});
add('asparagus', 'Asparagus', '11011', E('Asparagus (fresh)'), ['1 bunch = 1 lb'], {
  aliases: ['asparagus spears', 'asparagus spear', 'green asparagus'],
  piece: 'spear, medium',
});
add('corn-on-the-cob', 'Sweet corn', '11167', E('Corn (fresh)'), ['1 each ear'], {
  aliases: ['corn on the cob', 'ear of corn', 'ears of corn', 'corn cob', 'corn cobs', 'fresh corn', 'sweetcorn', 'sweet corn'],
  piece: 'ear, medium',
  ear: 'ear, medium',
});
add('beet', 'Beet', '11080', E('Carrots, raw whole (fresh)'), ['1 bunch = 1.5 lb'], {
  aliases: ['beets', 'beetroot', 'beetroots', 'red beet'],
  piece: 'beet',
  proxy: PX.veg + ' (ERS whole carrots)',
});
add('radish', 'Radish', '11429', E('Radish (fresh)'), ['1 bunch = 8 oz'], {
  aliases: ['radishes', 'red radish', 'daikon', 'daikon radish', 'mooli'],
  piece: 'medium',
  cup: 'slices',
});
add('turnip', 'Turnip', '11564', E('Carrots, raw whole (fresh)'), ['1 lb'], {
  aliases: ['turnips'],
  piece: 'medium',
  cup: 'cubes',
  proxy: PX.veg + ' (ERS whole carrots)',
});
add('parsnip', 'Parsnip', '11298', E('Carrots, raw whole (fresh)'), ['1 lb bag'], {
  aliases: ['parsnips'],
  proxy: PX.veg + ' (ERS whole carrots)',
  weightsFrom: '11124',
});
add('leek', 'Leek', '11246', E('Onions (fresh)'), ['1 each'], {
  rule: 'allium-bunch',
  aliases: ['leeks'],
  piece: 'leek',
  proxy: PX.veg + ' (ERS onions)',
});
add('fennel', 'Fennel bulb', '11957', E('Celery, trimmed bunches (fresh)'), ['1 each'], {
  aliases: ['fennel', 'fennel bulbs', 'florence fennel'],
  piece: 'bulb',
  proxy: PX.veg + ' (ERS celery)',
});
add('artichoke', 'Artichoke', '11007', E('Artichoke (fresh)'), ['1 each'], { aliases: ['artichokes', 'globe artichoke'], piece: 'medium' });
add('okra', 'Okra', '11278', E('Okra (fresh)'), ['1 lb'], { aliases: ['ladies fingers', 'okra pods'] });
add('bean-sprouts', 'Bean sprouts', '11043', E('Green beans (fresh)'), ['12 oz package'], {
  aliases: ['bean sprout', 'mung bean sprouts', 'beansprouts'],
  proxy: PX.veg + ' (ERS green beans)',
});
add('jicama', 'Jicama', '11603', E('Potatoes (fresh)'), ['1 each'], {
  aliases: ['yam bean'],
  piece: 'medium',
  cup: 'slices',
  proxy: PX.veg + ' (ERS potatoes)',
});
add('celery-root', 'Celery root', '11141', E('Celery, trimmed bunches (fresh)'), ['1 each = 1.5 lb'], {
  aliases: ['celeriac'],
  proxy: PX.veg + ' (ERS celery)',
});
add('lemongrass', 'Lemongrass', '11972', E('Spinach, eaten raw (fresh)'), ['3 stalk bundle = 2 oz'], {
  aliases: ['lemon grass', 'lemongrass stalk'],
  seasoning: true,
  proxy: PX.herb,
});
add('tomatillo', 'Tomatillo', '11954', E('Green peppers (fresh)'), ['1 lb'], {
  aliases: ['tomatillos'],
  piece: 'medium',
  proxy: PX.veg + ' (ERS green peppers)',
});
add('green-peas-fresh', 'Fresh green peas', '11304', E('Green peas (frozen)'), ['1 lb shelled'], {
  refuse: 0,
  aliases: ['fresh peas', 'garden peas', 'english peas', 'peas in pod'],
  proxy: PX.veg + ' (ERS frozen green peas)',
});
add('chayote', 'Chayote', '11149', E('Zucchini (fresh)'), ['1 each'], {
  aliases: ['chayote squash', 'choko'],
  piece: 'chayote',
  proxy: PX.veg + ' (ERS zucchini)',
});
add('watercress', 'Watercress', '11591', E('Spinach, eaten raw (fresh)'), ['4 oz bunch'], {
  aliases: ['cress'],
  refuse: 0,
  proxy: PX.veg + ' (ERS spinach)',
});
// ---- fresh herbs (sold in bunches or clamshells)
add('parsley', 'Parsley', '11297', E('Spinach, eaten raw (fresh)'), ['1 bunch = 2 oz'], {
  aliases: [
    'fresh parsley',
    'flat leaf parsley',
    'flat-leaf parsley',
    'italian parsley',
    'curly parsley',
    'parsley leaves',
    'chopped parsley',
    'bunch parsley',
    'parsley sprigs',
  ],
  sprig: 'sprigs',
  cup: 'chopped',
  seasoning: true,
  proxy: PX.herb,
  note: 'a bunch is listed as 2 oz',
});
add('cilantro', 'Cilantro', '11165', E('Spinach, eaten raw (fresh)'), ['1 bunch = 2 oz'], {
  aliases: [
    'fresh cilantro',
    'cilantro leaves',
    'coriander leaves',
    'fresh coriander',
    'coriander leaf',
    'chinese parsley',
    'cilantro coriander',
    'coriander fresh',
  ],
  sprig: 'sprigs',
  seasoning: true,
  proxy: PX.herb,
  note: 'a bunch is listed as 2 oz',
});
add('basil', 'Basil', '02044', E('Spinach, eaten raw (fresh)'), ['0.75 oz clamshell', '1 bunch = 2 oz'], {
  aliases: ['fresh basil', 'basil leaves', 'sweet basil', 'thai basil', 'genovese basil', 'basil leaf'],
  leaf: 'leaves',
  seasoning: true,
  proxy: PX.herb,
});
add('mint', 'Mint', '02065', E('Spinach, eaten raw (fresh)'), ['0.75 oz clamshell'], {
  aliases: ['fresh mint', 'mint leaves', 'spearmint', 'peppermint', 'mint leaf', 'mint sprigs'],
  leaf: 'leaves',
  seasoning: true,
  proxy: PX.herb,
});
add('dill', 'Dill', '02045', E('Spinach, eaten raw (fresh)'), ['0.75 oz clamshell'], {
  aliases: ['fresh dill', 'dill weed', 'dill sprigs', 'dill fronds'],
  sprig: 'sprigs',
  cup: 'sprigs',
  seasoning: true,
  proxy: PX.herb,
});
add('rosemary', 'Rosemary', '02063', E('Spinach, eaten raw (fresh)'), ['0.75 oz clamshell'], {
  aliases: ['fresh rosemary', 'rosemary sprigs', 'rosemary sprig', 'rosemary leaves'],
  seasoning: true,
  proxy: PX.herb,
  sprigGrams: true,
});
add('thyme', 'Thyme', '02049', E('Spinach, eaten raw (fresh)'), ['0.75 oz clamshell'], {
  aliases: ['fresh thyme', 'thyme sprigs', 'thyme sprig', 'thyme leaves', 'twigs thyme', 'lemon thyme'],
  seasoning: true,
  proxy: PX.herb,
});
add('chives', 'Chives', '11156', E('Spinach, eaten raw (fresh)'), ['0.75 oz clamshell'], {
  aliases: ['chive', 'fresh chives', 'chopped chives', 'snipped chives'],
  seasoning: true,
  proxy: PX.herb,
});
add('sage-fresh', 'Fresh sage', '02038', E('Spinach, eaten raw (fresh)'), ['0.75 oz clamshell'], {
  aliases: ['fresh sage', 'sage leaves', 'sage leaf'],
  seasoning: true,
  proxy: PX.herb,
  note: 'SR28 has no fresh sage; nutrients of ground sage (02038) overstate a fresh leaf by its water content',
});
add('oregano-fresh', 'Fresh oregano', '02027', E('Spinach, eaten raw (fresh)'), ['0.75 oz clamshell'], {
  aliases: ['fresh oregano', 'oregano leaves'],
  seasoning: true,
  proxy: PX.herb,
  note: 'SR28 has no fresh oregano; nutrients of dried oregano (02027)',
});

// =============================================================================================
section('Meat & Seafood');
const poultry = { kind: 'poultry' },
  meat = { kind: 'meat' },
  fish = { kind: 'fish', allergens: FISH_A },
  shell = { kind: 'shellfish', allergens: SHELL_A };
add('chicken-breast', 'Chicken breast (boneless, skinless)', '05062', CHICKEN_BREAST, ['1 lb', '2.5 lb family pack'], {
  ...poultry,
  aliases: [
    'chicken breast',
    'chicken breasts',
    'boneless skinless chicken breast',
    'chicken breast fillet',
    'chicken breast fillets',
    'chicken fillet',
    'chicken fillets',
    'chicken cutlet',
    'chicken cutlets',
    'chicken tenders',
    'chicken tenderloins',
    'diced chicken',
    'chicken meat',
    'chicken pieces',
    'chicken',
  ],
  piece: 'piece',
});
add('chicken-breast-bone-in', 'Bone-in chicken breast', '05057', H('706211'), ['2 lb'], {
  ...poultry,
  aliases: ['bone in chicken breast', 'split chicken breast', 'chicken breast with skin'],
  piece: 'bone removed',
  refuse: 20,
  note: 'price from the BLS bone-in breast series (last 2011-10); package grams exclude the SR28 refuse (bone) of 20%',
});
add('chicken-thigh', 'Chicken thigh (boneless, skinless)', '05096', CHICKEN_LEGS, ['1.5 lb'], {
  ...poultry,
  aliases: [
    'chicken thighs',
    'boneless skinless chicken thigh',
    'boneless chicken thighs',
    'chicken thigh fillet',
    'chicken thigh fillets',
    'dark meat chicken',
    'thigh',
  ],
  piece: 'thigh without skin',
  refuseFrom: '05075',
  refuse: 0,
  note: 'priced from BLS bone-in legs, divided by the edible share of a raw leg (SR28 05075 refuse 27%)',
});
add('chicken-thigh-bone-in', 'Bone-in chicken thigh', '05091', CHICKEN_LEGS, ['2 lb'], {
  ...poultry,
  aliases: ['bone in chicken thighs', 'skin on chicken thighs', 'chicken thighs with skin', 'bone-in skin-on chicken thighs'],
  piece: 'thigh with skin',
  refuseFrom: '05075',
  pieceAsBought: ['piece'],
});
add('chicken-drumstick', 'Chicken drumsticks', '05066', CHICKEN_LEGS, ['2 lb'], {
  ...poultry,
  aliases: ['chicken drumstick', 'drumsticks', 'drumstick', 'chicken legs', 'chicken leg'],
  piece: 'drumstick with skin',
  refuseFrom: '05075',
  pieceAsBought: ['piece'],
  note: 'refuse (bone) of a whole raw leg (SR28 05075, 27%) is used: the drumstick record gives 66%',
});
add('chicken-wings', 'Chicken wings', '05100', CHICKEN_LEGS, ['2 lb'], {
  ...poultry,
  aliases: ['chicken wing', 'wings', 'party wings', 'chicken wingettes'],
  piece: 'piece',
  pieceAsBought: ['piece'],
  proxy: 'no current BLS series for wings; priced at the BLS bone-in chicken legs row',
});
add('whole-chicken', 'Whole chicken', '05006', CHICKEN_WHOLE, ['1 each = 4 lb'], {
  ...poultry,
  piece: 'chicken, bone removed',
  aliases: [
    'chicken whole',
    'roasting chicken',
    'roaster chicken',
    'fryer chicken',
    'broiler chicken',
    'rotisserie chicken',
    'cooked chicken',
    'shredded chicken',
    'leftover chicken',
    'boiling fowl',
    'stewing hen',
  ],
  note: 'package grams exclude SR28 refuse (bone, 32%)',
});
add('ground-chicken', 'Ground chicken', '05332', CHICKEN_BREAST, ['1 lb'], {
  ...poultry,
  aliases: ['minced chicken', 'chicken mince'],
  proxy: PX.poultry,
});
add('ground-turkey', 'Ground turkey', '05305', CHICKEN_BREAST, ['1 lb'], {
  ...poultry,
  aliases: ['minced turkey', 'turkey mince', 'lean ground turkey'],
  proxy: PX.poultry,
});
add('turkey-breast', 'Turkey breast', '05710', CHICKEN_BREAST, ['2 lb'], {
  ...poultry,
  aliases: ['turkey', 'turkey breast fillet', 'turkey cutlets', 'roast turkey', 'turkey meat'],
  refuse: 0,
  proxy: PX.poultry,
});
add('whole-turkey', 'Whole turkey', '05165', TURKEY, ['1 each = 14 lb'], {
  ...poultry,
  aliases: ['turkey whole', 'thanksgiving turkey'],
  note: 'BLS frozen whole turkey series (last 2020-02) carried forward; package grams exclude SR28 refuse (bone, 29%)',
});
add('ground-beef', 'Ground beef (80/20)', '23572', GROUND_BEEF, ['1 lb', '3 lb family pack'], {
  ...meat,
  aliases: [
    'ground beef',
    'ground beef meat',
    'minced beef',
    'beef mince',
    'hamburger meat',
    'hamburger',
    'ground chuck',
    'mince',
    'minced meat',
    'ground meat',
    'beef ground',
    'beef meat mince',
  ],
});
add('lean-ground-beef', 'Lean ground beef (90/10)', '23562', GROUND_LEAN, ['1 lb'], {
  ...meat,
  aliases: [
    'lean ground beef',
    'extra lean ground beef',
    'lean beef mince',
    'ground sirloin',
    'lean minced beef',
    'lean beef',
    '93% lean ground beef',
  ],
});
add('beef-chuck-roast', 'Beef chuck roast', '13786', CHUCK_ROAST, ['3 lb'], {
  ...meat,
  aliases: [
    'chuck roast',
    'beef chuck',
    'chuck',
    'pot roast',
    'braising steak',
    'blade roast',
    'beef shoulder',
    'beef roast',
    'roast beef',
    'chuck steak',
  ],
  piece: 'roast',
});
add('beef-stew-meat', 'Beef stew meat', '23093', STEW_BEEF, ['1 lb'], {
  ...meat,
  aliases: [
    'stew meat',
    'stewing beef',
    'beef for stew',
    'beef cubes',
    'stewing steak',
    'diced beef',
    'beef chunks',
    'beef',
    'beef meat',
    'casserole beef',
    'stew beef',
  ],
});
add('beef-round', 'Beef round (top or bottom)', '23063', ROUND_STEAK, ['1.5 lb'], {
  ...meat,
  aliases: [
    'round steak',
    'top round',
    'bottom round',
    'eye of round',
    'rump roast',
    'silverside',
    'topside',
    'round roast',
    'minute steak',
    'cube steak',
  ],
  piece: 'steak',
});
add('sirloin-steak', 'Sirloin steak', '13929', SIRLOIN, ['1 lb'], {
  ...meat,
  aliases: ['sirloin', 'top sirloin', 'steak', 'steaks', 'beef steak', 'rump steak', 'tri tip'],
  piece: 'steak',
});
add('ribeye-steak', 'Ribeye steak', '23201', BEEF_STEAKS, ['1 lb'], {
  ...meat,
  aliases: ['ribeye', 'rib eye', 'rib eye steak', 'scotch fillet'],
  piece: 'steak',
  proxy: PX.beef + ' (all uncooked beef steaks)',
});
add('flank-steak', 'Flank steak', '13970', BEEF_STEAKS, ['1.5 lb'], {
  ...meat,
  aliases: ['flank', 'bavette', 'fajita steak'],
  piece: 'steak',
  proxy: PX.beef + ' (all uncooked beef steaks)',
});
add('beef-tenderloin', 'Beef tenderloin', '23342', BEEF_STEAKS, ['1 lb'], {
  ...meat,
  aliases: ['tenderloin steak', 'filet mignon', 'fillet steak', 'beef fillet', 'eye fillet'],
  piece: 'steak',
  proxy: PX.beef + ' (all uncooked beef steaks)',
});
add('beef-brisket', 'Beef brisket', '13904', BEEF_ROASTS, ['3 lb'], {
  ...meat,
  aliases: ['brisket', 'brisket flat'],
  piece: 'piece',
  proxy: PX.beef + ' (all uncooked beef roasts)',
});
add('beef-short-ribs', 'Beef short ribs', '23128', SHORT_RIBS, ['2 lb'], {
  ...meat,
  aliases: ['short ribs', 'short rib', 'beef ribs'],
  piece: 'piece',
  note: 'BLS short ribs series (bone-in, last 2011-05) carried forward',
});
add('ground-pork', 'Ground pork', '10219', OTHER_PORK, ['1 lb'], { ...meat, aliases: ['minced pork', 'pork mince', 'ground pork meat'] });
add('pork-chop', 'Pork chop (boneless)', '10062', CHOPS_BONELESS, ['1.5 lb'], {
  ...meat,
  aliases: ['pork chops', 'boneless pork chops', 'pork loin chops', 'pork cutlet', 'pork cutlets', 'pork steak', 'pork loin steaks'],
  piece: 'chop',
});
add('pork-chop-bone-in', 'Bone-in pork chop', '10036', CHOPS_BONE, ['2 lb'], {
  ...meat,
  aliases: ['bone in pork chops', 'center cut pork chops', 'pork rib chops'],
  piece: 'chop',
  note: 'BLS prices bone-in chops per lb; SR28 refuse (bone) is taken off the package grams',
});
add('pork-tenderloin', 'Pork tenderloin', '10218', OTHER_PORK, ['1.25 lb'], {
  ...meat,
  aliases: ['pork fillet', 'pork tenderloins'],
  piece: 'roast',
  proxy: PX.pork,
});
add('pork-loin', 'Pork loin roast', '10210', CHOPS_BONELESS, ['3 lb'], {
  ...meat,
  aliases: ['pork loin', 'pork roast', 'boneless pork loin'],
  proxy: 'priced at the BLS boneless chops row',
});
add('pork-shoulder', 'Pork shoulder', '10070', OTHER_PORK, ['4 lb'], {
  ...meat,
  aliases: [
    'pork butt',
    'boston butt',
    'pork shoulder roast',
    'pulled pork',
    'picnic shoulder',
    'pork',
    'pork meat',
    'pork neck',
    'pork collar',
    'diced pork',
  ],
  proxy: PX.pork,
  refuse: 0,
  note: 'sold boneless; no refuse applied',
});
add('pork-belly', 'Pork belly', '10005', OTHER_PORK, ['1 lb'], {
  ...meat,
  aliases: ['pork belly slices', 'side pork', 'salt pork'],
  refuse: 0,
  proxy: PX.pork,
});
add('pork-ribs', 'Pork spareribs', '10088', OTHER_PORK, ['3 lb rack'], {
  ...meat,
  aliases: ['spare ribs', 'spareribs', 'pork ribs', 'baby back ribs', 'baby back rib racks', 'ribs', 'rack of ribs', 'st louis ribs'],
  proxy: PX.pork,
  note: 'package grams exclude SR28 refuse (bone, 30%)',
});
add('bacon', 'Bacon', '10123', BACON, ['12 oz package', '1 lb package'], {
  ...meat,
  branded: true,
  aliases: [
    'bacon slices',
    'bacon strips',
    'streaky bacon',
    'smoked bacon',
    'thick cut bacon',
    'bacon rashers',
    'rasher',
    'bacon cubes',
    'bacon bits',
    'lardons',
    'bacon lardons',
  ],
  slice: 'slice raw',
  piece: 'slice raw',
});
add('pancetta', 'Pancetta', '10005', BACON, ['4 oz package'], {
  rule: 'cured-meat-package',
  ...meat,
  branded: true,
  aliases: ['cubed pancetta', 'diced pancetta'],
  proxy: PX.cured,
  note: 'SR28 has no pancetta; nutrients of raw pork belly (10005)',
});
add('ham', 'Ham', '07029', HAM, ['1 lb', '8 oz sliced deli ham'], {
  ...meat,
  branded: true,
  aliases: [
    'sliced ham',
    'deli ham',
    'cooked ham',
    'ham slices',
    'smoked ham',
    'gammon',
    'ham steak',
    'diced ham',
    'leftover ham',
    'honey ham',
  ],
  slice: 'slice',
  piece: 'slice',
});
add('canadian-bacon', 'Canadian bacon', '10130', HAM, ['6 oz package'], {
  rule: 'deli-meat-package',
  ...meat,
  branded: true,
  aliases: ['back bacon', 'peameal bacon'],
  slice: 'slices',
  proxy: 'priced at the BLS boneless ham row',
});
add('italian-sausage', 'Italian sausage', '07036', OTHER_PORK, ['1 lb'], {
  ...meat,
  branded: true,
  aliases: [
    'sweet italian sausage',
    'hot italian sausage',
    'mild italian sausage',
    'pork sausage',
    'sausage',
    'sausage meat',
    'fresh sausage',
    'sausage links',
    'spicy italian sausage',
    ,
    'bangers',
  ],
  piece: '4/lb',
  link: '4/lb',
  proxy: PX.pork,
});
add('chorizo', 'Chorizo', '07019', BACON, ['9 oz package'], {
  ...meat,
  branded: true,
  aliases: ['spanish chorizo', 'mexican chorizo', 'chorizo sausage', 'chouriço', 'chourico'],
  piece: 'link',
  link: 'link',
  proxy: PX.cured,
});
add('hot-dogs', 'Hot dogs', '07950', FRANKS, ['1 lb package (8)'], {
  ...meat,
  branded: true,
  aliases: ['hot dog', 'frankfurter', 'frankfurters', 'franks', 'wieners', 'wiener'],
  piece: 'hot dog',
  link: 'hot dog',
  note: 'BLS frankfurters series (last 2022-04) carried forward',
});
add('pepperoni', 'Pepperoni', '07057', BACON, ['6 oz package'], {
  ...meat,
  branded: true,
  aliases: ['sliced pepperoni', 'pepperoni slices'],
  slice: 'piece',
  piece: 'piece',
  proxy: PX.cured,
});
add('salami', 'Salami', '07072', BACON, ['4 oz package'], {
  rule: 'cured-meat-package',
  ...meat,
  branded: true,
  aliases: ['genoa salami', 'hard salami', 'soppressata'],
  slice: 'slice',
  piece: 'slice',
  proxy: PX.cured,
  note: 'Genoa salami, hard salami and soppressata are matched here, the same dry-cured sausage (prosciutto has its own entry)',
});
add('deli-turkey', 'Deli turkey', '07029', BOLOGNA, ['8 oz package'], {
  rule: 'deli-meat-package',
  ...poultry,
  branded: true,
  aliases: ['sliced turkey', 'turkey slices', 'turkey deli meat'],
  slice: 'slice',
  approx: 'nutrients of SR28 sliced ham (07029), standing in for sliced deli turkey',
  note: 'price from the BLS bologna series (last 2019-09)',
});
add('ground-lamb', 'Ground lamb', '17224', ALL_GROUND_BEEF, ['1 lb'], {
  ...meat,
  aliases: ['minced lamb', 'lamb mince', 'lamb ground'],
  proxy: PX.lamb + ' (all uncooked ground beef)',
});
add('lamb-leg', 'Lamb leg', '17230', BEEF_STEAKS, ['3 lb'], {
  ...meat,
  aliases: ['leg of lamb', 'lamb stew meat', 'lamb', 'lamb shoulder', 'lamb shank', 'lamb shanks', 'lamb meat'],
  proxy: PX.lamb + ' (all uncooked beef steaks)',
  note: 'package grams exclude SR28 refuse (bone, 22%)',
});
add('ground-veal', 'Ground veal', '17142', ALL_GROUND_BEEF, ['1 lb'], {
  ...meat,
  aliases: ['veal', 'minced veal', 'veal mince', 'veal cutlet', 'veal escalope'],
  proxy: PX.lamb + ' (all uncooked ground beef)',
});
add('rabbit', 'Rabbit', '17177', CHICKEN_WHOLE, ['1 each = 3 lb'], {
  ...meat,
  aliases: ['rabbits', 'cleaned rabbit', 'cleaned rabbits'],
  proxy: 'no BLS series for game; priced at the BLS whole chicken row',
});
add('beef-liver', 'Beef liver', '13325', OTHER_BEEF, ['1 lb'], {
  ...meat,
  aliases: ['liver', 'calf liver'],
  proxy: PX.beef + ' (all other beef)',
});
// ---- fish and seafood
add('salmon', 'Salmon fillet', '15236', BEEF_STEAKS, ['1 lb'], {
  ...fish,
  aliases: [
    'salmon fillet',
    'salmon fillets',
    'atlantic salmon',
    'salmon filet',
    'salmon steak',
    'salmon steaks',
    'fresh salmon',
    'sockeye salmon',
    'king salmon',
    'coho salmon',
  ],
  piece: 'fillet',
  fillet: 'fillet',
  proxy: PX.fish,
});
add('smoked-salmon', 'Smoked salmon', '15179', BEEF_STEAKS, ['4 oz package'], {
  rule: 'smoked-fish-package',
  ...fish,
  aliases: ['lox', 'nova lox', 'smoked salmon slices'],
  proxy: PX.fish,
});
add('cod', 'Cod fillet', '15015', BEEF_STEAKS, ['1 lb'], {
  ...fish,
  aliases: ['cod', 'cod fillets', 'white fish fillets', 'fish fillet', 'fish fillets'],
  piece: 'fillet',
  fillet: 'fillet',
  proxy: PX.fish,
});
add('tilapia', 'Tilapia fillet', '15261', BEEF_STEAKS, ['1 lb'], {
  ...fish,
  aliases: ['tilapia fillets'],
  piece: 'fillet',
  fillet: 'fillet',
  proxy: PX.fish,
});
add('tuna-steak', 'Tuna steak', '15127', BEEF_STEAKS, ['1 lb'], {
  ...fish,
  aliases: ['ahi tuna', 'tuna steaks', 'yellowfin tuna', 'fresh tuna', 'sushi grade tuna'],
  proxy: PX.fish,
});
add('trout', 'Trout', '15240', BEEF_STEAKS, ['1 lb'], {
  ...fish,
  aliases: ['rainbow trout', 'trout fillets'],
  piece: 'fillet',
  fillet: 'fillet',
  proxy: PX.fish,
});
add('shrimp', 'Shrimp', '15149', BEEF_STEAKS, ['1 lb bag'], {
  ...shell,
  aliases: [
    'prawns',
    'prawn',
    'shrimps',
    'large shrimp',
    'jumbo shrimp',
    'raw shrimp',
    'peeled shrimp',
    'king prawns',
    'tiger prawns',
    'large jumbo shrimp',
    'shrimp peeled deveined',
  ],
  piece: 'medium',
  proxy: PX.fish,
});
add('scallops', 'Scallops', '15172', BEEF_STEAKS, ['1 lb'], {
  ...shell,
  aliases: ['scallop', 'sea scallops', 'bay scallops'],
  piece: '2 large',
  pieceCount: 2,
  proxy: PX.fish,
});
add('crab', 'Crab meat', '15139', BEEF_STEAKS, ['8 oz container'], {
  ...shell,
  aliases: ['crabmeat', 'lump crab meat', 'crab', 'crab legs', 'king crab'],
  proxy: PX.fish,
});
add('lobster', 'Lobster', '15147', BEEF_STEAKS, ['1 each = 1.25 lb'], {
  ...shell,
  aliases: ['lobster tail', 'lobster tails', 'lobster meat'],
  piece: 'lobster',
  proxy: PX.fish,
});
add('mussels', 'Mussels', '15164', BEEF_STEAKS, ['2 lb bag'], {
  rule: 'shellfish-bag',
  ...shell,
  aliases: ['mussel', 'blue mussels'],
  proxy: PX.fish,
  refuse: 67,
  note: 'sold live in the shell; SR28 gives no shell yield for mussels, so 67% refuse: wet meat is 33-40% of the total weight of a mussel (Kerala Agricultural University, Centre for e-Learning, mussel harvesting, http://celkau.in/Fisheries/CultureFisheries/Mussels/harvesting.aspx), the lower bound taken',
});
add('clams', 'Clams', '15157', BEEF_STEAKS, ['2 lb bag'], {
  rule: 'shellfish-bag',
  ...shell,
  aliases: ['clam', 'littleneck clams', 'vongole'],
  piece: 'medium',
  proxy: PX.fish,
  shellYield: 'lb (with shell)',
});
add('squid', 'Squid', '15175', BEEF_STEAKS, ['1 lb'], {
  ...shell,
  aliases: ['calamari', 'squid rings'],
  proxy: PX.fish,
});

// =============================================================================================
section('Dairy & Eggs');
const dairy = { kind: 'dairy', allergens: MILK_A };
add(
  'eggs',
  'Eggs',
  '01123',
  EGGS,
  [
    { label: '1 dozen', quantity: 12, unit: 'piece' },
    { label: '18 count', quantity: 18, unit: 'piece' },
  ],
  {
    kind: 'egg',
    allergens: EGG_A,
    aliases: [
      'egg',
      'large egg',
      'large eggs',
      'whole egg',
      'whole eggs',
      'medium eggs',
      'free range eggs',
      'beaten egg',
      'eggs beaten',
      'hard boiled eggs',
      'boiled eggs',
      'hard-boiled egg',
      'three eggs',
      'six eggs',
      'eight eggs',
      'two eggs',
      'four eggs',
      'one egg',
      'egg wash',
    ],
    piece: 'large',
    cup: 'cup',
  },
);
add('egg-whites', 'Egg whites', '01124', EGGS, [{ label: '1 dozen eggs', quantity: 12, unit: 'piece' }], {
  kind: 'egg',
  allergens: EGG_A,
  aliases: ['egg white', 'whites of eggs', 'egg whites only', 'liquid egg whites'],
  piece: 'large',
  note: 'bought as eggs: a dozen gives 12 SR28 large whites',
});
add('egg-yolks', 'Egg yolks', '01125', EGGS, [{ label: '1 dozen eggs', quantity: 12, unit: 'piece' }], {
  kind: 'egg',
  allergens: EGG_A,
  aliases: ['egg yolk', 'yolks', 'yolk', 'egg yolks only'],
  piece: 'large',
  note: 'bought as eggs: a dozen gives 12 SR28 large yolks',
});
add('whole-milk', 'Whole milk', '01077', MILK, ['1 gallon', '0.5 gallon'], {
  ...dairy,
  aliases: [
    'milk',
    'full fat milk',
    'full cream milk',
    'fresh milk',
    'cow milk',
    'whole milk',
    'warm milk',
    'cold milk',
    'glass milk',
    'mug whole milk',
  ],
  keto: false /* lactose: 4.8 g sugars per 100 g, a drink not a seasoning */,
});
add('2-percent-milk', '2% milk', '01079', MILK_LOWFAT, ['1 gallon', '0.5 gallon'], {
  ...dairy,
  aliases: ['2 percent milk', 'reduced fat milk', 'semi skimmed milk', 'semi-skimmed milk', 'low fat milk', '1% milk', 'lowfat milk'],
  keto: false,
});
add('skim-milk', 'Skim milk', '01151', MILK_LOWFAT, ['1 gallon', '0.5 gallon'], {
  ...dairy,
  aliases: ['nonfat milk', 'fat free milk', 'skimmed milk'],
  keto: false,
});
add('buttermilk', 'Buttermilk', '01088', MILK_LOWFAT, ['1 quart'], {
  rule: 'buttermilk-quart',
  ...dairy,
  aliases: ['cultured buttermilk', 'low fat buttermilk'],
  proxy: PX.milk,
  keto: false,
});
add('heavy-cream', 'Heavy cream', '01053', YOGURT, ['1 pint', '1 quart'], {
  ...dairy,
  aliases: [
    'heavy whipping cream',
    'whipping cream',
    'double cream',
    'thickened cream',
    'cream',
    'fresh cream',
    'cooking cream',
    'whipped cream',
  ],
  cup: 'fluid',
  proxy: PX.cultured,
});
add('light-cream', 'Light cream', '01052', YOGURT, ['1 pint'], {
  ...dairy,
  aliases: ['single cream', 'light whipping cream', 'table cream', 'coffee cream', 'pouring cream'],
  cup: 'fluid',
  proxy: PX.cultured,
});
add('half-and-half', 'Half-and-half', '01049', YOGURT, ['1 pint', '1 quart'], {
  ...dairy,
  aliases: ['half and half', 'half & half', 'half n half'],
  proxy: PX.cultured,
});
add('sour-cream', 'Sour cream', '01056', YOGURT, ['16 oz tub', '8 oz tub'], {
  rule: 'cultured-dairy-tub',
  ...dairy,
  aliases: ['soured cream', 'sour cream dollop'],
  proxy: PX.cultured,
});
add('cream-cheese', 'Cream cheese', '01017', YOGURT, ['8 oz block'], {
  rule: 'cultured-dairy-tub',
  ...dairy,
  aliases: ['philadelphia cream cheese', 'soft cheese', 'cream cheese softened', 'neufchatel', 'creme cheese', 'cheese spread'],
  proxy: PX.cultured,
  package: '8 oz block',
  racc: 30 /* FDA RACC cream cheese: 2 tbsp (30 g), 21 CFR 101.12 */,
});
add('butter', 'Butter (salted)', '01001', BUTTER, ['1 lb (4 sticks)', '8 oz'], {
  ...dairy,
  aliases: [
    'butter',
    'salted butter',
    'melted butter',
    'softened butter',
    'cold butter',
    'stick butter',
    'sticks butter',
    'butter stick',
    'knob butter',
    'butter melted',
    'butter softened',
    'butter cubed',
    'room temperature butter',
  ],
  stick: 'stick',
  keto: true,
});
add('unsalted-butter', 'Unsalted butter', '01145', BUTTER, ['1 lb (4 sticks)'], {
  ...dairy,
  aliases: [
    'sweet butter',
    'butter unsalted',
    'unsalted butter cold',
    'unsalted butter melted',
    'unsalted butter softened',
    'european butter',
  ],
  stick: 'stick',
});
add('ghee', 'Ghee', '01003', BUTTER, ['13 oz jar'], {
  ...dairy,
  aliases: ['clarified butter', 'butter oil'],
  paleo: true /* clarified: the milk solids are removed; generally accepted on paleo */,
});
add('plain-yogurt', 'Plain yogurt', '01116', YOGURT, ['32 oz tub', '6 oz cup'], {
  ...dairy,
  aliases: [
    'yogurt',
    'yoghurt',
    'natural yogurt',
    'natural yoghurt',
    'plain yoghurt',
    'whole milk yogurt',
    'unsweetened yogurt',
    'curd',
    'dahi',
    'yogurt plain',
  ],
  cup: 'cup',
  keto: false,
});
add('greek-yogurt', 'Greek yogurt', '01256', YOGURT, ['32 oz tub', '5.3 oz cup'], {
  ...dairy,
  aliases: ['greek yoghurt', 'nonfat greek yogurt', 'plain greek yogurt', 'strained yogurt'],
  weightsFrom: '01116',
});
add('vanilla-yogurt', 'Vanilla yogurt', '01220', YOGURT, ['32 oz tub'], {
  ...dairy,
  aliases: ['flavored yogurt', 'sweetened yogurt'],
});
add('cheddar', 'Cheddar cheese', '01009', CHEDDAR, ['8 oz block', '8 oz shredded bag'], {
  ...dairy,
  aliases: [
    'cheddar',
    'sharp cheddar',
    'mild cheddar',
    'shredded cheddar',
    'shredded cheddar cheese',
    'grated cheddar',
    'cheese',
    'shredded cheese',
    'grated cheese',
    'mature cheddar',
  ],
  cup: 'shredded',
  slice: 'slice',
});
add('mozzarella', 'Mozzarella cheese', '01026', CHEDDAR, ['8 oz ball', '8 oz shredded bag'], {
  ...dairy,
  aliases: [
    'mozzarella',
    'fresh mozzarella',
    'shredded mozzarella',
    'mozzarella ball',
    'buffalo mozzarella',
    'bocconcini',
    'part skim mozzarella',
    'mozzarella cheese shredded',
    'pizza cheese',
  ],
  cup: 'shredded',
  slice: 'slices',
  proxy: PX.cheese,
});
add('parmesan', 'Parmesan cheese', '01032', CHEDDAR, ['5 oz wedge', '8 oz grated'], {
  ...dairy,
  aliases: [
    'parmesan',
    'parmigiano reggiano',
    'parmigiano',
    'parmigiano-reggiano',
    'grated parmesan',
    'parmesan grated',
    'parmesan romano cheese blend',
    'shaved parmesan',
  ],
  proxy: PX.cheese,
  racc: 5 /* FDA RACC grated hard cheese (Parmesan, Romano): 5 g, 21 CFR 101.12 */,
});
add('pecorino', 'Pecorino Romano', '01038', CHEDDAR, ['5 oz wedge'], {
  ...dairy,
  aliases: ['pecorino romano', 'romano', 'romano cheese', 'pecorino', 'pecorino romano cheese', 'pecorino cheese'],
  weightsFrom: '01032',
  proxy: PX.cheese,
});
add('feta', 'Feta cheese', '01019', CHEDDAR, ['6 oz crumbles', '8 oz block'], {
  ...dairy,
  aliases: ['feta', 'crumbled feta', 'feta crumbles', 'block feta'],
  cup: 'crumbled',
  proxy: PX.cheese,
});
add('swiss-cheese', 'Swiss cheese', '01040', CHEDDAR, ['8 oz sliced'], {
  ...dairy,
  aliases: ['swiss', 'emmental', 'emmentaler'],
  cup: 'shredded',
  slice: 'slice',
  proxy: PX.cheese,
});
add('gruyere', 'Gruyère cheese', '01023', CHEDDAR, ['6 oz wedge'], {
  ...dairy,
  aliases: ['gruyere', 'gruyère'],
  cup: 'shredded',
  proxy: PX.cheese,
});
add('provolone', 'Provolone cheese', '01035', CHEDDAR, ['8 oz sliced'], {
  ...dairy,
  aliases: ['provolone'],
  slice: 'slice',
  proxy: PX.cheese,
});
add('monterey-jack', 'Monterey Jack cheese', '01025', CHEDDAR, ['8 oz shredded bag'], {
  ...dairy,
  aliases: ['monterey jack', 'jack cheese', 'pepper jack'],
  cup: 'shredded',
  slice: 'slice',
  proxy: PX.cheese,
});
add('ricotta', 'Ricotta cheese', '01036', YOGURT, ['15 oz tub'], {
  ...dairy,
  aliases: ['ricotta', 'whole milk ricotta', 'ricotta cheese'],
  proxy: PX.cultured,
});
add('cottage-cheese', 'Cottage cheese', '01012', YOGURT, ['16 oz tub'], {
  ...dairy,
  aliases: ['cottage'],
  cup: 'small curd',
  proxy: PX.cultured,
});
add('goat-cheese', 'Goat cheese', '01159', CHEDDAR, ['4 oz log'], {
  ...dairy,
  aliases: ['chevre', 'chèvre', 'soft goat cheese', 'goats cheese'],
  proxy: PX.cheese,
});
add('blue-cheese', 'Blue cheese', '01004', CHEDDAR, ['4 oz crumbles'], {
  ...dairy,
  aliases: ['blue cheese crumbles', 'gorgonzola', 'roquefort', 'stilton', 'bleu cheese'],
  cup: 'crumbled',
  proxy: PX.cheese,
});
add('brie', 'Brie cheese', '01006', CHEDDAR, ['8 oz wheel'], {
  ...dairy,
  aliases: ['brie'],
  proxy: PX.cheese,
});
add('gouda', 'Gouda cheese', '01022', CHEDDAR, ['7 oz wedge'], { ...dairy, aliases: ['gouda', 'smoked gouda'], proxy: PX.cheese });
add('american-cheese', 'American cheese', '01042', AMERICAN, ['12 oz (16 slices)'], {
  ...dairy,
  aliases: ['american cheese slices', 'cheese slices', 'processed cheese', 'cheese singles', 'sliced cheese'],
  slice: 'slice (1 oz)',
});
add('evaporated-milk', 'Evaporated milk', '01097', YOGURT, ['12 fl oz can'], {
  ...dairy,
  aliases: ['evaporated skim milk', 'evaporated'],
  proxy: PX.cannedMilk,
  keto: false,
});
add('condensed-milk', 'Sweetened condensed milk', '01095', YOGURT, ['14 oz can'], {
  ...dairy,
  aliases: ['condensed milk', 'sweetened condensed'],
  proxy: PX.cannedMilk,
  np: 'refined',
});
add('ice-cream', 'Vanilla ice cream', '19095', ICE_CREAM, ['1.5 quart tub'], {
  ...dairy,
  aliases: ['ice cream', 'vanilla ice cream'],
  np: 'refined',
  note: 'sold in the freezer aisle; listed with dairy',
});
add('milk-powder', 'Nonfat dry milk', '01154', MILK_LOWFAT, ['9.6 oz box'], {
  rule: 'dry-milk-box',
  ...dairy,
  aliases: ['milk powder', 'powdered milk', 'dry milk', 'skim milk powder'],
  proxy: PX.milk,
  keto: false,
});

// =============================================================================================
section('Bakery');
add('white-bread', 'White bread', '18069', BREAD, ['20 oz loaf'], {
  allergens: WHEAT_A,
  np: 'grain',
  aliases: [
    'bread',
    'sandwich bread',
    'white sliced bread',
    'sliced bread',
    'slices bread',
    'bread slices',
    'slice of bread',
    'toast',
    'stale bread',
    'day old bread',
    'white bread slices',
    'fresh bread',
    'loaf of bread',
    'bread cubes',
    'soft bread crumbs',
  ],
  slice: 'slice',
  piece: 'slice',
  cup: 'cubes',
});
add('whole-wheat-bread', 'Whole wheat bread', '18075', BREAD_WW, ['20 oz loaf'], {
  allergens: WHEAT_A,
  np: 'grain',
  aliases: ['wholemeal bread', 'whole grain bread', 'brown bread', 'wholewheat bread'],
  slice: 'slice',
  piece: 'slice',
});
add('french-bread', 'French bread', '18029', FRENCH_BREAD, ['1 each baguette = 12 oz'], {
  allergens: WHEAT_A,
  np: 'grain',
  aliases: [
    'baguette',
    'french baguette',
    'sourdough',
    'sourdough bread',
    'crusty bread',
    'country bread',
    'artisan bread',
    'vienna bread',
  ],
  skipWeights: ['1 slice'] /* 139 g: a whole-loaf cut, not a slice */,
  sliceFrom: ['18030', 'slice, small'],
  note: 'BLS French bread series (last 2016-09) carried forward',
});
add('hamburger-buns', 'Hamburger buns', '18350', BREAD, [{ label: '8 count', quantity: 8, unit: 'piece' }], {
  allergens: WHEAT_A,
  np: 'grain',
  aliases: ['hamburger bun', 'burger buns', 'burger bun', 'hot dog buns', 'hot dog bun', 'buns', 'bun', 'brioche buns'],
  piece: 'roll',
  proxy: PX.bread,
});
add('pita', 'Pita bread', '18041', BREAD, [{ label: '6 count', quantity: 6, unit: 'piece' }], {
  allergens: WHEAT_A,
  np: 'grain',
  aliases: ['pita', 'pitta', 'pita breads', 'pita pockets'],
  piece: 'large',
  proxy: PX.bread,
});
add('flour-tortillas', 'Flour tortillas', '18364', BREAD, [{ label: '10 count', quantity: 10, unit: 'piece' }], {
  allergens: WHEAT_A,
  np: 'grain',
  aliases: ['flour tortilla', 'tortillas', 'tortilla', 'wraps', 'wrap', 'burrito tortillas', 'soft tortillas'],
  piece: 'tortilla (approx 10',
  proxy: PX.bread,
});
add('corn-tortillas', 'Corn tortillas', '18363', BREAD, [{ label: '30 count', quantity: 30, unit: 'piece' }], {
  np: 'grain',
  aliases: ['corn tortilla', 'taco shells', 'tostadas', 'white corn tortillas'],
  piece: 'tortilla',
  proxy: PX.bread,
});
add('english-muffins', 'English muffins', '18258', BREAD, [{ label: '6 count', quantity: 6, unit: 'piece' }], {
  allergens: WHEAT_A,
  np: 'grain',
  aliases: ['english muffin'],
  piece: 'muffin',
  proxy: PX.bread,
});
add('bagels', 'Bagels', '18001', BREAD, [{ label: '6 count', quantity: 6, unit: 'piece' }], {
  allergens: WHEAT_A,
  np: 'grain',
  aliases: ['bagel'],
  piece: 'medium bagel',
  proxy: PX.bread,
});
add('croissants', 'Croissants', '18239', COOKIES, [{ label: '6 count', quantity: 6, unit: 'piece' }], {
  allergens: [...WHEAT_A, 'milk'],
  kind: 'dairy',
  np: 'grain',
  aliases: ['croissant', 'butter croissant'],
  piece: 'medium',
  proxy: PX.sweets,
});
add('breadcrumbs', 'Dry breadcrumbs', '18079', BREAD, ['15 oz canister'], {
  rule: 'breadcrumb-bag',
  allergens: WHEAT_A,
  np: 'grain',
  aliases: [
    'bread crumbs',
    'breadcrumb',
    'dried breadcrumbs',
    'plain breadcrumbs',
    'italian breadcrumbs',
    'seasoned breadcrumbs',
    'dry bread crumbs',
    'fine breadcrumbs',
  ],
  proxy: PX.bread,
});
add('panko', 'Panko breadcrumbs', '18079', BREAD, ['8 oz bag'], {
  rule: 'breadcrumb-bag',
  allergens: WHEAT_A,
  np: 'grain',
  aliases: ['panko bread crumbs', 'panko crumbs', 'japanese breadcrumbs'],
  proxy: PX.bread,
  note: 'SR28 has no panko; nutrients of dry plain breadcrumbs (18079)',
});
add('puff-pastry', 'Puff pastry', '18337', COOKIES, ['17.3 oz box (2 sheets)'], {
  allergens: WHEAT_A,
  np: 'grain',
  aliases: ['puff pastry sheet', 'puff pastry sheets', 'frozen puff pastry', 'pastry sheets'],
  proxy: PX.sweets,
});
add('pie-crust', 'Pie crust', '18334', COOKIES, ['2 count = 14 oz'], {
  allergens: WHEAT_A,
  np: 'grain',
  aliases: [
    'pie crusts',
    'pie shell',
    'pie dough',
    'shortcrust pastry',
    'pastry crust',
    'pastry',
    'tart shell',
    'pre made pie crust',
    'refrigerated pie crust',
  ],
  piece: 'pie crust',
  proxy: PX.sweets,
});
add('graham-crackers', 'Graham crackers', '18173', COOKIES, ['14.4 oz box'], {
  allergens: WHEAT_A,
  np: 'grain',
  aliases: ['graham cracker', 'graham cracker crumbs'],
  piece: 'large rectangular',
  cup: 'crushed',
  proxy: PX.sweets,
});
add('crackers', 'Saltine crackers', '18228', CHIPS, ['16 oz box'], {
  allergens: WHEAT_A,
  np: 'grain',
  aliases: ['saltines', 'saltine', 'soda crackers', 'cracker', 'water crackers', 'ritz crackers'],
  proxy: 'no current BLS series for crackers; priced at the BLS potato chips row (16 oz)',
});
add('wonton-wrappers', 'Wonton wrappers', '18368', BREAD, ['12 oz package'], {
  rule: 'wrapper-package',
  allergens: [...WHEAT_A, 'eggs'],
  kind: 'egg',
  np: 'grain',
  aliases: ['wonton wrapper', 'egg roll wrappers', 'dumpling wrappers', 'gyoza wrappers'],
  piece: 'wonton',
  proxy: PX.bread,
});

// =============================================================================================
section('Grains & Pasta');
const grain = { np: 'grain' };
add('white-rice', 'White rice (long-grain)', '20044', RICE, ['2 lb bag', '5 lb bag'], {
  ...grain,
  aliases: [
    'rice',
    'long grain rice',
    'long-grain rice',
    'white rice',
    'enriched long grain rice',
    'uncooked rice',
    'long grain white rice',
    'plain rice',
    'rice uncooked',
  ],
});
add('basmati-rice', 'Basmati rice', '20444', RICE, ['2 lb bag'], {
  ...grain,
  aliases: ['basmati'],
  note: 'SR28 has no basmati entry; nutrients of unenriched long-grain white rice (20444)',
});
add('short-grain-rice', 'Short-grain rice', '20052', RICE, ['2 lb bag'], {
  ...grain,
  aliases: [
    'arborio rice',
    'arborio',
    'risotto rice',
    'carnaroli',
    'sushi rice',
    'bomba rice',
    'paella rice',
    'calrose rice',
    'pudding rice',
    'medium grain rice',
    'porridge rice',
    'pama porridge rice',
  ],
});
add('brown-rice', 'Brown rice', '20036', RICE, ['2 lb bag'], {
  ...grain,
  aliases: ['long grain brown rice', 'brown basmati rice', 'whole grain rice'],
  proxy: PX.grain,
});
add('wild-rice', 'Wild rice', '20088', RICE, ['1 lb bag'], {
  rule: 'specialty-grain',
  ...grain,
  aliases: ['wild rice blend'],
  proxy: PX.grain,
});
add('cooked-rice', 'Cooked white rice', '20045', RICE, ['2 lb bag (dry)'], {
  ...grain,
  aliases: ['cooked rice', 'steamed rice', 'leftover rice', 'day old rice', 'boiled rice', 'rice cooked'],
  cookedFrom: '20044',
  note: 'nutrients of cooked rice (20045); bought as dry long-grain rice (20044)',
});
add('cooked-quinoa', 'Cooked quinoa', '20137', RICE, ['1 lb bag (dry)'], {
  rule: 'specialty-grain',
  aliases: ['cooked quinoa', 'quinoa cooked', 'leftover quinoa'],
  np: 'grain',
  cookedFrom: '20035',
  proxy: PX.grain,
  note: 'nutrients of cooked quinoa (20137); bought as dry quinoa (20035)',
});
add('quinoa', 'Quinoa', '20035', RICE, ['1 lb bag'], {
  rule: 'specialty-grain',
  aliases: ['white quinoa', 'red quinoa', 'tricolor quinoa'],
  np: 'grain',
  proxy: PX.grain,
});
add('couscous', 'Couscous', '20028', PASTA, ['10 oz box'], {
  rule: 'specialty-grain',
  ...grain,
  allergens: WHEAT_A,
  aliases: ['pearl couscous', 'israeli couscous', 'giant couscous'],
  proxy: PX.pasta,
});
add('bulgur', 'Bulgur wheat', '20012', RICE, ['1 lb bag'], {
  rule: 'dry-grain-bag',
  ...grain,
  allergens: WHEAT_A,
  aliases: ['bulgur', 'bulghur', 'cracked wheat', 'burghul'],
  proxy: PX.grain,
});
add('barley', 'Pearl barley', '20005', RICE, ['1 lb bag'], {
  rule: 'dry-grain-bag',
  ...grain,
  allergens: ['gluten'],
  aliases: ['barley', 'pearled barley'],
  proxy: PX.grain,
});
add('millet', 'Millet', '20031', RICE, ['1 lb bag'], { rule: 'specialty-grain', ...grain, aliases: ['millet grain'], proxy: PX.grain });
add('rolled-oats', 'Rolled oats', '08120', RICE, ['18 oz canister', '42 oz canister'], {
  rule: 'oat-canister',
  ...grain,
  glutenRisk: true,
  aliases: [
    'oats',
    'old fashioned oats',
    'old-fashioned oats',
    'oatmeal',
    'quick oats',
    'quick cooking oats',
    'porridge oats',
    'instant oats',
    'steel cut oats',
    'oat flakes',
    'rolled oat',
    ,
    'porridge',
  ],
  proxy: PX.grain,
  note: 'oats carry no gluten allergen but are not marked gluten-free: most are cross-contaminated with wheat',
});
add('gluten-free-oats', 'Certified gluten-free oats', '08120', RICE, ['32 oz bag'], {
  rule: 'oat-canister',
  ...grain,
  aliases: [
    'certified gluten-free oats',
    'certified gluten free oats',
    'gluten-free oats',
    'gluten free oats',
    'gluten free rolled oats',
    'gluten-free rolled oats',
    'certified gluten-free rolled oats',
    'gluten free oatmeal',
    'gluten-free oatmeal',
  ],
  weightsFrom: '08120',
  proxy: PX.grain,
  note: 'oats grown and milled apart from wheat and tested below 20 ppm gluten (the FDA gluten-free limit, 21 CFR 101.91), so gluten-free; nutrients of plain rolled oats (08120)',
});
add('spaghetti', 'Spaghetti', '20120', PASTA, ['1 lb box'], {
  ...grain,
  allergens: WHEAT_A,
  aliases: [
    'spaghetti pasta',
    'linguine',
    'fettuccine',
    'fettucine',
    'angel hair',
    'capellini',
    'bucatini',
    'tagliatelle',
    'pappardelle',
    'vermicelli',
    'spaghettini',
    'long pasta',
  ],
  cup: 'spaghetti',
});
add('pasta', 'Pasta (short shapes)', '20120', PASTA, ['1 lb box'], {
  ...grain,
  allergens: WHEAT_A,
  aliases: [
    'penne',
    'penne pasta',
    'macaroni',
    'elbow macaroni',
    'rigatoni',
    'fusilli',
    'fusilli pasta',
    'rotini',
    'farfalle',
    'bow tie pasta',
    'shells',
    'pasta shells',
    'orzo',
    'ziti',
    'dry pasta',
    'dried pasta',
    'short pasta',
    'mostaccioli',
    'penne rigati',
    'conchiglie',
    'orecchiette',
    'ditalini',
    'gemelli',
    'macaroni pasta',
    'cavatappi',
    'mostaccioli rigati penne rigati',
  ],
  cup: 'penne',
});
add('lasagna-noodles', 'Lasagna noodles', '20120', PASTA, ['1 lb box'], {
  ...grain,
  allergens: WHEAT_A,
  aliases: ['lasagna sheets', 'lasagne sheets', 'lasagne', 'lasagna', 'lasagna pasta', 'cannelloni', 'manicotti'],
  cup: 'lasagna',
  note: 'SR28 weighs lasagna by the cup only (90 g a cup), so a lasagna noodle counted by the piece has no gram weight',
});
add('whole-wheat-pasta', 'Whole wheat pasta', '20124', PASTA, ['1 lb box'], {
  ...grain,
  allergens: WHEAT_A,
  aliases: ['wholemeal pasta', 'whole grain pasta', 'whole wheat spaghetti', 'whole wheat penne'],
  cup: 'penne',
});
add('egg-noodles', 'Egg noodles', '20109', PASTA, ['12 oz bag'], {
  ...grain,
  allergens: [...WHEAT_A, 'eggs'],
  kind: 'egg',
  aliases: ['egg noodle', 'noodles', 'wide egg noodles', 'lo mein noodles', 'chinese noodles', 'spatzle'],
});
add('soba-noodles', 'Soba noodles', '20114', PASTA, ['8 oz package'], {
  rule: 'noodle-package',
  ...grain,
  allergens: WHEAT_A,
  aliases: ['soba', 'soba noodles', 'buckwheat noodles', 'japanese buckwheat noodles'],
  proxy: PX.pasta,
  note: 'SR28 japanese soba, dry (20114): buckwheat and wheat flour, no egg. Most soba contains wheat, so wheat and gluten allergens; only 100% buckwheat (juwari) soba is gluten-free: check the label',
});
add('fresh-pasta', 'Fresh pasta', '20093', PASTA, ['9 oz package'], {
  rule: 'fresh-pasta-package',
  ...grain,
  allergens: [...WHEAT_A, 'eggs'],
  kind: 'egg',
  aliases: ['fresh fettuccine', 'fresh egg pasta', 'fresh lasagna sheets', 'pasta dough'],
  note: 'SR28 "Pasta, fresh-refrigerated, plain, as purchased"',
});
add('rice-noodles', 'Rice noodles', '20133', PASTA, ['14 oz package'], {
  rule: 'noodle-package',
  ...grain,
  aliases: ['rice noodle', 'rice vermicelli', 'rice sticks', 'pad thai noodles', 'vermicelli rice noodles'],
  proxy: PX.pasta,
});

// =============================================================================================
section('Baking');
add('all-purpose-flour', 'All-purpose flour', '20081', FLOUR, ['2 lb bag', '5 lb bag'], {
  allergens: WHEAT_A,
  np: 'grain',
  aliases: [
    'flour',
    'plain flour',
    'white flour',
    'ap flour',
    'all purpose flour',
    'all-purpose white flour',
    'wheat flour',
    'unbleached flour',
    'unbleached all-purpose flour',
    'sifted flour',
    'flour sifted',
    'maida',
    'type 00 flour',
    '00 flour',
    'tipo 00 flour',
    'pastry flour',
  ],
  cup: 'cup',
});
add('bread-flour', 'Bread flour', '20083', FLOUR, ['5 lb bag'], {
  allergens: WHEAT_A,
  np: 'grain',
  aliases: ['strong flour', 'strong white flour', 'high gluten flour', 'baker flour', 'bakers flour', 'strong bread flour'],
});
add('whole-wheat-flour', 'Whole wheat flour', '20080', FLOUR, ['5 lb bag'], {
  allergens: WHEAT_A,
  np: 'grain',
  aliases: ['wholemeal flour', 'whole grain flour', 'whole-wheat flour', 'atta', 'graham flour'],
  proxy: PX.flour,
});
add('cake-flour', 'Cake flour', '20084', FLOUR, ['2 lb box'], {
  rule: 'flour-bag',
  allergens: WHEAT_A,
  np: 'grain',
  aliases: ['cake and pastry flour', 'soft flour'],
  proxy: PX.flour,
});
add('self-rising-flour', 'Self-rising flour', '20082', FLOUR, ['5 lb bag'], {
  allergens: WHEAT_A,
  np: 'grain',
  aliases: ['self raising flour', 'self-raising flour', 'self rising flour'],
  proxy: PX.flour,
});
add('cornmeal', 'Cornmeal', '20022', FLOUR, ['2 lb bag'], {
  rule: 'flour-bag',
  np: 'grain',
  aliases: ['yellow cornmeal', 'polenta', 'corn meal', 'grits', 'corn grits'],
  proxy: PX.flour,
});
add('semolina', 'Semolina', '20466', FLOUR, ['2 lb bag'], {
  allergens: WHEAT_A,
  np: 'grain',
  aliases: ['semolina flour', 'durum semolina', 'durum wheat semolina', 'semola', 'semola rimacinata', 'durum flour'],
  proxy: PX.flour,
  note: 'semolina is coarse durum wheat: wheat and gluten allergens',
});
add('buckwheat-flour', 'Buckwheat flour', '20011', FLOUR, ['22 oz bag'], {
  rule: 'flour-bag',
  np: 'grain',
  aliases: [],
  proxy: PX.flour,
  note: 'gluten-free flour blends and oat flour are matched here: buckwheat is the SR28 gluten-free whole-grain flour',
});
add('masa-harina', 'Masa harina', '20017', FLOUR, ['4 lb bag'], {
  rule: 'flour-bag',
  np: 'grain',
  aliases: ['masa', 'corn flour masa', 'masa flour', 'maseca'],
  proxy: PX.flour,
});
add('rice-flour', 'Rice flour', '20061', FLOUR, ['1.5 lb bag'], {
  rule: 'flour-bag',
  np: 'grain',
  aliases: ['white rice flour', 'glutinous rice flour', 'sweet rice flour', 'mochiko'],
  proxy: PX.flour,
});
add('almond-flour', 'Almond flour', '12062', DRIED_FRUIT, ['1 lb bag'], {
  allergens: TREE_A,
  aliases: ['almond meal', 'ground almonds', 'blanched almond flour'],
  proxy: PX.nut,
  note: 'nutrients of blanched almonds (12062), which is what almond flour is',
});
add('coconut-flour', 'Coconut flour', '12108', DRIED_FRUIT, ['1 lb bag'], {
  aliases: [],
  proxy: PX.nut,
  approx:
    'SR28 has no coconut flour; nutrients of desiccated unsweetened coconut (12108), which overstate its fat and energy: commercial coconut flour is partly defatted',
});
add('cornstarch', 'Cornstarch', '20027', FLOUR, ['16 oz box'], {
  rule: 'flour-bag',
  np: 'processed',
  aliases: ['corn starch', 'cornflour', 'corn flour', 'maizena'],
  proxy: PX.flour,
});
add('sugar', 'Granulated sugar', '19335', SUGAR, ['4 lb bag', '10 lb bag'], {
  np: 'refined',
  aliases: [
    'sugar',
    'white sugar',
    'granulated sugar',
    'caster sugar',
    'castor sugar',
    'superfine sugar',
    'cane sugar',
    'granulated white sugar',
    'fine sugar',
    'table sugar',
    'white granulated sugar',
    'raw sugar',
    'turbinado sugar',
    'demerara sugar',
    'sugar cubes',
  ],
  cup: 'cup',
});
add('brown-sugar', 'Brown sugar', '19334', SUGAR, ['2 lb bag'], {
  np: 'refined',
  aliases: [
    'light brown sugar',
    'dark brown sugar',
    'packed brown sugar',
    'brown sugar packed',
    'soft brown sugar',
    'muscovado sugar',
    'muscovado',
  ],
  cup: 'cup packed',
  tsp: 'tsp packed',
  proxy: PX.sweet,
});
add('powdered-sugar', 'Powdered sugar', '19336', SUGAR, ['2 lb bag'], {
  np: 'refined',
  aliases: ['confectioners sugar', "confectioners' sugar", 'icing sugar', 'powdered white sugar', 'confectioner sugar', '10x sugar'],
  cup: 'cup unsifted',
  tbsp: 'tbsp unsifted',
  proxy: PX.sweet,
});
add('honey', 'Honey', '19296', SUGAR, ['12 oz bottle', '16 oz jar'], {
  kind: 'honey',
  aliases: ['raw honey', 'clear honey', 'runny honey', 'liquid honey', 'bottle honey'],
  proxy: PX.sweet,
  premium: PREMIUM.honey,
});
add('maple-syrup', 'Maple syrup', '19353', SUGAR, ['12.5 fl oz bottle'], {
  aliases: ['pure maple syrup', 'maple'],
  proxy: PX.sweet,
  premium: PREMIUM.maple,
});
add('molasses', 'Molasses', '19304', SUGAR, ['12 fl oz bottle'], {
  rule: 'syrup-bottle',
  np: 'refined',
  aliases: ['blackstrap molasses', 'treacle', 'black treacle', 'pomegranate molasses'],
  proxy: PX.sweet,
});
add('corn-syrup', 'Corn syrup', '19349', SUGAR, ['16 fl oz bottle'], {
  rule: 'syrup-bottle',
  np: 'refined',
  aliases: ['light corn syrup', 'dark corn syrup', 'glucose syrup', 'pancake syrup', 'table syrup'],
  proxy: PX.sweet,
  note: 'SR28 lists dark corn syrup (19349); light corn syrup is nutritionally the same. Pancake (table) syrup is corn syrup with maple flavouring and golden syrup a cane-sugar syrup, so both are matched here rather than to pure maple syrup',
});
add('agave', 'Agave syrup', '19912', SUGAR, ['11.75 oz bottle'], {
  rule: 'syrup-bottle',
  np: 'refined',
  aliases: ['agave nectar', 'agave syrup'],
  proxy: PX.sweet,
  skipWeights: ['0.25 cup'] /* 55 g per quarter cup is 0.93 g/ml, but its teaspoon (6.9 g) and every syrup are about 1.4 g/ml */,
});
add('baking-powder', 'Baking powder', '18369', COFFEE, ['8.1 oz can'], {
  np: 'processed',
  seasoning: true,
  aliases: ['double acting baking powder', 'baking powder gluten free'],
  proxy: PX.smallJar,
  keto: true /* used by the teaspoon */,
});
add('baking-soda', 'Baking soda', '18372', SUGAR, ['1 lb box'], {
  seasoning: true,
  aliases: ['bicarbonate of soda', 'bicarb', 'bicarb soda', 'sodium bicarbonate', 'bicarbonate soda'],
  proxy: PX.sweet,
});
add('cream-of-tartar', 'Cream of tartar', '18373', COFFEE, ['1.5 oz jar'], {
  seasoning: true,
  aliases: [],
  proxy: PX.smallJar,
});
add('yeast', 'Active dry yeast', '18375', COFFEE, ['4 oz jar', '3 packet strip'], {
  aliases: [
    'dry yeast',
    'active yeast',
    'instant yeast',
    'yeast',
    'rapid rise yeast',
    'instant dry yeast',
    'bread machine yeast',
    'dried yeast',
    'fast action yeast',
    "brewer's yeast",
    'brewers yeast',
    'packet yeast',
  ],
  packet: 'packet',
  keto: true,
  seasoning: true,
  proxy: PX.smallJar,
});
add('fresh-yeast', 'Fresh yeast', '18374', COFFEE, ['2 oz cake'], {
  aliases: ['compressed yeast', 'cake yeast'],
  piece: 'cake',
  seasoning: true,
  proxy: PX.smallJar,
});
add('cocoa-powder', 'Cocoa powder', '19165', COOKIES, ['8 oz can'], {
  rule: 'cocoa-can',
  aliases: [
    'cocoa',
    'unsweetened cocoa',
    'unsweetened cocoa powder',
    'dutch process cocoa',
    'cacao powder',
    'dutch processed cocoa powder',
    'raw cacao',
  ],
  proxy: PX.sweets,
  seasoning: true,
});
add('chocolate-chips', 'Semisweet chocolate chips', '19080', COOKIES, ['12 oz bag'], {
  allergens: MILK_A,
  kind: 'dairy',
  np: 'refined',
  aliases: [
    'chocolate chips',
    'chocolate chip',
    'semisweet chocolate',
    'semi-sweet chocolate chips',
    'semi sweet chocolate',
    'chocolate',
    'chocolate morsels',
    'milk chocolate chips',
    'white chocolate chips',
    'chocolate pieces',
  ],
  cup: 'large chips',
  proxy: PX.sweets,
  note: 'semisweet chocolate usually contains milk fat: milk allergen kept',
});
add('dark-chocolate', 'Dark chocolate (70-85%)', '19904', COOKIES, ['3.5 oz bar'], {
  rule: 'chocolate-bar',
  aliases: [
    'dark chocolate',
    'bittersweet chocolate',
    'dark chocolate chips',
    '70% chocolate',
    'couverture chocolate',
    'cooking chocolate',
  ],
  np: 'refined',
  proxy: PX.sweets,
});
add('unsweetened-chocolate', 'Unsweetened baking chocolate', '19078', COOKIES, ['4 oz bar'], {
  rule: 'chocolate-bar',
  aliases: ['unsweetened chocolate', 'baking chocolate squares', 'bitter chocolate'],
  proxy: PX.sweets,
  keto: false,
});
add('vanilla-extract', 'Vanilla extract', '02050', COFFEE, ['2 fl oz bottle', '4 fl oz bottle'], {
  rule: 'extract-bottle',
  seasoning: true,
  aliases: ['vanilla', 'pure vanilla extract', 'vanilla essence', 'vanilla paste', 'vanilla bean paste'],
  proxy: PX.spice,
  note: 'contains 34% alcohol (not in the 8 tracked nutrients); kcal exceeds 4P+4C+9F for that reason',
  keto: true,
});
add('gelatin', 'Unflavored gelatin', '19177', COFFEE, ['1 oz box (4 envelopes)'], {
  kind: 'meat',
  aliases: ['gelatin', 'gelatine', 'gelatin powder', 'gelatine leaves', 'powdered gelatin', 'gelatin sheets'],
  packet: 'envelope',
  proxy: PX.smallJar,
});
add('shortening', 'Vegetable shortening', '04615', MARGARINE, ['16 oz can'], {
  np: 'seed-oil',
  aliases: ['crisco', 'vegetable shortening', 'shortening', 'white vegetable fat'],
  proxy: PX.oil,
});
add('sprinkles', 'Sprinkles', '19335', SUGAR, ['3 oz jar'], {
  rule: 'baking-jar',
  np: 'refined',
  aliases: ['nonpareils', 'hundreds and thousands', 'sanding sugar', 'decorating sugar'],
  proxy: PX.sweet,
  note: 'SR28 has no sprinkles; nutrients of granulated sugar (19335)',
});
add('marshmallows', 'Marshmallows', '19116', SUGAR, ['10 oz bag'], {
  rule: 'baking-jar',
  kind: 'meat',
  np: 'refined',
  aliases: ['marshmallow', 'mini marshmallows'],
  piece: 'regular',
  proxy: PX.sweet,
  note: 'contains gelatin: not vegetarian',
});
add('shredded-coconut', 'Shredded coconut (sweetened)', '12179', DRIED_FRUIT, ['7 oz bag'], {
  np: 'refined',
  aliases: ['sweetened coconut', 'coconut flakes', 'flaked coconut', 'sweetened shredded coconut', 'coconut'],
  cup: 'shredded',
  proxy: PX.nut,
});
add('desiccated-coconut', 'Desiccated coconut', '12108', DRIED_FRUIT, ['8 oz bag'], {
  aliases: ['unsweetened coconut', 'dried coconut', 'unsweetened shredded coconut', 'unsweetened coconut flakes', 'grated coconut'],
  weightsFrom: '12179',
  proxy: PX.nut,
});

// =============================================================================================
section('Spices & Seasonings');
const spice = (slug, name, ndb, aliases, opts = {}) =>
  add(slug, name, ndb, COFFEE, ['1 jar = 2 oz'], { aliases, proxy: PX.spice, ...opts });
add('salt', 'Salt', '02047', SUGAR, ['26 oz canister'], {
  aliases: [
    'table salt',
    'kosher salt',
    'sea salt',
    'fine salt',
    'coarse salt',
    'flaky salt',
    'sea salt flakes',
    'iodized salt',
    'fine sea salt',
    'himalayan salt',
    'pink salt',
    'rock salt',
    'maldon salt',
    'salt to taste',
    'salt spoonful salt',
    'pinch salt',
    'little bit salt',
    'flake salt',
    'coarse sea salt',
    'pickling salt',
    'salt and pepper',
    'salt pepper',
  ],
  proxy: 'no BLS/ERS series for salt; priced at the BLS white sugar row, the nearest granular pantry staple',
});
spice(
  'black-pepper',
  'Black pepper',
  '02030',
  [
    'pepper',
    'ground black pepper',
    'freshly ground black pepper',
    'black pepper',
    'peppercorns',
    'black peppercorns',
    'cracked black pepper',
    'fresh ground pepper',
    'ground pepper',
    'pepper to taste',
    'whole peppercorns',
    'peppercorn',
    'pepper and salt',
    'dash pepper',
    'black pepper ground',
    'freshly ground pepper',
  ],
  { tsp: 'tsp, ground', tbsp: 'tbsp, ground' },
);
spice('white-pepper', 'White pepper', '02032', ['ground white pepper', 'white peppercorns']);
spice('cumin', 'Ground cumin', '02014', ['cumin', 'cumin seed', 'cumin seeds', 'ground cumin', 'jeera', 'cumin powder', 'whole cumin'], {
  note: 'SR28 lists cumin seed only; ground cumin is the same seed',
});
spice('paprika', 'Paprika', '02028', [
  'paprika',
  'sweet paprika',
  'smoked paprika',
  'hot paprika',
  'spanish paprika',
  'hungarian paprika',
  'paprika powder',
  'pimenton',
  'smoked sweet paprika',
  'sweet smoked paprika',
]);
spice(
  'cinnamon',
  'Ground cinnamon',
  '02010',
  ['cinnamon', 'cinnamon powder', 'cinnamon stick', 'cinnamon sticks', 'ground cinnamon', 'cassia', 'cinnamon quill'],
  { keto: true },
);
spice('nutmeg', 'Ground nutmeg', '02025', ['nutmeg', 'grated nutmeg', 'whole nutmeg', 'freshly grated nutmeg', 'nuez moscada']);
spice('ground-ginger', 'Ground ginger', '02021', ['ginger powder', 'dried ginger', 'ground ginger', 'ginger ground']);
spice('turmeric', 'Ground turmeric', '02043', ['turmeric', 'turmeric powder', 'curcuma', 'haldi', 'ground turmeric']);
spice('chili-powder', 'Chili powder', '02009', [
  'chili powder',
  'chilli powder',
  'chile powder',
  'ancho chili powder',
  'chipotle chili powder',
  'kashmiri chili powder',
  'red chili powder',
  'chili seasoning',
]);
spice('cayenne', 'Cayenne pepper', '02031', [
  'cayenne',
  'ground cayenne',
  'cayenne powder',
  'red pepper powder',
  'cayenne pepper powder',
  'ground red pepper',
  'hot red pepper',
]);
spice('garlic-powder', 'Garlic powder', '02020', ['garlic granules', 'granulated garlic', 'dried garlic', 'garlic powder']);
spice('onion-powder', 'Onion powder', '02026', [
  'onion granules',
  'dried onion',
  'onion flakes',
  'dried minced onion',
  'minced onion dried',
]);
spice(
  'oregano',
  'Dried oregano',
  '02027',
  ['oregano', 'dried oregano', 'dry oregano', 'oregano dried', 'greek oregano', 'mexican oregano'],
  { tsp: 'tsp, leaves', note: 'Italian seasoning and herb mixes are matched to dried oregano, their main component in SR28 terms' },
);
spice('basil-dried', 'Dried basil', '02003', ['dried basil', 'dry basil', 'basil dried'], { tsp: 'tsp, leaves', tbsp: 'tbsp, leaves' });
spice('thyme-dried', 'Dried thyme', '02042', ['dried thyme', 'dry thyme', 'ground thyme', 'thyme dried'], {
  tsp: 'tsp, leaves',
  tbsp: 'tbsp, leaves',
});
spice('rosemary-dried', 'Dried rosemary', '02036', ['dried rosemary', 'dry rosemary', 'rosemary dried']);
spice('sage', 'Ground sage', '02038', ['sage', 'dried sage', 'rubbed sage', 'ground sage', 'sage dried']);
spice('marjoram', 'Dried marjoram', '02023', ['marjoram', 'dried marjoram']);
spice('tarragon', 'Dried tarragon', '02041', ['tarragon', 'fresh tarragon', 'dried tarragon'], {
  tsp: 'tsp, leaves',
  tbsp: 'tbsp, leaves',
});
spice('dill-dried', 'Dried dill', '02017', ['dried dill', 'dill dried', 'dried dill weed']);
spice('parsley-dried', 'Dried parsley', '02029', ['dried parsley', 'parsley flakes', 'dry parsley', 'parsley dried']);
spice('mint-dried', 'Dried mint', '02066', ['dried mint', 'dry mint', 'mint dried']);
spice(
  'bay-leaf',
  'Bay leaves',
  '02004',
  ['bay leaf', 'bay leaves', 'bayleaf', 'bayleaves', 'dried bay leaves', 'laurel leaves', 'bay laurel'],
  {
    leafGrams: 0.2,
    pieceFrom: 'leaf',
    note: '"leaf" weight is a third of SR28\'s crumbled teaspoon of bay leaf (0.6 g): SR28 weighs no whole leaf, so one is counted as 0.2 g',
  },
);
spice('coriander', 'Ground coriander', '02013', [
  'coriander',
  'coriander seed',
  'coriander seeds',
  'ground coriander',
  'coriander powder',
  'dhania',
]);
spice('curry-powder', 'Curry powder', '02015', ['curry', 'madras curry powder'], {
  note: 'spice blends are matched to curry powder, the SR28 blended-spice entry nearest in composition; check the label for salt',
});
spice('cloves', 'Ground cloves', '02011', ['clove', 'whole cloves', 'ground cloves', 'cloves ground', 'cloves whole']);
spice('allspice', 'Ground allspice', '02001', ['allspice', 'ground allspice', 'allspice berries', 'pimento']);
spice(
  'cardamom',
  'Ground cardamom',
  '02006',
  ['cardamom', 'cardamom pods', 'cardamom seeds', 'green cardamom', 'ground cardamom', 'black cardamom', 'elaichi'],
  { tsp: 'tsp, ground' },
);
spice('fennel-seed', 'Fennel seed', '02018', ['fennel seeds', 'fennel seed', 'ground fennel', 'fennel powder']);
spice('mustard-seed', 'Mustard seed', '02024', [
  'mustard seeds',
  'mustard seed',
  'yellow mustard seeds',
  'brown mustard seeds',
  'black mustard seeds',
  'dry mustard',
  'mustard powder',
  'ground mustard',
  'english mustard powder',
]);
spice('caraway', 'Caraway seed', '02005', ['caraway', 'caraway seeds', 'caraway seed', 'nigella seeds']);
spice('celery-seed', 'Celery seed', '02007', ['celery seeds', 'celery seed']);
spice('poppy-seed', 'Poppy seeds', '02033', ['poppy seed', 'poppyseed', 'poppy seeds'], { allergens: [] });
spice('star-anise', 'Star anise', '02002', ['star anise', 'anise', 'star anise pods'], {
  approx: 'SR28 has no star anise; nutrients of anise seed (02002), a different plant with the same flavour',
});
add('saffron', 'Saffron', '02037', COFFEE, ['1 jar = 1 g'], {
  aliases: ['saffron threads', 'saffron strands', 'few saffron threads', 'pinch saffron'],
  rule: 'saffron-vial',
  proxy: PX.spice,
});
spice('fenugreek', 'Fenugreek seed', '02019', ['fenugreek', 'fenugreek seeds', 'methi', 'fenugreek leaves', 'kasoori methi']);
spice('poultry-seasoning', 'Poultry seasoning', '02034', ['poultry seasoning', 'stuffing seasoning']);
spice('pumpkin-pie-spice', 'Pumpkin pie spice', '02035', ['pumpkin spice', 'pie spice'], { keto: true });
spice('sumac', 'Sumac', '02028', ['ground sumac', 'sumac powder'], {
  note: 'SR28 has no sumac; nutrients of paprika (02028), the nearest ground dried fruit spice',
});
add('bouillon', 'Bouillon cube', '06080', E('Tomatoes (canned)'), ['2.25 oz jar (25 cubes)'], {
  rule: 'bouillon-jar',
  kind: 'poultry',
  aliases: [
    'bouillon cube',
    'bouillon cubes',
    'stock cube',
    'stock cubes',
    'chicken bouillon',
    'chicken bouillon cube',
    'beef bouillon',
    'beef bouillon cube',
    'bouillon powder',
    'chicken stock cube',
    'chicken bullion cube',
    'bullion cube',
    'chicken base',
    'beef base',
    'better than bouillon',
    'stock powder',
    'consomme powder',
    'broth cube',
  ],
  piece: 'cube',
  cube: 'cube',
  seasoning: true,
  proxy: PX.canned,
  note: 'SR28 chicken bouillon (06080); vegetable bouillon has its own entry',
});
add('vegetable-bouillon', 'Vegetable bouillon cube', '06080', E('Tomatoes (canned)'), ['2.25 oz jar (25 cubes)'], {
  rule: 'bouillon-jar',
  aliases: [
    'vegetable bouillon',
    'vegetable bouillon cube',
    'vegetable bouillon cubes',
    'vegetable stock cube',
    'vegetable stock cubes',
    'veggie bouillon',
    'vegetable stock powder',
    'vegetable base',
    'vegetarian bouillon',
    'vegan bouillon',
  ],
  piece: 'cube',
  cube: 'cube',
  seasoning: true,
  proxy: PX.canned,
  note: 'SR28 has no dry vegetable bouillon; nutrients and cube weight of dry chicken bouillon (06080), the same salt, fat and flavouring base. Made without meat: vegetarian and vegan',
});
add('msg', 'Monosodium glutamate', '02047', SUGAR, ['2 oz jar'], {
  rule: 'spice-jar',
  aliases: ['msg', 'accent seasoning'],
  seasoning: true,
  proxy: PX.sweet,
  note: 'SR28 has no MSG entry; nutrients of table salt (02047) understate its sodium-free mass but match its zero energy',
});

// =============================================================================================
section('Oils & Condiments');
const oil = (slug, name, ndb, aliases, opts = {}) =>
  add(slug, name, ndb, MARGARINE, ['16.9 fl oz bottle'], { aliases, proxy: PX.oil, ...opts });
oil(
  'olive-oil',
  'Olive oil',
  '04053',
  [
    'olive oil',
    'extra virgin olive oil',
    'extra-virgin olive oil',
    'evoo',
    'virgin olive oil',
    'light olive oil',
    'good olive oil',
    'olive oil for frying',
    'drizzle of olive oil',
    'spoon olive oil',
    'olive oil spray',
    'olive oil extra virgin',
  ],
  { premium: PREMIUM.oliveOil },
);
oil(
  'vegetable-oil',
  'Vegetable oil',
  '04044',
  [
    'vegetable oil',
    'oil',
    'cooking oil',
    'neutral oil',
    'frying oil',
    'oil for frying',
    'soybean oil',
    'salad oil',
    'cooking spray',
    'nonstick spray',
    'oil for deep frying',
    'deep frying oil',
  ],
  { np: 'seed-oil', note: 'SR28 soybean oil (04044), the oil sold as "vegetable oil" in the US' },
);
oil('canola-oil', 'Canola oil', '04582', ['canola', 'canola oil', 'rapeseed oil'], { np: 'seed-oil' });
oil('sunflower-oil', 'Sunflower oil', '04584', ['sunflower oil', 'sunflower seed oil'], { np: 'seed-oil' });
oil('peanut-oil', 'Peanut oil', '04042', ['groundnut oil', 'peanut oil', 'arachis oil'], {
  np: 'seed-oil',
  note: 'refined peanut oil is not listed as a peanut allergen by FDA; check for cold-pressed oil',
});
oil('sesame-oil', 'Sesame oil', '04058', ['toasted sesame oil', 'dark sesame oil', 'sesame oil', 'asian sesame oil'], {
  rule: 'specialty-oil-bottle',
  allergens: SESAME_A,
  np: 'seed-oil',
});
oil('coconut-oil', 'Coconut oil', '04047', ['coconut oil', 'virgin coconut oil', 'refined coconut oil'], {
  rule: 'specialty-oil-bottle',
  note: 'coconut is not treated as a tree nut here (FDA removed it from the tree-nut list in 2025)',
});
oil('avocado-oil', 'Avocado oil', '04581', ['avocado oil'], { rule: 'specialty-oil-bottle' });
add('lard', 'Lard', '04002', MARGARINE, ['16 oz tub'], {
  kind: 'meat',
  aliases: ['pork fat', 'lard', 'bacon fat', 'bacon grease', 'frying oil lard'],
  proxy: PX.oil,
});
add('margarine', 'Margarine', '04614', MARGARINE, ['16 oz tub'], {
  np: 'seed-oil',
  aliases: ['margarine spread', 'vegetable spread', 'butter substitute', 'vegan butter', 'plant butter'],
  note: 'may contain whey: check the label for milk',
});
add('mayonnaise', 'Mayonnaise', '04025', MARGARINE, ['30 fl oz jar'], {
  allergens: EGG_A,
  kind: 'egg',
  np: 'seed-oil',
  aliases: ['mayo', 'mayonnaise', 'real mayonnaise', 'aioli', 'kewpie mayonnaise', 'japanese mayonnaise', 'miracle whip'],
  proxy: PX.oil,
});
add('ketchup', 'Ketchup', '11935', E('Tomatoes (canned)'), ['20 oz bottle'], {
  rule: 'condiment-bottle',
  np: 'refined',
  aliases: ['catsup', 'tomato ketchup', 'tomato sauce ketchup'],
  proxy: 'no BLS/ERS series for ketchup; priced at the ERS canned tomatoes row',
});
add('mustard', 'Yellow mustard', '02046', MARGARINE, ['14 oz bottle'], {
  aliases: [
    'mustard',
    'prepared mustard',
    'yellow mustard',
    'dijon mustard',
    'dijon',
    'whole grain mustard',
    'wholegrain mustard',
    'grainy mustard',
    'spicy brown mustard',
    'english mustard',
    'honey mustard',
    'german mustard',
    'stone ground mustard',
    'french mustard',
  ],
  proxy: PX.oil,
  seasoning: true,
  note: 'SR28 has prepared yellow mustard only; Dijon and grainy mustards are matched to it',
});
add('soy-sauce', 'Soy sauce', '16123', MARGARINE, ['15 fl oz bottle'], {
  allergens: [...SOY_A, ...WHEAT_A],
  np: 'legume',
  seasoning: true,
  aliases: [
    'soy sauce',
    'soya sauce',
    'light soy sauce',
    'dark soy sauce',
    'shoyu',
    'low sodium soy sauce',
    'reduced sodium soy sauce',
    'soy',
    'sweet soy sauce',
  ],
  proxy: PX.oil,
});
add('tamari', 'Tamari', '16124', MARGARINE, ['10 fl oz bottle'], {
  rule: 'asian-sauce-bottle',
  allergens: SOY_A,
  np: 'legume',
  seasoning: true,
  aliases: ['gluten free soy sauce', 'tamari sauce'],
  proxy: PX.oil,
});
add('worcestershire', 'Worcestershire sauce', '06971', MARGARINE, ['10 fl oz bottle'], {
  rule: 'condiment-bottle',
  kind: 'fish',
  allergens: FISH_A,
  seasoning: true,
  aliases: ['worcestershire sauce', 'worcester sauce', 'worcestershire', 'lea and perrins'],
  proxy: PX.oil,
  note: 'contains anchovies',
});
add('fish-sauce', 'Fish sauce', '06179', MARGARINE, ['6.76 fl oz bottle'], {
  rule: 'asian-sauce-bottle',
  kind: 'fish',
  allergens: FISH_A,
  seasoning: true,
  aliases: ['nam pla', 'nuoc mam', 'thai fish sauce'],
  proxy: PX.oil,
});
add('oyster-sauce', 'Oyster sauce', '06176', MARGARINE, ['9 oz bottle'], {
  rule: 'asian-sauce-bottle',
  kind: 'shellfish',
  allergens: SHELL_A,
  seasoning: true,
  aliases: ['oyster sauce', 'vegetarian oyster sauce'],
  proxy: PX.oil,
});
add('hoisin', 'Hoisin sauce', '06175', MARGARINE, ['8.5 oz bottle'], {
  rule: 'asian-sauce-bottle',
  allergens: SOY_A,
  np: 'legume',
  aliases: ['hoisin', 'hoisin sauce'],
  proxy: PX.oil,
});
add('teriyaki', 'Teriyaki sauce', '06112', MARGARINE, ['10 fl oz bottle'], {
  rule: 'asian-sauce-bottle',
  allergens: [...SOY_A, ...WHEAT_A],
  np: 'legume',
  aliases: ['teriyaki', 'teriyaki sauce', 'teriyaki marinade'],
  proxy: PX.oil,
});
add('hot-sauce', 'Hot sauce', '06168', MARGARINE, ['5 fl oz bottle'], {
  rule: 'condiment-jar',
  seasoning: true,
  aliases: [
    'hot sauce',
    'tabasco',
    'tabasco sauce',
    'louisiana hot sauce',
    'franks red hot',
    "frank's redhot",
    'frank redhot sauce',
    'redhot sauce',
    'pepper sauce',
    'chili sauce',
    'chilli sauce',
  ],
  proxy: PX.oil,
});
add('sriracha', 'Sriracha', '06631', MARGARINE, ['17 oz bottle'], {
  rule: 'asian-sauce-bottle',
  seasoning: true,
  aliases: ['sriracha sauce'],
  proxy: PX.oil,
});
add('gochujang', 'Gochujang', '16112', MARGARINE, ['17.6 oz tub'], {
  rule: 'asian-sauce-bottle',
  allergens: [...WHEAT_A, ...SOY_A],
  np: 'legume',
  seasoning: true,
  aliases: ['gochujang', 'gochujang paste', 'korean chili paste', 'korean chilli paste', 'korean red pepper paste', 'hot pepper paste'],
  proxy: PX.oil,
  note: 'fermented chili paste of rice, wheat flour and soybean (meju) powder in most brands: wheat, gluten and soy allergens. SR28 has no gochujang; nutrients of miso (16112), the nearest SR28 fermented soybean and grain paste',
});
add('doubanjiang', 'Doubanjiang (chili bean paste)', '16112', MARGARINE, ['8 oz jar'], {
  rule: 'asian-sauce-bottle',
  allergens: [...WHEAT_A, ...SOY_A],
  np: 'legume',
  seasoning: true,
  aliases: [
    'doubanjiang',
    'toban djan',
    'toban jan',
    'chili bean paste',
    'chilli bean paste',
    'chili bean sauce',
    'spicy bean paste',
    'pixian doubanjiang',
  ],
  proxy: PX.oil,
  note: 'fermented broad bean and chili paste made with wheat flour, often with soybeans: wheat, gluten and soy allergens. SR28 has no doubanjiang; nutrients of miso (16112), the nearest SR28 fermented bean paste',
});
add('bbq-sauce', 'Barbecue sauce', '06150', E('Tomatoes (canned)'), ['18 oz bottle'], {
  rule: 'condiment-bottle',
  np: 'refined',
  aliases: ['bbq sauce', 'barbecue sauce', 'barbeque sauce', 'bbq'],
  proxy: PX.canned,
});
add('salsa', 'Salsa', '06164', E('Tomatoes (canned)'), ['16 oz jar'], {
  rule: 'sauce-jar',
  aliases: ['salsa', 'tomato salsa', 'chunky salsa', 'pico de gallo', 'picante sauce'],
  proxy: PX.canned,
});
add('pesto', 'Basil pesto', '06626', MARGARINE, ['6.7 oz jar'], {
  rule: 'condiment-jar',
  allergens: [...MILK_A, ...TREE_A],
  kind: 'dairy',
  aliases: ['pesto', 'basil pesto', 'pesto sauce', 'green pesto', 'red pesto'],
  proxy: PX.oil,
});
add('apple-cider-vinegar', 'Apple cider vinegar', '02048', MARGARINE, ['16 fl oz bottle'], {
  seasoning: true,
  aliases: ['cider vinegar', 'apple vinegar', 'apple cider vinegar', 'acv'],
  proxy: PX.oil,
});
add('white-vinegar', 'White vinegar', '02053', MARGARINE, ['32 fl oz bottle'], {
  seasoning: true,
  aliases: [
    'vinegar',
    'distilled vinegar',
    'white distilled vinegar',
    'distilled white vinegar',
    'spirit vinegar',
    'pickling vinegar',
    'white wine vinegar',
  ],
  proxy: PX.oil,
  note: 'wine, rice and sherry vinegars are matched here; SR28 lists cider, distilled, red wine and balsamic only',
});
add('red-wine-vinegar', 'Red wine vinegar', '02068', MARGARINE, ['12.7 fl oz bottle'], {
  rule: 'vinegar-bottle',
  seasoning: true,
  aliases: ['red wine vinegar', 'wine vinegar'],
  proxy: PX.oil,
});
add('balsamic-vinegar', 'Balsamic vinegar', '02069', MARGARINE, ['8.5 fl oz bottle'], {
  rule: 'vinegar-bottle',
  seasoning: true,
  aliases: ['balsamic', 'balsamic glaze', 'balsamic reduction', 'aged balsamic vinegar'],
  proxy: PX.oil,
});
add('tahini', 'Tahini', '12166', PEANUT_BUTTER, ['16 oz jar'], {
  rule: 'nut-butter-jar',
  allergens: SESAME_A,
  aliases: ['tahini paste', 'sesame paste', 'tahina', 'sesame butter'],
  proxy: 'no BLS series for tahini; priced at the BLS peanut butter row (last 2017-12)',
});
add('peanut-butter', 'Peanut butter', '16098', PEANUT_BUTTER, ['16 oz jar', '40 oz jar'], {
  allergens: PEANUT_A,
  np: 'legume',
  aliases: [
    'peanut butter',
    'creamy peanut butter',
    'smooth peanut butter',
    'crunchy peanut butter',
    'chunky peanut butter',
    'natural peanut butter',
    'pb',
  ],
  note: 'BLS creamy peanut butter series (last 2017-12) carried forward',
});
add('almond-butter', 'Almond butter', '12195', PEANUT_BUTTER, ['12 oz jar'], {
  rule: 'nut-butter-jar',
  allergens: TREE_A,
  aliases: ['almond butter'],
  proxy: 'no BLS series for nut butters other than peanut; priced at the BLS peanut butter row (last 2017-12)',
});
add('nutella', 'Chocolate hazelnut spread', '19125', PEANUT_BUTTER, ['13 oz jar'], {
  rule: 'sweet-spread-jar',
  allergens: [...TREE_A, ...MILK_A],
  kind: 'dairy',
  np: 'refined',
  aliases: ['nutella', 'hazelnut spread', 'chocolate spread', 'chocolate hazelnut spread'],
  proxy: 'priced at the BLS peanut butter row (last 2017-12)',
});
add('jam', 'Jam', '19297', SUGAR, ['18 oz jar'], {
  rule: 'sauce-jar',
  np: 'refined',
  aliases: [
    'jam',
    'jelly',
    'preserves',
    'fruit preserves',
    'strawberry jam',
    'raspberry jam',
    'apricot jam',
    'grape jelly',
    'marmalade',
    'orange marmalade',
    'fruit spread',
    'cherry jam',
    'fig jam',
  ],
  proxy: PX.sweet,
});
add('miso', 'Miso paste', '16112', MARGARINE, ['14 oz tub'], {
  rule: 'asian-sauce-bottle',
  allergens: SOY_A,
  np: 'legume',
  aliases: ['miso', 'white miso', 'red miso', 'yellow miso', 'miso paste', 'shiro miso', 'doenjang'],
  proxy: PX.oil,
});
add('ranch-dressing', 'Ranch dressing', '04639', MARGARINE, ['16 fl oz bottle'], {
  allergens: [...MILK_A, ...EGG_A],
  kind: 'dairy',
  np: 'seed-oil',
  aliases: ['ranch', 'ranch dressing'],
  proxy: PX.oil,
});
add('italian-dressing', 'Italian dressing', '04114', MARGARINE, ['16 fl oz bottle'], {
  np: 'seed-oil',
  aliases: ['italian dressing'],
  proxy: PX.oil,
});
add('horseradish', 'Prepared horseradish', '02055', MARGARINE, ['8 oz jar'], {
  rule: 'asian-sauce-bottle',
  seasoning: true,
  aliases: ['horseradish', 'prepared horseradish', 'creamed horseradish'],
  proxy: PX.oil,
});
add('capers', 'Capers', '02054', MARGARINE, ['3.5 oz jar'], {
  rule: 'condiment-jar',
  seasoning: true,
  aliases: ['caper', 'capers drained', 'nonpareil capers'],
  proxy: PX.oil,
});
add('olives-black', 'Black olives', '09193', E('Olives (canned)'), ['6 oz can'], {
  aliases: ['black olives', 'olives', 'olive', 'ripe olives', 'sliced black olives', 'kalamon kalamata olives', 'pitted olives'],
  piece: 'large',
  tbsp: 'tbsp',
});
add('olives-green', 'Green olives', '09195', E('Olives (canned)'), ['10 oz jar'], {
  aliases: ['green olives', 'castelvetrano olives', 'manzanilla olives', 'stuffed olives', 'pimento stuffed olives'],
  piece: 'olive',
});
add('pickles', 'Dill pickles', '11937', E('Cucumbers, with peel (fresh)'), ['24 oz jar'], {
  rule: 'preserved-veg-jar',
  aliases: [
    'pickle',
    'pickles',
    'dill pickle',
    'gherkins',
    'gherkin',
    'cornichons',
    'pickled cucumbers',
    'dill pickle spears',
    'pickle juice',
    'pickle brine',
  ],
  piece: 'spear, small',
  cup: 'chopped',
  proxy: PX.veg + ' (ERS cucumbers)',
});
add('relish', 'Sweet pickle relish', '11945', E('Cucumbers, with peel (fresh)'), ['10 oz jar'], {
  rule: 'condiment-jar',
  np: 'refined',
  aliases: ['relish', 'pickle relish', 'sweet relish', 'hot dog relish'],
  proxy: PX.veg + ' (ERS cucumbers)',
});
add('liquid-smoke', 'Liquid smoke', '02053', MARGARINE, ['4 fl oz bottle'], {
  rule: 'condiment-jar',
  seasoning: true,
  aliases: ['liquid smoke', 'smoke flavoring'],
  proxy: PX.oil,
  note: 'SR28 has no liquid smoke; nutrients of distilled vinegar (02053), which is what it mostly is by mass',
});

// =============================================================================================
section('Canned Goods');
const cannedTom = E('Tomatoes (canned)');
add('canned-tomatoes', 'Canned diced tomatoes', '11531', cannedTom, ['14.5 oz can', '28 oz can'], {
  aliases: [
    'diced tomatoes',
    'canned tomatoes',
    'tinned tomatoes',
    'chopped tomatoes',
    'canned diced tomatoes',
    'whole tomatoes',
    'whole peeled tomatoes',
    'peeled tomatoes',
    'plum tomatoes canned',
    'canned whole tomatoes',
    'tomatoes canned',
    'can tomatoes',
    'san marzano tomatoes',
    'stewed tomatoes',
    'fire roasted tomatoes',
    'diced tomatoes with green chiles',
    'rotel',
    'tomatoes with juice',
  ],
});
add('crushed-tomatoes', 'Crushed tomatoes', '11693', cannedTom, ['28 oz can'], {
  aliases: [
    'crushed tomatoes',
    'tomato puree',
    'tomato purée',
    'passata',
    'pureed tomatoes',
    'strained tomatoes',
    'sieved tomatoes',
    'crushed or pureed tomatoes',
  ],
  weightsFrom: '11549',
});
add('tomato-paste', 'Tomato paste', '11546', cannedTom, ['6 oz can', '4.5 oz tube'], {
  aliases: ['tomato paste', 'tomato concentrate', 'double concentrated tomato paste', 'tomato puree concentrate'],
});
add('tomato-sauce', 'Tomato sauce', '11549', cannedTom, ['8 oz can', '15 oz can'], {
  aliases: ['tomato sauce', 'canned tomato sauce', 'plain tomato sauce'],
});
add('tomato-juice', 'Tomato juice', '11540', cannedTom, ['46 fl oz can'], {
  aliases: ['tomato-vegetable juice'],
  proxy: PX.canned,
});
add('pasta-sauce', 'Marinara sauce', '11549', cannedTom, ['24 oz jar'], {
  rule: 'sauce-jar',
  aliases: [
    'marinara',
    'marinara sauce',
    'pasta sauce',
    'spaghetti sauce',
    'tomato basil sauce',
    'arrabbiata sauce',
    'fradiavolo sauce',
    'red sauce',
    'jarred pasta sauce',
    'napoli sauce',
    'bolognese sauce',
  ],
  note: 'SR28 has no plain marinara; nutrients of canned tomato sauce (11549)',
});
add('sun-dried-tomatoes', 'Sun-dried tomatoes', '11955', DRIED_FRUIT, ['8.5 oz jar'], {
  rule: 'preserved-veg-jar',
  aliases: ['sun dried tomatoes', 'sundried tomatoes', 'sun-dried tomato', 'dried tomatoes', 'semi dried tomatoes'],
  piece: 'piece',
  proxy: PX.nut.replace('nuts or seeds', 'dried tomatoes'),
});
add('black-beans', 'Black beans (canned)', '16018', E('Black beans (canned)'), ['15 oz can'], {
  np: 'legume',
  aliases: ['black beans', 'canned black beans', 'black turtle beans', 'black bean', 'frijoles negros'],
});
add('chickpeas', 'Chickpeas (canned)', '16058', E('Great northern beans (canned)'), ['15 oz can'], {
  np: 'legume',
  aliases: ['chickpeas', 'garbanzo beans', 'garbanzos', 'canned chickpeas', 'chick peas', 'cooked chickpeas', 'chickpea', 'ceci beans'],
  proxy: 'no ERS row for chickpeas; priced at the ERS canned great northern beans row',
});
add('kidney-beans', 'Kidney beans (canned)', '16034', E('Kidney beans (canned)'), ['15 oz can'], {
  np: 'legume',
  aliases: ['kidney beans', 'red kidney beans', 'canned kidney beans', 'kidney bean', 'dark red kidney beans'],
});
add('pinto-beans', 'Pinto beans (canned)', '16044', E('Pinto beans (canned)'), ['15 oz can'], {
  np: 'legume',
  aliases: ['pinto beans', 'canned pinto beans', 'pinto bean'],
});
add('white-beans', 'White beans (canned)', '16051', E('Great northern beans (canned)'), ['15 oz can'], {
  np: 'legume',
  aliases: [
    'white beans',
    'cannellini beans',
    'cannellini',
    'great northern beans',
    'navy beans',
    'haricot beans',
    'white kidney beans',
    'canned white beans',
    'cannelini beans',
    'canellini beans',
  ],
});
add('refried-beans', 'Refried beans', '16103', E('Pinto beans (canned)'), ['16 oz can'], {
  np: 'legume',
  aliases: ['refried beans', 'refried pinto beans'],
});
add('baked-beans', 'Baked beans', '16006', E('Navy beans (canned)'), ['16 oz can'], {
  np: 'legume',
  aliases: ['baked beans', 'pork and beans', 'beans in tomato sauce'],
});
add('corn-canned', 'Canned corn', '11170', CORN_CANNED, ['15.25 oz can'], {
  np: 'grain',
  aliases: ['canned corn', 'corn kernels', 'whole kernel corn', 'sweetcorn canned', 'corn', 'creamed corn', 'cream style corn'],
});
add('coconut-milk', 'Coconut milk (canned)', '12118', cannedTom, ['13.5 fl oz can'], {
  rule: 'coconut-milk-can',
  aliases: ['coconut milk', 'canned coconut milk', 'full fat coconut milk', 'light coconut milk', 'coconut cream'],
  proxy: PX.canned,
});
add('chicken-broth', 'Chicken broth', '06194', cannedTom, ['32 fl oz carton', '14.5 oz can'], {
  rule: 'broth-carton',
  kind: 'poultry',
  aliases: [
    'chicken stock',
    'chicken broth',
    'low sodium chicken broth',
    'chicken bone broth',
    'bone broth',
    'stock',
    'broth',
    'hot chicken stock',
    'homemade chicken stock',
    'reduced sodium chicken broth',
  ],
  proxy: PX.canned,
});
add('beef-broth', 'Beef broth', '06008', cannedTom, ['32 fl oz carton', '14.5 oz can'], {
  rule: 'broth-carton',
  kind: 'meat',
  aliases: ['beef stock', 'beef broth', 'beef consomme', 'beef bone broth', 'brown stock', 'low sodium beef broth'],
  proxy: PX.canned,
});
add('vegetable-broth', 'Vegetable broth', '06700', cannedTom, ['32 fl oz carton'], {
  rule: 'broth-carton',
  aliases: ['vegetable stock', 'vegetable broth', 'veggie broth', 'veggie stock', 'vegetable bouillon broth', 'low sodium vegetable broth'],
  proxy: PX.canned,
  note: 'SR28 vegetable broth, ready to serve (06700): vegetarian and vegan',
});
add('fish-stock', 'Fish stock', '06174', cannedTom, ['32 fl oz carton'], {
  rule: 'broth-carton',
  kind: 'fish',
  allergens: FISH_A,
  aliases: ['fish stock', 'fish broth', 'seafood stock'],
  proxy: PX.canned,
});
add('canned-tuna', 'Canned tuna', '15121', TUNA, ['5 oz can'], {
  kind: 'fish',
  allergens: FISH_A,
  aliases: ['tuna', 'canned tuna', 'tuna in water', 'chunk light tuna', 'tuna fish', 'albacore tuna', 'tinned tuna', 'tuna in oil'],
  note: 'BLS light chunk tuna series (last 2017-09) carried forward',
});
add('canned-salmon', 'Canned salmon', '15088', TUNA, ['5 oz can'], {
  rule: 'tinned-fish',
  kind: 'fish',
  allergens: FISH_A,
  aliases: ['canned salmon'],
  proxy: PX.cannedFish,
  approx: 'nutrients of SR28 Atlantic sardines canned in oil (15088), standing in for canned salmon (small canned oily fish)',
});
add('anchovies', 'Anchovies', '15002', TUNA, ['2 oz can'], {
  rule: 'tinned-fish',
  kind: 'fish',
  allergens: FISH_A,
  aliases: ['anchovy', 'anchovy fillets', 'anchovies in oil', 'anchovy paste'],
  piece: 'anchovy',
  proxy: PX.cannedFish,
});
add('pumpkin-puree', 'Pumpkin puree', '11424', E('Pumpkin (canned)'), ['15 oz can'], {
  aliases: ['pumpkin puree', 'canned pumpkin', 'pumpkin purée', 'pure pumpkin'],
});
add('green-chiles', 'Diced green chiles', '11980', cannedTom, ['4 oz can'], {
  rule: 'small-can',
  aliases: ['green chiles', 'diced green chiles', 'canned green chiles', 'hatch chiles', 'green chilies', 'mild green chiles'],
  proxy: PX.canned,
  seasoning: true,
});
add('roasted-red-peppers', 'Roasted red peppers', '11821', E('Red peppers (fresh)'), ['12 oz jar'], {
  rule: 'preserved-veg-jar',
  aliases: ['roasted red peppers', 'roasted peppers', 'jarred roasted peppers', 'pimientos', 'piquillo peppers', 'roasted capsicum'],
  proxy: PX.veg + ' (ERS red peppers)',
  note: 'SR28 has no jarred roasted peppers; nutrients of raw red bell pepper (11821)',
  refuse: 0,
});
add('artichoke-hearts', 'Artichoke hearts', '11007', E('Artichoke (canned)'), ['14 oz can'], {
  aliases: ['artichoke hearts', 'marinated artichoke hearts', 'canned artichokes', 'artichoke heart'],
  refuse: 0,
  note: 'SR28 has no canned artichoke; nutrients of raw globe artichoke (11007)',
});
add('water-chestnuts', 'Water chestnuts', '11590', cannedTom, ['8 oz can'], {
  rule: 'small-can',
  aliases: ['water chestnut', 'sliced water chestnuts'],
  proxy: PX.canned,
  refuse: 0,
});
add('applesauce', 'Applesauce', '09019', E('Apples, applesauce (canned)'), ['24 oz jar', '4 oz cup'], {
  aliases: ['apple sauce', 'unsweetened applesauce', 'apple puree', 'jar apple sauce'],
});
add('canned-peaches', 'Canned peaches', '09238', E('Peaches, packed in juice (canned)'), ['15 oz can'], {
  aliases: ['peaches canned', 'canned peach slices', 'peaches in juice'],
});
add('canned-pineapple', 'Canned pineapple', '09268', E('Pineapple, packed in juice (canned)'), ['20 oz can'], {
  aliases: ['pineapple tidbits', 'crushed pineapple', 'pineapple rings', 'canned pineapple chunks', 'pineapple in juice'],
});
add('cranberry-sauce', 'Cranberry sauce', '09081', E('Fruit cocktail, packed in syrup or water (canned)'), ['14 oz can'], {
  np: 'refined',
  aliases: ['cranberry sauce', 'jellied cranberry sauce', 'whole berry cranberry sauce'],
  proxy: 'no ERS row for cranberry sauce; priced at the ERS canned fruit cocktail (syrup) row',
});
add('condensed-soup', 'Condensed cream of mushroom soup', '06043', cannedTom, ['10.5 oz can'], {
  rule: 'small-can',
  allergens: [...MILK_A, ...WHEAT_A],
  kind: 'dairy',
  aliases: [
    'cream of mushroom soup',
    'cream of chicken soup',
    'condensed soup',
    'cream of celery soup',
    'condensed cream of mushroom soup',
    'condensed tomato soup',
  ],
  proxy: PX.canned,
});
add('lentils-canned', 'Canned lentils', '16070', E('Black beans (canned)'), ['15 oz can'], {
  np: 'legume',
  aliases: ['canned lentils', 'cooked lentils', 'tinned lentils'],
  proxy: PX.cannedBeans,
  // the cooked-lentils state of food-states.json: boiled lentils are its own record, so not marked approximate
  note: "nutrients of boiled lentils without salt (16070), the lentils a drained can holds; a can's added salt is not counted",
});

// =============================================================================================
section('Pantry');
add('lentils', 'Brown lentils (dry)', '16069', E('Lentils (dried)'), ['1 lb bag'], {
  np: 'legume',
  aliases: [
    'lentils',
    'brown lentils',
    'green lentils',
    'dried lentils',
    'puy lentils',
    'french lentils',
    'black lentils',
    'beluga lentils',
    'lentil',
    'dry lentils',
    'masoor dal',
    'dal',
    'daal',
    'dhal',
  ],
});
add('red-lentils', 'Red lentils (dry)', '16144', E('Lentils (dried)'), ['1 lb bag'], {
  np: 'legume',
  aliases: ['red lentils', 'red split lentils', 'dried red lentils', 'split red lentils', 'pink lentils'],
  weightsFrom: '16069',
});
add('split-peas', 'Split peas (dry)', '16085', BEANS_DRIED, ['1 lb bag'], {
  np: 'legume',
  aliases: ['split peas', 'green split peas', 'yellow split peas', 'dried peas', 'marrowfat peas'],
  proxy: PX.legume,
});
add('dried-black-beans', 'Dried black beans', '16014', E('Black beans (dried)'), ['1 lb bag'], {
  np: 'legume',
  aliases: ['dried black beans', 'dry black beans'],
});
add('dried-chickpeas', 'Dried chickpeas', '16056', BEANS_DRIED, ['1 lb bag'], {
  np: 'legume',
  aliases: ['dried chickpeas', 'dry chickpeas', 'dried garbanzo beans'],
  proxy: PX.legume,
});
add('chickpea-flour', 'Chickpea flour (besan)', '16157', BEANS_DRIED, ['1 lb bag'], {
  np: 'legume',
  aliases: ['chickpea flour', 'gram flour', 'besan', 'garbanzo flour', 'garbanzo bean flour'],
  cup: 'cup',
  proxy: PX.legume,
  note: 'besan is a flour: 92 g a cup (SR28 16157), not dried chickpeas at 200 g',
});
add('dried-kidney-beans', 'Dried kidney beans', '16032', E('Kidney beans (dried)'), ['1 lb bag'], {
  np: 'legume',
  aliases: ['dried kidney beans', 'dry kidney beans', 'dried red beans', 'red beans'],
});
add('dried-pinto-beans', 'Dried pinto beans', '16042', E('Pinto beans (dried)'), ['1 lb bag'], {
  np: 'legume',
  aliases: ['dried pinto beans', 'dry pinto beans', 'dried beans', 'dry beans', 'beans'],
});
add('dried-white-beans', 'Dried white beans', '16049', E('Navy beans (dried)'), ['1 lb bag'], {
  np: 'legume',
  aliases: ['dried white beans', 'dried navy beans', 'dried cannellini beans', 'dry white beans', 'dried great northern beans'],
});
add('dried-black-eyed-peas', 'Dried black-eyed peas', '16062', E('Blackeye peas (dried)'), ['1 lb bag'], {
  np: 'legume',
  aliases: ['black eyed peas', 'black-eyed peas', 'blackeye peas', 'cowpeas'],
});
add('tofu', 'Firm tofu', '16126', E('Black beans (canned)'), ['14 oz block'], {
  rule: 'tofu-block',
  allergens: SOY_A,
  np: 'legume',
  aliases: ['tofu', 'firm tofu', 'extra firm tofu', 'extra-firm tofu', 'bean curd', 'tofu block', 'pressed tofu', 'smoked tofu'],
  piece: 'block',
  proxy: 'no BLS/ERS series for tofu; priced at the ERS canned black beans row',
});
add('silken-tofu', 'Silken tofu', '16127', E('Black beans (canned)'), ['16 oz package'], {
  rule: 'tofu-block',
  allergens: SOY_A,
  np: 'legume',
  aliases: ['silken tofu', 'soft tofu', 'soft silken tofu'],
  proxy: 'no BLS/ERS series for tofu; priced at the ERS canned black beans row',
});
add('tempeh', 'Tempeh', '16114', E('Black beans (canned)'), ['8 oz package'], {
  rule: 'plant-protein-package',
  allergens: SOY_A,
  np: 'legume',
  aliases: ['tempe'],
  proxy: 'no BLS/ERS series for tempeh; priced at the ERS canned black beans row',
});
add('seitan', 'Seitan (wheat gluten)', '48052', E('Black beans (canned)'), ['8 oz package'], {
  rule: 'plant-protein-package',
  allergens: WHEAT_A,
  np: 'grain',
  aliases: ['seitan', 'wheat meat'],
  proxy: 'no BLS/ERS series for seitan; priced at the ERS canned black beans row, as tofu and tempeh',
  approx:
    'SR28 has no seitan; nutrients of dry vital wheat gluten (48052), so a ready-made (hydrated) seitan is counted at the dry energy per gram and its nutrients are overstated',
  note: 'seitan is wheat gluten: wheat and gluten allergens, never gluten-free',
});
add('vital-wheat-gluten', 'Vital wheat gluten', '48052', FLOUR, ['22 oz bag'], {
  rule: 'flour-bag',
  allergens: WHEAT_A,
  np: 'grain',
  aliases: ['wheat gluten', 'gluten flour'],
  proxy: PX.flour,
  note: 'the dry flour seitan is made from (SR28 48052)',
});
add('hummus', 'Hummus', '16158', E('Great northern beans (canned)'), ['10 oz tub'], {
  rule: 'dip-tub',
  allergens: SESAME_A,
  np: 'legume',
  aliases: ['houmous', 'hummous', 'humus', 'chickpea dip'],
  proxy: 'no BLS/ERS series for hummus; priced at the ERS canned great northern beans row',
});
add('raisins', 'Raisins', '09298', E('Raisins (dried)'), ['12 oz box'], {
  aliases: ['raisin', 'golden raisins', 'sultanas', 'sultana', 'currants', 'dried currants', 'zante currants'],
  cup: 'packed',
});
add('dried-cranberries', 'Dried cranberries', '09079', E('Cranberries (dried)'), ['6 oz bag'], {
  np: 'refined',
  aliases: ['craisins', 'sweetened dried cranberries', 'dried cranberry'],
});
add('dates', 'Dates', '09087', E('Dates (dried)'), ['8 oz package'], {
  aliases: ['date', 'medjool dates', 'pitted dates', 'deglet noor dates', 'dried dates'],
  piece: 'date, pitted',
  cup: 'chopped',
});
add('dried-apricots', 'Dried apricots', '09032', E('Apricots (dried)'), ['6 oz bag'], {
  aliases: ['dried apricot', 'apricots dried'],
  piece: 'half',
  cup: 'halves',
});
add('prunes', 'Prunes', '09291', E('Plum (prunes) (dried)'), ['7 oz bag'], {
  aliases: ['prune', 'dried plums', 'dried plum'],
  piece: 'prune, pitted',
  cup: 'pitted',
});
add('dried-figs', 'Dried figs', '09094', E('Figs (dried)'), ['7 oz bag'], { aliases: ['dried fig', 'figs dried'], piece: 'fig' });
add('dried-mango', 'Dried mango', '09176', E('Mangoes (dried)'), ['6 oz bag'], {
  aliases: ['mango dried'],
  note: 'SR28 has no dried mango; nutrients of raw mango (09176) understate its energy per gram',
  refuse: 0,
});
add('potato-chips', 'Potato chips', '19411', CHIPS, ['8 oz bag'], {
  np: 'processed',
  aliases: ['chips', 'crisps', 'potato crisps', 'crushed potato chips'],
  note: 'SR28 plain salted potato chips',
});
add('popcorn', 'Popcorn kernels', '19034', RICE, ['30 oz jar'], {
  rule: 'dry-grain-bag',
  np: 'grain',
  aliases: ['popcorn', 'popping corn', 'popcorn kernels', 'popped popcorn'],
  proxy: PX.grain,
});
add('nori', 'Nori', '11446', COFFEE, ['10 sheet package = 1 oz'], {
  aliases: ['nori sheets', 'seaweed', 'seaweed sheets', 'laver', 'dried seaweed'],
  sheet: 'sheets',
  proxy: PX.spice + ' (dry sea vegetables)',
});
add('corn-flakes', 'Corn flakes', '08020', COOKIES, ['12 oz box'], {
  np: 'grain',
  aliases: ['cornflakes'],
  proxy: PX.cereal,
});
add('granola', 'Granola', '08037', COOKIES, ['12 oz bag'], {
  allergens: TREE_A,
  np: 'grain',
  glutenRisk: true,
  aliases: ['granola clusters'],
  proxy: PX.cereal,
});
add('pretzels', 'Pretzels', '19047', CHIPS, ['16 oz bag'], {
  rule: 'stand-in',
  allergens: WHEAT_A,
  np: 'grain',
  aliases: ['pretzel', 'pretzel sticks', 'pretzel twists'],
});
add('tea-leaves', 'Tea (brewed)', '14355', COFFEE, ['20 count tea bags = 1.4 oz -> 4.74 kg'], {
  rule: 'tea-box',
  aliases: [
    'tea',
    'tea bags',
    'tea bag',
    'black tea',
    'loose leaf tea',
    'assam tea',
    'earl grey',
    'green tea',
    'chai',
    'chai tea',
    'english breakfast tea',
    'teabags',
  ],
  note: 'nutrients of brewed black tea (14355); one tea bag counts as the 237 g cup it brews; a box of 20 bags (1.4 oz of leaves) is priced by leaf weight',
  proxy: PX.spice.replace('spices or dried herbs', 'tea'),
});

// =============================================================================================
section('Frozen');
add('frozen-peas', 'Frozen peas', '11312', E('Green peas (frozen)'), ['12 oz bag', '1 lb bag'], {
  np: 'legume',
  aliases: ['peas', 'green peas', 'frozen green peas', 'petit pois', 'baby peas', 'frozen peas thawed', 'pea'],
});
add('frozen-corn', 'Frozen corn', '11178', E('Corn (frozen)'), ['12 oz bag'], {
  np: 'grain',
  aliases: ['frozen corn kernels', 'frozen sweet corn', 'frozen sweetcorn'],
});
add('frozen-spinach', 'Frozen spinach', '11463', E('Spinach (frozen)'), ['10 oz box'], {
  aliases: ['frozen chopped spinach', 'chopped frozen spinach'],
});
add('frozen-broccoli', 'Frozen broccoli', '11092', E('Broccoli (frozen)'), ['12 oz bag'], {
  aliases: ['frozen broccoli florets', 'frozen broccoli cuts'],
});
add(
  'frozen-mixed-vegetables',
  'Frozen mixed vegetables',
  '11583',
  E('Mixed vegetables, carrots, peas, corn, green beans (frozen)'),
  ['12 oz bag', '2.5 lb bag'],
  {
    np: 'legume',
    aliases: [
      'mixed vegetables',
      'frozen vegetables',
      'mixed veg',
      'vegetables',
      'veggies',
      'frozen veggies',
      'stir fry vegetables',
      'peas and carrots',
      'mixed veggies',
      'vegetable medley',
      'frozen stir fry vegetables',
    ],
  },
);
add('frozen-green-beans', 'Frozen green beans', '11060', E('Green beans (frozen)'), ['12 oz bag'], {
  aliases: ['frozen cut green beans', 'frozen french beans'],
});
add('frozen-berries', 'Frozen mixed berries', '09054', E('Berries, mixed (frozen)'), ['16 oz bag'], {
  aliases: [
    'frozen berries',
    'mixed berries',
    'berries',
    'frozen blueberries',
    'frozen raspberries',
    'frozen strawberries',
    'forest fruits',
    'summer berries',
  ],
  approx: 'SR28 has no mixed berries; nutrients of frozen unsweetened blueberries (09054), standing in for a mixed-berry bag',
});
add('frozen-mango', 'Frozen mango', '09176', E('Mangoes (fresh)'), ['16 oz bag'], {
  rule: 'frozen-fruit-bag',
  aliases: ['frozen mango chunks'],
  approx: 'SR28 has no frozen mango; nutrients of raw mango (09176), the fruit an unsweetened bag holds',
  refuse: 0,
  proxy: PX.fruit + ' (ERS fresh mangoes)',
});
add('french-fries', 'Frozen french fries', '11402', E('Potatoes, french fries (frozen)'), ['32 oz bag'], {
  np: 'processed',
  aliases: ['french fries', 'fries', 'oven fries', 'potato wedges', 'frozen fries', 'chips frozen'],
});
add('hash-browns', 'Frozen hash browns', '11390', E('Potatoes, french fries (frozen)'), ['30 oz bag'], {
  aliases: ['hash browns', 'hashbrowns', 'shredded hash browns', 'rosti'],
  proxy: 'priced at the ERS frozen french fries row',
});
add('frozen-edamame', 'Frozen edamame', '11211', E('Lima beans (frozen)'), ['12 oz bag'], {
  allergens: SOY_A,
  np: 'legume',
  aliases: ['edamame', 'shelled edamame', 'fresh soybeans'],
  proxy: 'no ERS row for edamame; priced at the ERS frozen lima beans row',
});
add('frozen-cauliflower', 'Frozen cauliflower', '11137', E('Cauliflower (frozen)'), ['12 oz bag'], {
  aliases: ['riced cauliflower', 'cauliflower rice', 'frozen cauliflower florets'],
});

// =============================================================================================
section('Nuts & Seeds');
const nut = (slug, name, ndb, aliases, opts = {}) =>
  add(slug, name, ndb, DRIED_FRUIT, ['8 oz bag', '1 lb bag'], { allergens: TREE_A, aliases, proxy: PX.nut, refuse: 0, ...opts });
nut(
  'almonds',
  'Almonds',
  '12061',
  [
    'almond',
    'whole almonds',
    'sliced almonds',
    'slivered almonds',
    'flaked almonds',
    'raw almonds',
    'toasted almonds',
    'chopped almonds',
    'marcona almonds',
    'roasted almonds',
    'blanched almonds',
  ],
  { cup: 'whole' },
);
nut('walnuts', 'Walnuts', '12155', ['walnut', 'walnut halves', 'chopped walnuts', 'walnut pieces', 'english walnuts', 'black walnuts'], {
  cup: 'chopped',
});
nut('pecans', 'Pecans', '12142', ['pecan', 'pecan halves', 'chopped pecans', 'pecan pieces', 'candied pecans'], { cup: 'chopped' });
nut('cashews', 'Cashews', '12087', ['cashew', 'cashew nuts', 'raw cashews', 'roasted cashews', 'unsalted cashews'], {
  weightsFrom: '12085',
});
nut('pistachios', 'Pistachios', '12151', ['pistachio', 'pistachio nuts', 'shelled pistachios', 'pistachio kernels'], {});
nut('hazelnuts', 'Hazelnuts', '12120', ['hazelnut', 'filberts', 'chopped hazelnuts', 'roasted hazelnuts'], { cup: 'whole' });
nut('pine-nuts', 'Pine nuts', '12147', ['pine nut', 'pignoli', 'pinon nuts', 'toasted pine nuts'], { rule: 'premium-nut-bag' });
nut('macadamia', 'Macadamia nuts', '12131', ['macadamia', 'macadamia nut'], { rule: 'premium-nut-bag' });
nut('mixed-nuts', 'Mixed nuts', '12137', ['nuts', 'mixed nuts', 'chopped nuts', 'assorted nuts', 'nut mix'], {
  allergens: [...TREE_A, ...PEANUT_A],
  np: 'legume',
  note: 'SR28 oil-roasted mixed nuts with peanuts (12137)',
});
add('peanuts', 'Peanuts', '16087', PEANUT_BUTTER, ['16 oz jar'], {
  allergens: PEANUT_A,
  np: 'legume',
  aliases: [
    'peanut',
    'roasted peanuts',
    'salted peanuts',
    'unsalted peanuts',
    'raw peanuts',
    'chopped peanuts',
    'dry roasted peanuts',
    'groundnuts',
  ],
  proxy: 'no BLS/ERS series for peanuts; priced at the BLS peanut butter row (last 2017-12)',
});
nut(
  'sunflower-seeds',
  'Sunflower seeds',
  '12036',
  ['sunflower seed', 'sunflower kernels', 'shelled sunflower seeds', 'hulled sunflower seeds'],
  { allergens: [], cup: 'cup' },
);
nut('pumpkin-seeds', 'Pumpkin seeds', '12014', ['pepitas', 'pumpkin seed', 'pepita', 'squash seeds', 'pumpkin seed kernels'], {
  allergens: [],
});
nut('chia-seeds', 'Chia seeds', '12006', ['chia', 'chia seed'], { allergens: [], weightsFrom: '12220' });
nut('flaxseed', 'Flaxseed', '12220', ['flax seeds', 'flax seed', 'ground flaxseed', 'linseed', 'flaxseed meal', 'ground flax'], {
  allergens: [],
  tbsp: 'tbsp, whole',
});
nut(
  'sesame-seeds',
  'Sesame seeds',
  '12023',
  ['sesame seed', 'sesame', 'toasted sesame seeds', 'white sesame seeds', 'black sesame seeds', 'benne seeds'],
  { allergens: SESAME_A },
);

// =============================================================================================
section('Beverages');
add('water', 'Water', '14411', null, [], {
  aliases: [
    'water',
    'tap water',
    'cold water',
    'warm water',
    'hot water',
    'boiling water',
    'ice water',
    'lukewarm water',
    'ice',
    'ice cubes',
    'iced water',
    'filtered water',
    'boiled water',
    'cool water',
    'room temperature water',
    'liters water',
    'cups water',
    'water as needed',
    'salted water',
    'very cold water',
    'ice cold water',
    'sparkling water',
    'club soda',
    'soda water',
    'seltzer',
    'mineral water',
    'carbonated water',
  ],
  note: 'tap water costs nothing in a grocery list: no packages',
});
add('coffee', 'Coffee (brewed)', '14209', COFFEE, ['1 bag 12 oz ground coffee = 12 oz -> 6.18 kg'], {
  aliases: [
    'coffee',
    'brewed coffee',
    'strong coffee',
    'espresso',
    'instant coffee',
    'coffee granules',
    'cold brew',
    'ground coffee',
    'espresso powder',
    'instant espresso',
    'coffee beans',
    'ground coffee',
  ],
  note: 'nutrients of brewed coffee (14209); a 12 oz (340 g) bag of grounds is counted as the 6.18 kg of coffee it brews at the Specialty Coffee Association ratio of 55 g per litre, and priced by its grounds',
});
add('orange-juice', 'Orange juice', '09206', E('Oranges, ready-to-drink (juice)'), ['52 fl oz carton', '1 gallon'], {
  aliases: [
    'orange juice',
    'oj',
    'fresh orange juice',
    'juice of orange',
    'frozen orange juice concentrate',
    'orange juice concentrate',
    'blood orange juice',
  ],
});
add('apple-juice', 'Apple juice', '09016', E('Apples, ready-to-drink (juice)'), ['64 fl oz bottle'], {
  aliases: ['apple juice', 'apple cider', 'cider'],
});
add('red-wine', 'Red wine', '14096', WINE, ['750 ml bottle'], {
  kind: 'plant',
  aliases: ['red wine', 'dry red wine', 'cabernet sauvignon', 'merlot', 'pinot noir', 'chianti', 'wine', 'glass wine'],
  note: 'alcohol (not among the 8 tracked nutrients) supplies much of its energy; vegan status depends on fining agents',
});
add('white-wine', 'White wine', '14106', WINE, ['750 ml bottle'], {
  aliases: ['white wine', 'dry white wine', 'chardonnay', 'sauvignon blanc', 'pinot grigio', 'riesling', 'sparkling wine'],
  note: 'alcohol supplies much of its energy',
});
add('beer', 'Beer', '14003', BEER, ['12 fl oz can', '6 count cans = 72 fl oz'], {
  allergens: ['gluten'],
  np: 'grain',
  keto: false /* 3.6 g net carbs per 100 g, but drunk by the pint */,
  aliases: ['beer', 'lager', 'ale', 'stout', 'guinness', 'dark beer', 'pale ale', 'ipa', 'pilsner'],
  can: 'can',
  note: 'barley malt: gluten; alcohol supplies much of its energy',
});
add('vodka', 'Vodka', '14051', VODKA, ['750 ml bottle'], {
  np: 'processed',
  aliases: ['vodka'],
  note: 'SR28 distilled spirits 80 proof (14051): energy is all alcohol, so kcal far exceeds 4P+4C+9F; BLS vodka series (last 2020-06) carried forward',
});
add('cola', 'Cola', '14148', SODA, ['2 liter bottle', '12 count cans = 144 fl oz'], {
  np: 'refined',
  aliases: ['cola', 'coke', 'pop', 'soda', 'sodas', 'soda pop', 'fizzy drink', 'fizzy drinks', 'fizzy pop', 'soft drink', 'soft drinks'],
});
add('almond-milk', 'Almond milk', '14091', MILK_LOWFAT, ['0.5 gallon'], {
  rule: 'plant-milk-carton',
  allergens: TREE_A,
  aliases: ['almond milk', 'unsweetened almond milk'],
  proxy: PX.plantMilk,
});
add('oat-milk', 'Oat milk', '14639', MILK_LOWFAT, ['0.5 gallon'], {
  rule: 'plant-milk-carton',
  np: 'grain',
  glutenRisk: true,
  aliases: ['oat milk', 'oatmilk', 'unsweetened oat milk', 'oat beverage', 'oat drink'],
  proxy: PX.plantMilk,
  note: 'SR28 has no oat milk; nutrients of unsweetened rice milk (14639), the closest SR28 cereal milk (about 47 kcal and 9 g carbohydrate per 100 g). No tree nuts. Not marked gluten-free unless made from certified gluten-free oats, as rolled oats',
});
add('rice-milk', 'Rice milk', '14639', MILK_LOWFAT, ['0.5 gallon'], {
  rule: 'plant-milk-carton',
  np: 'grain',
  aliases: ['rice milk', 'rice beverage', 'rice drink', 'unsweetened rice milk'],
  proxy: PX.plantMilk,
  note: 'SR28 unsweetened rice milk (14639): no tree nuts',
});
add('soy-milk', 'Soy milk', '16139', MILK_LOWFAT, ['0.5 gallon'], {
  rule: 'plant-milk-carton',
  allergens: SOY_A,
  np: 'legume',
  aliases: ['soy milk', 'soymilk', 'soya milk', 'unsweetened soy milk'],
  proxy: PX.plantMilk,
});
add('coconut-water', 'Coconut water', '12119', E('Pineapple, ready-to-drink (juice)'), ['33.8 fl oz carton'], {
  aliases: ['coconut water'],
  proxy: PX.juice + ' (pineapple)',
});
add('hot-chocolate', 'Hot chocolate mix', '14192', COOKIES, ['10 oz canister'], {
  allergens: MILK_A,
  kind: 'dairy',
  np: 'refined',
  aliases: ['hot chocolate', 'cocoa mix', 'drinking chocolate', 'hot cocoa mix', 'chocolate milk powder'],
  proxy: PX.sweets,
});

// =============================================================================================
// Food states (build-catalog.mjs writes data/food-states.json from this): one food in the states a recipe
// names it in ("cooked quinoa", "dry lentils", "canned black beans", "frozen peas"). A state is either a
// catalogue entry (its slug) or the food bought in another state converted by a yield published by USDA:
//   { from: <slug bought>, ndb: <SR28 record of this state>, cup?: <its cup measure>, yield: how the yield is read }
// Yields (grams of this state per gram bought), computed by the generator, never typed:
//   'solids'   (default) SR28 water (nutrient 255) of both records, the dry matter kept: (100 - w from) / (100 - w to)
//   'protein'  SR28 protein of both records, the protein kept (meat: fat and water cook out)
//   [toMeasure, fromMeasure]  an SR28 "… yields" measure of the cooked record against a measure of the bought one

// =============================================================================================
// Bought as named (issue #20): foods the library's recipes name that the catalogue used to fold into another
// (paneer bought as feta, garam masala as curry powder). Each is its own food, with its own SR28 record where SR28
// has one; where it has none, `approx` names the nearest SR28 record and why, and the entry says "approximate nutrition".
section('Produce');
add('lime-zest', 'Lime zest', '09156', LEMONS, ['1 each lime = 2 g'], {
  aliases: ['zest of lime', 'grated lime zest', 'lime peel', 'zest of 1 lime'],
  seasoning: true,
  approx: 'SR28 has no lime peel; nutrients of lemon peel (09156)',
  proxy: PX.fruit + ' (BLS lemons)',
  note: 'one lime gives about 1 tsp (2 g) zest per SR28 lemon-peel tsp weight; sold as limes',
});
section('Dairy & Eggs');
add('paneer', 'Paneer', '01229', CHEDDAR, ['8 oz block', '12 oz block'], {
  ...dairy,
  aliases: ['paneer cheese', 'indian cottage cheese'],
  approx: 'SR28 has no paneer; nutrients of queso blanco (01229), the nearest SR28 fresh acid-set cheese',
  proxy: PX.cheese,
});
add('halloumi', 'Halloumi', '01027', CHEDDAR, ['8 oz block'], {
  ...dairy,
  aliases: ['halloumi cheese', 'grilling cheese'],
  approx: 'SR28 has no halloumi; nutrients of low-moisture whole-milk mozzarella (01027), the nearest SR28 brined semi-firm cheese',
  proxy: PX.cheese,
});
add('queso-fresco', 'Queso fresco', '01228', CHEDDAR, ['10 oz round'], {
  ...dairy,
  aliases: ['queso fresco cheese', 'fresh mexican cheese'],
  cup: 'crumbled',
  proxy: PX.cheese,
});
add('cotija', 'Cotija cheese', '01267', CHEDDAR, ['8 oz wedge'], {
  ...dairy,
  aliases: ['cotija', 'queso cotija'],
  proxy: PX.cheese,
});

section('Spices & Seasonings');
spice('garam-masala', 'Garam masala', '02015', ['garam masala powder'], {
  approx: 'SR28 has no garam masala; nutrients of curry powder (02015), the nearest SR28 ground spice blend',
});
spice('berbere', 'Berbere', '02009', ['berbere spice', 'berbere seasoning'], {
  approx: 'SR28 has no berbere; nutrients of chili powder (02009), the nearest SR28 chili-based spice blend',
});
spice('cajun-seasoning', 'Cajun seasoning', '02009', ['cajun spice', 'creole seasoning'], {
  approx:
    'SR28 has no Cajun seasoning; nutrients of chili powder (02009), the nearest SR28 paprika-and-chili blend (its salt is not counted)',
});
spice('herbes-de-provence', 'Herbes de Provence', '02042', ['herbs de provence', 'herbes de provence blend'], {
  approx: 'SR28 has no herbes de Provence; nutrients of dried thyme (02042), its main herb',
});
spice('italian-seasoning', 'Italian seasoning', '02027', ['italian herbs', 'italian herb seasoning', 'dried italian herbs'], {
  approx: 'SR28 has no Italian seasoning; nutrients of dried oregano (02027), its main herb',
});
spice('red-pepper-flakes', 'Red pepper flakes', '02031', [
  'red pepper flake',
  'crushed red pepper',
  'crushed red pepper flakes',
  'chili flakes',
  'chile flakes',
  'chilli flakes',
  'red chili flakes',
]);
spice('sichuan-peppercorns', 'Sichuan peppercorns', '02030', ['sichuan peppercorn', 'szechuan peppercorns', 'szechuan peppercorn'], {
  approx: 'SR28 has no Sichuan pepper; nutrients of black pepper (02030), the nearest SR28 dried peppercorn',
});
spice('curry-leaves', 'Curry leaves', '02004', ['curry leaf', 'fresh curry leaves'], {
  approx: 'SR28 has no curry leaves; nutrients of bay leaf (02004), the nearest SR28 aromatic leaf',
  pieceFrom: 'leaf',
  leafGrams: 0.1,
  note: '"leaf" weight is our estimate of one fresh curry leaf (0.1 g), half a dried bay leaf\'s: SR28 weighs no curry leaf',
});
add('nutritional-yeast', 'Nutritional yeast', '18375', COFFEE, ['4.5 oz container'], {
  aliases: ['nutritional yeast flakes', 'nooch'],
  np: 'processed',
  approx:
    "SR28 has no nutritional yeast; nutrients of active dry baker's yeast (18375), the same yeast dried (nutritional yeast is deactivated)",
  proxy: PX.smallJar,
});

section('Oils & Condiments');
add('thai-curry-paste', 'Thai curry paste', '02015', MARGARINE, ['4 oz jar'], {
  rule: 'condiment-jar',
  aliases: ['red curry paste', 'green curry paste', 'yellow curry paste', 'thai red curry paste', 'thai green curry paste', 'curry paste'],
  seasoning: true,
  approx:
    'SR28 has no Thai curry paste; nutrients of curry powder (02015), the nearest SR28 curry seasoning (a paste holds more water, so this overstates it per gram)',
  proxy: PX.oil,
});
add('chili-crisp', 'Chili crisp', '04058', MARGARINE, ['6 oz jar'], {
  rule: 'condiment-jar',
  aliases: ['chilli crisp', 'chili crunch', 'chili oil', 'chilli oil', 'chili onion crunch'],
  allergens: SESAME_A,
  seasoning: true,
  approx: 'SR28 has no chili crisp; nutrients of sesame oil (04058), the oil it is mostly made of',
  proxy: PX.oil,
});
add('enchilada-sauce', 'Enchilada sauce', '06599', cannedTom, ['10 oz can', '19 oz can'], {
  rule: 'condiment-jar',
  aliases: ['red enchilada sauce', 'green enchilada sauce'],
  proxy: PX.canned,
});
add('pizza-sauce', 'Pizza sauce', '06152', cannedTom, ['14 oz jar'], { rule: 'sauce-jar', aliases: [], proxy: PX.canned });
add('salsa-verde', 'Salsa verde', '06164', E('Tomatoes (canned)'), ['16 oz jar'], {
  rule: 'sauce-jar',
  aliases: ['green salsa', 'tomatillo salsa'],
  approx: 'SR28 has no salsa verde; nutrients of ready-to-serve salsa (06164)',
  proxy: 'no BLS/ERS series for salsa; priced at the ERS canned tomatoes row',
});
add('chipotle-in-adobo', 'Chipotle peppers in adobo', '11820', cannedTom, ['7 oz can'], {
  rule: 'small-can',
  aliases: [
    'chipotle in adobo',
    'chipotles in adobo',
    'chipotle peppers in adobo',
    'chipotle chiles in adobo',
    'chipotle adobo',
    'chipotle pepper',
    'chipotle',
  ],
  seasoning: true,
  approx: 'SR28 has no chipotles in adobo; nutrients of canned red hot chili peppers (11820)',
  proxy: PX.canned,
});
add('rice-vinegar', 'Rice vinegar', '02053', MARGARINE, ['12 fl oz bottle'], {
  rule: 'vinegar-bottle',
  aliases: ['rice wine vinegar', 'seasoned rice vinegar'],
  approx: 'SR28 has no rice vinegar; nutrients of distilled vinegar (02053)',
  proxy: PX.oil,
});
add('sherry-vinegar', 'Sherry vinegar', '02068', MARGARINE, ['12.7 fl oz bottle'], {
  rule: 'vinegar-bottle',
  aliases: [],
  approx: 'SR28 has no sherry vinegar; nutrients of red wine vinegar (02068)',
  proxy: PX.oil,
});
add('kimchi', 'Kimchi', '11118', E('Cucumbers, with peel (fresh)'), ['16 oz jar'], {
  rule: 'preserved-veg-jar',
  aliases: ['cabbage kimchi', 'napa cabbage kimchi'],
  proxy: 'no BLS/ERS series for kimchi; priced at the ERS fresh cucumbers row',
});

section('Canned Goods');
add('kalamata-olives', 'Kalamata olives', '09193', E('Olives (canned)'), ['6 oz jar'], {
  aliases: ['kalamata', 'kalamata olive'],
  approx: 'SR28 has no Kalamata olives; nutrients of canned ripe olives (09193)',
});
add('nicoise-olives', 'Niçoise olives', '09193', E('Olives (canned)'), ['6 oz jar'], {
  aliases: ['nicoise olive', 'nicoise olives'],
  approx: 'SR28 has no Niçoise olives; nutrients of canned ripe olives (09193)',
});

section('Produce');
add('green-chili', 'Green chili pepper', '11670', E('Green peppers (fresh)'), ['4 oz bag'], {
  rule: 'fresh-chile',
  aliases: ['green chili', 'green chilli', 'green chillies', 'thai green chili', 'indian green chili'],
  piece: 'pepper',
  seasoning: true,
  proxy: PX.veg + ' (ERS green peppers)',
});

section('Meat & Seafood');
add('lamb-chops', 'Lamb loin chops', '17023', BEEF_STEAKS, ['1 lb'], {
  ...meat,
  aliases: ['lamb chop', 'lamb chops', 'lamb loin chop', 'lamb cutlets', 'rack of lamb'],
  proxy: PX.lamb + ' (all uncooked beef steaks)',
});
add('smoked-sausage', 'Smoked sausage', '07074', BACON, ['14 oz package'], {
  ...meat,
  branded: true,
  aliases: ['andouille', 'andouille sausage', 'kielbasa', 'polish sausage', 'smoked pork sausage'],
  proxy: PX.cured,
  note: 'andouille and kielbasa are smoked pork link sausages (SR28 07074)',
});
add('prosciutto', 'Prosciutto', '10150', BACON, ['3 oz package'], {
  rule: 'cured-meat-package',
  ...meat,
  branded: true,
  aliases: ['parma ham', 'prosciutto di parma'],
  refuse: 0,
  approx: 'SR28 has no prosciutto; nutrients of cured whole ham, lean and fat (10150), the nearest SR28 dry-cured ham',
  proxy: PX.cured,
});

section('Frozen');
add('frozen-pineapple', 'Frozen pineapple', '09266', E('Pineapple (fresh)'), ['16 oz bag'], {
  rule: 'frozen-fruit-bag',
  aliases: ['frozen pineapple chunks'],
  approx: 'SR28 has frozen pineapple only sweetened (09272); nutrients of raw pineapple (09266), the fruit an unsweetened bag holds',
  proxy: PX.frozen,
});

section('Grains & Pasta');
add('jasmine-rice', 'Jasmine rice', '20044', RICE, ['2 lb bag'], {
  ...grain,
  aliases: ['thai jasmine rice', 'jasmine'],
  note: 'jasmine rice is a long-grain white rice: SR28 long-grain white rice (20044)',
});
add('buckwheat', 'Buckwheat groats', '20009', RICE, ['1 lb bag'], {
  rule: 'specialty-grain',
  ...grain,
  aliases: ['buckwheat groat', 'kasha', 'buckwheat'],
  proxy: PX.grain,
});
add('glass-noodles', 'Glass noodles', '16082', PASTA, ['8 oz package'], {
  rule: 'noodle-package',
  ...grain,
  aliases: ['glass noodle', 'cellophane noodles', 'bean thread noodles', 'mung bean noodles'],
  proxy: PX.pasta,
});
add('yellow-split-lentils', 'Yellow split lentils', '16069', E('Lentils (dried)'), ['1 lb bag'], {
  np: 'legume',
  aliases: ['yellow lentils', 'yellow split lentil'],
  note: 'SR28 lentils, raw (16069)',
});

section('Nuts & Seeds');
add('hemp-seeds', 'Hemp seeds', '12012', DRIED_FRUIT, ['8 oz bag'], {
  aliases: ['hemp seed', 'hemp hearts', 'hulled hemp seeds'],
  refuse: 0,
  proxy: PX.nut,
});

section('Bakery');
add('italian-bread', 'Italian bread', '18033', FRENCH_BREAD, ['1 each loaf = 16 oz'], {
  allergens: WHEAT_A,
  np: 'grain',
  aliases: ['ciabatta', 'ciabatta bread', 'ciabatta roll'],
  proxy: 'no BLS series for Italian bread; priced at the BLS French bread row (discontinued, carried forward)',
});
add('naan', 'Naan', '18041', BREAD, [{ label: '4 count', quantity: 4, unit: 'piece' }], {
  rule: 'flatbread-pack',
  kind: 'dairy',
  allergens: [...WHEAT_A, ...MILK_A],
  np: 'grain',
  aliases: ['naan bread', 'nan bread', 'garlic naan'],
  piece: 'pita, large',
  approx: 'SR28 has no naan; nutrients and piece weight of white pita bread (18041), the nearest SR28 flatbread',
  proxy: PX.bread,
});
add('phyllo', 'Phyllo dough', '18338', COOKIES, ['16 oz box'], {
  allergens: WHEAT_A,
  np: 'grain',
  aliases: ['phyllo dough', 'filo', 'filo pastry', 'fillo dough', 'phyllo sheets'],
  proxy: PX.sweets,
});

// The state's cup, tablespoon and piece weights are the SR28 record's own.
export const FORMS = [
  { food: 'quinoa', dry: 'quinoa', cooked: 'cooked-quinoa' },
  { food: 'white rice', dry: 'white-rice', cooked: 'cooked-rice' },
  { food: 'jasmine rice', dry: 'jasmine-rice', cooked: { from: 'jasmine-rice', ndb: '20045' } },
  { food: 'basmati rice', dry: 'basmati-rice', cooked: { from: 'basmati-rice', ndb: '20445' } },
  { food: 'short-grain rice', dry: 'short-grain-rice', cooked: { from: 'short-grain-rice', ndb: '20053' } },
  { food: 'brown rice', dry: 'brown-rice', cooked: { from: 'brown-rice', ndb: '20037' } },
  { food: 'wild rice', dry: 'wild-rice', cooked: { from: 'wild-rice', ndb: '20089' } },
  { food: 'pasta', dry: 'pasta', cooked: { from: 'pasta', ndb: '20121', cup: 'penne' } },
  { food: 'spaghetti', dry: 'spaghetti', cooked: { from: 'spaghetti', ndb: '20121', cup: 'spaghetti not packed' } },
  { food: 'whole wheat pasta', dry: 'whole-wheat-pasta', cooked: { from: 'whole-wheat-pasta', ndb: '20125', cup: 'penne' } },
  { food: 'egg noodles', dry: 'egg-noodles', cooked: { from: 'egg-noodles', ndb: '20110' } },
  { food: 'rice noodles', dry: 'rice-noodles', cooked: { from: 'rice-noodles', ndb: '20134' } },
  { food: 'soba noodles', dry: 'soba-noodles', cooked: { from: 'soba-noodles', ndb: '20115' } },
  { food: 'couscous', dry: 'couscous', cooked: { from: 'couscous', ndb: '20029', cup: 'cooked', yield: ['cup, dry, yields', 'cup'] } },
  { food: 'bulgur', dry: 'bulgur', cooked: { from: 'bulgur', ndb: '20013' } },
  { food: 'barley', dry: 'barley', cooked: { from: 'barley', ndb: '20006' } },
  { food: 'oats', dry: 'rolled-oats', cooked: { from: 'rolled-oats', ndb: '08121' } },
  { food: 'lentils', dry: 'lentils', cooked: 'lentils-canned', canned: 'lentils-canned' },
  // SR28 has no boiled red lentils: the boiled lentil record's water and cup
  { food: 'red lentils', dry: 'red-lentils', cooked: { from: 'red-lentils', ndb: '16070' } },
  { food: 'split peas', dry: 'split-peas', cooked: { from: 'split-peas', ndb: '16086' } },
  { food: 'chickpeas', dry: 'dried-chickpeas', canned: 'chickpeas', cooked: { from: 'dried-chickpeas', ndb: '16057' } },
  { food: 'black beans', dry: 'dried-black-beans', canned: 'black-beans', cooked: { from: 'dried-black-beans', ndb: '16015' } },
  { food: 'kidney beans', dry: 'dried-kidney-beans', canned: 'kidney-beans', cooked: { from: 'dried-kidney-beans', ndb: '16033' } },
  { food: 'pinto beans', dry: 'dried-pinto-beans', canned: 'pinto-beans', cooked: { from: 'dried-pinto-beans', ndb: '16043' } },
  { food: 'white beans', dry: 'dried-white-beans', canned: 'white-beans', cooked: { from: 'dried-white-beans', ndb: '16050' } },
  { food: 'black-eyed peas', dry: 'dried-black-eyed-peas', cooked: { from: 'dried-black-eyed-peas', ndb: '16063' } },
  {
    food: 'peas',
    frozen: 'frozen-peas',
    fresh: 'green-peas-fresh',
    cooked: { from: 'frozen-peas', ndb: '11313', yield: ['package (10 oz) yields', 'package'] },
  },
  { food: 'corn', canned: 'corn-canned', frozen: 'frozen-corn' },
  { food: 'broccoli', fresh: 'broccoli', frozen: 'frozen-broccoli', cooked: { from: 'broccoli', ndb: '11091' } },
  { food: 'cauliflower', fresh: 'cauliflower', frozen: 'frozen-cauliflower', cooked: { from: 'cauliflower', ndb: '11136' } },
  { food: 'spinach', fresh: 'spinach', frozen: 'frozen-spinach', cooked: { from: 'spinach', ndb: '11458' } },
  { food: 'green beans', fresh: 'green-beans', frozen: 'frozen-green-beans', cooked: { from: 'green-beans', ndb: '11053' } },
  { food: 'carrots', fresh: 'carrot', cooked: { from: 'carrot', ndb: '11125' } },
  { food: 'chicken breast', raw: 'chicken-breast', cooked: { from: 'chicken-breast', ndb: '05064', yield: 'protein' } },
];
