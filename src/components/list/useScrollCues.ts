import { useCallback, useState } from 'react';
import { scrollCues, type ScrollCues } from './listLayout';

const NONE: ScrollCues = { left: false, right: false };

/**
 * A ref callback for a box that scrolls sideways, and which of its edges have more of the table beyond them: kept
 * current as the box is scrolled and as it or its table changes width (the window, the rows shown).
 */
export function useScrollCues(): {
  ref: (element: HTMLElement | null) => (() => void) | undefined;
  cues: ScrollCues;
} {
  const [cues, setCues] = useState<ScrollCues>(NONE);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return undefined;
    const update = () => {
      const next = scrollCues(element);
      setCues((current) => (current.left === next.left && current.right === next.right ? current : next));
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, []);
  return { ref, cues };
}
