import { Suspense, type ReactNode } from 'react';
import { LinearProgress } from '@mui/material';
import { lazyNamed } from '../components/lazyNamed';

/** The shell loads after sign-in (and while the sign-in page waits), never with the sign-in page itself. */
export const ShellLayout = lazyNamed(() => import('./AppLayout'), 'AppLayout');

export const LazyAppLayout = ({ children }: { children?: ReactNode }) => (
  <Suspense fallback={<LinearProgress />}>
    <ShellLayout>{children}</ShellLayout>
  </Suspense>
);
