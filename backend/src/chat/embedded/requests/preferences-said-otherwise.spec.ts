/**
 * Preferences said in other words, in passing and beside another request, as the grammar reads them (pure, no data):
 * a noun phrase of one's own ("… here"), a diet kept a while, a diet taken off with its list unsaid, a preference with
 * its reason in a clause apart, a condition with what it keeps out, a preference beside another change (both done), a
 * household member's rule the asker keeps too, and a baby's feeding asked about (no verdict).
 */
import { parseIntent, WRITES, type Intent } from '../intents.js';
import { followUp } from '../../conversation/follow-up.js';
import { updateState } from '../../conversation/state.js';
import { ownAllergyTold } from '../questions/allergy-offer.js';
import { tokenize } from '../tokens.js';

const pref = (type: 'addPreference' | 'removePreference', list: string, value: string) => ({ type, list, value });
const partsOf = (i: Intent) => (i.type === 'several' ? i.parts : [i]);

describe('an allergy or a diet told as a noun phrase of one\'s own ("… here", "… household")', () => {
  it.each([
    ['peanut allergy here', 'allergies', 'Peanut'],
    ['shellfish allergies in this house', 'allergies', 'Shellfish'],
    ['soy intolerance here btw', 'allergies', 'Soy'],
    ['a severe egg allergy over here', 'allergies', 'Egg'],
    ['vegetarian household', 'dietaryRestrictions', 'Vegetarian'],
    ['keto here', 'dietaryRestrictions', 'Keto'],
  ])('%s', (text, list, value) => {
    expect(parseIntent(text)).toEqual(pref('addPreference', list, value));
  });
});

describe('a diet kept a while, told with how long and how it goes', () => {
  it.each([
    ["we've been vegan for two years", 'Vegan'],
    ['i have been paleo for a few months now', 'Paleo'],
    ["i've been vegetarian for 3 weeks and feeling great", 'Vegetarian'],
    ['i have been on a keto diet for a while now, loving it', 'Keto'],
    ["i've been gluten free since last month", 'Gluten-Free'],
  ])('%s', (text, value) => {
    expect(parseIntent(text)).toEqual(pref('addPreference', 'dietaryRestrictions', value));
  });

  it('and beside a question, kept while the question is answered', () => {
    const parts = partsOf(parseIntent("i've been vegan for a year and feel amazing. what's for dinner tonight"));
    expect(parts).toContainEqual(pref('addPreference', 'dietaryRestrictions', 'Vegan'));
    expect(parts.map((p) => p.type)).toContain('meal');
  });
});

describe('a diet taken off with its list unsaid, and a preference said with why', () => {
  it.each([
    ['you can take keto off', 'Keto'],
    ['feel free to take the vegan thing off', 'Vegan'],
    ['go ahead and take paleo off please', 'Paleo'],
    ['take vegetarian out of my profile', 'Vegetarian'],
    ["i'm done with the dairy free stuff, missed ice cream", 'Dairy-Free'],
    ['stopped doing keto, it was making me tired', 'Keto'],
    ['having chicken again lately, so feel free to take vegan off', 'Vegan'],
  ])('%s', (text, value) => {
    expect(parseIntent(text)).toEqual(pref('removePreference', 'dietaryRestrictions', value));
  });

  it('never a grocery line named by the diet', () => {
    expect(parseIntent('you can take vegan off').type).not.toBe('removeGrocery');
  });
});

describe('a condition told with what it keeps out: the allergy, or the diet the record names', () => {
  it.each([
    ['i have celiac disease and i cannot eat wheat', 'allergies', 'Wheat'],
    ['being coeliac i cannot eat gluten', 'allergies', 'Gluten'],
    ['fyi i have coeliac disease so i cannot have gluten', 'allergies', 'Gluten'],
    ['coeliac here', 'dietaryRestrictions', 'Gluten-Free'],
    ['celiac household', 'dietaryRestrictions', 'Gluten-Free'],
  ])('%s', (text, list, value) => {
    expect(parseIntent(text)).toEqual(pref('addPreference', list, value));
  });
});

