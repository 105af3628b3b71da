/**
 * The offline store directory: the spec's five chains near a demo ZIP (94103, San Francisco), so
 * the Grocery Lists screen has stores to show with no partner configured. Written by us for the
 * demo; not live data.
 */
import type { PartnerStore } from './delivery-partner.js';

export const DEMO_ZIP_CODE = '94103';

const DIRECTORY: Readonly<Record<string, readonly PartnerStore[]>> = {
  [DEMO_ZIP_CODE]: [
    {
      id: 'whole-foods-94103',
      name: 'Whole Foods Market',
      chain: 'whole-foods',
      address: '399 4th St, San Francisco, CA 94107',
      logoUrl: null,
    },
    { id: 'safeway-94103', name: 'Safeway', chain: 'safeway', address: '298 King St, San Francisco, CA 94107', logoUrl: null },
    { id: 'kroger-94103', name: 'Kroger (delivery only in this area)', chain: 'kroger', address: null, logoUrl: null },
    { id: 'trader-joes-94103', name: "Trader Joe's", chain: 'trader-joes', address: '555 9th St, San Francisco, CA 94103', logoUrl: null },
    { id: 'costco-94103', name: 'Costco', chain: 'costco', address: '450 10th St, San Francisco, CA 94103', logoUrl: null },
  ],
};

/** Stores of the directory for a ZIP code (the five-digit part); none outside the demo area. */
export function directoryStores(zipCode: string): PartnerStore[] {
  return [...(DIRECTORY[zipCode.slice(0, 5)] ?? [])];
}

/** Which of the spec's five chains a retailer name is, if any. */
export function chainOf(name: string): string | null {
  const n = name.toLowerCase();
  if (n.includes('whole foods')) return 'whole-foods';
  if (n.includes('safeway')) return 'safeway';
  if (n.includes('kroger')) return 'kroger';
  if (n.includes('trader joe')) return 'trader-joes';
  if (n.includes('costco')) return 'costco';
  return null;
}
