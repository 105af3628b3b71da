/** What a plan's portion of a recipe comes to, from the recipe's per-serving figures. Pure. */

export interface PortionFigures {
  /** "×1.5" */
  times: string;
  calories: number;
  /** Grams, one decimal; null when the recipe has no protein figure. */
  protein: number | null;
  perServingCalories: number;
}

const trim = (n: number) => String(Math.round(n * 100) / 100);

export function portionFigures(servings: number, perServing: { calories: number; protein: number | null | undefined }): PortionFigures {
  return {
    times: `×${trim(servings)}`,
    calories: Math.round(perServing.calories * servings),
    protein: perServing.protein == null ? null : Math.round(perServing.protein * servings * 10) / 10,
    perServingCalories: Math.round(perServing.calories),
  };
}

/** "You eat ×1.5: 780 kcal · 42 g protein · per serving 520 kcal" */
export function portionLine(f: PortionFigures): string {
  return `You eat ${f.times}: ${f.calories} kcal${f.protein === null ? '' : ` · ${trim(f.protein)} g protein`} · per serving ${f.perServingCalories} kcal`;
}
