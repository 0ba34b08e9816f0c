import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { defaultSource } from '../../domain/content/contentForm';
import { CONTENT_LANGUAGES, type ContentType } from '../../domain/content/contentModel';

/** On a new item, choosing another type starts every language on that type's usual resource (file or link). */
export const TypeSourceSync = () => {
  const type = useWatch({ name: 'type' }) as ContentType;
  const { setValue } = useFormContext();
  const previous = useRef(type);
  useEffect(() => {
    if (previous.current === type) return;
    previous.current = type;
    for (const lang of CONTENT_LANGUAGES) setValue(`languages.${lang}.source`, defaultSource(type));
  }, [type, setValue]);
  return null;
};
