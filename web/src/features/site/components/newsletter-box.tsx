import { useState, type FormEvent } from 'react';
import { Mail } from 'lucide-react';
import { newsletterRequest } from '@selah/contracts/site';
import { Button } from '@/components/ui/button';
import { Honeypot } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { useFormGuard } from '@/lib/anti-spam';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';

export function NewsletterBox() {
  const [email, setEmail] = useState('');
  const [hp, setHp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const guard = useFormGuard();
  const subscribe = useSubscribeNewsletter();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const check = newsletterRequest.safeParse({ email });
    if (!check.success) {
      setError(check.error.issues[0]?.message ?? 'Please enter a valid email address');
      return;
    }
    subscribe.mutate(
      { email, hp, renderAt: guard.renderAt },
      {
        onSuccess: () => {
          toast.success("You're subscribed!", { description: 'Watch your inbox for station news and prayer updates.' });
          setEmail('');
        },
        onError: (err) => toast.error('Subscription failed', { description: err.message }),
      },
    );
  };

  return (
    <section aria-labelledby="subscribe" className="rounded-(--radius-card) bg-night p-6 text-white">
      <Mail className="size-7 text-gold" aria-hidden="true" />
      <h2 id="subscribe" className="mt-2 text-2xl font-semibold text-white">Stay in touch</h2>
      <p className="mt-1 text-white/80">Station news, new programs and prayer updates, about once a month.</p>
      <form noValidate onSubmit={onSubmit} className="relative mt-4 flex flex-col gap-2 sm:flex-row">
        <label htmlFor="newsletter-email" className="sr-only">Email address</label>
        <Input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'newsletter-error' : undefined}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(null);
          }}
        />
        <Honeypot value={hp} onChange={setHp} />
        <Button type="submit" variant="gold" disabled={subscribe.isPending}>
          {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </form>
      {error ? <p id="newsletter-error" role="alert" className="mt-2 text-sm font-semibold text-amber-200">{error}</p> : null}
    </section>
  );
}
