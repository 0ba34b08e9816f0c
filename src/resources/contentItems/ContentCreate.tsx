import { useMemo, useState } from 'react';
import { Create, useLocaleState } from 'react-admin';
import { useResourcePaths } from '../../components/resourcePaths';
import { emptyContentForm } from '../../domain/content/contentForm';
import { ContentForm } from './ContentForm';
import { UploadProgress } from './UploadProgress';
import { CreateHeading } from './CreateHeading';
import { useContentErrorNotifier } from './useContentErrors';
import { isContentLanguage } from '../../domain/content/contentModel';

/** A new library item; files go up with a progress bar. */
export const ContentCreate = () => {
  const [locale] = useLocaleState();
  const [percent, setPercent] = useState<number | null>(null);
  const notifyError = useContentErrorNotifier();
  const paths = useResourcePaths();
  const values = useMemo(() => emptyContentForm('URL', isContentLanguage(locale) ? locale : 'en'), [locale]);
  return (
    <>
      <CreateHeading title="dm.content.create_title" listPath={paths.list} />
      <Create
        resource="contentItems"
        title="dm.content.create_title"
        redirect={() => paths.list}
        mutationOptions={{
          meta: { onProgress: setPercent },
          onError: (error: unknown) => {
            setPercent(null);
            notifyError(error);
          },
          onSettled: () => setPercent(null),
        }}
      >
        <UploadProgress percent={percent} />
        <ContentForm values={values} />
      </Create>
    </>
  );
};
