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
  pregnancy:
    'I can\'t give advice for pregnancy or breastfeeding — please ask your doctor, midwife or a registered dietitian. If they name foods to avoid, I can keep them out of your plans ("add raw fish to my dislikes").',
  condition:
    "I can't give medical advice about a health condition — please ask your doctor or a registered dietitian. When they tell you what to eat, I can set your calorie goal, diet and foods to keep out.",
  weightLoss:
    'I can\'t advise on how fast or how much weight to lose — that is for your doctor or a registered dietitian. If they give you a daily calorie goal, tell me ("set my calorie goal to 1800") and new plans will aim for it.',
  lowCalories: `I can't say whether eating that little is safe — please ask your doctor or a registered dietitian. Forkcast plans days of at least ${CALORIE_GOAL_MIN.toLocaleString('en-US')} kcal.`,
};

export const medicalReply = (topic: MedicalTopic) => `${MEDICAL_REPLIES[topic]} ${NOTHING_CHANGED}`;

export const otherAccountReply = (who: string) =>
  `I can only see and change your own account, so I changed nothing for ${who}. If you cook for them too, say it about your own plan — for example "add peanuts to my allergies" — and your plans will keep to it.`;

export const offTopicReply = (topic: string) =>
  `Sorry, I can't help with ${topic} — I'm Forkcast's assistant and only know your meal plan, recipes, grocery list and preferences. Try "what's for dinner tonight?", "add milk to my list" or "swap Friday dinner for something vegetarian".`;

export const NOTHING_TO_READ = `I couldn't tell what you meant: markup and control characters are never read or stored, and without them nothing names a food or a change. ${NOTHING_CHANGED} What would you like to do? For example "add milk to my list".`;
