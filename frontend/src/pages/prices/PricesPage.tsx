import { Typography } from 'antd';
import { useCurrentUser } from '../../api/useCurrentUser';
import { YourPriceBook } from '../../components/prices/YourPriceBook';
import { LegalPage, type LegalSection } from '../legal/LegalPage';

const { Paragraph } = Typography;

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'where',
    title: 'Where the prices come from',
    body: (
      <>
        <Paragraph>
          Every price Forkcast shows says where it comes from, in a word beside it that links here. Most are estimates from public U.S.
          price data, not a store&apos;s shelf price: the U.S. Bureau of Labor Statistics&apos; average retail prices for U.S. cities (the
          month is shown, e.g. &quot;Nov 2023&quot;), and for fruit and vegetables the USDA Economic Research Service&apos;s average retail
          prices (the year is shown). Each ingredient in our catalogue cites the row its price comes from; hover over the word to read it.
        </Paragraph>
        <Paragraph>
          A recipe&apos;s cost per serving and a meal plan&apos;s estimated cost are made from the same rows and say so the same way. A
          recipe is priced by the gram of what it uses; a plan and a grocery list buy whole packages, so they cost a little more.
        </Paragraph>
      </>
    ),
  },
  {
    id: 'stores',
    title: 'Stores',
    body: (
      <Paragraph>
        No store publishes its prices to us by default. A store&apos;s estimated price is the U.S. average times a typical level for that
        kind of store — a planning assumption, shown on each line (&quot;× typical Costco level&quot;), not a measurement. Kroger is priced
        at the U.S. average.
      </Paragraph>
    ),
  },
  {
    id: 'kroger',
    title: 'Real prices at a Kroger store',
    body: (
      <Paragraph>
        When this server is set up with Kroger&apos;s public product API, a list for Kroger is priced at one real Kroger-family store&apos;s
        shelf prices, including its current promotions, and says so: &quot;Kroger prices at &lt;store&gt;, &lt;date&gt;&quot;. Prices are
        asked once per store and day. When Kroger does not answer (its rate limit, a timeout, refused credentials), the list keeps the
        estimates and says why at the top. Lines Kroger has no matching product for stay estimated and say so.
      </Paragraph>
    ),
  },
  {
    id: 'brands',
    title: 'Brands',
    body: (
      <Paragraph>
        A store brand is priced at the estimate, a national brand at the typical premium national brands carry over store brands (from
        published price surveys). For an item our catalogue does not know, the brand picker offers well-known brands by kind of item; their
        prices come from that item&apos;s own estimate, never from a fixed table, and say so, or say &quot;no estimate&quot;.
      </Paragraph>
    ),
  },
  {
    id: 'rough',
    title: 'Rough estimates',
    body: (
      <Paragraph>
        A food with no public price series of its own (a jar of a spice, a clamshell of a fresh herb, a tub of a dip) is priced by a written
        rule for what it is sold as, not by the pound of a raw commodity. Its line says &quot;rough estimate&quot;, and a list&apos;s total
        says how much of it is rough.
      </Paragraph>
    ),
  },
  {
    id: 'yours',
    title: 'Your prices',
    body: (
      <Paragraph>
        Type what you paid on any grocery line (&quot;What did you pay?&quot;). The line says &quot;your price&quot;, and Forkcast keeps it
        for that food at that store: your later lists, your plans&apos; costs and the planner&apos;s budget use it. A line you added without
        a price says &quot;no price&quot; and stays out of the total, which says how many such lines there are.
      </Paragraph>
    ),
  },
  {
    id: 'one-cost',
    title: 'One cost',
    body: (
      <Paragraph>
        A plan&apos;s cost card, its budget note, the dashboard and its grocery list show the same figure: once a plan has a list, the
        plan&apos;s cost is what its list buys for the plan&apos;s meals (whole packages, your pantry, your prices and brands). Lines you
        add by hand are in the list&apos;s total and said apart (&quot;plan food … + your own items …&quot;), not in the plan&apos;s cost.
      </Paragraph>
    ),
  },
  {
    id: 'unknown',
    title: 'Items our catalogue does not know',
    body: (
      <Paragraph>
        An item our catalogue does not know gets a rough estimate when its aisle can be told from the foods we do know with the same name
        (&quot;lacinato kale&quot; is in Produce because our kale is): the aisle&apos;s typical price per gram, or a typical package of the
        aisle when it is counted by the piece, the median of our catalogue&apos;s foods in that aisle. It is labelled &quot;rough
        estimate&quot;. When nothing we know shares its name (paper towels, a brand-name snack), it says &quot;no estimate&quot; and adds
        nothing to the total, rather than a made-up price.
      </Paragraph>
    ),
  },
  {
    id: 'limits',
    title: 'What is not modelled',
    body: (
      <>
        <Paragraph>
          Bulk discounts are not modelled: no published source gives prices per package size for our items, so a larger package costs the
          same per gram as a smaller one (Costco&apos;s typical level already stands for its club sizes). Sales, coupons, regional prices
          and taxes are not included, except the promotions of a Kroger store when its prices are used.
        </Paragraph>
        <Paragraph>
          Fruit and vegetable rows are a year old or more, and some items have no price row of their own and take the nearest one (spices
          are priced like ground coffee, fresh fish like beef steaks); each says so in its detail.
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

/** /prices for everyone: how estimated prices are made, and their limits, in plain words; a signed-in person's own prices first. */
export function PricesPage() {
  const user = useCurrentUser();
  return (
    <LegalPage
      title="How prices are estimated"
      lastUpdated={null}
      intro={
        <>
          <YourPriceBook signedIn={Boolean(user.data)} />
          <Paragraph>
            Forkcast estimates what a grocery list will cost so you can plan to a budget. Here is how, and what it cannot know.
          </Paragraph>
        </>
      }
      sections={SECTIONS}
    />
  );
}
