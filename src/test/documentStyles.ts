import { createElement } from 'react';
import { __unsafe_useEmotionCache, type EmotionCache } from '@emotion/react';
import { cleanup, render } from '@testing-library/react';
import { afterAll, beforeAll } from 'vitest';

/**
 * Where the component tests' style rules go. jsdom lays nothing out, and what these tests check is behaviour,
 * roles and names; but testing-library's role queries ask jsdom for the computed style of every element they look
 * at, and jsdom's `getComputedStyle` walks every style rule in the document: with the thousand rules MUI's Emotion
 * writes for a react-admin page, that was a quarter of the component tests' CPU. So Emotion writes its rules into
 * an element outside the document, and only a file that checks a style (`stylesInDocument()`) lets them in. What
 * a person sees, styles included, is the journeys' to check (docs/decisions.md, "What the suite's time is made of").
 */
function emotionCache(): EmotionCache {
  let cache: EmotionCache | undefined;
  const Grab = () => {
    cache = __unsafe_useEmotionCache() ?? undefined;
    return null;
  };
  render(createElement(Grab));
  cleanup();
  if (!cache) throw new Error('no Emotion cache to take the style rules');
  return cache;
}

/** Empties the cache's sheet and forgets what it wrote, so the next render writes its rules anew where told. */
function writeStylesInto(cache: EmotionCache, container: HTMLElement) {
  cache.sheet.flush();
  cache.inserted = {};
  cache.sheet.container = container;
}

/** The component tests' default (src/test/setup.ts): style rules written outside the document. */
export function keepStylesOutOfDocument(): void {
  writeStylesInto(emotionCache(), document.createElement('div'));
}

/** For a test file that checks computed styles: its renders write their style rules into the document's head. */
export function stylesInDocument(): void {
  beforeAll(() => writeStylesInto(emotionCache(), document.head));
  afterAll(() => writeStylesInto(emotionCache(), document.createElement('div')));
}
