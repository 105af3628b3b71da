/**
 * What the assistant says at its limits, the same from either engine: no verdict on a health question
 * (who to ask instead), nothing done on another person's account, a subject outside food planning
 * declined with what it can do. Pure.
 */
import { CALORIE_GOAL_MIN } from '../../../preferences/preferences.dto.js';
import type { MedicalTopic } from './limits.js';

export const NOTHING_CHANGED = 'I changed nothing.';

const MEDICAL_REPLIES: Record<MedicalTopic, string> = {
  fasting:
    "I can't advise on fasting or say whether it is safe for you — please ask your doctor or a registered dietitian before you try it.",
  medication: "I can't advise on medicines or how they mix with food — please ask your doctor or pharmacist.",
  symptom:
    'I can\'t tell what a symptom or a reaction means or what to do about it — please ask your doctor or pharmacist, and if it is severe (swelling of the lips or throat, trouble breathing, feeling faint) call emergency services now. If a food seems to cause it, I can keep it out of your plans ("add shrimp to my allergies").',
  supplement:
    "I can't advise on supplements, vitamins or powders — whether you need one and how much to take is a question for your doctor, pharmacist or a registered dietitian.",
  advice:
    "I can't give health or medical advice — please ask your doctor, a registered dietitian or your pharmacist. When they give you a figure (a calorie goal, foods to avoid), I can set it for your plans.",
  pregnancy:
    'I can\'t give advice for pregnancy or breastfeeding — please ask your doctor, midwife or a registered dietitian. If they name foods to avoid, I can keep them out of your plans ("add raw fish to my dislikes").',
  condition:
    "I can't give medical advice about a health condition — please ask your doctor or a registered dietitian. When they tell you what to eat, I can set your calorie goal, diet and foods to keep out.",
  weightLoss:
    'I can\'t advise on how fast or how much weight to lose — that is for your doctor or a registered dietitian. If they give you a daily calorie goal, tell me ("set my calorie goal to 1800") and new plans will aim for it.',
  infant:
    "I can't advise on what a baby or small child may eat, or when to start a food — please ask your pediatrician or health visitor, especially before a food that is a common allergen (peanuts, eggs, honey for under-ones).",
  lowCalories: `I can't say whether eating that little is safe — please ask your doctor or a registered dietitian. Forkcast plans days of at least ${CALORIE_GOAL_MIN.toLocaleString('en-US')} kcal.`,
};

export const medicalReply = (topic: MedicalTopic) => `${MEDICAL_REPLIES[topic]} ${NOTHING_CHANGED}`;

/** Said after a figure of the plan asked beside a health condition: the figure is the plan's, the judgement is not ours. */
export const FIGURE_ONLY =
  "That is the plan's own figure — I can't say what it means for a health condition; please ask your doctor or a registered dietitian.";

/** What a plan can do for a goal said with no figure: asked, the choices named. */
const GOAL_QUESTION =
  'Would you like me to set a daily calorie goal for your plans (for example "set my calorie goal to 1800"), aim for more protein, or keep to a diet such as vegetarian?';

/** "i want to lose weight" (not how fast or how much): no advice, and asked what the plans should aim for. */
export const weightWishReply = () =>
  `I can't advise on losing weight itself — that is for your doctor or a registered dietitian. ${NOTHING_CHANGED} ${GOAL_QUESTION}`;

/** "i want to eat better": asked what that means for the plans. */
export const vagueGoalReply = () => `I can help your plans with that, but not with health advice. ${NOTHING_CHANGED} ${GOAL_QUESTION}`;

/** "add some veggies": a kind of food, not a food; asked which. */
export const foodKindReply = (word: string, kind: string, examples: string[]) =>
  `"${word}" is a kind of food, so I can't tell what to put on your list. ${NOTHING_CHANGED} Which ${kind} should I add: ${examples.join(', ')} or something else?`;

/** "wipe my whole list": never done at once from the chat; asked which lines. */
export const WIPE_LIST_REPLY = `I can't clear your whole grocery list at once from the chat — the Grocery Lists page can, or I can take lines off one by one. ${NOTHING_CHANGED} Which items should I take off?`;

export const otherAccountReply = (who: string) =>
  `I can only see and change your own account, so I changed nothing for ${who}. If you cook for them too, say it about your own plan — for example "add peanuts to my allergies" — and your plans will keep to it.`;

/** Someone named who is not in the person's household: their meals are not the person's to read. */
export const namedPersonReply = (who: string) =>
  who.startsWith('your ')
    ? `I can't see what ${who} eats: I only know your own plan and your household's, and your household has no one else in it. ${NOTHING_CHANGED}`
    : `I can't see what ${cap(who)} eats: I only know your own plan and your household's, and no one called ${cap(who)} is in your household. ${NOTHING_CHANGED}`;

const cap = (s: string) => s[0].toUpperCase() + s.slice(1);

const TRY = 'Try "what\'s for dinner tonight?", "add milk to my list" or "swap Friday dinner for something vegetarian".';

export const offTopicReply = (topic: string) =>
  topic === 'small talk'
    ? `Thanks for asking! I'm Forkcast's meal-planning assistant, so I can't chat about much else — I can only help with your meal plan, recipes, grocery list and preferences. ${TRY}`
    : `Sorry, I can't help with ${topic} — I'm Forkcast's assistant and can only help with your meal plan, recipes, grocery list and preferences. ${TRY}`;

export const NOTHING_TO_READ = `I couldn't tell what you meant: markup, code and control characters are never read or stored, and without them nothing names a food or a change. ${NOTHING_CHANGED} What would you like to do — for example "add milk to my list"?`;
