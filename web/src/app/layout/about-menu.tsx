import { Link } from 'react-router';
import { DropdownMenu } from 'radix-ui';
import { MenuContent, menuItemClass } from '@/components/ui/menu';
import type { Trigger } from '@/components/ui/lazy-overlay';
import { useT } from '@/i18n/t';
import { aboutNav } from './nav-links';

/** "About" in the header (site-header.tsx): the station's own pages, open as it arrives. */
export default function AboutMenu({ trigger }: { trigger: Trigger }) {
  const t = useT();
  return (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <MenuContent className="min-w-52">
        {aboutNav.map((item) => (
          <DropdownMenu.Item key={item.to} asChild className={menuItemClass}>
            <Link to={item.to}>{t(item.label)}</Link>
          </DropdownMenu.Item>
        ))}
      </MenuContent>
    </DropdownMenu.Root>
  );
}
