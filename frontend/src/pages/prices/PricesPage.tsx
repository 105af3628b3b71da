import { Typography } from 'antd';
import { LegalPage, type LegalSection } from '../legal/LegalPage';

const { Paragraph } = Typography;

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'where',
    title: 'Where the prices come from',
    body: (
      <Paragraph>
        Every price Forkcast shows is an estimate from public U.S. price data, not a store&apos;s shelf price: the U.S. Bureau of Labor
        Statistics&apos; average retail prices for U.S. cities (the month is shown beside each price), and for fruit and vegetables the
        USDA Economic Research Service&apos;s average retail prices (the year is shown). Each ingredient in our catalogue cites the row its
        price comes from; the grocery list shows it in a word beside each line.
      </Paragraph>
    ),
  },
  {
    id: 'stores',
    title: 'Stores',
    body: (
      <Paragraph>
        No store publishes its prices to us. A store&apos;s price is the U.S. average times a typical level for that kind of store — a
        planning assumption, shown on each line (&quot;× typical Costco level&quot;), not a measurement. Kroger is priced at the U.S.
        average. Brand choices are priced the same way: a store brand at the estimate, a national brand at a typical premium over it.
      </Paragraph>
    ),
  },
  {
    id: 'limits',
    title: 'What is not modelled',
    body: (
      <>
        <Paragraph>
          Bulk discounts are not modelled: a larger package costs the same per gram as a smaller one. Sales, coupons, regional prices and
          taxes are not included.
        </Paragraph>
        <Paragraph>
          An item our catalogue does not know (paper towels, a brand-name snack) has no estimate: its line says &quot;no estimate&quot; and
          counts nothing in the total, rather than showing a made-up price.
        </Paragraph>
      </>
    ),
  },
  {
    id: 'use',
    title: 'How to use them',
    body: (
      <Paragraph>
        Use the totals to plan a week and compare options, and expect the till to differ. When you know a better price, choose a brand and
        price on the line: the list&apos;s total follows.
      </Paragraph>
    ),
  },
];

/** /prices for everyone: how estimated prices are made, and their limits, in plain words. */
export function PricesPage() {
  return (
    <LegalPage
      title="How prices are estimated"
      lastUpdated={null}
      intro={<Paragraph>Forkcast estimates what a grocery list will cost so you can plan to a budget. Here is how, and what it cannot know.</Paragraph>}
      sections={SECTIONS}
    />
  );
}
