import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { pageTitle } from './pageTitle';

/** Names the browser tab after a page outside the areas: "Content rules – Device Manager" (the page's name, translated). */
export const useDocumentTitle = (name: string) => {
  const translate = useTranslate();
  const title = pageTitle(name, translate('dm.app.title'));
  useEffect(() => {
    document.title = title;
  }, [title]);
};
