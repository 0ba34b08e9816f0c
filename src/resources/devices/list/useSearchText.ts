import { useCallback, useEffect, useRef, useState } from 'react';
import { SEARCH_URL_DELAY_MS } from '../../../components/list/listAddress';

/**
 * The search box's text, ahead of the URL: the list filters on every keystroke at once, and the URL follows when
 * typing pauses (a URL change re-renders the whole console, which no keystroke should wait for). A change of the
 * URL from elsewhere (Back, "Clear filters", a shared link) replaces the text.
 */
export function useSearchText(
  urlText: string,
  commit: (text: string) => void,
  delayMs = SEARCH_URL_DELAY_MS,
): [string, (text: string) => void] {
  const [state, setState] = useState({ url: urlText, text: urlText });
  const committed = useRef(urlText);
  let current = state;
  if (state.url !== urlText) {
    // Our own commit coming back keeps what was typed since; anything else wins over the box. As an update of
    // the latest state: a key typed while the URL's render is under way is queued before this one and stays.
    const own = urlText === committed.current;
    current = { url: urlText, text: own ? state.text : urlText };
    committed.current = urlText;
    setState((latest) => ({ url: urlText, text: own ? latest.text : urlText }));
  }
  const { text } = current;
  useEffect(() => {
    if (text === urlText) return undefined;
    const timer = setTimeout(() => {
      committed.current = text;
      commit(text);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, urlText, commit, delayMs]);
  const setText = useCallback((next: string) => setState((old) => ({ ...old, text: next })), []);
  return [text, setText];
}
