import { useCallback } from 'react';
import { barSpace, BAR_SPACE_VARIABLE, TOOLBAR_SPACE_VARIABLE } from './listLayout';

/**
 * A ref callback that publishes, while its element is on the page (and visible: a hidden tab detaches it), the
 * room the element takes as a CSS variable on the page, kept current as its height changes; removed when it goes.
 */
function usePublishedHeight(
  variable: string,
  space: (height: number) => number,
): (element: HTMLElement | null) => (() => void) | undefined {
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element) return undefined;
      const root = document.documentElement.style;
      const publish = () => root.setProperty(variable, `${space(element.getBoundingClientRect().height)}px`);
      publish();
      const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
      observer?.observe(element);
      return () => {
        observer?.disconnect();
        root.removeProperty(variable);
      };
    },
    [variable, space],
  );
}

/**
 * A ref callback for the floating bar: the room it takes at the bottom (it wraps onto two lines on a tablet); the
 * list, the spacer and the snackbars read it.
 */
export function useBarSpace(): (element: HTMLElement | null) => (() => void) | undefined {
  return usePublishedHeight(BAR_SPACE_VARIABLE, barSpace);
}

/**
 * A ref callback for a list's search row that stays in view under the header while the page scrolls: the room it
 * takes is published on the page, so that the list's rows leave it that much room and their headings stay in view
 * below it.
 */
export function useStickyToolbarSpace(): (element: HTMLElement | null) => (() => void) | undefined {
  return usePublishedHeight(TOOLBAR_SPACE_VARIABLE, Math.ceil);
}
