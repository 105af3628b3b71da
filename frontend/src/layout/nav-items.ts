/** The signed-in top navigation (spec §2, and the Pantry of issue #16), in order. */
export interface NavItem {
  key: string;
  label: string;
  to: string;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'dashboard', label: 'Dashboard', to: '/' },
  { key: 'meal-plans', label: 'Meal Plans', to: '/meal-plans' },
  { key: 'recipes', label: 'Recipes', to: '/recipes' },
  { key: 'grocery-lists', label: 'Grocery Lists', to: '/grocery-lists' },
  // not in the spec's list: what is at home (issue #16), after the list it keeps short
  { key: 'pantry', label: 'Pantry', to: '/pantry' },
];

/** Which link is current for a path: '/' and '/landing' are the dashboard; sub-paths count. */
export function activeNavKey(pathname: string): string | null {
  if (pathname === '/' || pathname === '/landing') return 'dashboard';
  const match = NAV_ITEMS.find((item) => item.to !== '/' && (pathname === item.to || pathname.startsWith(`${item.to}/`)));
  return match?.key ?? null;
}