describe('a condition told as had (no advice asked): the diet the record names for it, or the allergy of an intolerance', () => {
  it.each([
    ['ive got celiac disease', 'dietaryRestrictions', 'Gluten-Free'],
    ['just got diagnosed with coeliac last month', 'dietaryRestrictions', 'Gluten-Free'],
    ['my gp says i have celiac disease so plan around that', 'dietaryRestrictions', 'Gluten-Free'],
    ["I was diagnosed with coeliac's disease.", 'dietaryRestrictions', 'Gluten-Free'],
    ['i have a lactose intolerance', 'allergies', 'Dairy'],
    ['diagnosed with a mild soy intolerance', 'allergies', 'Soy'],
  ])('%s', (text, list, value) => {
    expect(parseIntent(text)).toEqual(pref('addPreference', list, value));
  });

  it('advice asked, or a condition the record keeps no diet for, is still the health reply', () => {
    expect(parseIntent('i have celiac disease what should i eat')).toMatchObject({ type: 'medical' });
    expect(parseIntent('i was diagnosed with diabetes')).toMatchObject({ type: 'medical' });
  });
});

describe('a preference beside another change: both done', () => {
  it.each([
    ['mushrooms are disgusting btw, add rice to my list', 'Mushrooms', 'addGrocery'],
    ['cilantro tastes awful. swap wednesday dinner please', 'Cilantro', 'swap'],
    ['olives are nasty, also take the bread off my list', 'Olives', 'removeGrocery'],
    ['the kids hate broccoli so no more of it, and add yogurt', 'Broccoli', 'addGrocery'],
    ['my wife cant stand celery so none of that please, also add eggs', 'Celery', 'addGrocery'],
  ])('%s', (text, value, other) => {
    const parts = partsOf(parseIntent(text));
    expect(parts).toContainEqual(pref('addPreference', 'dislikedIngredients', value));
    expect(parts.map((p) => p.type)).toContain(other);
  });
});

describe("a household member's rule the asker keeps too", () => {
  it.each([
    ['my daughter went vegan so i suppose we are too', 'dietaryRestrictions', 'Vegan'],
    ['my partner is keto now and so am i', 'dietaryRestrictions', 'Keto'],
    ['my husband is allergic to sesame, me too', 'allergies', 'Sesame'],
    ['the boys hate peas so no more of them', 'dislikedIngredients', 'Peas'],
    ['my son hates okra so none of it please', 'dislikedIngredients', 'Okra'],
  ])('%s', (text, list, value) => {
    expect(parseIntent(text)).toEqual(pref('addPreference', list, value));
  });

  it("someone else's rule alone stays theirs", () => {
    for (const text of ['my daughter went vegan', 'the kids hate broccoli'])
      expect({ text, type: parseIntent(text).type }).toEqual({ text, type: 'otherAccount' });
  });
});

describe("a baby's feeding asked about: no verdict", () => {
  it.each([
    'is it ok to give my 7 month old eggs',
    'can my newborn have honey',
    'when can i start my baby on peanut butter',
    'should my 11-month-old drink cows milk',
    'is hummus safe for a 9 month old baby',
  ])('%s', (text) => {
    expect(parseIntent(text)).toMatchObject({ type: 'medical', topic: 'infant' });
  });

  it('baby foods stay foods', () => {
    expect(parseIntent('add baby spinach')).toMatchObject({ type: 'addGrocery', item: 'baby spinach' });
    expect(WRITES.has(parseIntent('add 2 bags of baby carrots').type)).toBe(true);
  });
});

describe('"that one" after the preferences listed one food kept out', () => {
  const state = updateState({}, { food: 'sesame', preference: 'allergies' });
  it.each(['drop that one, i grew out of it', 'take it off, the test was wrong', 'delete that please', 'get rid of that one'])(
    '%s',
    (text) => {
      expect(followUp(text, parseIntent(text), state, parseIntent).intent).toEqual(pref('removePreference', 'allergies', 'Sesame'));
    },
  );
});

describe("the asker's own allergy told beside a question (offered to be kept), never someone else's", () => {
  it.each([
    ["what goes into thursday dinner? only asking since i'm allergic to soy", true],
    ['im really allergic to eggs, is friday lunch ok', true],
    ['does it have shellfish? my shellfish allergy is bad', true],
    ['any nuts in sunday lunch, we are both allergic', true],
    ['does thursday dinner have nuts, my son is allergic', false],
    ['is monday dinner ok for my friend, she is allergic to fish', false],
  ])('%s', (text, own) => {
    expect(ownAllergyTold(tokenize(text))).toBe(own);
  });
});

