import { NavLink } from 'react-router';
import { Dialog as D } from 'radix-ui';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { DialogProps } from '@/components/ui/lazy-overlay';
import { cn } from '@/lib/cn';
import { AccountControls } from '@/features/accounts/components/account-controls';
import { useT } from '@/i18n/t';
import { LanguageSwitch } from './language-switch';
import { aboutNav, mainNav } from './nav-links';
import { DonateButton, navClass } from './header-parts';

/** The header's menu on phones and tablets (site-header.tsx), fetched when first opened. */
export default function PhoneMenu({ open, onOpenChange, onCloseAutoFocus }: DialogProps) {
  const t = useT();
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-night/50 xl:hidden" />
        <D.Content
          onCloseAutoFocus={onCloseAutoFocus}
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,88vw)] flex-col gap-6 overflow-y-auto bg-background p-5 shadow-2xl xl:hidden"
        >
          <div className="flex items-center justify-between">
            <D.Title className="font-display text-xl font-semibold">{t('layout.menu')}</D.Title>
            <D.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t('layout.closeMenu')}>
                <X className="size-6!" />
              </Button>
            </D.Close>
          </div>
          <nav aria-label={t('layout.nav.mobile')} className="flex flex-col gap-1">
            {[...mainNav, ...aboutNav].map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                end={item.to === '/'}
                onClick={() => onOpenChange(false)}
                className={({ isActive }) => cn(navClass({ isActive }), 'px-4 py-3 text-lg')}
              >
                {t(item.label)}
              </NavLink>
            ))}
          </nav>
          <div className="mt-auto flex flex-col gap-3">
            <LanguageSwitch wide />
            <AccountControls compact />
            <DonateButton className="w-full" />
          </div>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
