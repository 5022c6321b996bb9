import { Link } from 'react-router';
import { paths } from '@selah/contracts/paths';
import { useT } from '@/i18n/t';
import { broadcastGuides } from '../guides';

/** A link to each broadcast guide's page. */
export function GuideLinks({ className }: { className?: string }) {
  const t = useT();
  return (
    <ul className={className}>
      {broadcastGuides.map((g) => (
        <li key={g.slug}>
          <Link to={paths.broadcastGuide.getHref(g.slug)} className="font-semibold text-primary-strong underline">
            {t(g.title)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