describe('a reason said beside a food kept out is no food and leaves nothing unclear', () => {
  it.each([
    ['no olives for me ever, the smell is awful', 'dislikedIngredients', 'Olives'],
    ['no beets for me please, the taste is gross', 'dislikedIngredients', 'Beets'],
    ["i can't have wheat, coeliac for years", 'allergies', 'Wheat'],
    ['no more egg allergy in our home, remove it', 'allergies', 'Egg'],
    ['my son left for college so no more soy allergy at home. delete it please', 'allergies', 'Soy'],
  ])('%s', (text, list, value) => {
    const read = parseIntent(text);
    expect(read).toEqual(pref(/no more/.test(text) ? 'removePreference' : 'addPreference', list, value));
  });

  it('a phrase that is no food is never proposed as one to keep out', () => {
    for (const text of ['no put them back', 'no remove that', 'no take it away', 'no bring it back please'])
      expect({ text, type: parseIntent(text).type }).not.toEqual({ text, type: 'confirm' });
  });
});

describe('a diet word of another language, and someone the asker eats the same meals as', () => {
  it.each([
    ['je suis végane', 'dietaryRestrictions', 'Vegan'],
    ['soy vegetariana, gracias', 'dietaryRestrictions', 'Vegetarian'],
    ['ich bin vegetarier', 'dietaryRestrictions', 'Vegetarian'],
    ['my wife has a shellfish allergy and we share meals', 'allergies', 'Shellfish'],
    ['my son is allergic to sesame so none of that alright? i eat what he eats', 'allergies', 'Sesame'],
  ])('%s', (text, list, value) => {
    expect(parseIntent(text)).toEqual(pref('addPreference', list, value));
  });

  it('"soy" alone stays the bean', () => {
    expect(parseIntent('add soy milk')).toMatchObject({ type: 'addGrocery', item: 'soy milk' });
  });
});

describe('a car is no kitchen matter', () => {
  it.each(['my engine light is on, what does that mean', 'how often should i rotate my tires', 'the brakes on my car are grinding'])(
    '%s',
    (text) => {
      expect(parseIntent(text)).toMatchObject({ type: 'offTopic' });
    },
  );
});

describe('"suppose" with nothing supposed after it is read once, never again without end', () => {
  it.each(['i suppose so', 'i suppose we are too', 'hypothetically yes', 'supposing nothing'])('%s', (text) => {
    expect(() => parseIntent(text)).not.toThrow();
  });

  it('a change supposed is still offered, never done', () => {
    expect(parseIntent('suppose you took the bread off my list')).toMatchObject({ type: 'offer' });
  });
});

describe('a food kept out before, fine now: then set against now ends the dislike (or the allergy the past named)', () => {
  it.each([
    ['i used to hate beetroot but these days i quite like it', 'dislikedIngredients', 'Beetroot'],
    ['as a kid i couldnt stand brussels sprouts, now they are fine', 'dislikedIngredients', 'Brussels sprouts'],
    ['olives, before no, now yes', 'dislikedIngredients', 'Olives'],
    ['previously i disliked tofu. nowadays i eat it all the time', 'dislikedIngredients', 'Tofu'],
    ['i was allergic to kiwi as a child but these days i can have it', 'allergies', 'Kiwi'],
  ])('%s', (text, list, value) => {
    expect(parseIntent(text)).toEqual(pref('removePreference', list, value));
  });

  it("never when the present still keeps it out, or it is someone else's", () => {
    expect(parseIntent('before i didnt like leeks and now i still dont')).not.toMatchObject({ type: 'removePreference' });
    expect(parseIntent('my son used to hate peas but now he loves them')).not.toMatchObject({ type: 'removePreference' });
  });
});

describe("a household member's allergy ended, told with the household's meals let have it: the person's own rule ended", () => {
  it.each([
    ['my daughter grew out of her peanut allergy so we can have peanuts again', 'Peanut'],
    ['my wife isnt allergic to sesame anymore, we can have it again at home', 'Sesame'],
    ['my kid outgrew her milk allergy, dairy is back on the menu', 'Milk'],
  ])('%s', (text, value) => {
    expect(parseIntent(text)).toEqual(pref('removePreference', 'allergies', value));
  });

  it("the member's news alone is the member's rule ended (never the asker's own, never added)", () => {
    expect(parseIntent('our son got over his egg allergy')).toMatchObject({
      type: 'otherAccount',
      table: { type: 'memberRule', rule: 'allergy', value: 'egg', remove: true },
    });
    expect(parseIntent('sam has outgrown his sesame allergy')).toEqual({
      type: 'memberRule',
      who: { name: 'sam' },
      rule: 'allergy',
      value: 'sesame',
      remove: true,
    });
  });
});
