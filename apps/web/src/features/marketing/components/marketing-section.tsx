import clsx from 'clsx';
import type { ReactNode } from 'react';

/** A full-width band of the public site with centred content. */
export function MarketingSection({
  children,
  tone = 'white',
  labelledBy,
}: {
  children: ReactNode;
  tone?: 'white' | 'muted' | 'brand';
  labelledBy?: string;
}) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={clsx(
        tone === 'muted' && 'bg-slate-50',
        tone === 'brand' && 'bg-gradient-to-br from-brand-800 to-sky-900 text-white',
      )}
    >
      <div className="mx-auto max-w-6xl px-6 py-14 md:py-20">{children}</div>
    </section>
  );
}
