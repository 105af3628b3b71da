import { Typography } from 'antd';
import { LegalPage, type LegalSection } from './LegalPage';

const { Paragraph } = Typography;

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'use',
    title: 'Using Forkcast',
    body: (
      <>
        <Paragraph>
          Forkcast helps you plan meals, discover recipes and build grocery lists. It is offered to individual people for their own
          personal, non-commercial use. By creating an account or using the service you agree to these terms; if you do not agree, please do
          not use Forkcast.
        </Paragraph>
        <Paragraph>
          Please use Forkcast lawfully and considerately. Do not try to break, overload or get around the security of the service, access
          other people’s data, scrape it in bulk, or use it to build a competing product.
        </Paragraph>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <>
        <Paragraph>
          You need an account to save meal plans, recipes, preferences and grocery lists. Give accurate information when you sign up and
          keep your password or sign-in method to yourself: you are responsible for what happens under your account. Tell us promptly if you
          think someone else has used it.
        </Paragraph>
        <Paragraph>
          You must be at least 16 years old to use Forkcast. You can stop using the service and ask us to delete your account at any time.
          We may suspend or close accounts that break these terms or put the service or other people at risk.
        </Paragraph>
      </>
    ),
  },
  {
    id: 'third-parties',
    title: 'Third-party services',
    body: (
      <>
        <Paragraph>
          Some features rely on services run by other companies: a grocery delivery service (to price items and pass your list on for
          delivery), a recipe data service (for recipes, ingredients and nutrition), a calendar service (when you add a plan to your
          calendar), an AI service (for plan suggestions, search and the chat assistant) and the hosted sign-in provider (which handles your
          account credentials).
        </Paragraph>
        <Paragraph>
          Those services have their own terms and privacy policies, which apply when you use them through Forkcast. We choose them carefully
          but we do not control them and are not responsible for their availability, content, prices or the orders you place with them.
        </Paragraph>
      </>
    ),
  },
  {
    id: 'health',
    title: 'Health and nutrition disclaimer',
    body: (
      <>
        <Paragraph>
          Forkcast gives general information about food and nutrition. It is not medical advice and does not replace a doctor, registered
          dietitian or other qualified professional. Calorie counts, nutrients and prices are estimates and may be incomplete or out of
          date.
        </Paragraph>
        <Paragraph>
          You know your body best. Always read ingredient labels, especially if you have allergies or intolerances, and speak to a health
          professional before making significant changes to your diet, or if you are pregnant, managing a medical condition or have special
          dietary needs. AI-generated suggestions can be wrong: check them before you rely on them.
        </Paragraph>
      </>
    ),
  },
  {
    id: 'payments',
    title: 'Payments',
    body: (
      <Paragraph>
        Forkcast’s planning features are currently free. Groceries you order through a delivery partner are bought from that partner, on its
        terms and at its prices, which may differ from the estimates shown in Forkcast. If we ever introduce paid features, we will tell you
        the price and terms clearly before you are charged, and you will only pay if you choose to.
      </Paragraph>
    ),
  },
  {
    id: 'ip',
    title: 'Intellectual property',
    body: (
      <>
        <Paragraph>
          The Forkcast name, logo and design belong to us, and the Forkcast software is published under an open-source license whose terms
          apply to the code. Recipes and data from third-party services belong to their owners and are shown to you for personal use.
        </Paragraph>
        <Paragraph>
          Content you add, such as your own plans and notes, stays yours. You give us permission to store and process it only as needed to
          run Forkcast for you.
        </Paragraph>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <>
        <Paragraph>
          We work hard to keep Forkcast useful and available, but it is provided “as is” and “as available”, without warranties of any kind,
          to the fullest extent the law allows. We do not promise that it will be uninterrupted, error-free or that its estimates will be
          accurate.
        </Paragraph>
        <Paragraph>
          To the extent permitted by law, Forkcast is not liable for indirect, incidental or consequential losses, or for losses arising
          from third-party services, from food you prepare or buy, or from reliance on nutritional or price information. Nothing in these
          terms limits rights you have under consumer law that cannot be limited.
        </Paragraph>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <Paragraph>
        We may update these terms as Forkcast grows. When we make a meaningful change we will update the date at the top of this page and,
        where appropriate, let you know in the app. If you keep using Forkcast after a change takes effect, the updated terms apply; if you
        do not agree with them, you can stop using the service and delete your account.
      </Paragraph>
    ),
  },
  {
    id: 'law',
    title: 'Governing law',
    body: (
      <Paragraph>
        These terms are governed by the laws of the United States and of the state in which Forkcast’s operator is established, without
        regard to conflict-of-law rules. Any dispute will be handled by the competent courts there, unless the consumer law of your place of
        residence gives you the right to bring it elsewhere.
      </Paragraph>
    ),
  },
];

/** /terms for everyone (spec §2). */
export function TermsPage() {
  return (
    <LegalPage
      title="Terms & Conditions"
      intro={
        <Paragraph>
          These terms explain the rules for using Forkcast, what you can expect from us and what we expect from you. We have tried to keep
          them short and readable.
        </Paragraph>
      }
      sections={SECTIONS}
    />
  );
}
