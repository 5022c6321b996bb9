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
import { useT, type MessageId } from '@/i18n/t';

const quickActions: Array<{ icon: typeof HandHeart; label: MessageId; to: string }> = [
  { icon: HandHeart, label: 'site.connect.sharePrayer', to: paths.community.getHref({ category: 'prayer' }) },
  { icon: Radio, label: 'site.listenLive', to: paths.home.getHref() },
  { icon: Users, label: 'site.connect.meetTeam', to: paths.team.getHref() },
];

export default function ConnectPage() {
  const t = useT();
  const [params] = useSearchParams();
  const { data: team } = useTeam();
  return (
    <>
      <PageHeader eyebrow={t('site.connect.eyebrow')} title={t('site.connect.title')} lead={t('site.connect.lead')} />
      <Container className="grid gap-10 py-12 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="write" className="rounded-(--radius-card) border border-border bg-surface p-5 sm:p-8">
          <h2 id="write" className="mb-6 text-3xl font-semibold">
            {t('site.connect.write')}
          </h2>
          <ContactForm initialReason={params.get('reason') ?? undefined} />
        </section>
        <aside className="flex flex-col gap-6">
          <ContactCard />
          <Card>
            <CardHeader>
              <CardTitle>{t('site.connect.quickActions')}</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-2">
              {quickActions.map(({ icon: Icon, label, to }) => (
                <Link
                  key={label}
                  to={to}
                  className="flex items-center gap-3 rounded-xl border border-border px-4 py-3 font-semibold hover:bg-muted"
                >
                  <Icon className="size-5 text-primary" aria-hidden="true" /> {t(label)}
                </Link>
              ))}
            </CardContent>
          </Card>
          {team ? (
            <Card>
              <CardHeader>
                <CardTitle>{t('site.connect.whoAnswers')}</CardTitle>
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
