import { MessageSquarePlus, Search, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Container } from '@/components/ui/page';
import { useT } from '@/i18n/t';

interface CommunityHeaderProps {
  signedIn: boolean;
  onNewDiscussion: () => void;
  searchInput: string;
  onSearchInput: (value: string) => void;
  onClearFilters: () => void;
}

/** The community's heading, New Discussion, the search box and Clear Filters. */
export function CommunityHeader({ signedIn, onNewDiscussion, searchInput, onSearchInput, onClearFilters }: CommunityHeaderProps) {
  const t = useT();
  return (
    <section className="border-b border-border bg-linear-to-b from-primary-soft/70 to-background">
      <Container className="flex max-w-7xl flex-col gap-5 py-10 sm:py-12">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-4xl font-semibold sm:text-5xl">{t('community.title')}</h1>
            <p className="mt-2 text-lg text-ink-soft">{t('community.lead')}</p>
          </div>
          {signedIn ? (
            <Button size="lg" onClick={onNewDiscussion}>
              <MessageSquarePlus aria-hidden="true" /> {t('community.newDiscussion')}
            </Button>
          ) : (
            // A visitor is invited to join; the New Discussion dialog opens once they have.
            <Button size="lg" variant="outline" onClick={onNewDiscussion}>
              <MessageSquarePlus aria-hidden="true" /> {t('community.logInToCreate')}
            </Button>
          )}
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <div className="relative flex-1">
            <Search className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-ink-soft" aria-hidden="true" />
            <label htmlFor="community-search" className="sr-only">
              {t('community.search')}
            </label>
            <Input
              id="community-search"
              type="search"
              placeholder={t('community.searchPlaceholder')}
              className="pl-11"
              value={searchInput}
              onChange={(e) => onSearchInput(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Escape') onSearchInput('');
              }}
            />
          </div>
          <Button variant="outline" onClick={onClearFilters}>
            <X aria-hidden="true" /> {t('community.clearFilters')}
          </Button>
        </div>
      </Container>
    </section>
  );
}
