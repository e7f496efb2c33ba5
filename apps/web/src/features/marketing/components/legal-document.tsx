import type { ReactNode } from 'react';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A legal page: title, introduction and numbered sections with an anchor each. */
export function LegalDocument({
  title,
  intro,
  sections,
  children,
}: {
  title: string;
  intro: string;
  sections: LegalSection[];
  children?: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-6 py-12 md:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-600">{intro}</p>
      {children}
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`section-${section.id}`} className="mt-8">
          <h2 id={`section-${section.id}`} className="text-xl font-semibold text-slate-900">
            {section.title}
          </h2>
          <p className="mt-2 leading-relaxed text-slate-700">{section.body}</p>
        </section>
      ))}
    </article>
  );
}
