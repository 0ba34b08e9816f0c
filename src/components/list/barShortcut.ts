/**
 * The keyboard way between a list's selected rows and its floating bar, one key each way: Enter on the checkbox
 * of a selected row moves the focus to the bar's first action; Escape inside the bar moves it back to that row
 * (or, if that row has gone, to the first selected row). Without it, the bar lay behind every row and the pager
 * in the tab order (about 50 presses of Tab at 50 rows a page).
 */
const TO_BAR_KEY = 'Enter';
const BACK_KEY = 'Escape';

const plain = (event: KeyboardEvent) => !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey;

const isSelectedRowBox = (target: EventTarget | null): target is HTMLInputElement =>
  target instanceof HTMLInputElement &&
  target.type === 'checkbox' &&
  target.checked &&
  target.closest('tbody tr') !== null;

/** Listens while the bar is on the page; returns the function that stops listening. */
export function attachBarShortcut(bar: HTMLElement): () => void {
  const document = bar.ownerDocument;
  let origin: HTMLElement | null = null;
  const onDocumentKey = (event: KeyboardEvent) => {
    if (event.key !== TO_BAR_KEY || !plain(event) || !isSelectedRowBox(event.target)) return;
    const first = bar.querySelector<HTMLElement>('button:not([disabled])');
    if (!first) return;
    event.preventDefault();
    origin = event.target;
    first.focus();
  };
  const onBarKey = (event: KeyboardEvent) => {
    if (event.key !== BACK_KEY || !plain(event)) return;
    const back =
      origin?.isConnected && isSelectedRowBox(origin)
        ? origin
        : document.querySelector<HTMLElement>('tbody tr input[type="checkbox"]:checked');
    if (!back) return;
    event.preventDefault();
    event.stopPropagation();
    back.focus();
  };
  document.addEventListener('keydown', onDocumentKey);
  bar.addEventListener('keydown', onBarKey);
  return () => {
    document.removeEventListener('keydown', onDocumentKey);
    bar.removeEventListener('keydown', onBarKey);
  };
}
