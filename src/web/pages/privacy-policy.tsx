import { Link } from 'react-router';
import { LegalPage, WriteTo, type LegalSection } from '../layout/legal-page';

const SECTIONS: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <>
        <p>
          Paphos Guide is an independent online guide to Paphos, Cyprus. It lists places, events, travel
          guides, weather and tours for visitors. In this policy, &quot;we&quot;, &quot;us&quot; and
          &quot;our&quot; mean the team that runs Paphos Guide, which is the controller of the personal data
          described here.
        </p>
        <p>
          We process personal data in line with the EU General Data Protection Regulation (GDPR) and the data
          protection law of the Republic of Cyprus. About anything in this policy,{' '}
          <WriteTo mailbox="privacy" />.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <>
        <p>We keep what we need to run the site and nothing more:</p>
        <ul>
          <li>
            <strong>Account details</strong> when you register: your email address, a password (stored only as
            a salted one-way hash, never in readable form), and your first and last name if you choose to give
            them.
          </li>
          <li>
            <strong>Your favourites</strong>: the places you save while logged in.
          </li>
          <li>
            <strong>Contact messages</strong>: the name, email address, subject and message you send through
            the contact form.
          </li>
          <li>
            <strong>Suggested edits</strong>: what you tell us is wrong about a place, your note, your email
            address if you give one, and the IP address it came from (so we can judge repeated reports).
          </li>
          <li>
            <strong>Technical data</strong>: your IP address and browser details, which our server sees with
            every request and uses briefly to limit abuse such as repeated login attempts.
          </li>
          <li>
            <strong>Usage statistics</strong>, only when analytics is switched on (see section 5).
          </li>
        </ul>
        <p>
          If you press &quot;Locate Me&quot;, your browser asks for permission and then shares your position
          with the page so it can show distances. That position is used in your browser only; it is not sent
          to or stored on our servers.
        </p>
      </>
    ),
  },
  {
    id: 'accounts-and-sign-in',
    title: 'Accounts and sign-in',
    body: (
      <>
        <p>
          Accounts use a third-party sign-in provider to authenticate users, alongside the email address and
          password you register with. When you sign in through that provider, it confirms your identity to us
          and shares only the basic profile details needed for your account, such as your name and email
          address. The provider handles your credentials under its own privacy policy.
        </p>
        <p>
          After you log in we set a session cookie so you stay signed in. Sessions end when you log out or
          after 30 days without renewal.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use your data and why',
    body: (
      <ul>
        <li>
          To provide your account and saved favourites, because you asked us to (performance of a contract).
        </li>
        <li>To answer your contact messages and check your suggested edits, because you asked us to.</li>
        <li>
          To keep the site secure and working, for example by limiting repeated login attempts (our legitimate
          interest in protecting the service and its users).
        </li>
        <li>To understand which pages are useful, only with analytics switched on (see section 5).</li>
      </ul>
    ),
  },
  {
    id: 'cookies-and-analytics',
    title: 'Cookies and analytics',
    body: (
      <p>
        We use one essential cookie for signed-in sessions and, when the site operator has configured it,
        Google Analytics to count visits. We do not sell your data or use it for advertising profiles. The{' '}
        <Link to="/cookie-policy">Cookie Policy</Link> lists everything we store in your browser.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>We never sell personal data. We share it only with:</p>
        <ul>
          <li>the hosting and database providers that run the site for us, under data processing terms;</li>
          <li>the third-party sign-in provider, when you use it to sign in;</li>
          <li>Google, for analytics, when it is switched on;</li>
          <li>authorities, where the law requires it.</li>
        </ul>
        <p>
          Links to tour operators and affiliate partners take you to their own websites. Once you are there,
          their privacy policies apply, not ours.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>Account details and favourites: for as long as your account is open.</li>
        <li>
          Deleting your account: delete it yourself on your{' '}
          <Link to="/account" className="font-semibold text-sea-700 underline underline-offset-4">
            account page
          </Link>{' '}
          and it is gone at once, with your favourites; or <WriteTo mailbox="privacy" /> and we will delete
          your account and favourites within 30 days. You can download your data from the same page.
        </li>
        <li>Contact messages: up to 12 months, so we can follow up on earlier conversations.</li>
        <li>
          Suggested edits: until we have decided on them, then 12 months, after which they are deleted
          automatically.
        </li>
        <li>Server logs: a few weeks at most.</li>
      </ul>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>
          You can ask to see the personal data we hold about you, to correct it, to delete it, to restrict or
          object to how we use it, and to receive a copy in a portable format. To ask for any of these,{' '}
          <WriteTo mailbox="privacy" />; we will answer within one month.
        </p>
        <p>
          If you think we have mishandled your data, you may complain to the Office of the Commissioner for
          Personal Data Protection in Cyprus, or to the data protection authority where you live.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Our services are not intended for children under 16, and we do not knowingly collect personal data
        from them. If you believe a child under 16 has created an account, tell us and we will delete it.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        The site is served over encrypted connections, passwords are hashed, and session cookies cannot be
        read by scripts on the page. No system is perfectly secure, but we work to keep your data safe and
        will tell you and the authorities promptly if a breach affects you.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes and governing law',
    body: (
      <p>
        When we change this policy we update the date at the top of this page, and for significant changes we
        will notify registered users by email. This policy is governed by the laws of the Republic of Cyprus.
        For legal questions, <WriteTo mailbox="legal" />.
      </p>
    ),
  },
];

/** /privacy-policy */
export function PrivacyPolicyPage() {
  return (
    <LegalPage
      path="/privacy-policy"
      summary={
        <p>
          This policy explains what personal data Paphos Guide collects when you browse, create an account or
          contact us, why we need it, and how you stay in control of it.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
