import { Link, useSearchParams } from 'react-router';
import { HandHeart, Radio, Users } from 'lucide-react';
import { paths } from '@selah/contracts/paths';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Container, PageHeader } from '@/components/ui/page';
import { useTeam } from '@/features/site/api/get-team';
import { ContactCard } from '@/features/site/components/contact-card';
import { ContactForm } from '@/features/site/components/contact-form';
import { InitialsAvatar } from '@/features/site/components/initials-avatar';
import { NewsletterBox } from '@/features/site/components/newsletter-box';

const quickActions = [
  { icon: HandHeart, label: 'Share a prayer request', to: paths.community.getHref({ category: 'prayer' }) },
  { icon: Radio, label: 'Listen live', to: paths.home.getHref() },
  { icon: Users, label: 'Meet the team', to: paths.team.getHref() },
];

export default function ConnectPage() {
  const [params] = useSearchParams();
  const { data: team } = useTeam();
  return (
    <>
      <PageHeader
        eyebrow="Connect"
        title="We'd love to hear from you"
        lead="Send a prayer request, ask a question or tell us how God is moving in your life. A real person reads every message."
      />
      <Container className="grid gap-10 py-12 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="write" className="rounded-(--radius-card) border border-border bg-surface p-5 sm:p-8">
          <h2 id="write" className="mb-6 text-3xl font-semibold">
            Send us a message
          </h2>
          <ContactForm initialReason={params.get('reason') ?? undefined} />
        </section>
        <aside className="flex flex-col gap-6">
          <ContactCard />
          <Card>
            <CardHeader>
              <CardTitle>Quick actions</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-2">
              {quickActions.map(({ icon: Icon, label, to }) => (
                <Link
                  key={label}
                  to={to}
                  className="flex items-center gap-3 rounded-xl border border-border px-4 py-3 font-semibold hover:bg-muted"
                >
                  <Icon className="size-5 text-primary" aria-hidden="true" /> {label}
                </Link>
              ))}
            </CardContent>
          </Card>
          {team ? (
            <Card>
              <CardHeader>
                <CardTitle>Who will answer</CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="flex flex-col gap-4">
                  {team.slice(0, 3).map((m) => (
                    <li key={m.id} className="flex items-center gap-3">
                      <InitialsAvatar name={m.name} image={m.photo} className="size-12 text-base" />
                      <div>
                        <p className="font-semibold">{m.name}</p>
                        <p className="text-sm text-ink-soft">{m.role}</p>
                      </div>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          ) : null}
          <NewsletterBox />
        </aside>
      </Container>
    </>
  );
}
