import { Suspense, type ReactNode } from 'react';
import { lazyNamed } from '../components/lazyNamed';
import { PageProgress } from '../components/PageProgress';

/** The shell loads after sign-in (and while the sign-in page waits), never with the sign-in page itself. */
export const ShellLayout = lazyNamed(() => import('./AppLayout'), 'AppLayout');

export const LazyAppLayout = ({ children }: { children?: ReactNode }) => (
  <Suspense fallback={<PageProgress />}>
    <ShellLayout>{children}</ShellLayout>
  </Suspense>
);
