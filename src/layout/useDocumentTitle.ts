import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { pageTitle } from './pageTitle';

/** Names the browser tab after a page outside the areas: "Content rules – Device Manager" (translation keys). */
export const useDocumentTitle = (...keys: readonly string[]) => {
  const translate = useTranslate();
  const title = pageTitle(...keys.map((key) => translate(key)), translate('dm.app.title'));
  useEffect(() => {
    document.title = title;
  }, [title]);
};
