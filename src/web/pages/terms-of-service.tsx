import { Link } from 'react-router';
import { LegalPage, WriteTo, type LegalSection } from '../layout/legal-page';

const SECTIONS: LegalSection[] = [
  {
    id: 'agreement',
    title: 'Agreement to these terms',
    body: (
      <p>
        These terms apply to everyone who uses Paphos Guide, the website and its services. By using the site
        you agree to them. If you do not agree, please do not use the site.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who can use Paphos Guide',
    body: (
      <p>
        Our services are not intended for children under 16. You must be at least 16 years old to create an
        account. By registering you confirm that you meet this requirement.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <>
        <p>
          Accounts use a third-party sign-in provider to authenticate users, alongside the email address and
          password you register with. You are responsible for keeping your password private and for everything
          done through your account. If you suspect someone else is using it, <WriteTo mailbox="legal" />.
        </p>
        <p>
          You can ask us to close your account at any time: <WriteTo mailbox="privacy" />. We delete the
          account and its saved favourites within 30 days of your request. We may suspend or close accounts
          that break these terms.
        </p>
      </>
    ),
  },
  {
    id: 'content',
    title: 'Information on the site',
    body: (
      <>
        <p>
          We work hard to keep listings, opening details, events and guides accurate, but places change, close
          or move, and events are rescheduled. Everything on Paphos Guide is offered for general information
          only. Please check important details, such as opening hours, prices and accessibility, with the
          venue before you travel.
        </p>
        <p>
          Some place data comes from a maps places API; ratings come from it where it is connected, and the
          guide's own ratings are sample figures, marked as such. Some descriptions and guides are written
          with AI or composed automatically from our place data; each such text says so on its page, and says
          when our editors have checked it. Weather information is indicative and should not be relied on for
          safety decisions at sea or in the mountains.
        </p>
      </>
    ),
  },
  {
    id: 'third-parties',
    title: 'Tours, bookings and affiliate links',
    body: (
      <p>
        Tours, activities and some banner adverts link to third-party providers. When you book through them,
        your contract is with that provider and their terms apply. We may earn a commission on bookings made
        through these links, at no extra cost to you; this helps keep the guide free. We are not responsible
        for the products, prices or service of third parties.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>When using the site you agree not to:</p>
        <ul>
          <li>break the law or infringe anyone else&apos;s rights;</li>
          <li>send spam, abusive or misleading messages through the contact form;</li>
          <li>try to access accounts, data or admin areas that are not yours;</li>
          <li>
            scrape, overload or disrupt the site, or get round its rate limits and other security measures.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual property',
    body: (
      <p>
        The text, design, logo and guides on Paphos Guide belong to us or our licensors. You may view and
        share links to our pages for personal, non-commercial use. Photos and data from third parties remain
        the property of their owners.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    body: (
      <p>
        The site is provided &quot;as is&quot;. To the extent the law allows, we are not liable for any loss
        arising from your use of the site or your reliance on its information, including visits, bookings or
        purchases made with third parties. Nothing in these terms limits liability that cannot be limited by
        law, or your statutory rights as a consumer.
      </p>
    ),
  },
  {
    id: 'privacy',
    title: 'Privacy',
    body: (
      <p>
        How we handle personal data is described in our <Link to="/privacy-policy">Privacy Policy</Link> and{' '}
        <Link to="/cookie-policy">Cookie Policy</Link>.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Changes and governing law',
    body: (
      <>
        <p>
          We may update these terms from time to time; the date at the top shows the latest version, and
          continuing to use the site after a change means you accept it.
        </p>
        <p>
          These terms are governed by the laws of the Republic of Cyprus, and the courts of Cyprus have
          jurisdiction over any dispute, without affecting any mandatory consumer protection you enjoy where
          you live. For questions about these terms, <WriteTo mailbox="legal" />.
        </p>
      </>
    ),
  },
];

/** /terms-of-service */
export function TermsOfServicePage() {
  return (
    <LegalPage
      path="/terms-of-service"
      summary={
        <p>
          The ground rules for using Paphos Guide: what you can expect from us, what we ask of you, and how
          bookings with tour providers work.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
