import { Suspense, type ReactNode } from 'react';
import { lazyNamed } from '../components/lazyNamed';
import { PageProgress } from '../components/PageProgress';
import { loadPageTexts } from '../i18n';

/**
 * The shell loads after sign-in (and while the sign-in page waits), never with the sign-in page itself; so do the
 * texts of its pages, which it waits for, so that no page shows a key in place of its text.
 */
export const ShellLayout = lazyNamed(
  () => Promise.all([import('./AppLayout'), loadPageTexts()]).then(([layout]) => layout),
  'AppLayout',
);

export const LazyAppLayout = ({ children }: { children?: ReactNode }) => (
  <Suspense fallback={<PageProgress />}>
    <ShellLayout>{children}</ShellLayout>
  </Suspense>
);
