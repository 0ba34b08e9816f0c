import { useCallback, useState } from 'react';

/**
 * The rendered height of an element, kept current as it changes (a bar that wraps onto two lines, a language with
 * longer labels). Returns a ref callback for the element and its height in px (0 until it is measured).
 */
export function useElementHeight<T extends HTMLElement>(): [(element: T | null) => void, number] {
  const [height, setHeight] = useState(0);
  const ref = useCallback((element: T | null) => {
    if (!element) {
      setHeight(0);
      return undefined;
    }
    setHeight(element.getBoundingClientRect().height);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setHeight(element.getBoundingClientRect().height));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, height];
}
