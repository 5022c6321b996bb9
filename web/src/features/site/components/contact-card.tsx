import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useStation } from '../api/get-station';
import { useT } from '@/i18n/t';

export function ContactCard({ title }: { title?: string }) {
  const t = useT();
  const { contact } = useStation();
  const rows = [
    { icon: MapPin, label: t('site.contactCard.address'), value: contact.address },
    { icon: Phone, label: t('site.field.phone'), value: contact.phone, href: `tel:${contact.phone.replace(/[^\d+]/g, '')}` },
    { icon: Mail, label: t('site.field.email'), value: contact.email, href: `mailto:${contact.email}` },
    { icon: Clock, label: t('site.contactCard.hours'), value: contact.hours },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title ?? t('site.contactCard.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-4">
          {rows.map(({ icon: Icon, label, value, href }) => (
            <li key={label} className="flex gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <p className="text-sm font-semibold text-ink-soft">{label}</p>
                <p className="break-words">
                  {href ? (
                    <a className="text-primary-strong underline-offset-4 hover:underline" href={href}>
                      {value}
                    </a>
                  ) : (
                    value
                  )}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
