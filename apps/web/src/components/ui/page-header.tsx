import type { ReactNode } from 'react';

/** The heading block of a screen: eyebrow, title, lead and optional actions. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  actions,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      <div className="max-w-3xl">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">{title}</h1>
        {lead ? <p className="mt-3 text-lg text-slate-600">{lead}</p> : null}
      </div>
      {actions ? (
        <div className="flex flex-wrap gap-2 whitespace-nowrap md:justify-end">{actions}</div>
      ) : null}
    </header>
  );
}
