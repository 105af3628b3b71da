import { loadCatalog } from './catalog.js';
import { catalogueEstimate, estimateProvenance, priceProvenance, pricePeriod, storeLevel } from './price-provenance.js';

const bySlug = new Map(loadCatalog().map((i) => [i.slug, i]));

describe('where an estimated price comes from', () => {
  it('names the public row and its period, and the store level computed from the catalogue prices', () => {
    const flour = bySlug.get('all-purpose-flour')!;
    expect(pricePeriod(flour.source.price)).toBe('Nov 2023');
    expect(storeLevel(flour, 'costco')).toBe(0.8);
    expect(storeLevel(flour, 'whole-foods')).toBe(1.3);
    expect(priceProvenance(flour, 'costco', 'Costco')).toEqual({
      kind: 'estimate',
      label: 'estimate: U.S. average prices, Nov 2023, × typical Costco level (0.80)',
      detail: `${flour.source.priceWords}; × typical Costco level (0.80)`,
    });
    // words only: the raw row (series code, file name) stays in the data file for auditors
    expect(priceProvenance(flour, 'kroger', 'Kroger').detail).toBe(
      'the U.S. average price of all purpose white flour, Nov 2023 (Bureau of Labor Statistics)',
    );
    // Kroger is priced at the U.S. average: no level to state
    expect(priceProvenance(flour, 'kroger', 'Kroger').label).toBe('estimate: U.S. average prices, Nov 2023');
  });

  it('no provenance the API sends shows a record number, file name or series code; a food priced by a rule says so', () => {
    for (const entry of loadCatalog()) {
      const said = priceProvenance(entry, 'costco', 'Costco');
      expect([entry.slug, `${said.label} ${said.detail ?? ''}`]).not.toEqual([
        entry.slug,
        expect.stringMatching(/APU\d|\.csv|\bSR28\b|\b\d{5}\b|Prices_\d/),
      ]);
    }
    const basil = priceProvenance(bySlug.get('basil')!, 'kroger', 'Kroger');
    expect(basil.label).toBe('rough estimate: a clamshell of a fresh herb');
    expect(basil.detail).toMatch(/^rough estimate: a clamshell of a fresh herb/);
  });

  it('an ERS row says its year; an item the catalogue does not price has no estimate', () => {
    const onion = bySlug.get('onion')!;
    expect(priceProvenance(onion, 'safeway', 'Safeway').label).toMatch(
      /^estimate: U.S. average prices, (20\d\d|\w{3} 20\d\d), × typical Safeway level \(1\.10\)$/,
    );
    expect(priceProvenance(null, 'kroger', 'Kroger')).toEqual({ kind: 'none', label: 'no estimate', detail: null });
    expect(priceProvenance(bySlug.get('water')!, 'kroger', 'Kroger').kind).toBe('none');
  });

  it('a series carried forward is priced at the month it was carried to, not the month of a premium factor further on', () => {
    // olive oil: BLS margarine (2019-10) carried to 2023-11, times a premium measured in 2005-10
    expect(pricePeriod(bySlug.get('olive-oil')!.source.price)).toBe('Nov 2023');
  });

  it("an estimate over many ingredients names every period and the store's typical level (a recipe's cost, a plan's)", () => {
    const flour = bySlug.get('all-purpose-flour')!;
    const onion = bySlug.get('onion')!;
    const both = estimateProvenance([flour, onion], 'costco', 'Costco');
    expect(both.label).toMatch(/^estimate: U\.S\. average prices, Nov 2023 and 20\d\d, × typical Costco level \(0\.80\)$/);
    expect(both.detail).toMatch(/^2 ingredients priced from public rows: 1 from BLS average prices/);
    expect(estimateProvenance([bySlug.get('water')!], 'kroger', 'Kroger').kind).toBe('none');
    expect(catalogueEstimate('kroger').label).toBe('estimate: U.S. average prices, Nov 2023 and 2022');
  });
});
