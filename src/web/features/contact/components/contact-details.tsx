import { Clock, Compass, Mail, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

/**
 * 'Other ways to reach us': the operator's email address (none when the settings give none: the form is
 * the way to write then), where we are, response times and good reasons to write.
 */
export function ContactDetails({ email }: { email: string | null }) {
  return (
    <aside aria-label="Other ways to reach us" className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="text-lg">
            Contact information
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-5">
            {email && (
              <InfoItem icon={<Mail aria-hidden="true" />} title="Email">
                <a
                  href={`mailto:${email}`}
                  className="break-words font-semibold text-sea-700 underline-offset-4 hover:underline"
                >
                  {email}
                </a>
              </InfoItem>
            )}
            <InfoItem icon={<MapPin aria-hidden="true" />} title="Based in">
              Paphos, Republic of Cyprus
            </InfoItem>
            <InfoItem icon={<Clock aria-hidden="true" />} title="Response time">
              Within 24-48 hours, Monday to Friday
            </InfoItem>
          </ul>
        </CardContent>
      </Card>

      <Card className="bg-sea-50">
        <CardHeader>
          <CardTitle as="h2" className="text-lg">
            Good reasons to write
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid list-disc gap-2 pl-5 text-sm text-foreground marker:text-sea-600">
            <li>A place has closed, moved or changed its hours</li>
            <li>You run a business in Paphos and want it listed</li>
            <li>A guide could be clearer or is missing something</li>
            <li>Questions about your account or your data</li>
          </ul>
          <p className="mt-4 text-sm text-muted-foreground">
            Looking for somewhere to go first?{' '}
            <Link
              to="/places"
              className="inline-flex items-center gap-1 font-semibold text-sea-700 underline-offset-4 hover:underline"
            >
              <Compass className="size-4" aria-hidden="true" />
              Browse all places
            </Link>
          </p>
        </CardContent>
      </Card>
    </aside>
  );
}

function InfoItem({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-sea-50 text-sea-700 [&_svg]:size-5">
        {icon}
      </span>
      <span className="grid gap-0.5 text-sm">
        <span className="font-semibold text-foreground">{title}</span>
        <span className="text-muted-foreground">{children}</span>
      </span>
    </li>
  );
}
