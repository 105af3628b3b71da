/**
 * Health questions read by meaning (health.ts over chat/lexicon/health.ts): asks written for this spec in many voices,
 * none in the development corpus — medicines and their mix with food, symptoms and reactions, conditions, pregnancy,
 * supplements, fasting and very low intakes, how fast to lose weight, a nutrient "for" a condition — are each a
 * medical ask; the plan's own allergy questions and the list's adds and reads that name such words are not.
 */
import { parseIntent } from '../intents.js';
import { tokenize } from '../tokens.js';
import { healthKinds, medicalTopic } from './health.js';

const HEALTH_ASKS = [
  'is it alright to drink grapefruit juice on atorvastatin',
  'my gp put me on metformin last week, do i need to change what i eat',
  'Can I have cheese while taking an MAOI?',
  'does coffee cancel out my thyroid meds',
  'i take blood thinners so is the spinach salad on thursday a problem',
  'can u drink alcohol on antibiotics lol',
  'whenever i eat the shrimp pasta my throat gets scratchy',
  "Tuesday's curry gave me terrible heartburn, is something wrong?",
  'after lunch i feel super sleepy and nauseous, why is that',
  'i threw up after dinner last night, was it the chicken',
  'my tongue feels numb after the peanut sauce',
  'I came out in hives after the strawberries',
  'my belly is killing me after the beans',
  'feel light headed when i skip lunch',
  'my 2 yr old got a rash from eggs what do i do',
  "i'm diabetic, is the oatmeal breakfast ok for my blood sugar",
  'With my high cholesterol, should I stop eating eggs altogether?',
  'what should a person with pcos eat',
  "i have crohn's, is the fibre in this plan too much",
  // whether a trace of an allergen is safe for a condition
  'how much cross contamination can celiacs handle',
  'is cross-contact with wheat dangerous for coeliacs',
  'my kidneys are not great, how much protein is safe',
  'I was told I am prediabetic. Which foods must I avoid?',
  'i have hypothyroidism can i eat broccoli',
  'Is this meal plan safe for someone with heart disease?',
  'is the plan ok for acid reflux',
  'ive got an eating disorder history, should i track calories',
  'pregnant w twins how much protein do i need',
  'can i have runny eggs when pregnant',
  'is brie safe in my 3rd trimester',
  'im breast feeding, is the tuna steak ok',
  'trying to conceive, what should i eat more of',
  'should i be taking fish oil',
  'is whey protein bad for the kidneys',
  'how many vitamins should i take a day',
  'is it ok to take melatonin after dinner',
  'do i need a b12 supplement on a vegan diet',
  'is pre-workout safe for teenagers',
  'i want to do a 5 day fast, tips?',
  'can i survive on 500 cals a day',
  'is 900 calories enough for me',
  'whats the longest i can go without eating',
  'is water fasting good for weight loss',
  'intermittent fasting 20:4 ok for women?',
  'how many kg can i lose in 2 weeks',
  'realistically how fast can i drop 2 dress sizes',
  'can i lose 30 pounds by summer',
  "what's the max weight i can lose safely per week",
  'how much sodium per day is ok with high blood pressure',
  'how much iron do i need if im anemic',
  'Could you tell me how much calcium I ought to take for my osteoporosis?',
  'how many carbs a day for a type 1 diabetic',
  'is keto safe if i have gallstones',
  'my dietitian said 1500 calories but is that too low for me?',
  'Good morning. I have recently been diagnosed with gout; is red meat permitted?',
  'can i eat the salmon if im on warfarin',
  "ever since monday's lunch i've had the runs, what do i do",
  'my face goes red and puffy after wine, is that an allergy',
  'plz tell me if the plan is ok with my ulcer',
  'me and my doctor worry about my sugar levels, what breakfast is safest',
  'how much water should i drink on ozempic',
  'whats safe to eat after chemo',
  'is it bad to skip lunch every day',
  'how many calories should a pregnant woman eat',
];

describe('health questions', () => {
  it('holds 60+ ways people ask, each read as a health question whatever else it names', () => {
    expect(HEALTH_ASKS.length).toBeGreaterThanOrEqual(60);
    const missed = HEALTH_ASKS.filter((ask) => parseIntent(ask).type !== 'medical');
    expect(missed).toEqual([]);
  });

  it.each([
    ['does the thursday dinner have peanuts, my son is allergic', 'mealQuestion'],
    ['can i have saturday lunch with a gluten intolerance', 'mealQuestion'],
    ['is friday breakfast safe for someone allergic to eggs', 'mealQuestion'],
    ['add antacids to my list', 'addGrocery'],
    ['put fish oil on my shopping list', 'addGrocery'],
    ['do i have protein powder at home', 'atHome'],
    ['add vitamin water to my list', 'addGrocery'],
    ["i'm pregnant so add folic acid to my list", 'addGrocery'],
    ['im diabetic, set my calorie goal to 1800', 'setNumber'],
    ['how much protein is in the chicken on thursday', 'nutrient'],
    ['something quick for a busy night', 'quick'],
  ])('"%s" is not a health question but %s', (ask, intent) => {
    expect(parseIntent(ask).type).toBe(intent);
  });

  it("asks whether someone may take a supplement, or how much, as a health question; the list's asks naming one stay the list's", () => {
    const dose = [
      'can my 5 yr old take melatonin with dinner',
      'can i take creatine',
      'Could my elderly mother take magnesium supplements with her dinner?',
      'can i give my toddler probiotics',
      'can teenagers drink protein shakes',
      'how much melatonin for a 5 year old',
      'how many vitamins a day',
      'how much creatine can i have',
      'how much magnesium shud i take',
    ];
    expect(dose.filter((ask) => medicalTopic(tokenize(ask)) !== 'supplement')).toEqual([]);
    expect(parseIntent('can you take the vitamins off my list')).toMatchObject({ type: 'removeGrocery', item: 'vitamins' });
    expect(parseIntent('can u take fish oil off the list pls')).toMatchObject({ type: 'removeGrocery', item: 'fish oil' });
    expect(parseIntent('can you add melatonin to my list')).toMatchObject({ type: 'addGrocery', item: 'melatonin' });
    const listAsks = [
      'how much protein powder do i have',
      'how much fish oil is on my list',
      'can i have protein powder pancakes for breakfast',
    ];
    expect(listAsks.filter((ask) => parseIntent(ask).type === 'medical')).toEqual([]);
  });

  it('tells the kind, so the reply names the right person', () => {
    const kind = (s: string) => medicalTopic(tokenize(s));
    expect(kind('does grapefruit mess with my blood pressure meds')).toBe('medication');
    expect(kind('my mouth tingles after the almonds')).toBe('symptom');
    expect(kind('i have type 2 diabetes')).toBe('condition');
    expect(kind('is brie ok in my second trimester')).toBe('pregnancy');
    expect(kind('should i take fish oil')).toBe('supplement');
    expect(kind('thinking of a 3 day water fast')).toBe('fasting');
    expect(kind('how fast can i lose 10 kilos')).toBe('weightLoss');
    expect(kind('is 700 calories a day enough')).toBe('lowCalories');
  });

  it('reads a food beside a body word as food, and a slip of a health word as the word', () => {
    expect([...healthKinds(tokenize('add kidney beans and chicken liver to my list'))]).toEqual([]);
    expect([...healthKinds(tokenize('my kidneys are bad'))]).toEqual(['condition']);
    expect([...healthKinds(tokenize('i have diabetis'))]).toEqual(['condition']);
    // a supplement named with no verdict asked is a thing on the list, not a question
    expect(medicalTopic(tokenize('is protein powder on my list'))).toBeNull();
  });
});
