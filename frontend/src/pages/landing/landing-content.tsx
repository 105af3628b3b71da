import { BookOutlined, CalendarOutlined, CarOutlined, RobotOutlined, ShoppingCartOutlined, WalletOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';

export interface Feature {
  key: string;
  icon: ReactNode;
  title: string;
  text: string;
  /** Claimed only when the installation has it (GET /api/config): delivery needs a partner configured. */
  needs?: 'delivery-partner';
}

/** The six features of spec §1, in order; a feature with `needs` is shown only where the installation does it. */
export const FEATURES: readonly Feature[] = [
  {
    key: 'ai-planning',
    icon: <RobotOutlined />,
    title: 'AI meal planning',
    text: 'A full week of breakfasts, lunches and dinners built around your diet, allergies, dislikes and calorie goal.',
  },
  {
    key: 'real-recipes',
    icon: <BookOutlined />,
    title: 'Real recipes',
    text: 'Step-by-step instructions, ingredient lists and nutrition for every meal, with favourites one tap away.',
  },
  {
    key: 'grocery-lists',
    icon: <ShoppingCartOutlined />,
    title: 'Smart grocery lists',
    text: 'One list for the whole week: ingredients merged, grouped by aisle and priced before you shop.',
  },
  {
    key: 'delivery',
    icon: <CarOutlined />,
    title: 'Grocery delivery integration',
    text: 'Send your list to a grocery delivery partner and have the week’s food brought to your door.',
    needs: 'delivery-partner',
  },
  {
    key: 'budget',
    icon: <WalletOutlined />,
    title: 'Budget optimization',
    text: 'Set a weekly budget and compare store and name brands, so eating well never means overspending.',
  },
  {
    key: 'calendar',
    icon: <CalendarOutlined />,
    title: 'Calendar sync',
    text: 'Export your plan to the calendar you already use and always know what’s for dinner.',
  },
];

export const STEPS: readonly { title: string; text: string }[] = [
  { title: 'Tell us how you eat', text: 'Diet, allergies, foods you avoid, your calorie goal and your weekly budget.' },
  // The swap claim says what a plan slot's Swap action does: alternatives that keep the day within its targets.
  { title: 'Get your week', text: 'Forkcast plans 21 meals that fit. Swap a meal for alternatives that keep the day within its targets.' },
  { title: 'Shop once', text: 'Your grocery list is ready with prices and brands; check items off as you go.' },
];

/** The features this installation does: delivery only when a partner is configured. */
export function featuresFor(config: { deliveryPartner: string | null } | undefined): readonly Feature[] {
  return FEATURES.filter((f) => f.needs !== 'delivery-partner' || Boolean(config?.deliveryPartner));
}
