import type { ReactNode } from 'react';

/** The heading block of a screen: eyebrow, title, badges beside it, lead and optional actions. */
export function PageHeader({
  eyebrow,
  title,
  badges,
  lead,
  actions,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  /** Shown beside the title, outside the heading (its name stays the title). */
  badges?: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      <div className="max-w-3xl">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
        ) : null}
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">{title}</h1>
          {badges}
        </div>
        {lead ? <p className="mt-3 text-lg text-slate-600">{lead}</p> : null}
      </div>
      {actions ? (
        <div className="flex flex-wrap gap-2 whitespace-nowrap md:justify-end">{actions}</div>
      ) : null}
    </header>
  );
}
