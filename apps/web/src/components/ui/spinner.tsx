import clsx from 'clsx';
import { LoaderCircle } from 'lucide-react';

/** A decorative spinner; pair it with visible text or a live region. */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={clsx('h-5 w-5 animate-spin', className)} />;
}
