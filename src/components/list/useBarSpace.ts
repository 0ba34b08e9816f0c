import { useCallback } from 'react';
import { barSpace, BAR_SPACE_VARIABLE } from './listLayout';

/**
 * A ref callback for the floating bar: while the bar is on the page (and visible: a hidden tab detaches it), the
 * room it takes at the bottom is published on the page as a CSS variable, kept current as the bar's height changes
 * (it wraps onto two lines on a tablet); the list, the spacer and the snackbars read it. Removed when the bar goes.
 */
export function useBarSpace(): (element: HTMLElement | null) => (() => void) | undefined {
  return useCallback((element: HTMLElement | null) => {
    if (!element) return undefined;
    const root = document.documentElement.style;
    const publish = () =>
      root.setProperty(BAR_SPACE_VARIABLE, `${barSpace(element.getBoundingClientRect().height)}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.removeProperty(BAR_SPACE_VARIABLE);
    };
  }, []);
}
