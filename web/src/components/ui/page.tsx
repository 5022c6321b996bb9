import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function Container({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8', className)} {...props} />;
}

/** The heading band at the top of an inner page. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="border-b border-border bg-linear-to-b from-primary-soft/70 to-background">
      <Container className="py-10 sm:py-14">
        {eyebrow ? <p className="mb-2 text-sm font-bold uppercase tracking-widest text-primary">{eyebrow}</p> : null}
        <h1 className="text-3xl font-semibold sm:text-5xl">{title}</h1>
        {lead ? <p className="mt-3 max-w-2xl text-lg text-ink-soft">{lead}</p> : null}
        {children}
      </Container>
    </section>
  );
}
