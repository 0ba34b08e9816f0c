import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// vitest runs with globals off, so testing-library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
