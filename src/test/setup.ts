import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { keepStylesOutOfDocument } from './documentStyles';

// The jsdom project's setup (vitest.config.ts). A react-admin page renders slowly on a busy machine: wait longer
// than testing-library's 1 s before a find or waitFor fails.
configure({ asyncUtilTimeout: 5_000 });

// Style rules stay out of the document unless a file asks for them (documentStyles.ts).
keepStylesOutOfDocument();

// vitest runs with globals off, so testing-library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
