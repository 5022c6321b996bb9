import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Mail, MapPin, Phone, Radio } from 'lucide-react';
import type { TeamMember } from '@selah/contracts/site-content';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { InitialsAvatar } from './initials-avatar';
import { useT } from '@/i18n/t';

/** `actions`: what the page adds beside the card's buttons (following the host, composed in app/routes/team). */
export function TeamMemberDialog({
  member,
  onClose,
  actions,
}: {
  member: TeamMember | null;
  onClose: () => void;
  actions?: (member: TeamMember) => ReactNode;
}) {
  const t = useT();
  return (
    <Dialog open={!!member} onOpenChange={(open) => !open && onClose()}>
      {member ? (
        <DialogContent title={member.name} description={member.role}>
          <div className="flex flex-col gap-5">
            <div className="flex items-center gap-4">
              <InitialsAvatar name={member.name} image={member.photo} className="size-20 text-2xl" />
            </div>
            <section>
              <h3 className="text-lg font-semibold">{t('site.team.about')}</h3>
              <p className="mt-1 text-ink-soft">{member.description}</p>
            </section>
            <dl className="grid gap-3">
              <div className="flex items-center gap-3">
                <Mail className="size-5 text-primary" aria-hidden="true" />
                <dt className="sr-only">{t('site.field.email')}</dt>
                <dd>
                  <a className="underline-offset-4 hover:underline" href={`mailto:${member.email}`}>
                    {member.email}
                  </a>
                </dd>
              </div>
              <div className="flex items-center gap-3">
                <Phone className="size-5 text-primary" aria-hidden="true" />
                <dt className="sr-only">{t('site.field.phone')}</dt>
                <dd>
                  <a className="underline-offset-4 hover:underline" href={`tel:${member.phone.replace(/[^\d+]/g, '')}`}>
                    {member.phone}
                  </a>
                </dd>
              </div>
              <div className="flex items-center gap-3">
                <MapPin className="size-5 text-primary" aria-hidden="true" />
                <dt className="sr-only">{t('site.team.location')}</dt>
                <dd>{member.location}</dd>
              </div>
            </dl>
            <div className="flex flex-wrap gap-2">
              <Button asChild>
                <a href={`mailto:${member.email}`}>
                  <Mail aria-hidden="true" /> {t('site.team.sendMessage')}
                </a>
              </Button>
              <Button asChild variant="outline">
                <Link to="/live">
                  <Radio aria-hidden="true" /> {t('site.team.viewPrograms')}
                </Link>
              </Button>
              {actions?.(member)}
            </div>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
