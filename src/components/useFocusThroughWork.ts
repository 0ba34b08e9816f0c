import { useEffect, useRef } from 'react';

/** What a keyboard user can act on: a focus that sits anywhere else was lost, not put there by anyone. */
const INTERACTIVE =
  'a[href], button, input, select, textarea, [role="button"], [role="tab"], [role="checkbox"]';

const focusLost = (target: HTMLElement): boolean => {
  const active = target.ownerDocument.activeElement;
  if (active === target) return false;
  if (!(active instanceof HTMLElement) || active === target.ownerDocument.body) return true;
  return active.matches(':disabled') || !active.matches(INTERACTIVE);
};

/**
 * Keeps the focus on something to press while work runs behind a button that disables itself (Scan, a drift
 * Check): once the work starts, on `during` (its Cancel, if it has one); once it ends, on `after` (the button
 * again). The browser would otherwise leave it on the page body or on a dialog's frame. A focus someone moved
 * elsewhere meanwhile is left where it is.
 */
export function useFocusThroughWork<D extends HTMLElement, A extends HTMLElement>(busy: boolean) {
  const during = useRef<D>(null);
  const after = useRef<A>(null);
  const was = useRef(busy);
  useEffect(() => {
    if (was.current === busy) return;
    was.current = busy;
    const target = busy ? during.current : after.current;
    if (target && focusLost(target)) target.focus();
  }, [busy]);
  return { during, after };
}
