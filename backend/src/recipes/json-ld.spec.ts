import { decodeEntities, durationMinutes, recipeFromHtml, servingsFrom, stepsFrom } from './json-ld.js';

const page = (json: unknown, extra = '') =>
  `<!doctype html><html><head><title>x</title>${extra}<script type="application/ld+json">${JSON.stringify(json)}</script></head><body>hi</body></html>`;

describe('JSON-LD recipe reader', () => {
  it('reads a plain Recipe object', () => {
    const r = recipeFromHtml(
      page({
        '@context': 'https://schema.org',
        '@type': 'Recipe',
        name: 'Lemon &amp; Herb Chicken',
        description: '<p>Bright and quick.</p>',
        image: ['https://example.com/a.jpg', 'https://example.com/b.jpg'],
        recipeYield: ['4', '4 servings'],
        prepTime: 'PT10M',
        cookTime: 'PT25M',
        recipeIngredient: ['2 chicken breasts', '1 &frac12; tbsp olive oil', '1 lemon'],
        recipeInstructions: [
          { '@type': 'HowToStep', text: 'Heat the oil.' },
          { '@type': 'HowToStep', text: 'Cook the chicken.' },
        ],
        recipeCuisine: 'Mediterranean',
        recipeCategory: ['Dinner', 'Main course'],
        keywords: 'chicken, lemon, quick',
      }),
    );
    expect(r).toEqual({
      title: 'Lemon & Herb Chicken',
      summary: 'Bright and quick.',
      image: 'https://example.com/a.jpg',
      servings: 4,
      readyInMinutes: 35,
      ingredients: ['2 chicken breasts', '1 ½ tbsp olive oil', '1 lemon'],
      steps: ['Heat the oil.', 'Cook the chicken.'],
      cuisine: 'Mediterranean',
      categories: ['Dinner', 'Main course'],
      keywords: ['chicken', 'lemon', 'quick'],
      url: null,
    });
  });

  it('finds the Recipe inside an @graph, past other blocks, with sections and a typed array', () => {
    const html =
      page({ '@context': 'https://schema.org', '@type': 'WebSite', name: 'Site' }) +
      page({
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'Organization', name: 'Blog' },
          {
            '@type': ['Recipe', 'NewsArticle'],
            name: 'Pancakes',
            totalTime: 'PT1H5M',
            recipeYield: 'Makes 8 pancakes',
            image: { '@type': 'ImageObject', url: 'https://example.com/p.jpg' },
            recipeIngredient: ['1 cup flour'],
            recipeInstructions: [
              {
                '@type': 'HowToSection',
                name: 'Batter',
                itemListElement: [
                  { '@type': 'HowToStep', text: 'Mix.' },
                  { '@type': 'HowToStep', text: 'Rest.' },
                ],
              },
              { '@type': 'HowToStep', text: 'Fry.' },
            ],
          },
        ],
      });
    const r = recipeFromHtml(html)!;
    expect(r.title).toBe('Pancakes');
    expect(r.readyInMinutes).toBe(65);
    expect(r.servings).toBe(8);
    expect(r.image).toBe('https://example.com/p.jpg');
    expect(r.steps).toEqual(['Mix.', 'Rest.', 'Fry.']);
  });

  it('reads a top-level array and instructions given as one block of text', () => {
    const r = recipeFromHtml(
      page([
        { '@type': 'BreadcrumbList' },
        { '@type': 'Recipe', name: 'Soup', recipeIngredient: ['1 onion'], recipeInstructions: '1. Chop.<br>2. Simmer.' },
      ]),
    )!;
    expect(r.steps).toEqual(['Chop.', 'Simmer.']);
  });

  it('answers null when the page has no recipe or broken JSON', () => {
    expect(recipeFromHtml('<html><body>No data</body></html>')).toBeNull();
    expect(recipeFromHtml('<script type="application/ld+json">{not json</script>')).toBeNull();
    expect(recipeFromHtml(page({ '@type': 'Article', name: 'News' }))).toBeNull();
  });

  it('parses durations, yields, entities and step shapes', () => {
    expect(durationMinutes('PT1H30M')).toBe(90);
    expect(durationMinutes('P0DT0H45M')).toBe(45);
    expect(durationMinutes('45 minutes')).toBeNull();
    expect(servingsFrom(6)).toBe(6);
    expect(servingsFrom('serves 2-3')).toBe(2);
    expect(servingsFrom(undefined)).toBeNull();
    expect(decodeEntities('a &amp; b &#39;c&#x27; &frac14;')).toBe("a & b 'c' ¼");
    expect(stepsFrom(['Boil.', { text: 'Drain.' }])).toEqual(['Boil.', 'Drain.']);
  });
});
