import { Typography } from 'antd';
import { LegalPage, type LegalSection } from './LegalPage';

const { Paragraph } = Typography;

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'data-collected',
    title: 'Information we collect',
    body: (
      <>
        <Paragraph>
          <strong>Account information.</strong> Your email address and, if you give them, your first and last name and profile picture.
          Passwords are never stored in readable form; if you sign in through the hosted sign-in provider, it handles your credentials.
        </Paragraph>
        <Paragraph>
          <strong>Your preferences.</strong> Dietary restrictions, allergies and intolerances, disliked ingredients, calorie goal, weekly
          budget and preferred store, together with the meal plans, favourite recipes and grocery lists you create.
        </Paragraph>
        <Paragraph>
          <strong>Usage information.</strong> Basic technical records such as pages visited, features used, device and browser type, and
          error logs, which help us keep the service secure and working well.
        </Paragraph>
        <Paragraph>
          <strong>Information from third parties.</strong> Data returned by the services we connect to, such as recipe and nutrition
          details, product prices and availability from a grocery delivery service, and your basic profile from the hosted sign-in provider.
        </Paragraph>
      </>
    ),
  },
  {
    id: 'use',
    title: 'How we use your information',
    body: (
      <Paragraph>
        We use your information to run Forkcast for you: to create meal plans that respect your diet, allergies and budget, to suggest
        recipes, to build and price grocery lists, to answer you in the chat assistant, to sync plans to your calendar when you ask, to keep
        your account secure, and to understand and fix problems. We do not use your allergy or health-related preferences for anything other
        than planning your meals.
      </Paragraph>
    ),
  },
  {
    id: 'sharing',
    title: 'How we share information',
    body: (
      <>
        <Paragraph>
          <strong>We never sell your data to advertisers or anyone else.</strong> We share only what a feature needs, when you use it: for
          example your grocery list with a grocery delivery service when you send an order, meal details with a calendar service when you
          export a plan, or the text of a question with an AI service so the assistant can answer.
        </Paragraph>
        <Paragraph>
          We also use service providers that host and operate Forkcast on our behalf under contracts that protect your data, and we may
          disclose information when the law requires it or to protect people’s safety and rights.
        </Paragraph>
      </>
    ),
  },
  {
    id: 'storage',
    title: 'Storage and security',
    body: (
      <Paragraph>
        Your data is stored on secured servers, protected in transit with encryption, and only accessible to the people and systems that
        need it to run the service. We keep it while your account is open and delete it within a reasonable time after you delete your
        account, except for records we must keep by law. No system is perfectly secure, but we take care to protect your information and
        will tell you if a breach affects you.
      </Paragraph>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights and choices',
    body: (
      <Paragraph>
        You can see and change your preferences in the app at any time. You can ask us for a copy of your data, to correct it, or to delete
        your account and everything in it. Depending on where you live you may have further rights, such as objecting to certain processing
        or complaining to a data protection authority. Contact us and we will respond promptly.
      </Paragraph>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <Paragraph>
        Forkcast uses a small number of essential cookies and similar storage to keep you signed in and to remember your settings, and the
        app caches its own files in your browser so it loads quickly. We do not use advertising or cross-site tracking cookies. Blocking
        essential cookies will stop sign-in from working.
      </Paragraph>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <Paragraph>
        Forkcast is not intended for anyone under 16, and we do not knowingly collect information from children under 16. If you believe a
        child has given us personal information, please contact us and we will delete it.
      </Paragraph>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <Paragraph>
        Questions about this policy or your data? Write to us at privacy@forkcast.app and we will get back to you. If we change this policy
        in a meaningful way, we will update the date at the top of this page and let you know in the app.
      </Paragraph>
    ),
  },
];

/** /privacy for everyone (spec §2). */
export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <Paragraph>
          Your privacy matters to us. This policy explains what information Forkcast collects, why we collect it, how we look after it and
          the choices you have.
        </Paragraph>
      }
      sections={SECTIONS}
    />
  );
}
