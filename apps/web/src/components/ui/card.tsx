import clsx from 'clsx';
import { useId, type ReactNode } from 'react';

/** A white panel with an optional heading and description; with a heading it is a named region. */
export function Card({
  title,
  description,
  children,
  className,
  headingLevel = 2,
  actions,
}: {
  title?: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
  headingLevel?: 1 | 2 | 3;
  actions?: ReactNode;
}) {
  const Heading = `h${headingLevel}` as const;
  const id = useId();
  return (
    <section
      aria-labelledby={title ? `${id}-title` : undefined}
      className={clsx('rounded-2xl border border-slate-200 bg-white p-6 shadow-sm', className)}
    >
      {title ? (
        <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
          <div>
            <Heading id={`${id}-title`} className="text-lg font-semibold text-slate-900">
              {title}
            </Heading>
            {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
          </div>
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}
